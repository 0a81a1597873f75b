import { describe, expect, it } from 'vitest';
import { applyCopy, missingAllOf, offersPlanChoice, partField, prefilled } from './summary-data.js';

const rule = { when: 'same', from: 'mobileNo', to: 'whatsappNo' };

describe('summary data', () => {
  it('offers a plan choice only for an unconfirmed new-business quote with plans on', () => {
    const quote = { isTransConfirmPlan: 'N', previousPolicyNo: 'N/A', packages: [{ planId: '050013' }, { planId: '050014' }] };
    expect(offersPlanChoice(quote, true)).toBe(true);
    expect(offersPlanChoice(quote, false)).toBe(false);
    expect(offersPlanChoice({ ...quote, isTransConfirmPlan: 'Y' }, true)).toBe(false);
    expect(offersPlanChoice({ ...quote, previousPolicyNo: 'P/10/0501/2024/900001' }, true)).toBe(false);
  });

  it('copies the mobile number when "Same as Mobile No" is ticked and clears it when unticked', () => {
    const ticked = applyCopy(rule, { same: false, mobileNo: '91234567' }, { same: true, mobileNo: '91234567' });
    expect(ticked.whatsappNo).toBe('91234567');
    expect(applyCopy(rule, ticked, { ...ticked, same: false }).whatsappNo).toBe('');
    expect(applyCopy(rule, { same: false }, { same: false, whatsappNo: '7' }).whatsappNo).toBe('7');
    expect(applyCopy(rule, ticked, ticked)).toBe(ticked);
  });

  it('prefills from the quote without N/A and needs WhatsApp or e-mail', () => {
    expect(prefilled({ mobileNo: 'mobileNo', emailId: 'eMailId' }, { mobileNo: '+96891000001', eMailId: 'N/A' })).toEqual({ mobileNo: '+96891000001' });
    expect(missingAllOf(['whatsappNo', 'emailId'], { whatsappNo: ' ', emailId: '' })).toBe(true);
    expect(missingAllOf(['whatsappNo', 'emailId'], { emailId: 'a@b.om' })).toBe(false);
  });

  it("names a one-field part's field by its form, not by code", () => {
    expect(partField({ schema: { properties: { chosen: { type: 'string' } } } })).toBe('chosen');
    expect(partField({ schema: {} })).toBeUndefined();
    expect(partField(undefined)).toBeUndefined();
  });
});
