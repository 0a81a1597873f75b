/**
 * Digit convention (docs/staff-guide.md, "Digits and identifiers"): money and identifiers use Latin digits
 * (0-9) with a full stop for decimals in both languages, as the gateway, the insurer's documents
 * and every identifier (which mixes Latin letters and digits) do. Only the currency sign follows
 * the language ("OMR" or "ر.ع.").
 */
const LOCALE = { en: 'en-OM', ar: 'ar-OM-u-nu-latn' } as const;

/** OMR has 1000 baiza to the rial, so amounts always show 3 decimals (spec section 9). */
export function formatOmr(amount: number | string, language: string): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  if (!Number.isFinite(value)) return 'N/A';
  return new Intl.NumberFormat(language === 'ar' ? LOCALE.ar : LOCALE.en, {
    style: 'currency',
    currency: 'OMR',
    minimumFractionDigits: 3,
    maximumFractionDigits: 3,
  })
    .format(value)
    // The Arabic pattern carries its own right-to-left marks; the caller isolates the whole amount.
    .replace(/[\u200e\u200f]/g, '');
}

/** Left-to-right isolate (U+2066 ... U+2069): keeps an identifier's order inside right-to-left text. */
export function isolateLtr(text: string): string {
  return `\u2066${text}\u2069`;
}

/** Every interpolated value of a message isolated, for texts that are plain strings (toasts, alerts). */
export function isolateParams(params: Record<string, unknown> | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.entries(params ?? {}).map(([key, value]) => [key, typeof value === 'string' || typeof value === 'number' ? isolateLtr(String(value)) : value]));
}

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * Quote dates are shown DD-MM-YYYY HH:MM:SS; the spec says an empty value shows blank and an
 * unreadable one shows N/A, so both cases are distinguished rather than folded into one.
 */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return 'N/A';
  return (
    `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${date.getFullYear()} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}
