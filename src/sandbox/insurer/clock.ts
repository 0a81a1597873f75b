// The insurer works in Oman's wall-clock time (UTC+4, no daylight saving); timestamps are stored
// and sent without a zone, as the insurer's own systems do.
const OMAN_OFFSET_MS = 4 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const pad = (n: number) => String(n).padStart(2, '0');

/** Oman's current wall-clock time, as a Date whose UTC fields hold the local values. */
export function omanNow(): Date {
  return new Date(Date.now() + OMAN_OFFSET_MS);
}

/** Midnight of Oman's today, shifted by `days`. */
export function omanDay(days = 0): Date {
  const now = omanNow();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + days * DAY_MS);
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** One year of cover: the day before the same date next year, at 23:59:59. */
export function coverEnd(from: Date): Date {
  const next = new Date(Date.UTC(from.getUTCFullYear() + 1, from.getUTCMonth(), from.getUTCDate()));
  return new Date(next.getTime() - 1000);
}

/** `YYYY-MM-DD HH:MM:SS`: what the tables hold. */
export function localTimestamp(date: Date): string {
  return `${localDate(date)} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
}

export function localDate(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** A stored timestamp (`YYYY-MM-DD HH:MM:SS`, or a date) read back as a Date of UTC fields. */
export function parseLocal(value: string): Date {
  return new Date(`${value.replace(' ', 'T').slice(0, 19)}${value.length <= 10 ? 'T00:00:00' : ''}Z`);
}

/** ISO form without a zone, as replies carry dates: `YYYY-MM-DDTHH:MM:SS`. */
export function wireTimestamp(value: string): string {
  return localTimestamp(parseLocal(value)).replace(' ', 'T');
}

/** `DD-MM-YYYY`, as the insurer's messages quote dates. */
export function messageDate(value: string): string {
  const d = parseLocal(value);
  return `${pad(d.getUTCDate())}-${pad(d.getUTCMonth() + 1)}-${d.getUTCFullYear()}`;
}

/** Whole years between a birth date and today. */
export function ageOn(birthDate: string, today: Date): number {
  const birth = parseLocal(birthDate);
  let age = today.getUTCFullYear() - birth.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() < birth.getUTCMonth() ||
    (today.getUTCMonth() === birth.getUTCMonth() && today.getUTCDate() < birth.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

export function daysBetween(from: Date, to: Date): number {
  return Math.floor((to.getTime() - from.getTime()) / DAY_MS);
}
