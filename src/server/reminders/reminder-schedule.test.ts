import { describe, expect, it } from 'vitest';
import { addDays, daysLeft, deliveryTime, displayDate, isQuiet, omanDay, reminderDue } from './reminder-schedule.js';

const quiet = { from: 21, until: 8 };
/** An instant given in Oman wall-clock time (UTC+4). */
const oman = (local: string) => new Date(Date.parse(`${local}Z`) - 4 * 3600 * 1000);

describe('reminder schedule (Oman time)', () => {
  it('counts days of cover left in Oman days', () => {
    expect(omanDay(oman('2026-11-26T23:30:00'))).toBe('2026-11-26');
    expect(omanDay(new Date('2026-11-26T20:30:00Z'))).toBe('2026-11-27');
    expect(daysLeft('2026-11-26', '2026-12-26T23:59:59')).toBe(30);
    expect(daysLeft('2026-11-26', '2026-11-26T23:59:59')).toBe(0);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(displayDate('2026-12-03T23:59:59')).toBe('03-12-2026');
  });

  it('gives each policy the reminder of its window: 30, 7 or 1 day(s) before, a missed day caught up', () => {
    const days = [30, 7, 1];
    expect([31, 30, 29, 8, 7, 6, 2, 1, 0, -1].map((left) => reminderDue(left, days))).toEqual([undefined, 30, 30, 30, 7, 7, 7, 1, 1, undefined]);
    expect(reminderDue(10, [14])).toBe(14);
  });

  it('holds a reminder due in the quiet hours (21:00-08:00) to 08:00', () => {
    expect(deliveryTime(oman('2026-11-26T22:00:00'), quiet)).toEqual(oman('2026-11-27T08:00:00'));
    expect(deliveryTime(oman('2026-11-26T21:00:00'), quiet)).toEqual(oman('2026-11-27T08:00:00'));
    expect(deliveryTime(oman('2026-11-27T03:15:00'), quiet)).toEqual(oman('2026-11-27T08:00:00'));
    expect(deliveryTime(oman('2026-11-27T07:59:59'), quiet)).toEqual(oman('2026-11-27T08:00:00'));
    expect(deliveryTime(oman('2026-11-27T08:00:00'), quiet)).toBeUndefined();
    expect(deliveryTime(oman('2026-11-27T20:59:59'), quiet)).toBeUndefined();
    expect(isQuiet(oman('2026-11-27T13:00:00'), { from: 12, until: 14 })).toBe(true);
    expect(isQuiet(oman('2026-11-27T13:00:00'), { from: 8, until: 8 })).toBe(false);
  });
});
