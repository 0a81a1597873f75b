import { describe, expect, it } from 'vitest';
import { leadProblems, validateOmanMobile } from './lead-rules.js';

describe('landing lead rules', () => {
  it('accepts Oman mobiles with or without 968 / +968 and with spaces', () => {
    for (const value of ['91234567', '71234567', '96891234567', '+968 9123 4567']) expect(validateOmanMobile(value)).toEqual({ valid: true });
  });

  it('refuses blank, short, long and non-7/9 numbers with the right message', () => {
    expect(validateOmanMobile('  ')).toEqual({ valid: false, message: 'landing.errors.mobileRequired' });
    for (const value of ['9123456', '912345678', '81234567', '+96881234567', '9123456a']) {
      expect(validateOmanMobile(value)).toEqual({ valid: false, message: 'landing.errors.mobileInvalid' });
    }
  });

  it('lists the problems in the spec order: name, mobile, privacy policy', () => {
    expect(leadProblems({ name: ' ', mobileNo: '1', acceptPrivacyPolicy: false }).map((p) => p.message)).toEqual([
      'landing.errors.nameRequired',
      'landing.errors.mobileInvalid',
      'landing.errors.privacy',
    ]);
    expect(leadProblems({ name: 'Aisha', mobileNo: '91234567', acceptPrivacyPolicy: true })).toEqual([]);
  });
});
