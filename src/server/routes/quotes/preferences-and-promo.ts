// POST communication-preferences and apply-promo-code (spec section 7).
import type { FastifyInstance } from 'fastify';
import { formatOmr } from '../../adapters/payment/index.js';
import { requireQuoteBinding } from './quote-binding.js';
import { priceQuote } from './quote-records.js';
import { preferencesResponse, promoResponse } from './responses.js';
import { communicationBodySchema, promoBodySchema, type CommunicationBody } from './schemas.js';

export function registerPreferencesAndPromo(app: FastifyInstance): void {
  app.post<{ Body: CommunicationBody }>(
    '/api/v1/motor/quotes/communication-preferences',
    { schema: { body: communicationBodySchema, response: preferencesResponse } },
    async (request) => {
      const b = request.body;
      await requireQuoteBinding(app, request, b.quoteNo);
      const email = (b.emailId ?? '').trim();
      const whatsapp = (b.whatsappNo ?? '').trim();
      await app.db.query(
        `insert into communication_preferences (quote_no, partner_id, license_no, agent_code, email_yn, email_id, sms_yn,
           mobile_no, whatsapp_yn, whatsapp_no) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [b.quoteNo.trim(), request.partnerId, b.licenseNo ?? null, b.agentCode ?? null, b.emailYN === 'Y' && !!email,
          email || null, b.smsYN === 'Y', b.mobileNo, b.whatsappYN === 'Y' && !!whatsapp, whatsapp || null],
      );
      return { data: { quoteNo: b.quoteNo.trim() } };
    },
  );

  // The spec's body carries a partner-specific srcBusId; the partner is the origin's, so it is ignored.
  app.post<{ Body: { promoCode: string; quoteNo: string } }>(
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
