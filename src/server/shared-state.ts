// The state of one app, held one way: decorations made by fastify-plugin plugins, each with a name
// (the repositories, every SQL statement of the portal's tables; the rate-limit store every server
// process behind the load balancer shares; the payment gateway and the insurer adapters; the job
// queue). The
// keys (tokens, document links) are resolved first.
// Staff's repositories are registered with the staff routes (routes/staff/index.ts).
import type { FastifyInstance } from 'fastify';
import { insurerAdapters } from './adapters/insurer/index.js';
import type { Env } from './env.js';
import { deliveriesRepository } from './delivery/deliveries-repository.js';
import { consentsRepository } from './consents/consents-repository.js';
import { customerDataRepository } from './customer-data/customer-data-repository.js';
import { extraFieldsRepository } from './extra-fields/extra-fields-repository.js';
import { healthRepository } from './health/health-repository.js';
import { jobQueue } from './jobs/job-queue.js';
import { messagesRepository } from './messages/messages-repository.js';
import { otpRepository } from './otp/otp-repository.js';
import { leadImagesRepository } from './leads/lead-images-repository.js';
import { leadsRepository } from './leads/leads-repository.js';
import { useDocumentLinkSecret } from './motor/document-links.js';
import { paymentGateway } from './payments/gateway.js';
import { paymentsRepository } from './payments/payments-repository.js';
import { quoteBindingsRepository } from './quotes/quote-bindings-repository.js';
import { quotesRepository } from './quotes/quotes-repository.js';
import { rateLimitRepository } from './rate-limit/rate-limit-repository.js';
import { rateLimitStore } from './rate-limit/rate-limit-store.js';
import { retentionRepository } from './retention/retention-repository.js';
import { remindersRepository } from './reminders/reminders-repository.js';
import { resolveServerKeys } from './server-keys.js';
import type { AppDatabase } from './types.js';

export async function registerSharedState(app: FastifyInstance, env: Env, db: AppDatabase): Promise<void> {
  await resolveServerKeys(env, db);
  useDocumentLinkSecret(env.DOCUMENT_LINK_SECRET);
  await app.register(healthRepository);
  await app.register(rateLimitRepository);
  await app.register(rateLimitStore);
  await app.register(leadsRepository);
  await app.register(leadImagesRepository);
  await app.register(extraFieldsRepository);
  await app.register(quotesRepository);
  await app.register(quoteBindingsRepository);
  await app.register(paymentsRepository);
  await app.register(deliveriesRepository);
  await app.register(paymentGateway);
  await app.register(insurerAdapters);
  await app.register(messagesRepository);
  await app.register(otpRepository);
  await app.register(consentsRepository);
  await app.register(retentionRepository);
  await app.register(customerDataRepository);
  await app.register(remindersRepository);
  // The job queue's schema is created here, at start, after the migrations (pg-boss's own lock).
  await app.register(jobQueue);
}
