import type { FastifyInstance } from 'fastify';
import { createInsurerAdapter, type InsurerAdapter } from './insurer-adapter.js';

export { createInsurerAdapter } from './insurer-adapter.js';
export type { InsurerAdapter, TransDetails, RopStatus } from './insurer-adapter.js';
export { InsurerError, InsurerFormatError, InsurerUnavailableError } from '../../../protocols/insurer/insurer-errors.js';
export { arrangeDocuments, cleanDocumentLabel, type PolicyDocument } from '../../../shared/document-list.js';
export { extractActiveQuoteNo, formatInsurerDate, type Quote, type QuotePackage } from './quote-mapping.js';
export { mapInsurerMessage, plainInsurerMessage } from './error-messages.js';
export { maskId } from './insurer-client.js';

/** Company code the insurer's registry uses for itself in `previousInsurer` (spec: existing customer). */
export const OWN_INSURER_CODE = 'DIC';

const adapters = new WeakMap<FastifyInstance, InsurerAdapter>();

/**
 * The insurer adapter of this server, configured from env. In sandbox mode with no
 * INSURER_BASE_URL it reaches the sandbox insurer over real HTTP on the server's own port.
 */
export function insurerFor(app: FastifyInstance): InsurerAdapter {
  let adapter = adapters.get(app);
  if (!adapter) {
    const env = app.env;
    adapter = createInsurerAdapter({
      baseUrl: () => env.INSURER_BASE_URL || `${app.localBaseUrl()}/sandbox/insurer`,
      username: env.INSURER_USERNAME,
      password: env.INSURER_PASSWORD,
      timeoutMs: env.INSURER_TIMEOUT_MS,
      readRetries: env.INSURER_READ_RETRIES,
      log: app.log,
    });
    adapters.set(app, adapter);
  }
  return adapter;
}
