// Every repository plugin, registered here and nowhere else: each decorates app.<x>Repository
// with the SQL statements of its tables (docs/architecture.md). They need only app.db (and the
// jobs' one app.env), so they come first; plugins that use one name it in `dependencies` by the
// repository's plugin name (e.g. 'messages-repository').
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { consentsRepository } from './consents/consents-repository.js';
import { customerDataRepository } from './customer-data/customer-data-repository.js';
import { deliveriesRepository } from './delivery/deliveries-repository.js';
import { extraFieldsRepository } from './extra-fields/extra-fields-repository.js';
import { healthRepository } from './health/health-repository.js';
import { jobsRepository } from './jobs/jobs-repository.js';
import { leadImagesRepository } from './leads/lead-images-repository.js';
import { leadsRepository } from './leads/leads-repository.js';
import { messagesRepository } from './messages/messages-repository.js';
import { otpRepository } from './otp/otp-repository.js';
import { paymentsRepository } from './payments/payments-repository.js';
import { quoteBindingsRepository } from './quotes/quote-bindings-repository.js';
import { quotesRepository } from './quotes/quotes-repository.js';
import { rateLimitRepository } from './rate-limit/rate-limit-repository.js';
import { draftsRepository } from './releases/drafts-repository.js';
import { guardrailRepository } from './releases/guardrail-repository.js';
import { releasesRepository } from './releases/releases-repository.js';
import { remindersRepository } from './reminders/reminders-repository.js';
import { retentionRepository } from './retention/retention-repository.js';
import { stepEventsRepository } from './events/step-events-repository.js';
import { serverKeysRepository } from './server-keys-repository.js';
import { staffAuditRepository } from './staff/audit-repository.js';
import { staffSessionsRepository } from './staff/sessions-repository.js';

const ALL = [
  consentsRepository,
  customerDataRepository,
  deliveriesRepository,
  extraFieldsRepository,
  healthRepository,
  jobsRepository,
  leadImagesRepository,
  leadsRepository,
  messagesRepository,
  otpRepository,
  paymentsRepository,
  quoteBindingsRepository,
  quotesRepository,
  rateLimitRepository,
  draftsRepository,
  guardrailRepository,
  releasesRepository,
  remindersRepository,
  retentionRepository,
  serverKeysRepository,
  stepEventsRepository,
  staffAuditRepository,
  staffSessionsRepository,
];

export const repositories = fp(async (app: FastifyInstance) => {
  for (const repository of ALL) await app.register(repository);
}, { name: 'repositories', decorators: { fastify: ['db', 'env'] } });
