// POST/PUT /api/v1/motor/quotes: the spec's quote record. The record keeps what the customer
// chose (preferences, plan, promo code); every amount in it is the server's, from the insurer's
// quote and the promo catalog, whatever the browser sent.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formatOmr } from '../../adapters/payment/index.js';
import { appError, AppError } from '../../errors.js';
import { settleEarlierReturns } from '../payments/settle.js';
import { evaluatePromo, omanToday } from './promo.js';
import { requireQuoteBinding } from './quote-binding.js';
import { quoteRecordBodySchema, quoteUpdateBodySchema, type QuoteRecordBody, type QuoteUpdateBody } from './schemas.js';
import { quoteRecordResponse, quoteUpdateResponse } from './responses.js';
import { refreshQuote, type SeenQuote } from './seen-quotes.js';

export interface PricedQuote {
  seen: SeenQuote & { premiumBaiza: number };
  promoCode: string | null;
  discountBaiza: number;
  amountBaiza: number;
}

/** The quote as the insurer has it now, payable only in status Quote with one confirmed plan. */
export async function priceQuote(app: FastifyInstance, request: FastifyRequest, quoteNo: string, promoCode: string | null): Promise<PricedQuote> {
  const { seen } = await refreshQuote(app, request, quoteNo.trim());
  if (seen.quoteStatus !== 'Quote') throw appError('QUOTE_STATUS_INVALID');
  if (seen.premiumBaiza === null) throw appError('PAYMENT_VALIDATION_FAILED');
  const premiumBaiza = seen.premiumBaiza;
  if (!promoCode) return { seen: { ...seen, premiumBaiza }, promoCode: null, discountBaiza: 0, amountBaiza: premiumBaiza };
  const promo = evaluatePromo(request.configTree.catalogs.promoCodes?.data, promoCode, {
    partnerId: request.partnerId, prodId: seen.prodId, premiumBaiza, today: omanToday(),
  });
  if (!promo.ok) throw appError(promo.reason);
  return { seen: { ...seen, premiumBaiza }, promoCode: promo.code, discountBaiza: promo.discountBaiza, amountBaiza: promo.netBaiza };
}

interface RecordRow {
  quote_status: string;
  payment_status: string | null;
  partner_id: string;
}

export async function quoteRecordOf(app: FastifyInstance, quoteNo: string): Promise<RecordRow | undefined> {
  const [row] = await app.db.query<RecordRow>('select quote_status, payment_status, partner_id from quote_records where quote_no = $1', [quoteNo]);
  return row;
}

const bit = (value: 0 | 1 | undefined) => value === 1;

export function registerQuoteRecords(app: FastifyInstance): void {
  app.post<{ Body: QuoteRecordBody }>('/api/v1/motor/quotes', { schema: { body: quoteRecordBodySchema, response: quoteRecordResponse } }, async (request) => {
    const body = request.body;
    const whatsapp = (body.whatsappNo ?? '').trim();
    const email = (body.email ?? '').trim();
    // Spec section 5: the policy goes out by WhatsApp or e-mail, so one of them is needed.
    if (!whatsapp && !email) {
      throw new AppError('VALIDATION_FAILED', { details: [{ field: '/whatsappNo', keyword: 'communication', message: 'WhatsApp number or e-mail is required' }] });
    }
    await requireQuoteBinding(app, request, body.quoteNo);
    const promoCode = body.promoCodeApplied === 1 ? (body.promoCode ?? '').trim() || null : null;
    const priced = await priceQuote(app, request, body.quoteNo, promoCode);
    if (body.selectedPlan && body.selectedPlan !== priced.seen.planId) throw appError('PAYMENT_VALIDATION_FAILED');
    const quoteNo = priced.seen.quoteNo;
    const existing = await quoteRecordOf(app, quoteNo);
    if (existing?.quote_status === 'Policy Converted') throw appError('QUOTE_STATUS_INVALID');
    // Before a new payment starts, an earlier unconfirmed one is settled (or still blocks, so nobody pays twice).
    await settleEarlierReturns(app, quoteNo);

    const values = [
      quoteNo, request.partnerId, body.transId ?? null, bit(body.sendSms), body.mobileNo, bit(body.sendWhatsapp) && !!whatsapp,
      bit(body.sameAsMobileNo), whatsapp || null, bit(body.sendEmail) && !!email, email || null, priced.seen.planId,
      priced.seen.premiumBaiza, priced.promoCode !== null, priced.promoCode, priced.discountBaiza, priced.amountBaiza,
    ];
    await app.db.query(
      `insert into quote_records (quote_no, partner_id, trans_id, send_sms, mobile_no, send_whatsapp, same_as_mobile_no,
         whatsapp_no, send_email, email, selected_plan, premium_baiza, promo_code_applied, promo_code, discount_baiza,
         discounted_premium_baiza, quote_status, payment_status, policy_no)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, 'Created', 'Initiated', null)
       on conflict (quote_no) do update set partner_id = excluded.partner_id, trans_id = excluded.trans_id,
         send_sms = excluded.send_sms, mobile_no = excluded.mobile_no, send_whatsapp = excluded.send_whatsapp,
         same_as_mobile_no = excluded.same_as_mobile_no, whatsapp_no = excluded.whatsapp_no, send_email = excluded.send_email,
         email = excluded.email, selected_plan = excluded.selected_plan, premium_baiza = excluded.premium_baiza,
         promo_code_applied = excluded.promo_code_applied, promo_code = excluded.promo_code, discount_baiza = excluded.discount_baiza,
         discounted_premium_baiza = excluded.discounted_premium_baiza, quote_status = 'Created', payment_status = 'Initiated',
         policy_no = null, updated_at = now()
       where quote_records.quote_status <> 'Policy Converted'`,
      values,
    );
    return {
      data: {
        partnerId: request.partnerId, journeyId: 1, transId: body.transId ?? '', quoteNo,
        sendSms: body.sendSms, mobileNoCountryCode: '968', mobileNo: body.mobileNo,
        sendWhatsapp: whatsapp ? body.sendWhatsapp : 0, sameAsMobileNo: body.sameAsMobileNo ?? 0, whatsappNoCountryCode: '968',
        whatsappNo: whatsapp, sendEmail: email ? body.sendEmail : 0, email,
        selectedPlan: priced.seen.planId, premium: formatOmr(priced.seen.premiumBaiza),
        promoCodeApplied: priced.promoCode ? 1 : 0, promoCode: priced.promoCode ?? '',
        discount: formatOmr(priced.discountBaiza), discountedPremium: formatOmr(priced.amountBaiza),
        quoteStatus: 'Created', paymentStatus: 'Initiated',
      },
    };
  });

  // Spec: the failure page puts the quote back to status Quote, payment Failed. Nothing else is
  // a browser's to say; a converted quote or one whose payment is being settled stays as it is.
  app.put<{ Body: QuoteUpdateBody }>('/api/v1/motor/quotes', { schema: { body: quoteUpdateBodySchema, response: quoteUpdateResponse } }, async (request) => {
    const quoteNo = request.body.quoteNo.trim();
    await requireQuoteBinding(app, request, quoteNo);
    const existing = await quoteRecordOf(app, quoteNo);
    if (!existing || existing.partner_id !== request.partnerId) throw appError('NOT_FOUND');
    const [busy] = await app.db.query('select 1 from payments where quote_no = $1 and state in ($2, $3)', [quoteNo, 'settling', 'paid']);
    if (existing.quote_status === 'Policy Converted' || busy) throw appError('QUOTE_STATUS_INVALID');
    await app.db.query(
      `update quote_records set quote_status = 'Quote', payment_status = 'Failed', policy_no = '', updated_at = now()
       where quote_no = $1 and quote_status <> 'Policy Converted'`,
      [quoteNo],
    );
    return { data: { quoteNo, quoteStatus: 'Quote', paymentStatus: 'Failed', policyNo: '' } };
  });
}
