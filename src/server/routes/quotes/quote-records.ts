// POST/PUT /api/v1/motor/quotes: the spec's quote record. The record keeps what the customer
// chose (preferences, plan, promo code); every amount in it is the server's, from the insurer's
// quote and the promo catalog, whatever the browser sent.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formatOmr } from '../../adapters/payment/index.js';
import { appError, AppError } from '../../errors.js';
import { requestLanguage } from '../../forms/index.js';
import { settleEarlierReturns } from '../payments/settle.js';
import { checkContactFields, recordedMobile } from '../payments/summary-rules.js';
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
export async function priceQuote(
  app: FastifyInstance, request: FastifyRequest, quoteNo: string, promoCode: string | null, refreshed?: SeenQuote,
): Promise<PricedQuote> {
  // `refreshed`: the caller asked the insurer moments ago, in the same request.
  const seen = refreshed ?? (await refreshQuote(app, request, quoteNo.trim())).seen;
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

/** What the customer chose for a quote record; amounts and statuses are never among them. */
export interface RecordChoices {
  quoteNo: string;
  transId?: string;
  sendSms: boolean;
  mobileNo: string;
  sendWhatsapp: boolean;
  sameAsMobileNo: boolean;
  whatsappNo: string;
  sendEmail: boolean;
  email: string;
  /** The plan the customer paid for on the summary, compared with the insurer's confirmed plan. */
  selectedPlan?: string;
  promoCode: string | null;
}

/**
 * Writes the quote record of a payment start (status Created, payment Initiated): priced from
 * the insurer's quote and the promo catalog, refused for a converted quote, for a plan other than
 * the confirmed one, and while an earlier payment may still turn out paid.
 */
export async function recordQuote(app: FastifyInstance, request: FastifyRequest, c: RecordChoices, refreshed?: SeenQuote): Promise<PricedQuote> {
  const priced = await priceQuote(app, request, c.quoteNo, c.promoCode, refreshed);
  if (c.selectedPlan && c.selectedPlan !== priced.seen.planId) {
    request.log.warn({ quoteNo: priced.seen.quoteNo }, 'payment start for a plan other than the confirmed one');
    throw appError('PAYMENT_VALIDATION_FAILED');
  }
  const quoteNo = priced.seen.quoteNo;
  const existing = await quoteRecordOf(app, quoteNo);
  if (existing?.quote_status === 'Policy Converted') throw appError('QUOTE_STATUS_INVALID');
  // Before a new payment starts, an earlier unconfirmed one is settled (or still blocks, so nobody pays twice).
  await settleEarlierReturns(app, quoteNo, request.log);
  const values = [
    quoteNo, request.partnerId, c.transId ?? null, c.sendSms, c.mobileNo, c.sendWhatsapp && !!c.whatsappNo,
    c.sameAsMobileNo, c.whatsappNo || null, c.sendEmail && !!c.email, c.email || null, priced.seen.planId,
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
  return priced;
}

export function registerQuoteRecords(app: FastifyInstance): void {
  app.post<{ Body: QuoteRecordBody }>('/api/v1/motor/quotes', { schema: { body: quoteRecordBodySchema, response: quoteRecordResponse } }, async (request) => {
    const body = request.body;
    checkContactFields(request.configTree, request.partnerId, {
      mobileNo: { kind: 'mobile', value: body.mobileNo }, whatsappNo: { kind: 'whatsapp', value: body.whatsappNo }, email: { kind: 'email', value: body.email },
    }, requestLanguage(request));
    const mobileNo = recordedMobile(body.mobileNo);
    const whatsapp = recordedMobile(body.whatsappNo);
    const email = (body.email ?? '').trim();
    // Spec section 5: the policy goes out by WhatsApp or e-mail, so one of them is needed.
    if (!whatsapp && !email) {
      throw new AppError('VALIDATION_FAILED', { details: [{ field: '/whatsappNo', keyword: 'communication', message: 'WhatsApp number or e-mail is required' }] });
    }
    await requireQuoteBinding(app, request, body.quoteNo);
    const priced = await recordQuote(app, request, {
      quoteNo: body.quoteNo, transId: body.transId, sendSms: bit(body.sendSms), mobileNo,
      sendWhatsapp: bit(body.sendWhatsapp), sameAsMobileNo: bit(body.sameAsMobileNo), whatsappNo: whatsapp,
      sendEmail: bit(body.sendEmail), email, selectedPlan: body.selectedPlan,
      promoCode: body.promoCodeApplied === 1 ? (body.promoCode ?? '').trim() || null : null,
    });
    return {
      data: {
        partnerId: request.partnerId, journeyId: 1, transId: body.transId ?? '', quoteNo: priced.seen.quoteNo,
        sendSms: body.sendSms, mobileNoCountryCode: '968', mobileNo,
        sendWhatsapp: whatsapp ? body.sendWhatsapp : 0, sameAsMobileNo: body.sameAsMobileNo ?? 0, whatsappNoCountryCode: '968',
        whatsappNo: whatsapp, sendEmail: email ? body.sendEmail : 0, email,
        selectedPlan: priced.seen.planId, premium: formatOmr(priced.seen.premiumBaiza),
        promoCodeApplied: priced.promoCode ? 1 : 0, promoCode: priced.promoCode ?? '',
        discount: formatOmr(priced.discountBaiza), discountedPremium: formatOmr(priced.amountBaiza),
        quoteStatus: 'Created', paymentStatus: 'Initiated',
      },
    };
  });

  // Spec: the failure page puts the quote back to status Quote, payment Failed. The server does
  // that itself when it settles a payment as failed (payments/store.ts), so this call, kept for
  // the spec's API, only confirms what the server's state already says: it is refused unless the
  // quote's latest payment was settled as failed (not while one is open, paid or being settled).
  app.put<{ Body: QuoteUpdateBody }>('/api/v1/motor/quotes', { schema: { body: quoteUpdateBodySchema, response: quoteUpdateResponse } }, async (request) => {
    const quoteNo = request.body.quoteNo.trim();
    await requireQuoteBinding(app, request, quoteNo);
    const existing = await quoteRecordOf(app, quoteNo);
    if (!existing || existing.partner_id !== request.partnerId) throw appError('NOT_FOUND');
    const [latest] = await app.db.query<{ state: string }>(
      'select state from payments where quote_no = $1 order by created_at desc limit 1', [quoteNo],
    );
    if (existing.quote_status === 'Policy Converted' || latest?.state !== 'failed') {
      request.log.warn({ quoteNo, latest: latest?.state ?? 'none' }, 'quote update refused: no failed payment to record');
      throw appError('QUOTE_STATUS_INVALID');
    }
    await app.db.query(
      `update quote_records set quote_status = 'Quote', payment_status = 'Failed', policy_no = '', updated_at = now()
       where quote_no = $1 and quote_status <> 'Policy Converted'`,
      [quoteNo],
    );
    return { data: { quoteNo, quoteStatus: 'Quote', paymentStatus: 'Failed', policyNo: '' } };
  });
}
