// Money crosses the gateway as OMR text with 3 decimals and lives here as integer baiza
// (1 OMR = 1000 baiza), so no amount is ever compared as a binary fraction.

const MAX_BAIZA = Number.MAX_SAFE_INTEGER;

/** 12345 -> "12.345". */
export function formatOmr(baiza: number): string {
  if (!Number.isSafeInteger(baiza) || baiza < 0) {
    throw new RangeError('An amount must be a non-negative whole number of baiza');
  }
  const whole = Math.floor(baiza / 1000);
  return `${whole}.${String(baiza % 1000).padStart(3, '0')}`;
}

/**
 * "12.345", "12.3", "12" or the JSON number 12.345 -> 12345; undefined for anything else,
 * including more than 3 decimals, signs, exponents and blanks.
 */
export function parseOmr(value: unknown): number | undefined {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return undefined;
  }
  const match = /^(\d+)(?:\.(\d{1,3}))?$/.exec(text);
  if (!match) return undefined;
  const baiza = Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
  return baiza <= MAX_BAIZA ? baiza : undefined;
}
