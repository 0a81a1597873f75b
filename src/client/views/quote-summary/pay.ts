// Payment start (spec section 4): validation, preferences, quote record, then the gateway (or,
// in skip-payment mode, straight to the result). Amounts here are only the customer's view: the
// server prices the record and the link itself and refuses a link for any other amount.
import { callOperation } from '../../runtime/operations.js';
import type { StepResult, Values } from '../../runtime/outcome.js';
import { localMobile } from './summary-data.js';

export interface PayInput {
  quote: Values;
  transId: unknown;
  preferences: Values;
  planId: string | undefined;
  /** Plan offered on the summary and not yet validated by the plan status check. */
  needsPlanCheck: boolean;
  promoCode: string | null;
  netPayable: string | undefined;
  partnerId: string;
  language: 'en' | 'ar';
  skipPayment: boolean;
}

export type PayOutcome =
  | { kind: 'redirect'; url: string }
  | { kind: 'result'; br: string }
  | { kind: 'failed-skip' }
  | { kind: 'invalid-plan' }
  | { kind: 'error'; result: StepResult }
  | { kind: 'link-failed' };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export async function startPayment(input: PayInput): Promise<PayOutcome> {
  const quoteNo = text(input.quote.quoteNo);
  if (input.needsPlanCheck) {
    const check = await callOperation('plan-status', { quoteNo });
    if (!check.ok || (check.response as { valid?: boolean }).valid !== true) return { kind: 'invalid-plan' };
  }
  const p = input.preferences;
  const mobileNo = localMobile(p.mobileNo);
  const whatsappNo = localMobile(p.whatsappNo);
  const email = text(p.emailId);
  const prefs = await callOperation('communication-preferences', {
    licenseNo: text(input.quote.civilId), quoteNo, emailYN: email ? 'Y' : 'N', emailId: email, smsYN: 'Y',
    mobileCountry: '968', mobileNo, whatsappYN: whatsappNo ? 'Y' : 'N', whatsappCountry: '968', whatsappNo,
  });
  if (!prefs.ok) console.error('Communication preferences were not saved', prefs.error);

  const record = await callOperation('quote-record', {
    partnerId: input.partnerId, journeyId: 1, transId: typeof input.transId === 'string' ? input.transId : undefined, quoteNo,
    sendSms: 1, mobileNoCountryCode: '968', mobileNo, sendWhatsapp: whatsappNo ? 1 : 0, sameAsMobileNo: p.sameAsMobileNo === true ? 1 : 0,
    whatsappNoCountryCode: '968', whatsappNo, sendEmail: email ? 1 : 0, email, selectedPlan: input.planId,
    promoCodeApplied: input.promoCode ? 1 : 0, promoCode: input.promoCode ?? undefined, quoteStatus: 'Created', paymentStatus: 'Initiated',
  });
  if (!record.ok) return { kind: 'error', result: record };

  if (input.skipPayment) {
    const skipped = await callOperation('skip-payment', { quoteNo });
    return skipped.ok ? { kind: 'result', br: String((skipped.response as { data: { br: string } }).data.br) } : { kind: 'failed-skip' };
  }
  const amount = input.netPayable ?? String((record.response as { data?: { discountedPremium?: string } }).data?.discountedPremium ?? '');
  const link = await callOperation('payment-link', { quoteNo, amount, partnerId: input.partnerId, language: input.language });
  if (!link.ok) {
    // Spec section 8 logs a payment-link failure; the customer is told too (issue 12), not left waiting.
    console.error('Payment link failed', link.error);
    return { kind: 'link-failed' };
  }
  return { kind: 'redirect', url: String((link.response as { data: string }).data) };
}
