#!/usr/bin/env node
// `npm test`: every test of the project in one command, on a fresh machine.
// Quick checks and the build first (side by side, stopping at a failure), then the server tests,
// the production smoke and the browser tests side by side; the last line is the plain
// "N passed, N failed" that CI reads.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { constants, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildState } from './build-state.mjs';
import { CHROMIUM_BINARIES, FULL_CHROMIUM, HEADLESS_SHELL } from './browsers.mjs';

const e2eOnly = process.argv.includes('--e2e-only');
const reports = mkdtempSync(join(tmpdir(), 'portal-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`=== ${label}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${seconds(started)} s`);
  return result.status === 0;
}

const seconds = (started) => ((Date.now() - started) / 1000).toFixed(1);

/** A stage with its output streamed as it comes (one such stage at a time). */
function runLive(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')} (started)`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } });
    child.on('close', (code) => {
      console.log(`=== ${label}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds(started)} s`);
      resolve(code === 0);
    });
  });
}

/** Stages started in a session of their own: stopped with this script (a stop reaches only its own group). */
const ownSessions = new Set();
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    for (const pid of ownSessions) {
      try {
        process.kill(-pid, signal);
      } catch {
        // already gone
      }
    }
    process.exit(128 + (constants.signals[signal] ?? 1));
  });
}

/**
 * A stage beside others: its output is kept and printed whole when it ends, so stages never
 * interleave. `ownSession`: the stage gets a session of its own (POSIX), as each browser the
 * browser tests start has (Playwright starts Chromium detached). Where the kernel shares the CPU
 * between sessions first (Linux's autogroup, on by default), a stage left in this script's session
 * competes for one share with the browser tests' portal servers and runners, while every browser
 * has a share of its own.
 */
function runBuffered(label, command, args, env = {}, { ownSession = false } = {}) {
  console.log(`=== ${label}: ${command} ${args.join(' ')} (started)`);
  const started = Date.now();
  return new Promise((resolve) => {
    const detached = ownSession && process.platform !== 'win32';
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env }, detached });
    if (detached) ownSessions.add(child.pid);
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      ownSessions.delete(child.pid);
      console.log(`\n=== ${label}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds(started)} s`);
      const text = Buffer.concat(output).toString('utf8').trimEnd();
      if (text) console.log(text);
      console.log(`=== ${label}: end of output`);
      resolve(code === 0);
    });
  });
}

/** `npm run build` when the build is missing or older than its sources, as `npm start` does. */
function buildIfStale() {
  const { state, reason } = buildState();
  if (state === 'fresh') return Promise.resolve(true);
  return runBuffered(`build (${reason})`, 'npm', ['run', '--silent', 'build']);
}

function finish(ok) {
  console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
  process.exit(ok ? 0 : 1);
}

/**
 * The browser for the browser tests (tests/e2e/browser.ts says why): Debian's headless shell, and
 * Debian's full Chromium for the one test of its PDF viewer; as root, installs whichever of the two
 * packages is missing; without them, Playwright's own build.
 */
function findChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  const missing = [HEADLESS_SHELL, FULL_CHROMIUM].filter(({ binary }) => !existsSync(binary)).map(({ pkg }) => pkg);
  if (missing.length && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log(`Installing Debian package(s) ${missing.join(', ')} for the browser tests (needs root).`);
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  }
  const found = CHROMIUM_BINARIES.find((path) => existsSync(path));
  if (found) return found;
  console.log('Falling back to Playwright\'s own Chromium.');
  if (!run('install browser', 'npx', ['playwright', 'install', 'chromium'])) return undefined;
  return ''; // empty: playwright.config.ts uses its bundled browser
}

function countVitest(file) {
  if (!existsSync(file)) return false;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  // A failed test counts once; a file counts only when it failed with no failed test (it did not load,
  // or a hook failed). numFailedTestSuites would count the file and each describe block again.
  const brokenFiles = (report.testResults ?? []).filter((file) => file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed'));
  totals.failed += (report.numFailedTests ?? 0) + brokenFiles.length;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  return (report.numTotalTests ?? 0) > 0;
}

function countPlaywright(file) {
  if (!existsSync(file)) return false;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
  return (stats.expected ?? 0) + (stats.unexpected ?? 0) + (stats.flaky ?? 0) > 0;
}

// Stage 1: the quick checks and the build (when stale) side by side; the build first of all so that
// the production smoke and the browser tests that follow start the same, finished build.
if (!e2eOnly) {
  const checks = await Promise.all([
    runBuffered('config check', 'npm', ['run', '--silent', 'config:check']),
    runBuffered('typecheck', 'npm', ['run', '--silent', 'typecheck']),
    runBuffered('lint (import boundaries, cycles)', 'npm', ['run', '--silent', 'lint']),
    buildIfStale(),
  ]);
  if (!checks.every(Boolean)) finish(false);
} else if (!await buildIfStale()) finish(false);

const chromium = findChromium();

// Stage 2: server tests, the production smoke and the browser tests at the same time. Each waits
// on timers, child servers and the browser much of its time, so together they keep both cores
// busy; the browser tests' output streams, the others' is printed when they end.
const vitestJson = join(reports, 'vitest.json');
const smokeJson = join(reports, 'prod-smoke.json');
const playwrightJson = join(reports, 'playwright.json');
const [unitOk, smokeOk, e2eOk] = await Promise.all([
  e2eOnly ? true : runBuffered('unit and server tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`], {}, { ownSession: true }),
  // What the Dockerfile does, in a clean copy, against the local PostgreSQL (skips without one).
  e2eOnly ? true : runBuffered('production smoke', 'node', ['scripts/prod-smoke.mjs'], { PROD_SMOKE_RESULT: smokeJson }),
  chromium === undefined ? false : runLive('browser tests', 'npx', ['playwright', 'test', '--reporter=list,json'], {
    CHROMIUM_PATH: chromium,
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
  }),
]);

let ok = unitOk && smokeOk && e2eOk;
if (!e2eOnly) {
  if (!countVitest(vitestJson)) {
    totals.failed += 1;
    ok = false;
  }
  const smoke = existsSync(smokeJson) ? JSON.parse(readFileSync(smokeJson, 'utf8')) : { passed: 0, failed: 1, skipped: 0 };
  totals.passed += smoke.passed;
  totals.failed += smoke.failed + (!smokeOk && smoke.failed === 0 ? 1 : 0);
  totals.skipped += smoke.skipped;
}
if (chromium === undefined) {
  console.log('No Chromium could be found or installed: browser tests cannot run.');
  totals.failed += 1;
} else if (!countPlaywright(playwrightJson)) {
  totals.failed += 1;
  ok = false;
}
finish(ok);
