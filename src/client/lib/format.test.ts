import { describe, expect, it } from 'vitest';
import { formatDateTime, formatOmr, isolateLtr, isolateParams } from './format.js';

describe('formatOmr', () => {
  it('always shows three decimals in English', () => {
    const text = formatOmr(12.5, 'en');
    expect(text).toContain('12.500');
    expect(text).toMatch(/OMR|ر\.ع\./);
  });

  it('rounds to baiza', () => {
    expect(formatOmr('1234.5678', 'en')).toContain('1,234.568');
  });

  it('keeps Latin digits with the Arabic currency sign in Arabic (one digit convention)', () => {
    const text = formatOmr(1375.113, 'ar');
    expect(text).toContain('ر.ع.');
    expect(text).toContain('1,375.113');
    expect(text).not.toMatch(/[\u0660-\u0669\u066b\u200e\u200f]/);
  });

  it('isolates left-to-right tokens and message parameters', () => {
    expect(isolateLtr('10/2026/0501/Q/000004')).toBe('\u206610/2026/0501/Q/000004\u2069');
    expect(isolateParams({ quoteNo: 'Q/1', count: 2, list: ['a'] })).toEqual({ quoteNo: '\u2066Q/1\u2069', count: '\u20662\u2069', list: ['a'] });
    expect(isolateParams(undefined)).toEqual({});
  });

  it('shows N/A for a value that is not a number', () => {
    expect(formatOmr('abc', 'en')).toBe('N/A');
  });
});

describe('formatDateTime', () => {
  it('formats as DD-MM-YYYY HH:MM:SS', () => {
    expect(formatDateTime(new Date(2024, 0, 5, 7, 8, 9))).toBe('05-01-2024 07:08:09');
  });

  it('gives blank for empty and N/A for invalid values', () => {
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('not a date')).toBe('N/A');
  });

  it('reads ISO strings', () => {
    expect(formatDateTime('2025-12-31T23:59:58')).toBe('31-12-2025 23:59:58');
  });
});
