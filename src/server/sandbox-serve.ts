// The simulators alone, on their own port: only /sandbox (insurer, OCR vendors, gateway), to
// stand in for the outside systems in front of a production start of the portal (SANDBOX=0,
// INSURER_BASE_URL etc. pointing here). The production smoke test (scripts/prod-smoke.mjs)
// and a staging demo use it: `npm run sandbox:serve` after `npm run build`.
// It reads the portal's variables (PORT, HOST, DATABASE_URL or DATA_DIR, the credentials the
// simulators "issued"); give it a database of its own, as the real systems have theirs.
import Fastify from 'fastify';
import { loggerOptions } from './app.js';
import { openDatabase } from './db/client.js';
import { runMigrations } from '../db-kit/migrate.js';
import { EnvError, parseEnv } from './env.js';
import { errorResponseSchema } from './errors.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { installShutdown } from './shutdown.js';
import { SANDBOX_MIGRATIONS_DIR, sandboxPlugin } from '../sandbox/index.js';

async function serve(): Promise<void> {
  let env;
  try {
    env = parseEnv({ ...process.env, SANDBOX: '1' });
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  const db = await openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
  await runMigrations(db, [SANDBOX_MIGRATIONS_DIR]);
  const app = Fastify({ logger: loggerOptions(env) });
  app.decorate('env', env);
  app.decorate('db', db);
  app.addSchema(errorResponseSchema);
  app.addHook('onClose', () => db.close());
  registerErrorHandler(app);
  await app.register(sandboxPlugin, { prefix: '/sandbox' });
  installShutdown(app, env.SHUTDOWN_TIMEOUT_MS);
  await app.listen({ port: env.PORT, host: env.HOST });
  const port = (app.server.address() as { port: number }).port;
  app.log.info(`Sandbox simulators only: http://127.0.0.1:${port}/sandbox`);
}

serve().catch((error: unknown) => {
  // A broken sandbox plans file (src/sandbox/insurer/plans-file.ts) is a config problem: its message
  // names the file, each pointer and where it is documented; a stack trace would only hide that.
  console.error(error instanceof Error ? (error.name === 'PlansFileError' ? error.message : (error.stack ?? error.message)) : error);
  process.exit(1);
});
