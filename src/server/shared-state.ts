// State every server process behind the load balancer must share, set up once per app:
// the keys (tokens, document links), the rate-limit counters and the lead upload store.
import type { FastifyInstance } from 'fastify';
import type { Env } from './env.js';
import { databaseUploadStore } from './routes/leads/upload-store.js';
import { useDocumentLinkSecret } from './routes/motor/document-links.js';
import { createRateLimitStore } from './routes/motor/rate-limit-store.js';
import { resolveServerKeys } from './server-keys.js';
import type { AppDatabase } from './types.js';

export async function registerSharedState(app: FastifyInstance, env: Env, db: AppDatabase): Promise<void> {
  await resolveServerKeys(env, db);
  useDocumentLinkSecret(env.DOCUMENT_LINK_SECRET);
  const rateLimits = createRateLimitStore(env, db, (error) =>
    app.log.error({ err: error }, 'rate-limit store (Redis) failed: counting in the database meanwhile'),
  );
  app.addHook('onClose', () => rateLimits.close());
  app.decorate('rateLimits', rateLimits);
  app.decorate('uploadStore', databaseUploadStore(db));
}
