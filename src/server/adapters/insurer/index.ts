import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createInsurerAdapter, type InsurerAdapter } from './insurer-adapter.js';
import type { InsurerLogger, InsurerTransportOptions } from './insurer-client.js';

export { createInsurerAdapter } from './insurer-adapter.js';
export type { InsurerAdapter, PolicyHolder, TransDetails, RopStatus } from './insurer-adapter.js';
export type { ExpiringPolicy } from './expiring-policies.js';
export { InsurerError, InsurerFormatError, InsurerUnavailableError } from '../../../protocols/insurer/insurer-errors.js';
export { arrangeDocuments, cleanDocumentLabel, type PolicyDocument } from '../../../shared/document-list.js';
export { extractActiveQuoteNo, formatInsurerDate, type Quote, type QuotePackage } from './quote-mapping.js';
export { mapInsurerMessage, plainInsurerMessage } from './error-messages.js';
export { ownerReason, type OwnerReason } from './refusal-reasons.js';
export { maskId } from './insurer-client.js';

/** Company code the insurer's registry uses for itself in `previousInsurer` (spec: existing customer). */
export const OWN_INSURER_CODE = 'DIC';

declare module 'fastify' {
  interface FastifyInstance {
    /** The insurer adapter of each logger (insurerFor); decorated by the `insurer-adapters` plugin. */
    insurerAdapters: { for(log: InsurerLogger): InsurerAdapter };
  }
}

/** app.insurerAdapters: the transport settings from env, and one adapter per logger (a request's goes with its request). */
export const insurerAdapters = fp(async (app: FastifyInstance) => {
  const env = app.env;
  const settings: Omit<InsurerTransportOptions, 'log'> = {
    baseUrl: () => env.INSURER_BASE_URL || `${app.localBaseUrl()}/sandbox/insurer`,
    username: env.INSURER_USERNAME,
    password: env.INSURER_PASSWORD,
    timeoutMs: env.INSURER_TIMEOUT_MS,
    readRetries: env.INSURER_READ_RETRIES,
  };
  const byLogger = new WeakMap<InsurerLogger, InsurerAdapter>();
  app.decorate('insurerAdapters', {
    for(log: InsurerLogger): InsurerAdapter {
      let adapter = byLogger.get(log);
      if (!adapter) byLogger.set(log, (adapter = createInsurerAdapter({ ...settings, log })));
      return adapter;
    },
  });
}, { name: 'insurer-adapters', decorators: { fastify: ['env'] } });

/**
 * The insurer adapter of this server, configured from env, writing its "insurer call" lines to
 * `log`: a request's own logger, so the lines carry its request id (no async context is kept to
 * find it: Node 20's AsyncLocalStorage slowed every promise of every request); app.log only for
 * work outside any request (the background settler). Required, so no caller drops the id by default. In
 * sandbox mode with no INSURER_BASE_URL it reaches the sandbox insurer over real HTTP on the
 * server's own port.
 */
export function insurerFor(app: FastifyInstance, log: InsurerLogger): InsurerAdapter {
  return app.insurerAdapters.for(log);
}
