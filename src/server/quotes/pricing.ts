// What a quote costs: the insurer's premium for its confirmed plan, less a promo discount the
// server itself verified (promo.ts). Never an amount a browser sent.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { appError } from '../errors.js';
import { evaluatePromo, omanToday } from './promo.js';
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
