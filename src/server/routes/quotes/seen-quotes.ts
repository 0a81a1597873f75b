// The server's own record of quotes, as the insurer described them to it. Payment amounts are
// read from here, never from a browser; before a payment the quote is fetched again, so a plan
// confirmed or a quote converted since the lookup is what counts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { insurerFor, type Quote } from '../../adapters/insurer/index.js';
import { parseOmr } from '../../adapters/payment/index.js';
import type { DatabaseHandle } from '../../types.js';
import { viaInsurer } from '../../motor/insurer-failure.js';
import { partnerSettings } from '../../motor/partner-settings.js';

export interface SeenQuote {
  quoteNo: string;
  partnerId: string;
  prodId: string;
  product: string;
  insuredName: string;
  quoteStatus: string;
  /** The plan the insurer confirmed, with its total; null while several plans are still offered. */
  planId: string | null;
  premiumBaiza: number | null;
}

/** The payable plan of a quote: the one package of a confirmed plan. */
export function payablePlan(quote: Quote): { planId: string; premiumBaiza: number } | null {
  if (quote.isTransConfirmPlan !== 'Y' || quote.packages.length !== 1) return null;
  const [only] = quote.packages;
  const premiumBaiza = only ? parseOmr(only.premiumAmt) : undefined;
  return only && premiumBaiza ? { planId: only.planId, premiumBaiza } : null;
}

/** Stores what the insurer said about a quote; the lookups may call this too. */
export async function rememberQuote(db: DatabaseHandle, partnerId: string, quote: Quote): Promise<SeenQuote> {
  const plan = payablePlan(quote);
  const seen: SeenQuote = {
    quoteNo: quote.quoteNo, partnerId, prodId: quote.prodId, product: quote.product, insuredName: quote.insuredName,
    quoteStatus: quote.quoteStatus, planId: plan?.planId ?? null, premiumBaiza: plan?.premiumBaiza ?? null,
  };
  await db.query(
    `insert into seen_quotes (quote_no, partner_id, prod_id, product, insured_name, quote_status, plan_id, premium_baiza, seen_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, now())
     on conflict (quote_no) do update set partner_id = excluded.partner_id, prod_id = excluded.prod_id,
       product = excluded.product, insured_name = excluded.insured_name, quote_status = excluded.quote_status,
       plan_id = excluded.plan_id, premium_baiza = excluded.premium_baiza, seen_at = now()`,
    [seen.quoteNo, partnerId, seen.prodId, seen.product, seen.insuredName, seen.quoteStatus, seen.planId, seen.premiumBaiza],
  );
  return seen;
}

/** Asks the insurer for the quote by its number and remembers the answer. */
export async function refreshQuote(app: FastifyInstance, request: FastifyRequest, quoteNo: string): Promise<{ seen: SeenQuote; quote: Quote }> {
  const { srcBusId } = partnerSettings(request);
  const { quote } = await viaInsurer(() =>
    insurerFor(app, request.log).getTransDtls({ quoteNo, plateNumber: '', plateCode: '', civilId: '', mobileNo: '', txnTyp: 'Q', srcBusId }),
  );
  return { seen: await rememberQuote(app.db, request.partnerId, quote), quote };
}
