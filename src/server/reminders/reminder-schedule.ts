// When renewal reminders go, in Oman time (UTC+4, no daylight saving): which reminder a policy is
// due for on a day, and when a message due now may be delivered (never in the quiet hours).
const OMAN_OFFSET_MS = 4 * 3600 * 1000;
const DAY_MS = 86_400_000;

/** Oman's calendar day of an instant, `YYYY-MM-DD`. */
export function omanDay(now: Date): string {
  return new Date(now.getTime() + OMAN_OFFSET_MS).toISOString().slice(0, 10);
}

export function omanHour(now: Date): number {
  return new Date(now.getTime() + OMAN_OFFSET_MS).getUTCHours();
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole Oman days from `today` to the day the cover ends (`YYYY-MM-DD...`): 0 on its last day. */
export function daysLeft(today: string, coverTo: string): number {
  return Math.round((Date.parse(`${coverTo.slice(0, 10)}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

/**
 * The reminder (one of `days`, e.g. 30, 7, 1) a policy with `left` days of cover is due for: the
 * smallest that is at least `left`. So a policy 30 days out gets the 30-day one; a scan missed on
 * that day is caught up the next (29 days out still gets it, once: its event key is the same),
 * and on the last day of cover the 1-day one still goes. Beyond the largest, or expired: none.
 */
export function reminderDue(left: number, days: readonly number[]): number | undefined {
  if (left < 0) return undefined;
  const candidates = days.filter((d) => d >= left);
  return candidates.length ? Math.min(...candidates) : undefined;
}

export interface QuietHours {
  /** Oman hour the quiet time starts (21 = 21:00). */
  from: number;
  /** Oman hour it ends (8 = 08:00). */
  until: number;
}

/** Whether an instant is in the quiet hours. */
export function isQuiet(now: Date, quiet: QuietHours): boolean {
  const hour = omanHour(now);
  if (quiet.from === quiet.until) return false;
  return quiet.from > quiet.until ? hour >= quiet.from || hour < quiet.until : hour >= quiet.from && hour < quiet.until;
}

/**
 * When a message due at `now` may go: undefined for at once, else the end of the quiet hours
 * (Oman `until`:00, today or tomorrow): a reminder due at 22:00 Oman time goes at 08:00.
 */
export function deliveryTime(now: Date, quiet: QuietHours): Date | undefined {
  if (!isQuiet(now, quiet)) return undefined;
  const today = omanDay(now);
  const day = omanHour(now) >= quiet.until ? addDays(today, 1) : today;
  return new Date(Date.parse(`${day}T${String(quiet.until).padStart(2, '0')}:00:00Z`) - OMAN_OFFSET_MS);
}

/** `DD-MM-YYYY`, as the insurer's messages give dates. */
export function displayDate(coverTo: string): string {
  const [year, month, day] = coverTo.slice(0, 10).split('-');
  return `${day}-${month}-${year}`;
}
