// Issue 31: a renewal or premium lookup answers nobody's data before the one-time code. Quote
// numbers are sequential and plates are on the cars, so the lookup answers only an opaque handle:
// the quote it found and the client that looked it up, sealed (AES-256-GCM, the document links'
// key) for LOOKUP_HANDLE_TTL_MS. With it that client alone may ask for and confirm the quote's
// payment code (routes/otp.ts); the confirmed code binds the quote to the client and releases the
// quote's data to it (releaseQuote). Every handle has the same length and alphabet, whatever it
// names, so a handle tells nothing; the insurer's refusals the spec shows stay as they are.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formatOmr } from '../adapters/payment/index.js';
import type { Quote } from '../adapters/insurer/index.js';
import { appError } from '../errors.js';
import { openToken, sealToken } from '../motor/document-links.js';
import { bindQuote, quoteHolder } from './quote-binding.js';
import { payablePlan, refreshQuote } from './seen-quotes.js';

const PURPOSE = Buffer.from('motor-portal quote lookup v1');
/** Long enough for a code, its resends and a slow typist; the handle itself shows nothing. */
export const LOOKUP_HANDLE_TTL_MS = 30 * 60 * 1000;

const holderOf = (app: FastifyInstance, request: FastifyRequest) => quoteHolder(request, app.env.PUBLIC_CLIENT_ID) ?? '';

/** The handle a lookup answers for the quote it found, for this client only. */
export function lookupHandle(app: FastifyInstance, request: FastifyRequest, quoteNo: string, now = Date.now()): string {
  return sealToken(PURPOSE, { q: quoteNo.trim(), h: holderOf(app, request) }, now + LOOKUP_HANDLE_TTL_MS);
}

/** The quote number of a handle this client was given; 403 QUOTE_NOT_OBTAINED for any other (forged, expired, another client's). */
export function quoteOfHandle(app: FastifyInstance, request: FastifyRequest, handle: string): string {
  const payload = openToken(PURPOSE, handle);
  const holder = holderOf(app, request);
  if (!payload || !holder || payload.h !== holder || typeof payload.q !== 'string' || !payload.q) throw appError('QUOTE_NOT_OBTAINED');
  return payload.q;
}

/** `premium`: what the server will charge (seen-quotes' payable plan), shown on the summary before paying. */
const payableOf = (quote: Quote) => {
  const plan = payablePlan(quote);
  return plan ? { premium: { planId: plan.planId, amount: formatOmr(plan.premiumBaiza) } } : {};
};

/**
 * After this client confirmed the quote's code: binds the quote to it (the later calls about the
 * quote need that: docs/quote-privacy.md) and answers the quote as the insurer has it now.
 */
export async function releaseQuote(app: FastifyInstance, request: FastifyRequest, quoteNo: string): Promise<{ quote: Quote; premium?: { planId: string; amount: string } }> {
  await bindQuote(app, request, quoteNo);
  const { quote } = await refreshQuote(app, request, quoteNo);
  return { quote, ...payableOf(quote) };
}
