// POST communication-preferences and apply-promo-code (spec section 7).
import type { FastifyInstance } from 'fastify';
import { formatOmr } from '../../adapters/payment/index.js';
import { requestLanguage } from '../../forms/index.js';
import { checkContactFields, recordedMobile } from '../../payments/summary-rules.js';
import { savePreferences } from '../../quotes/preferences.js';
import { priceQuote } from '../../quotes/pricing.js';
import { requireQuoteBinding } from '../../quotes/quote-binding.js';
import { refreshQuote } from '../../quotes/seen-quotes.js';
import { contactChangeGuarded, requireContactChangeCode } from '../../otp/contact-change.js';
import { preferencesResponse, promoResponse } from './responses.js';
import { communicationBodySchema, promoBodySchema } from './schemas.js';
import { typed } from '../../typed-routes.js';

export function registerPreferencesAndPromo(app: FastifyInstance): void {
  typed(app).post(
    '/api/v1/motor/quotes/communication-preferences',
    { schema: { body: communicationBodySchema, response: preferencesResponse } },
    async (request) => {
      const b = request.body;
      checkContactFields(request.configTree, request.partnerId, {
        mobileNo: { kind: 'mobile', value: b.mobileNo }, whatsappNo: { kind: 'whatsapp', value: b.whatsappNo }, emailId: { kind: 'email', value: b.emailId },
      }, requestLanguage(request));
      await requireQuoteBinding(app, request, b.quoteNo);
      // Issue 24: contacts other than the insurer's record need a contact-change code, where the journeys ask for one.
      if (contactChangeGuarded(request)) {
        const { quote } = await refreshQuote(app, request, b.quoteNo.trim());
        await requireContactChangeCode(app, request, quote, { mobileNo: b.mobileNo, whatsappNo: b.whatsappNo, email: b.emailId });
      }
      await savePreferences(app, request, {
        quoteNo: b.quoteNo, licenseNo: b.licenseNo, agentCode: b.agentCode, byEmail: b.emailYN === 'Y', email: (b.emailId ?? '').trim(),
        sms: b.smsYN === 'Y', mobileNo: recordedMobile(b.mobileNo), byWhatsapp: b.whatsappYN === 'Y', whatsappNo: recordedMobile(b.whatsappNo),
      });
      return { data: { quoteNo: b.quoteNo.trim() } };
    },
  );

  // The spec's body carries a partner-specific srcBusId; the partner is the origin's, so it is ignored.
  typed(app).post(
    '/api/v1/motor/quotes/apply-promo-code',
    { schema: { body: promoBodySchema, response: promoResponse } },
    async (request) => {
      await requireQuoteBinding(app, request, request.body.quoteNo);
      const priced = await priceQuote(app, request, request.body.quoteNo, request.body.promoCode);
      return {
        data: {
          promoCode: priced.promoCode ?? '',
          premium: formatOmr(priced.seen.premiumBaiza),
          promoDiscountAmount: formatOmr(priced.discountBaiza),
          netPayablePremium: formatOmr(priced.amountBaiza),
        },
      };
    },
  );
}
