import { describe, expect, it } from 'vitest';
import { bothTimes, fromOmanInput, toOmanInput } from './times.js';

describe('times', () => {
  it('reads the 24-hour clock in Arabic as in English, as the schedule input takes it', () => {
    const afternoon = bothTimes('2026-11-28T12:00:07Z', 'ar')!;
    expect(afternoon.oman).toContain('16:00:07');
    expect(afternoon.oman).not.toMatch(/[صم]/);
    expect(bothTimes('2026-11-28T12:00:07Z', 'en')!.oman).toContain('16:00:07');
  });

  it('reads a datetime-local value as Oman time (UTC+4), to the second, and writes it back alike', () => {
    expect(fromOmanInput('2026-03-14T09:30:07')).toBe('2026-03-14T05:30:07.000Z');
    expect(toOmanInput(new Date('2026-03-14T05:30:07.000Z'))).toBe('2026-03-14T09:30:07');
    // A browser leaves the seconds out when they are :00.
    expect(fromOmanInput('2026-03-14T09:30')).toBe('2026-03-14T05:30:00.000Z');
    // ...and some write a fraction (jsdom: .000): kept as typed.
    expect(fromOmanInput('2026-03-14T09:30:07.000')).toBe('2026-03-14T05:30:07.000Z');
    expect(fromOmanInput('2026-03-14T09:30:07.25')).toBe('2026-03-14T05:30:07.250Z');
    // Across midnight: Oman's day begins four hours before UTC's.
    expect(fromOmanInput('2026-03-15T02:00:59')).toBe('2026-03-14T22:00:59.000Z');
    expect(toOmanInput(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01T00:00:00');
  });
  it('refuses what is not a time, and a day, hour or second the calendar does not have', () => {
    for (const bad of ['', 'tomorrow', '2026-02-31T10:00', '2026-03-14T24:00:00', '2026-03-14T10:60', '2026-03-14T10:00:60', '2026-03-14T10:00:7', '2026-03-14T10:00:07.', '2026-03-14T10:00:07.1234', '2026-03-14 10:00:00']) {
      expect(fromOmanInput(bad), bad).toBeNull();
    }
  });
  it('shows an instant in Oman time to the second, and the reader\'s own when it differs', () => {
    const times = bothTimes('2026-03-14T06:00:07Z', 'en')!;
    expect(times.oman).toContain('10:00:07');
    expect(times.local).toMatch(/:00:07/);
    expect(bothTimes('2026-03-14T06:00:07Z', 'ar')!.oman).toContain('10:00:07');
    expect(bothTimes('not a time', 'en')).toBeNull();
  });
});
