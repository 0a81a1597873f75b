// Money is integer baiza (1 OMR = 1000 baiza) throughout the sandbox insurer; these are the only
// conversions to and from the wire's (and the plans file's) OMR text.

/** 123456 baiza -> "123.456". */
export function omr(baiza: number): string {
  const sign = baiza < 0 ? '-' : '';
  const abs = Math.abs(baiza);
  return `${sign}${Math.floor(abs / 1000)}.${String(abs % 1000).padStart(3, '0')}`;
}

/** "123.456", "123.4" or "123" -> baiza; anything else is null. */
export function parseOmr(value: string): number | null {
  const m = /^(\d{1,9})(?:\.(\d{1,3}))?$/.exec(value.trim());
  if (!m) return null;
  return Number(m[1]) * 1000 + Number((m[2] ?? '').padEnd(3, '0'));
}
