import type { FastifyPluginAsync } from 'fastify';
import { registerDocumentProxy } from './document-proxy.js';
import { registerLookups } from './lookups.js';
import { registerPolicyDelivery } from './policy-delivery.js';
import { registerQuotes } from './quotes.js';

/** The JSON endpoints a journey calls (schemas/catalog/operations.json), backed by the insurer adapter. */
export const motorRoutes: FastifyPluginAsync = async (app) => {
  registerLookups(app);
  registerQuotes(app);
  registerDocumentProxy(app);
  registerPolicyDelivery(app);
};
