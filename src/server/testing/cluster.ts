// Test-only: real server processes (testing/server-command.ts, ephemeral ports) on one fresh
// PostgreSQL database, as a load balancer would see them. Each process is the leader of its own
// process group, so a kill reaches every process it started.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { parseEnv } from '../env.js';
import { serverCommand } from './server-command.js';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** Where a database may be created: TEST_DATABASE_URL's server, else the local one. */
export const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2_000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function postgresAnswers(): Promise<boolean> {
  return admin(async () => true).catch(() => false);
}

/** Whether something answers on the Redis port of `url`. */
export function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = new Socket().setTimeout(500);
    socket.once('connect', () => resolve(true)).once('error', () => resolve(false)).once('timeout', () => resolve(false));
    socket.connect(Number(port || 6379), hostname, () => socket.destroy());
  });
}

export interface FreshDatabase {
  url: string;
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

/** A new, empty database for one run; drop() removes it (and ends what still uses it). */
export async function createDatabase(): Promise<FreshDatabase> {
  const name = `multi_process_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await admin((c) => c.query(`create database ${name}`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  // drop() ends this pool and then forces the database away; a connection still closing then gets
  // "terminating connection due to administrator command", which is expected, not a test failure.
  pool.on('error', () => {});
  return {
    url: url.toString(),
    query: async <T,>(sql: string, params?: unknown[]) => (await pool.query(sql, params)).rows as T[],
    drop: async () => {
      await pool.end();
      await admin((c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}

export interface ServerProcess {
  base: string;
  port: number;
  /** Everything the process wrote so far (for failure messages). */
  output(): string;
  /** Signals the whole process group and waits until the server is gone. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

const running = new Set<ChildProcess>();

/** Starts one server; resolves once it listens, rejects with its output if it exits first. */
export function startServer(env: Record<string, string>, timeoutMs = 90_000): Promise<ServerProcess> {
  const inherited = { ...process.env };
  // Only what the test gives: no key, database or port of the calling shell leaks in.
  for (const key of Object.keys(parseEnv({}))) delete inherited[key];
  const [command, ...args] = serverCommand();
  const child = spawn(command!, args, {
    cwd: REPO_ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...inherited, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'multi-process-')), ...env },
  });
  running.add(child);
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => {
    running.delete(child);
    resolve();
  }));
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid!, signal);
      } catch {
        // already gone
      }
    }
    await exited;
  };
  return new Promise((resolve, reject) => {
    let started = false;
    const timer = setTimeout(() => {
      void stop('SIGKILL');
      reject(new Error(`server did not start within ${timeoutMs} ms:\n${output.slice(-4000)}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-200_000);
      const port = started ? undefined : /http:\/\/localhost:(\d+)\/motor-insurance/.exec(output)?.[1];
      if (!port) return;
      started = true;
      clearTimeout(timer);
      resolve({ base: `http://127.0.0.1:${port}`, port: Number(port), output: () => output, stop });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then(() => {
      clearTimeout(timer);
      if (!started) reject(new Error(`server exited before listening (code ${child.exitCode}, signal ${child.signalCode}):\n${output.slice(-4000)}`));
    });
  });
}

/** Ends every process still running (afterAll, also when a test failed half-way). */
export async function stopAll(): Promise<void> {
  await Promise.all([...running].map(async (child) => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  }));
}

/** Posts a form as a browser does (no redirect followed). */
export const postForm = (url: string, fields: Record<string, string>) => fetch(url, {
  method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString(),
});

/**
 * Pays a payment link on the sandbox gateway as a customer would (the test card), and posts the
 * gateway's return to `returnTo` (default: the same server). Answers the order number and the
 * return post's status.
 */
export async function payInSandbox(base: string, linkPath: string, returnTo = base): Promise<{ orderNo: string; returned: number }> {
  const page = await (await fetch(`${base}${linkPath}`)).text();
  const trackingId = /\/checkout\/(\d{12})"/.exec(page)?.[1];
  const done = await (await postForm(`${base}/sandbox/pay/checkout/${trackingId}`, { action: 'pay', card_number: '4111111111111111' })).text();
  const encResp = /name="encResp" value="([0-9a-f]+)"/.exec(done)?.[1] ?? '';
  const orderNo = /name="orderNo" value="([^"]+)"/.exec(done)?.[1] ?? '';
  const returned = (await postForm(`${returnTo}/api/v1/payments/gateway-response`, { encResp, orderNo })).status;
  return { orderNo, returned };
}

const postJson = async (base: string, bearer: string, path: string, body: unknown) => {
  const res = await fetch(`${base}${path}`, { method: 'POST', headers: { authorization: `Bearer ${bearer}`, origin: base, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json().catch(() => ({}))) as { data?: { maskedMobile?: string; confirmed?: boolean; quote?: Record<string, unknown> } } };
};

/**
 * A one-time code before paying (issue 24): asked for on one process, read from the shared sandbox
 * outbox, confirmed on another. Answers the confirmation's status (200 when it took).
 */
export function confirmPaymentCode(asked: string, confirmed: string, bearer: string, quoteNo: string): Promise<number> {
  return confirmCodeOn(asked, confirmed, bearer, 'payment', { quoteNo });
}

/** The same for any purpose and subject (`{ quoteNo }`, `{ policyNo }`, or a lookup's plate and civil ID or mobile). */
export async function confirmCodeOn(asked: string, confirmed: string, bearer: string, purpose: string, subject: Record<string, string>): Promise<number> {
  return (await confirmOn(asked, confirmed, bearer, purpose, subject)).status;
}

/**
 * A renewal or premium lookup's quote (issue 31): the lookup's handle, its code asked for on one
 * process and confirmed on another; the confirmation answers the quote (undefined when refused).
 */
export async function confirmLookupOn(asked: string, confirmed: string, bearer: string, handle: string): Promise<Record<string, any> | undefined> {
  const answer = await confirmOn(asked, confirmed, bearer, 'payment', { lookup: handle });
  return answer.status === 200 ? answer.body.data?.quote : undefined;
}

async function confirmOn(asked: string, confirmed: string, bearer: string, purpose: string, subject: Record<string, string>) {
  const since = Date.now(); // an older code to the same sample mobile is not this one
  const sent = await postJson(asked, bearer, '/api/v1/otp', { purpose, ...subject });
  // Confirmed already (the lookup's code): nothing was sent.
  if (sent.status !== 200 || sent.body.data?.confirmed) return sent;
  const lastFour = String(sent.body.data?.maskedMobile).slice(-4);
  let code: string | undefined;
  for (let i = 0; i < 100 && !code; i++) {
    const outbox = (await (await fetch(`${confirmed}/sandbox/outbox.json`)).json()) as { channel: string; to: string; text: string; sentAt: string; links: string[] }[];
    // A code's SMS has no link (a policy's or a reminder's to the same mobile has).
    code = /\b(\d{6})\b/.exec(outbox.find((m) => m.channel === 'sms' && m.links.length === 0 && m.to.endsWith(lastFour) && Date.parse(m.sentAt) >= since)?.text ?? '')?.[1];
    if (!code) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return postJson(confirmed, bearer, '/api/v1/otp/verify', { purpose, ...subject, code: code ?? '' });
}
