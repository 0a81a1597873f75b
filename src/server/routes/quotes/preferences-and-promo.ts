// POST communication-preferences and apply-promo-code (spec section 7).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formatOmr } from '../../adapters/payment/index.js';
import { requestLanguage } from '../../forms/index.js';
import { checkContactFields, recordedMobile } from '../payments/summary-rules.js';
import { requireQuoteBinding } from './quote-binding.js';
import { priceQuote } from './quote-records.js';
import { preferencesResponse, promoResponse } from './responses.js';
import { communicationBodySchema, promoBodySchema, type CommunicationBody } from './schemas.js';

export interface Preferences {
  quoteNo: string;
  licenseNo?: string;
  agentCode?: string;
  /** Whether the customer wants the policy by e-mail / WhatsApp: only with an address to use. */
  byEmail: boolean;
  email: string;
  sms: boolean;
  mobileNo: string;
  byWhatsapp: boolean;
  whatsappNo: string;
}

/** Stores one set of communication preferences (a history: each payment start adds one). */
export async function savePreferences(app: FastifyInstance, request: FastifyRequest, p: Preferences): Promise<void> {
  await app.db.query(
    `insert into communication_preferences (quote_no, partner_id, license_no, agent_code, email_yn, email_id, sms_yn,
       mobile_no, whatsapp_yn, whatsapp_no) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [p.quoteNo.trim(), request.partnerId, p.licenseNo ?? null, p.agentCode ?? null, p.byEmail && !!p.email, p.email || null, p.sms,
      p.mobileNo, p.byWhatsapp && !!p.whatsappNo, p.whatsappNo || null],
  );
}

export function registerPreferencesAndPromo(app: FastifyInstance): void {
  app.post<{ Body: CommunicationBody }>(
    '/api/v1/motor/quotes/communication-preferences',
    { schema: { body: communicationBodySchema, response: preferencesResponse } },
    async (request) => {
      const b = request.body;
      checkContactFields(request.configTree, request.partnerId, {
        mobileNo: { kind: 'mobile', value: b.mobileNo }, whatsappNo: { kind: 'whatsapp', value: b.whatsappNo }, emailId: { kind: 'email', value: b.emailId },
      }, requestLanguage(request));
      await requireQuoteBinding(app, request, b.quoteNo);
      await savePreferences(app, request, {
        quoteNo: b.quoteNo, licenseNo: b.licenseNo, agentCode: b.agentCode, byEmail: b.emailYN === 'Y', email: (b.emailId ?? '').trim(),
        sms: b.smsYN === 'Y', mobileNo: recordedMobile(b.mobileNo), byWhatsapp: b.whatsappYN === 'Y', whatsappNo: recordedMobile(b.whatsappNo),
      });
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
