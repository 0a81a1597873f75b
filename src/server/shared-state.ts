// The state of one app, held one way: decorations made by fastify-plugin plugins, each with a name
// (the repositories, every SQL statement of the portal's tables, all registered by repositories.ts;
// the rate-limit store every server process behind the load balancer shares; the payment gateway
// and the insurer adapters; the job queue). The keys (tokens, document links) are resolved right
// after the repositories, before anything that signs.
import type { FastifyInstance } from 'fastify';
import { insurerAdapters } from './adapters/insurer/index.js';
import type { Env } from './env.js';
import { jobQueue } from './jobs/job-queue.js';
import { useDocumentLinkSecret } from './motor/document-links.js';
import { paymentGateway } from './payments/gateway.js';
import { rateLimitStore } from './rate-limit/rate-limit-store.js';
import { repositories } from './repositories.js';
import { resolveServerKeys } from './server-keys.js';

export async function registerSharedState(app: FastifyInstance, env: Env): Promise<void> {
  await app.register(repositories);
  await resolveServerKeys(env, app.serverKeysRepository);
  useDocumentLinkSecret(env.DOCUMENT_LINK_SECRET);
  await app.register(rateLimitStore);
  await app.register(paymentGateway);
  await app.register(insurerAdapters);
  // The job queue's schema is created here, at start, after the migrations (pg-boss's own lock).
  await app.register(jobQueue);
}
