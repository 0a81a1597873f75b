import { describe, expect, it } from 'vitest';
import { enumIssueText, enumMeaningsOf, meantValue } from './enum-meanings.js';

const addOn = enumMeaningsOf({
  title: 'Add-on',
  enum: ['medex', 'uae', 'rsa'],
  enumDescriptions: ['Medical expenses (Medex)', 'Orange Card / UAE cover', 'Road-side assistance (RSA)'],
})!;

describe('enum values with meanings', () => {
  it('suggests a value by its spelling, else by its meaning, else none', () => {
    expect(meantValue('medx', addOn)).toBe('medex');
    expect(meantValue('orangeCard', addOn)).toBe('uae');
    expect(meantValue('roadside', addOn)).toBe('rsa');
    expect(meantValue('ca', addOn)).toBeUndefined();
    expect(meantValue('windscreen', addOn)).toBeUndefined();
  });

  it('names the kind of value and lists every value with its meaning', () => {
    const text = enumIssueText('windscreen', addOn);
    expect(text).toMatchObject({
      message: '"windscreen" is not an add-on.',
      fix: 'Use one of: "medex" (Medical expenses (Medex)), "uae" (Orange Card / UAE cover), "rsa" (Road-side assistance (RSA)).',
    });
    // The Arabic lists the same values, each with its meaning kept as written (isolated).
    expect(text.ar?.fix).toBe('يرجى استخدام إحدى القيم: \u2068"medex" (Medical expenses (Medex))\u2069، \u2068"uae" (Orange Card / UAE cover)\u2069، \u2068"rsa" (Road-side assistance (RSA))\u2069.');
  });

  it('takes meanings only when every value has one', () => {
    expect(enumMeaningsOf({ enum: ['a', 'b'], enumDescriptions: ['A'] })).toBeUndefined();
    expect(enumMeaningsOf({ enum: ['a'] })).toBeUndefined();
  });
});
