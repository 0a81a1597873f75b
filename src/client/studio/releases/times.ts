// Times on the review screens: every instant in the reader's own time and in Oman's (the insurer's
// business day is Asia/Muscat's), and the publish form's datetime-local value (local, no zone).
export const OMAN_TIME_ZONE = 'Asia/Muscat';

const locale = (language: string) => (language === 'ar' ? 'ar-OM-u-nu-latn' : 'en-GB');

function format(date: Date, language: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale(language), { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) }).format(date);
}

/** The reader's time zone name (e.g. Europe/London), as the browser reports it. */
export const localTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export interface BothTimes {
  local: string;
  oman: string;
  /** Both read alike (the reader keeps Oman's time): one is enough. */
  same: boolean;
}

export function bothTimes(iso: string, language: string): BothTimes | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const local = format(date, language);
  const oman = format(date, language, OMAN_TIME_ZONE);
  return { local, oman, same: local === oman };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A Date as a datetime-local input's value, in the reader's time. */
export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value (the reader's time) as an ISO instant; null when it is not a time. */
export function fromLocalInput(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const date = new Date(year, month - 1, day, hour, minute);
  // 2026-02-31 rolls into March: not what the reader typed.
  if (date.getMonth() !== month - 1 || date.getDate() !== day || Number.isNaN(date.getTime())) return null;
  return date.toISOString();
}
