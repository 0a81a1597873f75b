// The server's own record of quotes, as the insurer described them to it. Payment amounts are
// read from here, never from a browser; before a payment the quote is fetched again, so a plan
// confirmed or a quote converted since the lookup is what counts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { insurerFor, type Quote } from '../adapters/insurer/index.js';
import { parseOmr } from '../adapters/payment/index.js';
import { viaInsurer } from '../motor/insurer-failure.js';
import { partnerSettings } from '../motor/partner-settings.js';
import type { SeenQuote } from './quotes-repository.js';

export type { SeenQuote } from './quotes-repository.js';

/** The payable plan of a quote: the one package of a confirmed plan. */
export function payablePlan(quote: Quote): { planId: string; premiumBaiza: number } | null {
  if (quote.isTransConfirmPlan !== 'Y' || quote.packages.length !== 1) return null;
  const [only] = quote.packages;
  const premiumBaiza = only ? parseOmr(only.premiumAmt) : undefined;
  return only && premiumBaiza ? { planId: only.planId, premiumBaiza } : null;
}

/** Asks the insurer for the quote by its number and remembers the answer. */
export async function refreshQuote(app: FastifyInstance, request: FastifyRequest, quoteNo: string): Promise<{ seen: SeenQuote; quote: Quote }> {
  const { srcBusId } = partnerSettings(request);
  const { quote } = await viaInsurer(() =>
    insurerFor(app, request.log).getTransDtls({ quoteNo, plateNumber: '', plateCode: '', civilId: '', mobileNo: '', txnTyp: 'Q', srcBusId }),
  );
  const plan = payablePlan(quote);
  const seen: SeenQuote = {
    quoteNo: quote.quoteNo, partnerId: request.partnerId, prodId: quote.prodId, product: quote.product, insuredName: quote.insuredName,
    quoteStatus: quote.quoteStatus, planId: plan?.planId ?? null, premiumBaiza: plan?.premiumBaiza ?? null,
  };
  await app.quotesRepository.rememberSeen(seen);
  return { seen, quote };
}
