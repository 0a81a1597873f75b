// Times in the studio: every instant in Oman's time (the insurer's business day is Asia/Muscat's), to
// the second, with the reader's own time beside it when it reads differently; and the schedule's
// datetime-local value, typed in Oman time to the second. The one home of the studio's times.
export const OMAN_TIME_ZONE = 'Asia/Muscat';

const locale = (language: string) => (language === 'ar' ? 'ar-OM-u-nu-latn' : 'en-GB');

// timeStyle 'medium' carries the seconds (10:00:07): a release scheduled to the second reads so; on
// the 24-hour clock in both languages, as the schedule's input takes it (Arabic's default is the 12-hour clock with ص and م).
function format(date: Date, language: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale(language), { dateStyle: 'medium', timeStyle: 'medium', hourCycle: 'h23', ...(timeZone ? { timeZone } : {}) }).format(date);
}

export interface BothTimes {
  oman: string;
  local: string;
  /** Both read alike (the reader keeps Oman's time): one is enough. */
  same: boolean;
}

export function bothTimes(iso: string, language: string): BothTimes | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const oman = format(date, language, OMAN_TIME_ZONE);
  const local = format(date, language);
  return { oman, local, same: local === oman };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The wall-clock fields of an instant in Oman, as numbers (month 1-12). */
function omanFields(date: Date): [number, number, number, number, number, number] {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: OMAN_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
  }).formatToParts(date);
  const field = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return [field('year'), field('month'), field('day'), field('hour'), field('minute'), field('second')];
}

/** A Date as a datetime-local input's value (step=1: seconds included), in Oman time. */
export function toOmanInput(date: Date): string {
  const [year, month, day, hour, minute, second] = omanFields(date);
  return `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}`;
}

/**
 * A datetime-local value read as Oman time, as an ISO instant; null when it is not a time. Seconds
 * are optional (a browser leaves them out at :00) and kept exactly, as is a fraction some browsers
 * add (.000).
 */
export function fromOmanInput(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute, second = 0] = match.slice(1, 7).map((n) => (n === undefined ? undefined : Number(n))) as number[];
  const milliseconds = match[7] ? Number(match[7].padEnd(3, '0')) : 0;
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!, second, milliseconds);
  // 2026-02-31 rolls into March, 24:00 into the next day: not what the reader typed.
  const check = new Date(wall);
  if (check.getUTCMonth() !== month! - 1 || check.getUTCDate() !== day || check.getUTCHours() !== hour || check.getUTCSeconds() !== second) return null;
  // Oman's offset at that wall time (the zone's own rules, not a constant +4), found by reading it back.
  let instant = wall;
  for (let i = 0; i < 2; i += 1) {
    const [y, mo, d, h, mi, s] = omanFields(new Date(instant));
    instant -= Date.UTC(y, mo - 1, d, h, mi, s, milliseconds) - wall;
  }
  return new Date(instant).toISOString();
}
