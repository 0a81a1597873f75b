// Promo discounts, decided here and nowhere else: the browser names a code, the server finds it
// in schemas/catalog/promo-codes.json and computes the discount from the premium it holds.
import type { PromoCodesCatalog } from '../../config/generated/promo-codes.js';
import { parseOmr } from '../adapters/payment/index.js';

export type PromoRefusal = 'PROMO_INVALID' | 'PROMO_EXPIRED';

export type PromoOutcome =
  | { ok: true; code: string; discountBaiza: number; netBaiza: number }
  | { ok: false; reason: PromoRefusal };

export interface PromoContext {
  partnerId: string;
  prodId: string;
  premiumBaiza: number;
  /** Today in Oman, YYYY-MM-DD. */
  today: string;
}

export function evaluatePromo(catalog: PromoCodesCatalog | undefined, typed: string, context: PromoContext): PromoOutcome {
  const wanted = typed.trim().toUpperCase();
  const promo = catalog?.promoCodes.find((entry) => entry.code === wanted);
  // A code of another partner or product is as unknown to this customer as a typo.
  if (!promo || !promo.partners.includes(context.partnerId)) return { ok: false, reason: 'PROMO_INVALID' };
  if (promo.products && !promo.products.includes(context.prodId)) return { ok: false, reason: 'PROMO_INVALID' };
  if (context.today < promo.validFrom || context.today > promo.validTo) return { ok: false, reason: 'PROMO_EXPIRED' };
  const discountBaiza = discountOf(promo.discount, context.premiumBaiza);
  // Nothing left to pay is not a payment the gateway can take: such a code is refused, not capped.
  if (discountBaiza <= 0 || discountBaiza >= context.premiumBaiza) return { ok: false, reason: 'PROMO_INVALID' };
  return { ok: true, code: promo.code, discountBaiza, netBaiza: context.premiumBaiza - discountBaiza };
}

function discountOf(discount: PromoCodesCatalog['promoCodes'][number]['discount'], premiumBaiza: number): number {
  if ('amountOmr' in discount) return parseOmr(discount.amountOmr) ?? 0;
  // Rounded down: a fraction of a baiza is never taken off more than the code promises.
  const share = Math.floor((premiumBaiza * Math.round(discount.percent * 1000)) / 100_000);
  const cap = discount.maxOmr === undefined ? Infinity : (parseOmr(discount.maxOmr) ?? 0);
  return Math.min(share, cap);
}

/** Today's date in Oman (UTC+4, no daylight saving), as the promo validity dates are written. */
export function omanToday(now = new Date()): string {
  return new Date(now.getTime() + 4 * 3600_000).toISOString().slice(0, 10);
}
