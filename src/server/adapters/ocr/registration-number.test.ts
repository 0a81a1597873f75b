import { describe, expect, it } from 'vitest';
import { formatRegistrationNumber, parseRegistrationNumber } from './registration-number.js';

describe('Registration_Number_Eng', () => {
  it('reads number/code, the vendor format', () => {
    expect(parseRegistrationNumber('12345/A')).toEqual({ plateNumber: '12345', plateCode: 'A' });
    expect(parseRegistrationNumber('2001/H')).toEqual({ plateNumber: '2001', plateCode: 'H' });
    expect(parseRegistrationNumber(' 7788 / ka ')).toEqual({ plateNumber: '7788', plateCode: 'KA' });
    expect(parseRegistrationNumber('345/12')).toEqual({ plateNumber: '345', plateCode: '12' });
  });

  it('also reads a space or hyphen separator', () => {
    expect(parseRegistrationNumber('12345 A')).toEqual({ plateNumber: '12345', plateCode: 'A' });
    expect(parseRegistrationNumber('12345-AB')).toEqual({ plateNumber: '12345', plateCode: 'AB' });
  });

  it('refuses what is not a plate', () => {
    for (const bad of ['', '12345', '/A', '123456/A', '12345/ABCD', 'A/12345', '12 34/A', '١٢٣/A']) {
      expect(parseRegistrationNumber(bad)).toBeNull();
    }
  });

  it('formats the way it parses', () => {
    const plate = { plateNumber: '1004', plateCode: 'B' };
    expect(parseRegistrationNumber(formatRegistrationNumber(plate))).toEqual(plate);
  });
});
