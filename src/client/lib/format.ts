/** OMR has 1000 baiza to the rial, so amounts always show 3 decimals (spec section 9). */
export function formatOmr(amount: number | string, language: string): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  if (!Number.isFinite(value)) return 'N/A';
  return new Intl.NumberFormat(language === 'ar' ? 'ar-OM' : 'en-OM', {
    style: 'currency',
    currency: 'OMR',
    minimumFractionDigits: 3,
    maximumFractionDigits: 3,
  }).format(value);
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
