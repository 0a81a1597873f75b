// Response schemas of the quote-record endpoints (OpenAPI, and fast serialisation).
import { errorResponses } from '../../errors.js';

const s = { type: 'string' } as const;
const flag = { type: 'integer', enum: [0, 1] } as const;
const data = (properties: Record<string, unknown>, ...errors: number[]) => ({
  200: { type: 'object', required: ['data'], additionalProperties: false, properties: { data: { type: 'object', additionalProperties: false, properties } } },
  ...errorResponses(400, 401, 403, ...errors),
});

export const quoteRecordResponse = data({
  partnerId: s, journeyId: { type: 'integer' }, transId: s, quoteNo: s, sendSms: flag, mobileNoCountryCode: s, mobileNo: s,
  sendWhatsapp: flag, sameAsMobileNo: flag, whatsappNoCountryCode: s, whatsappNo: s, sendEmail: flag, email: s,
  selectedPlan: s, premium: s, promoCodeApplied: flag, promoCode: s, discount: s, discountedPremium: s, quoteStatus: s, paymentStatus: s,
}, 409, 422, 502, 503);

export const quoteUpdateResponse = data({ quoteNo: s, quoteStatus: s, paymentStatus: s, policyNo: s }, 404, 409);
export const preferencesResponse = data({ quoteNo: s });
export const promoResponse = data({ promoCode: s, premium: s, promoDiscountAmount: s, netPayablePremium: s }, 409, 422, 502, 503);
