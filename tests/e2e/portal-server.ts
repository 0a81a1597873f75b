// A portal server of the test run's own: the built server (`npm start` without the build step,
// which the global setup did once), on a port and data folder of its own. Each Playwright worker
// starts one, so workers never share a sandbox insurer, outbox, rate-limit window or release.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_ENTRY } from '../../scripts/build-state.mjs';
import { freePort } from '../../src/server/testing/free-port.js';

/** The port of the demo partner's test origin (partners/demo-partner.json): one server at a time has it. */
export const PARTNER_PORT = Number(process.env.E2E_PORT ?? 4173);

export interface PortalServer {
  url: string;
  stop(): Promise<void>;
}

/** Settings every test server shares: the suite repeats what one customer would do a few times. */
export const TEST_SERVER_ENV: Record<string, string> = {
  SANDBOX: '1',
  // Request lines of every asset would drown the test output; warnings and errors still show.
  LOG_LEVEL: 'warn',
  // The suite looks the same seeded plates up many times from one address (docs/lookups.md).
  LOOKUP_RATE_PER_MINUTE: '1000',
  LOOKUP_RATE_PER_PLATE_PER_HOUR: '1000',
  // ... reads the same sample cards many times (docs/buy-policy.md).
  OCR_RATE_PER_MINUTE: '1000',
  LEAD_UPLOAD_RATE_PER_MINUTE: '1000',
  // ... confirms one-time codes for the same sample mobiles many times (docs/customers.md).
  OTP_SENDS_PER_MOBILE_PER_HOUR: '1000',
  OTP_SENDS_PER_CLIENT_PER_HOUR: '1000',
  // ... and signs in as the same staff users more than a person's 10 attempts in 15 minutes.
  STAFF_LOGIN_RATE_PER_USER_ADDRESS: '1000',
  STAFF_LOGIN_RATE_PER_USER: '1000',
};

/** The variable that names the data folder test portals start on a copy of (global-setup.ts). */
export const DATA_TEMPLATE_VAR = 'E2E_DATA_TEMPLATE';

/**
 * The data folder of a portal that started once on an empty folder and stopped: migrated, seeded,
 * its first release made. A test portal starts on a copy, as a server restarts on its folder,
 * rather than from empty (measured: 10.4 → 6.3-7.1 CPU seconds a start, and a run starts about
 * eleven). The first start on an empty folder stays tested: this one, the production smoke and
 * src/server/main.test.ts.
 */
export async function makeDataTemplate(): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-template-'));
  const server = await startPortal({ env: { DATA_DIR: dir } });
  await server.stop();
  return dir;
}

/** Starts the built server and waits until `readyPath` answers; the port is free unless given. */
export async function startPortal(options: { env?: Record<string, string>; port?: number; readyPath?: string; host?: string } = {}): Promise<PortalServer> {
  // A port of ours found taken when the portal came to bind it (another run's portal): another one.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOn(options.port ?? await freePort(), options);
    } catch (error) {
      if (options.port !== undefined || attempt === 3 || !(error instanceof PortTaken)) throw error;
    }
  }
}

class PortTaken extends Error {}

async function startOn(port: number, options: { env?: Record<string, string>; readyPath?: string; host?: string }): Promise<PortalServer> {
  const host = options.host ?? '127.0.0.1';
  const url = `http://${host}:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
  const template = process.env[DATA_TEMPLATE_VAR];
  if (template && !options.env?.DATA_DIR) cpSync(template, dataDir, { recursive: true });
  const child: ChildProcess = spawn(process.execPath, [SERVER_ENTRY], {
    // Its errors pass through as they come, and are read for one: the port found taken.
    stdio: ['ignore', 'inherit', 'pipe'],
    env: {
      ...process.env, ...TEST_SERVER_ENV, PORT: String(port), HOST: '127.0.0.1',
      DATA_DIR: dataDir, ...options.env,
    },
  });
  let portTaken = false;
  child.stderr?.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    if (chunk.toString('utf8').includes('EADDRINUSE')) portTaken = true;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const readyUrl = `${url}${options.readyPath ?? '/motor-insurance'}`;
  for (const started = Date.now(); ;) {
    const up = await fetch(readyUrl, { signal: AbortSignal.timeout(5_000) }).then((res) => res.ok, () => false);
    // Answered by this portal only while it runs (a portal that lost the port to another exits).
    if (up && child.exitCode === null && !portTaken) break;
    if (child.exitCode !== null || portTaken) {
      await exited;
      if (portTaken) throw new PortTaken(`port ${port} was taken when the test portal came to listen`);
      throw new Error(`the test portal on port ${port} exited with ${child.exitCode} before answering`);
    }
    if (Date.now() - started > 180_000) {
      child.kill('SIGKILL');
      throw new Error(`the test portal on port ${port} did not answer ${readyUrl} within 180 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
