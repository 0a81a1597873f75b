import { describe, expect, it } from 'vitest';
import { formatOmr, parseOmr } from './omr-amount.js';

describe('OMR amounts', () => {
  it('formats baiza with 3 decimals', () => {
    expect(formatOmr(12345)).toBe('12.345');
    expect(formatOmr(105000)).toBe('105.000');
    expect(formatOmr(7)).toBe('0.007');
    expect(formatOmr(0)).toBe('0.000');
  });

  it('refuses fractions of a baiza and negative amounts', () => {
    expect(() => formatOmr(1.5)).toThrow(RangeError);
    expect(() => formatOmr(-1)).toThrow(RangeError);
  });

  it('parses text and JSON numbers exactly', () => {
    expect(parseOmr('12.345')).toBe(12345);
    expect(parseOmr('12.3')).toBe(12300);
    expect(parseOmr('12')).toBe(12000);
    expect(parseOmr(' 0.007 ')).toBe(7);
    expect(parseOmr(12.345)).toBe(12345);
    expect(parseOmr(0.1 + 0.2)).toBeUndefined(); // 0.30000000000000004 is not an amount
  });

  it('rejects what is not a plain amount', () => {
    for (const bad of ['', '12.3456', '-1', '+1', '1e3', '1,000', 'abc', '.5', null, undefined, Number.NaN]) {
      expect(parseOmr(bad)).toBeUndefined();
    }
  });
});
