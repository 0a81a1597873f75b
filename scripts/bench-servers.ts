// Servers the bench starts and stops itself, each in its own process on a free loopback port
// (never 8080 or 4173): the portal as `npm start` runs it (node on the build in dist-server/,
// rebuilt first when the sources are newer), and a bare Fastify JSON echo as the yardstick the
// API's figures are divided by.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../src/server/testing/free-port.js';
import { buildState, ROOT, SERVER_ENTRY } from './build-state.mjs';

export interface Started {
  base: string;
  stop(): Promise<void>;
  /** CPU seconds (user + system) the server's process has used so far; NaN where /proc is missing. */
  cpuSeconds(): number;
}

/**
 * Read from /proc/<pid>/stat (fields 14 and 15, in clock ticks of 1/100 s on Linux): CPU time per
 * request is a figure a busy machine moves far less than requests per second, so runs compare.
 */
function cpuSecondsOf(child: ChildProcess): () => number {
  return () => {
    try {
      const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      return NaN;
    }
  };
}

async function waitFor(url: string, child: ChildProcess, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before answering ${url}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

function stopper(child: ChildProcess): () => Promise<void> {
  return async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };
}

/** node itself, not npm or npx: killing those would leave their grandchild running. */
function node(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
}

export interface PortalOptions {
  dataDir: string;
  databaseUrl?: string;
  /** Extra node flags, e.g. --cpu-prof. */
  nodeArgs?: string[];
  logLevel?: string;
}

/** `npm run build`; the seconds it took. */
export function build(): number {
  const t0 = performance.now();
  const built = spawnSync('npm', ['run', '-s', 'build'], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('npm run build failed');
  return (performance.now() - t0) / 1000;
}

/** What is measured is what ships: the build must be there and as new as the sources. */
export function ensureBuilt(): void {
  const { state, reason } = buildState();
  if (state === 'fresh') return;
  console.log(`bench: ${reason}, building first (npm run build)`);
  build();
}

export async function startPortal(options: PortalOptions): Promise<Started & { startMs: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = node([...(options.nodeArgs ?? []), path.join(ROOT, SERVER_ENTRY)], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    LOG_LEVEL: options.logLevel ?? 'info',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = stopper(child);
  try {
    await waitFor(`${base}/api/health`, child, 120);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop, cpuSeconds: cpuSecondsOf(child), startMs: performance.now() - started };
}

/** The smallest Fastify server that parses a JSON body and answers JSON: the ceiling on this machine. */
const ECHO = `
const app = require('fastify')({ logger: false });
app.post('/echo', async (request) => ({ data: request.body.name }));
app.get('/echo', async () => ({ status: 'ok' }));
app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

export async function startEcho(): Promise<Started> {
  const port = await freePort();
  const child = node(['-e', ECHO], { PORT: String(port) });
  const base = `http://127.0.0.1:${port}`;
  const stop = stopper(child);
  try {
    await waitFor(`${base}/echo`, child, 30);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop, cpuSeconds: cpuSecondsOf(child) };
}
