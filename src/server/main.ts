// Starts the portal server: refuses to start on a broken config tree or environment, so that a
// mistake is reported once, clearly, instead of as a customer-facing failure later.
import { existsSync } from 'node:fs';
import { configErrors, formatConfigIssues, loadCheckedConfigTree } from '../config/index.js';
import { buildApp } from './app.js';
import { reloadOnSignal } from './config-live/live-config.js';
import { validatorsOf } from './config-sources/index.js';
import { EnvError, parseEnv } from './env.js';
import { bufferedStdout } from './log-destination.js';
import { installShutdown } from './shutdown.js';

async function main(): Promise<void> {
  // An operator's .env beside the app; variables already set in the environment win.
  if (existsSync('.env')) process.loadEnvFile('.env');
  let env;
  try {
    env = parseEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }

  // Files: checked here, so that a broken tree stops the start with the checker's words. Database
  // releases are checked as they load (app.ts, releases/start.ts).
  let config;
  if (env.CONFIG_SOURCE === 'files') {
    const { tree, issues } = await loadCheckedConfigTree(env.CONFIG_ROOT, { warnings: true });
    if (!tree) {
      console.error(formatConfigIssues(configErrors(issues)));
      console.error(`\nThe server did not start: fix the config tree under ${env.CONFIG_ROOT} (npm run config:check).`);
      process.exit(1);
    }
    config = { tree, warnings: issues };
  }

  const app = await buildApp({ env, logger: true, logStream: bufferedStdout(), ...(config ? { config } : {}) });
  // Compiled before the first customer asks (a live reload compiles before it swaps, too).
  validatorsOf(app.configTree);
  installShutdown(app, env.SHUTDOWN_TIMEOUT_MS);
  reloadOnSignal(app);
  await app.listen({ port: env.PORT, host: env.HOST });
  const port = (app.server.address() as { port: number }).port;
  // The pid: what `kill -HUP` needs to re-read the config (npm's own process does not pass it on).
  const served = app.configState.release === null ? `config from the files under ${env.CONFIG_ROOT}` : `config release ${app.configState.release}`;
  app.log.info(`Motor insurance portal: http://localhost:${port}/motor-insurance${env.SANDBOX ? ' (sandbox)' : ''}; ${served}; pid ${process.pid} (kill -HUP ${process.pid} re-reads the config)`);
}

main().catch((error: unknown) => {
  // A broken sandbox plans file (src/sandbox/insurer/plans-file.ts) is a config problem: its message
  // names the file, each pointer and where it is documented; a stack trace would only hide that.
  const known = error instanceof Error && (error.name === 'PlansFileError' || error.message.includes('No config release passes the check'));
  console.error(error instanceof Error ? (known ? error.message : (error.stack ?? error.message)) : error);
  process.exit(1);
});
