// Request ids: one per request, in the X-Request-Id answer header, in the body of every error
// answer and in every log line written for the request. Those lines go through request.log (Fastify's
// child logger, bound to reqId); the adapters are handed it per call (insurerFor(app, request.log),
// an OCR read's `log`). No async context carries the id: on Node 20 an AsyncLocalStorage turns on
// promise hooks for every promise of every request, which cost a sixth of a lead POST.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
/** What a proxy in front may pass on; anything else (too long, odd characters) is replaced. */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The proxy's id when it sent a sane one (so lines join across systems), else a fresh UUID. */
export function requestIdOf(request: Pick<IncomingMessage, 'headers'>): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && ACCEPTED_ID.test(given) ? given : randomUUID();
}

/** Fastify options: our own generator reads the header, so an unchecked value never becomes the id (logged as reqId, Fastify's default label). */
export const requestIdOptions = {
  requestIdHeader: false,
  genReqId: requestIdOf,
} satisfies Partial<FastifyServerOptions>;

export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
