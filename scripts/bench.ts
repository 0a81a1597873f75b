// `npm run bench`: build, start-up, JavaScript per route, Lighthouse, and the API against a bare
// Fastify echo, in one run; writes docs/benchmarks.json and docs/benchmarks.md. Figures only,
// never asserted: a shared 2-core machine is no place for timed tests. Not part of `npm test`.
// `npm run bench -- --only=api,profile` runs some parts and keeps the others from the last run.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { echoCase, leadCase, measureBeside, publicToken, refusedLeadCase, type LoadCase, type LoadFigure } from './bench-api.js';
import { routeBundles } from './bench-bundles.js';
import { lighthouseFigures } from './bench-lighthouse.js';
import { profileCase } from './bench-profile.js';
import { renderMarkdown, type BenchResult } from './bench-report.js';
import { renewalFigures } from './bench-renewals.js';
import { build, ensureBuilt, startEcho, startPortal } from './bench-servers.js';
import { studioFigures } from './bench-studio.js';

const PARTS = ['build', 'startup', 'bundles', 'lighthouse', 'api', 'profile', 'studio', 'renewals'] as const;
type Part = (typeof PARTS)[number];
const onlyArg = process.argv.find((a) => a.startsWith('--only='));
const parts = new Set<Part>(onlyArg ? (onlyArg.slice(7).split(',') as Part[]) : PARTS);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
// Each API case is measured in rounds against the echo (BENCH_ROUNDS of BENCH_ROUND_SECONDS each); see measureBeside.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ROUND_SECONDS = Number(process.env.BENCH_ROUND_SECONDS ?? 5);
// BENCH_CASES=lookup,health runs only the API and profile cases whose name contains one of the words.
const CASES = (process.env.BENCH_CASES ?? '').split(',').map((w) => w.trim().toLowerCase()).filter(Boolean);
const wanted = (name: string) => !CASES.length || CASES.some((word) => name.toLowerCase().includes(word));
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const JSON_FILE = 'docs/benchmarks.json';
const MAPS_DIR = path.resolve('dist-sourcemaps');
// Lookups are rate-limited per client; the bench is one client asking on purpose.
process.env.LOOKUP_RATE_PER_MINUTE = '100000000';
process.env.LOOKUP_RATE_PER_PLATE_PER_HOUR = '100000000';
// The renewals part: many customers at once from one address, each asking for a code.
process.env.OTP_SENDS_PER_CLIENT_PER_HOUR = '100000';
process.env.OTP_SENDS_PER_MOBILE_PER_HOUR = '1000';
// Renewals part (issue 36): customers at once per level, and each level's bound in journeys and seconds.
const RENEWAL_LEVELS = (process.env.BENCH_RENEWAL_LEVELS ?? '5,20,50').split(',').map(Number).filter((n) => n > 0);
const RENEWALS = Number(process.env.BENCH_RENEWALS ?? 200);
const RENEWAL_SECONDS = Number(process.env.BENCH_RENEWAL_SECONDS ?? 60);

const scratch = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
const fresh = (name: string) => path.join(scratch, name);

function machine(): BenchResult['machine'] {
  let chromium = 'Chromium';
  try {
    chromium = execFileSync(CHROME, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    // not installed: the browser parts will say so
  }
  return { cpu: os.cpus()[0]?.model ?? 'unknown', cores: os.cpus().length, memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version, chromium, loadAverage: os.loadavg() };
}

async function startupFigures(): Promise<NonNullable<BenchResult['startup']>> {
  let buildSeconds = previous.startup?.buildSeconds ?? NaN;
  if (parts.has('build')) buildSeconds = build();
  const dataDir = fresh('startup');
  const first = await startPortal({ dataDir, logLevel: 'warn' });
  await first.stop();
  const again = await startPortal({ dataDir, logLevel: 'warn' });
  await again.stop();
  return { buildSeconds, firstStartSeconds: first.startMs / 1000, restartSeconds: again.startMs / 1000 };
}

/** A fresh PostgreSQL database for the run, dropped after; undefined when no server answers. */
async function postgresDatabase(): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  try {
    await admin.connect();
  } catch {
    console.warn(`no PostgreSQL at ${ADMIN_URL}: PostgreSQL figures skipped`);
    return undefined;
  }
  const name = `portal_bench_${process.pid}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const again = new pg.Client({ connectionString: ADMIN_URL });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

const renewalCase = (base: string, token: string, database: string): LoadCase => ({
  name: `renewal lookup (${database}, sandbox insurer XML over HTTP)`,
  url: `${base}/api/v1/motor/renewals/lookup`,
  method: 'POST',
  headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', origin: base },
  body: JSON.stringify({ lookupType: 'plateCivil', plateNumber: '1001', plateCode: 'A', civilId: '08123456', transId: 'bench' }),
});

/** The portal's cases, each in rounds with the echo: a round's ratio uses the echo measured right after it. */
async function apiFigures(postgresUrl: string | undefined): Promise<NonNullable<BenchResult['api']>> {
  const echo = await startEcho();
  const cases: LoadFigure[] = [];
  let echoFigure: LoadFigure | undefined;
  const withRatio = async (loadCase: LoadCase, cpuSeconds: () => number) => {
    if (!wanted(loadCase.name)) return;
    const { figure, echo: beside } = await measureBeside(loadCase, echoCase(echo.base), ROUNDS, ROUND_SECONDS, cpuSeconds, echo.cpuSeconds);
    echoFigure ??= beside;
    const range = figure.ratioRange!.map((r) => r.toFixed(2)).join('-');
    console.log(`api ${figure.name}: ${figure.requestsPerSecond} req/s, echo ${beside.requestsPerSecond} req/s, ${figure.ratio!.toFixed(2)}× (rounds ${range}), p99 ${figure.p99Ms} ms (worst ${figure.p99MaxMs}), CPU ${figure.cpuMsPerRequest ?? '?'} ms/request (echo ${beside.cpuMsPerRequest ?? '?'})`);
    cases.push(figure);
  };
  try {
    for (const database of ['PGlite', 'PostgreSQL'] as const) {
      if (database === 'PostgreSQL' && !postgresUrl) continue;
      // The log level a production server runs at: request logging is part of a request's cost.
      const portal = await startPortal({ dataDir: fresh(`api-${database}`), databaseUrl: database === 'PostgreSQL' ? postgresUrl : undefined, logLevel: 'info' });
      try {
        const token = await publicToken(portal.base);
        await withRatio(leadCase(portal.base, token, `lead POST (${database})`), portal.cpuSeconds);
        await withRatio(refusedLeadCase(portal.base, token, `refused lead POST, 400 (${database})`), portal.cpuSeconds);
        await withRatio({ name: `/api/health (${database})`, url: `${portal.base}/api/health` }, portal.cpuSeconds);
        // What every request pays before its route: an unknown API path with a genuine token (a 404).
        await withRatio({ ...leadCase(portal.base, token, `unknown API path, 404 (${database})`), url: `${portal.base}/api/v1/motor/no-such-path` }, portal.cpuSeconds);
        await withRatio(renewalCase(portal.base, token, database), portal.cpuSeconds);
      } finally {
        await portal.stop();
      }
    }
  } finally {
    await echo.stop();
  }
  if (!echoFigure) throw new Error(`BENCH_CASES=${process.env.BENCH_CASES} matches no API case`);
  return { echo: echoFigure, cases, postgres: postgresUrl ? 'local server, fresh database' : undefined };
}

async function profiles(postgresUrl: string | undefined): Promise<NonNullable<BenchResult['profiles']>> {
  const lead = async (base: string) => leadCase(base, await publicToken(base), 'lead');
  const result: NonNullable<BenchResult['profiles']> = {};
  const run = async (name: string, make: Parameters<typeof profileCase>[0], databaseUrl?: string) => {
    if (wanted(name)) result[name] = await profileCase(make, SECONDS, databaseUrl);
  };
  await run('lead POST, PGlite', lead);
  await run('/api/health, PGlite', async (base) => ({ name: 'health', url: `${base}/api/health` }));
  await run('unknown API path, 404, PGlite', async (base) => ({ ...(await lead(base)), url: `${base}/api/v1/motor/no-such-path` }));
  if (postgresUrl) await run('lead POST, PostgreSQL', lead, postgresUrl);
  // The renewal lookup: the portal's route, its counters and binding, and the sandbox insurer's XML in the same process.
  const renewal = (database: string) => async (base: string) => renewalCase(base, await publicToken(base), database);
  await run('renewal lookup, PGlite', renewal('PGlite'));
  if (postgresUrl) await run('renewal lookup, PostgreSQL', renewal('PostgreSQL'), postgresUrl);
  return result;
}

const previous: Partial<BenchResult> = existsSync(JSON_FILE) ? JSON.parse(readFileSync(JSON_FILE, 'utf8')) : {};
const now = new Date().toISOString();
const result: BenchResult = { ...previous, date: now, machine: machine(), ranAt: { ...previous.ranAt, ...Object.fromEntries([...parts].map((part) => [part, now])) } };
// Every part runs the build as `npm start` does; the build part (through startupFigures) makes its own.
if (!parts.has('build')) ensureBuilt();
const postgres = parts.has('api') || parts.has('profile') ? await postgresDatabase() : undefined;
try {
  if (parts.has('build') || parts.has('startup')) result.startup = await startupFigures();
  if (parts.has('bundles') || parts.has('lighthouse')) {
    const portal = await startPortal({ dataDir: fresh('browser'), logLevel: 'warn' });
    try {
      if (parts.has('bundles')) result.bundles = await routeBundles(portal.base, CHROME, MAPS_DIR);
      if (parts.has('lighthouse')) result.lighthouse = await lighthouseFigures(portal.base, CHROME);
    } finally {
      await portal.stop();
    }
  }
  if (parts.has('api')) result.api = await apiFigures(postgres?.url);
  if (parts.has('profile')) result.profiles = await profiles(postgres?.url);
  if (parts.has('renewals')) {
    // One process on PGlite, as the issue measured it; the log level a production server runs at.
    const portal = await startPortal({ dataDir: fresh('renewals'), logLevel: 'info' });
    try {
      result.renewals = { levels: await renewalFigures(portal, RENEWAL_LEVELS, RENEWALS, RENEWAL_SECONDS), loadAverage: os.loadavg() };
    } finally {
      await portal.stop();
    }
  }
  if (parts.has('studio')) {
    const portal = await startPortal({ dataDir: fresh('studio'), logLevel: 'warn' });
    try {
      result.studio = await studioFigures(portal);
    } finally {
      await portal.stop();
    }
  }
} finally {
  await postgres?.drop().catch((error: unknown) => console.warn('could not drop the bench database', error));
  rmSync(scratch, { recursive: true, force: true });
}

writeFileSync(JSON_FILE, `${JSON.stringify(result, null, 2)}\n`);
writeFileSync('docs/benchmarks.md', renderMarkdown(result, readFileSync('scripts/bench-findings.md', 'utf8')));
console.log(`wrote ${JSON_FILE} and docs/benchmarks.md`);
