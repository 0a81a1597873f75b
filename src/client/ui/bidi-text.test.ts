import { describe, expect, it } from 'vitest';
import { bidiPieces, inLanguage } from './bidi-text.js';

const isolated = (text: string) => bidiPieces(text).filter((piece) => piece.ltr).map((piece) => piece.text);

describe('bidi text', () => {
  it('isolates quote and policy numbers, plates, phone numbers, amounts and dates', () => {
    expect(isolated('تم متابعة عرض السعر 10/2026/0501/Q/000004 للمركبة')).toEqual(['10/2026/0501/Q/000004']);
    expect(isolated('Policy P/10/0501/2026/000011 on 01-05-2026 for OMR 375.113, call +96824000000.')).toEqual([
      'P/10/0501/2026/000011', '01-05-2026', '375.113', '+96824000000',
    ]);
    expect(isolated('رخصة (INVALID-LIC_DATE_EXPIRY) منتهية')).toEqual(['INVALID-LIC_DATE_EXPIRY']);
    expect(isolated('Plain English words only')).toEqual([]);
  });

  it('keeps every character in order', () => {
    const text = 'Active quote 10/2026/0501/Q/000004 for plate 1001 A.';
    expect(bidiPieces(text).map((piece) => piece.text).join('')).toBe(text);
  });

  it('picks the half of a bilingual insurer text in the customer language', () => {
    const both = 'Driving licence number not found / رقم رخصة القيادة غير موجود';
    expect(inLanguage(both, 'en')).toBe('Driving licence number not found');
    expect(inLanguage(both, 'ar')).toBe('رقم رخصة القيادة غير موجود');
    expect(inLanguage('رقم / Number', 'en')).toBe('Number');
    expect(inLanguage('Quote status not valid', 'ar')).toBe('Quote status not valid');
    expect(inLanguage('10/2026 / 0501', 'ar')).toBe('10/2026 / 0501');
  });
});
