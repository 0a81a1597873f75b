import { describe, expect, it } from 'vitest';
import { bothTimes, fromLocalInput, toLocalInput } from './times.js';

describe('times', () => {
  it('reads a datetime-local value in the reader\'s time and writes it back alike', () => {
    const iso = fromLocalInput('2026-03-14T09:30');
    expect(iso).not.toBeNull();
    const date = new Date(iso!);
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes()]).toEqual([2026, 2, 14, 9, 30]);
    expect(toLocalInput(date)).toBe('2026-03-14T09:30');
  });
  it('refuses what is not a time, and a day the month does not have', () => {
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('2026-02-31T10:00')).toBeNull();
    expect(fromLocalInput('tomorrow')).toBeNull();
  });
  it('shows an instant in Oman time (UTC+4) beside the reader\'s', () => {
    const times = bothTimes('2026-03-14T06:00:00Z', 'en');
    expect(times!.oman).toContain('10:00');
    expect(bothTimes('2026-03-14T06:00:00Z', 'ar')!.oman).toContain('10:00');
    expect(bothTimes('not a time', 'en')).toBeNull();
  });
});
