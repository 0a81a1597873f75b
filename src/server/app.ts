// Assembles the portal server. Registration order matters: errors and security headers first so
// that they cover everything after them, the auth hook before any route, the SPA fallback last.
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { loadConfigTree, type ConfigTree } from '../config/index.js';
import { registerLiveConfig, type LiveConfig } from './config-live/live-config.js';
import { fileSource } from './config-sources/index.js';
import { startFromReleases } from './releases/start.js';
import { openDatabase } from './db/client.js';
import { runMigrations } from '../db-kit/migrate.js';
import { MIGRATIONS_DIR } from './db/migrations-dir.js';
import { logRedactKeys, parseEnv, type Env } from './env.js';
import { errorResponseSchema } from './errors.js';
import { registerApiDocs } from './plugins/api-docs.js';
import { registerAuthHook } from './plugins/auth.js';
import { addControlCharsKeyword, registerControlCharsRule } from './plugins/control-chars.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { redactingLoggerOptions } from './plugins/log-redaction.js';
import { registerNoStore } from './plugins/no-store.js';
import { registerMethodNotAllowed } from './plugins/method-not-allowed.js';
import { registerMetrics } from './plugins/metrics.js';
import { registerPartnerResolution } from './plugins/partner.js';
import { registerRequestId, requestIdOptions } from './plugins/request-id.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerStaticApp } from './plugins/static-app.js';
import { transportErrorOptions } from './plugins/transport-errors.js';
import { registerSharedState } from './shared-state.js';
import { messageService } from './messages/messages.js';
import { messageTransportsFromEnv } from './adapters/messaging/index.js';
import type { MessageTransports } from './messages/message-types.js';
import { registerPaymentSettler, settlerOptionsFromEnv } from './payments/settler.js';
import { registerRetention } from './retention/retention-job.js';
import { registerStepEventRollUp } from './events/roll-up-job.js';
import { authRoutes } from './routes/auth.js';
import { configRoutes } from './routes/config.js';
import { eventRoutes } from './routes/events.js';
import { healthRoutes } from './routes/health.js';
import { leadRoutes } from './routes/leads/index.js';
import { motorRoutes } from './routes/motor/index.js';
import { ocrRoutes } from './routes/ocr/index.js';
import { otpRoutes } from './routes/otp.js';
import { myDataRoutes } from './routes/my-data.js';
import { linkRoutes } from './routes/links.js';
import { reminderRoutes } from './routes/reminders.js';
import { sandboxReminderRoutes } from './routes/sandbox-reminders.js';
import { renewalReminders } from './reminders/renewal-reminders.js';
import { releaseGuardrail } from './releases/guardrail.js';
import { partnerRoutes } from './routes/partners.js';
import { paymentRoutes } from './routes/payments/index.js';
import { quoteRecordRoutes } from './routes/quotes/index.js';
import { registerStaffAccess, staffRoutes } from './routes/staff/index.js';
import { registerStudio } from './routes/studio/index.js';
import { validatorRoutes } from './routes/validators.js';
import type { ConfigIssue } from '../config/types.js';
import type { AppDatabase } from './types.js';

export interface BuildAppOptions {
  /** Overrides of the parsed environment (tests). */
  env?: Partial<Env>;
  /** Root of the config tree (schemas/, journeys/, partners/, locales/); default env.CONFIG_ROOT. */
  configRoot?: string;
  /** The tree as main.ts checked it, with the checker's warnings; without it the tree is loaded unchecked. */
  config?: { tree: ConfigTree; warnings: ConfigIssue[] };
  /** Watch the config tree for changes; default env.CONFIG_WATCH. */
  watchConfig?: boolean;
  /** An open, migrated database; without one the app opens (and later closes) its own. */
  db?: AppDatabase;
  /** Log requests (main: true; tests: false). */
  logger?: boolean;
  /** Folder of the built browser app; default dist/ of the repository. */
  distDir?: string;
  /** Where the log goes when logger is on (tests); default stdout. */
  logStream?: { write(line: string): void };
  /** Checks every answer against the OpenAPI document and reports what breaks it (tests: testing/test-app.ts). */
  onResponseViolation?: (violation: string) => void;
  /** Transports of customer messages by channel, replacing the configured ones (tests). */
  messageTransports?: MessageTransports;
}

export function loggerOptions(env: Pick<Env, 'LOG_LEVEL'>): FastifyServerOptions['logger'] {
  return { level: env.LOG_LEVEL, ...redactingLoggerOptions(logRedactKeys()) };
}

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const env: Env = { ...parseEnv(), ...options.env };
  const configRoot = options.configRoot ?? env.CONFIG_ROOT;
  const fromFiles = env.CONFIG_SOURCE === 'files';
  const filesTree: ConfigTree | undefined = fromFiles ? (options.config?.tree ?? (await loadConfigTree(configRoot))) : undefined;

  const app = Fastify({
    logger: options.logger ? { ...(loggerOptions(env) as object), ...(options.logStream ? { stream: options.logStream } : {}) } : false,
    // A customer's proxy or a slow phone must not hold a connection for ever.
    requestTimeout: 60_000,
    // request.ip from X-Forwarded-For only behind the proxies the operator names (TRUST_PROXY).
    ...(env.TRUST_PROXY === undefined ? {} : { trustProxy: trustProxyOption(env.TRUST_PROXY) }),
    ...requestIdOptions,
    // Header overflow, undecodable URLs and the like answer in the API's error shape too.
    ...transportErrorOptions,
    // Fastify logs two lines per request (incoming, completed); the onResponse hook below logs one.
    logController: new LogController({ disableRequestLogging: true }),
    ajv: {
      // Fastify's defaults would silently drop unknown fields and turn "12abc" into a number.
      customOptions: { removeAdditional: false, coerceTypes: false, allErrors: true, useDefaults: true, allowUnionTypes: true },
      plugins: [addControlCharsKeyword as never],
    },
  });

  // Only a sandbox start loads the simulators (and pdfkit) and creates their tables.
  const sandbox = env.SANDBOX ? await import('../sandbox/index.js') : undefined;
  const migrationDirs = sandbox ? [MIGRATIONS_DIR, sandbox.SANDBOX_MIGRATIONS_DIR] : [MIGRATIONS_DIR];
  const db = options.db ?? (await openOwnDatabase(env, migrationDirs));
  if (!options.db) app.addHook('onClose', () => db.close());
  app.decorate('env', env);
  app.decorate('db', db);
  await registerSharedState(app, env);
  let sandboxSmtpUrl: string | undefined;
  const sandboxEndpoints = sandbox ? { smtpUrl: () => sandboxSmtpUrl } : undefined;
  await app.register(messageService, { transports: options.messageTransports ?? messageTransportsFromEnv(app, sandboxEndpoints) });
  const starting = filesTree
    ? { source: fileSource(configRoot), tree: filesTree, warnings: options.config?.warnings, release: undefined, refused: null }
    : await startFromReleases(db, { root: configRoot, sandbox: env.SANDBOX, pollMs: env.CONFIG_POLL_MS, log: app.log });
  const liveConfig: LiveConfig = registerLiveConfig(app, {
    ...starting, watch: fromFiles ? (options.watchConfig ?? env.CONFIG_WATCH) : true,
  });
  app.decorate('configSource', starting.source);
  app.decorate('reloadConfig', liveConfig.reload);
  app.decorate('localBaseUrl', () => localBaseUrl(app));
  app.addSchema(errorResponseSchema);

  registerRequestId(app);
  registerErrorHandler(app);
  registerControlCharsRule(app);
  registerMetrics(app);
  // One line per request: under load, logging was a third of a cheap request's cost (docs/benchmarks.md).
  // Hooks of every request take a callback rather than answer a promise: one promise and microtask less each.
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info({ method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request');
    done();
  });
  await registerSecurityHeaders(app, env);
  // Answers above 1 KiB go out brotli or gzip. Built assets are compressed ahead (static-app);
  // request bodies are never inflated: a small gzip upload must not become a large one here.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024, globalDecompression: false });
  await registerApiDocs(app);
  if (options.onResponseViolation) {
    const { registerResponseCheck } = await import('./api-doc/response-check.js');
    registerResponseCheck(app, options.onResponseViolation);
  }
  registerMethodNotAllowed(app);
  registerAuthHook(app);
  registerNoStore(app);
  registerPartnerResolution(app);
  await app.register(formbody);

  await app.register(authRoutes);
  await app.register(healthRoutes);
  await app.register(partnerRoutes);
  await app.register(configRoutes);
  await app.register(motorRoutes);
  await app.register(quoteRecordRoutes);
  await app.register(paymentRoutes);
  await app.register(otpRoutes);
  await app.register(myDataRoutes);
  await app.register(renewalReminders);
  await app.register(releaseGuardrail);
  await app.register(linkRoutes);
  await app.register(eventRoutes);
  await app.register(reminderRoutes);
  // The reminder scan's trigger for tests and staff trying it: the sandbox only.
  if (sandbox) await app.register(sandboxReminderRoutes);
  if (env.PAYMENT_SETTLER) registerPaymentSettler(app, settlerOptionsFromEnv(env));
  if (env.LEAD_RETENTION_DAYS > 0) registerRetention(app);
  registerStepEventRollUp(app);
  await app.register(ocrRoutes);
  await app.register(leadRoutes);
  // Staff sessions before the studio: its gate reads them.
  await registerStaffAccess(app);
  await app.register(staffRoutes);
  await registerStudio(app);
  await app.register(validatorRoutes, { validatorCode: liveConfig.validatorCode });
  // The sandbox's reset also lifts the portal's rate limits, so staff can walk the sample plates again.
  if (sandbox) {
    await app.register((await import('./otp/sandbox-expire.js')).sandboxCodeControls);
    await app.register(sandbox.sandboxPlugin, {
      prefix: '/sandbox', onReset: () => app.rateLimits.clear(), onSmtpListening: (url) => { sandboxSmtpUrl = url; },
    });
  }
  await registerStaticApp(app, options.distDir, options.configRoot ?? env.CONFIG_ROOT);
  return app;
}

/** A hop count as the trust function Fastify's types ask for (the n nearest proxies); addresses as they are. */
function trustProxyOption(trust: number | string[]): string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

async function openOwnDatabase(env: Env, migrationDirs: string[]): Promise<AppDatabase> {
  const db = await openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
  try {
    await runMigrations(db, migrationDirs);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

/** How this process reaches itself over real HTTP (sandbox adapters -> simulators). */
function localBaseUrl(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') {
    throw new Error('localBaseUrl() is only known once the server listens (app.listen)');
  }
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}
