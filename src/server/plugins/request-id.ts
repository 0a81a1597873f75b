// Request ids: one per request, in the X-Request-Id answer header, in the body of every error
// answer and in every log line written while the request runs, including the lines of
// adapters that log through app.log rather than request.log.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import pino from 'pino';

export const REQUEST_ID_HEADER = 'x-request-id';
/** What a proxy in front may pass on; anything else (too long, odd characters) is replaced. */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

const current = new AsyncLocalStorage<string>();

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

/**
 * pino mixin: request.log already carries reqId (Fastify's child logger); app.log called from
 * inside a request gets it from the async context.
 */
export function requestIdMixin(_merge: object, _level: number, logger: { bindings(): Record<string, unknown> }): object {
  const id = current.getStore();
  if (id === undefined || hasRequestId(logger)) return {};
  return { reqId: id };
}

/**
 * Whether the logger's own bindings carry reqId. pino keeps them as a JSON fragment; reading it
 * beats bindings(), which parses that fragment again for every line (2 % of a lead POST).
 */
function hasRequestId(logger: { bindings(): Record<string, unknown> }): boolean {
  const chindings = (logger as unknown as Record<symbol, unknown>)[pino.symbols.chindingsSym];
  return typeof chindings === 'string' ? chindings.includes('"reqId":') : logger.bindings().reqId !== undefined;
}

export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    // Everything after this hook (handlers, adapters, their awaits) runs inside the context.
    current.run(request.id, done);
  });
}
