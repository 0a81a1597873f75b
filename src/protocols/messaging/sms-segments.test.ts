import { describe, expect, it } from 'vitest';
import { smsSize } from './sms-segments.js';

describe('smsSize', () => {
  it('fits 160 GSM characters in one part, 153 in each part of a longer text', () => {
    expect(smsSize('a'.repeat(160))).toEqual({ encoding: 'gsm7', units: 160, segments: 1 });
    expect(smsSize('a'.repeat(161))).toEqual({ encoding: 'gsm7', units: 161, segments: 2 });
    expect(smsSize('a'.repeat(306)).segments).toBe(2);
    expect(smsSize('a'.repeat(307)).segments).toBe(3);
    // An extension character takes two septets.
    expect(smsSize('€'.repeat(80))).toEqual({ encoding: 'gsm7', units: 160, segments: 1 });
  });
  it('makes a text with Arabic UCS-2: 70 units in one part, 67 in each part of a longer one', () => {
    expect(smsSize('ت'.repeat(70))).toEqual({ encoding: 'ucs2', units: 70, segments: 1 });
    expect(smsSize('ت'.repeat(71)).segments).toBe(2);
    expect(smsSize('ت'.repeat(134)).segments).toBe(2);
    expect(smsSize(`ت${'a'.repeat(134)}`).segments).toBe(3);
  });
});
