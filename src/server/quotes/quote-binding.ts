// Issue 9: a quote number is not a password. Every later call about a quote is allowed only to the
// client that obtained it (a lookup or the new-quote call), recorded in quote_bindings, so that a
// stranger who knows or guesses a number can neither read the quote nor change where its policy goes.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { appError } from '../errors.js';

/**
 * Who holds quotes for this request: one browser session of the shared public client (the
 * session id in its token, hashed so the table holds nothing a token could be rebuilt from),
 * or a confidential partner client by its id. Undefined when the token carries neither.
 */
export function quoteHolder(request: Pick<FastifyRequest, 'clientId' | 'sessionId'>, publicClientId: string): string | undefined {
  if (!request.clientId) return undefined;
  if (request.clientId !== publicClientId) return `client:${request.clientId}`;
  if (!request.sessionId) return undefined;
  return `session:${createHash('sha256').update(request.sessionId).digest('base64url')}`;
}

/** Records that this client obtained the quote; called where a quote is answered to it (written before it returns). */
export async function bindQuote(app: FastifyInstance, request: FastifyRequest, quoteNo: string): Promise<void> {
  const holder = quoteHolder(request, app.env.PUBLIC_CLIENT_ID);
  const number = quoteNo.trim();
  if (!holder || !number) return;
  await app.quoteBindingsRepository.bind({ quoteNo: number, holder });
}

/** Refuses (QUOTE_NOT_OBTAINED) a call about a quote this client never obtained. */
export async function requireQuoteBinding(app: FastifyInstance, request: FastifyRequest, quoteNo: string): Promise<void> {
  const holder = quoteHolder(request, app.env.PUBLIC_CLIENT_ID);
  if (!holder || !(await app.quoteBindingsRepository.isBound(quoteNo.trim(), holder))) {
    request.log.warn('call about a quote this client did not obtain');
    throw appError('QUOTE_NOT_OBTAINED');
  }
}
