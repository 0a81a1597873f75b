// The spec's quote record as a payment start writes it. The record keeps what the customer chose
// (preferences, plan, promo code); every amount in it is the server's, from the insurer's quote
// and the promo catalog, whatever the browser sent.
import { madeUnder } from '../config-state.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { appError } from '../errors.js';
import { settleEarlierReturns } from '../payments/settle.js';
import { priceQuote, type PricedQuote } from './pricing.js';
import type { SeenQuote } from './seen-quotes.js';

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
  const existing = await app.quotesRepository.recordOf(quoteNo);
  if (existing?.quoteStatus === 'Policy Converted') throw appError('QUOTE_STATUS_INVALID');
  // Before a new payment starts, an earlier unconfirmed one is settled (or still blocks, so nobody pays twice).
  await settleEarlierReturns(app, quoteNo, request.log);
  await app.quotesRepository.saveForPayment({
    quoteNo, partnerId: request.partnerId, transId: c.transId ?? null, sendSms: c.sendSms, mobileNo: c.mobileNo,
    sendWhatsapp: c.sendWhatsapp && !!c.whatsappNo, sameAsMobileNo: c.sameAsMobileNo, whatsappNo: c.whatsappNo || null,
    sendEmail: c.sendEmail && !!c.email, email: c.email || null, selectedPlan: priced.seen.planId,
    premiumBaiza: priced.seen.premiumBaiza, promoCode: priced.promoCode, discountBaiza: priced.discountBaiza,
    discountedPremiumBaiza: priced.amountBaiza, ...madeUnder(request.configTree),
  });
  return priced;
}
