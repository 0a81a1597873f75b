#!/usr/bin/env node
// `npm test`: every test of the project in one command, on a fresh machine.
// Stages run in order and stop at the first failure; the last line is the plain
// "N passed, N failed" that CI reads.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const e2eOnly = process.argv.includes('--e2e-only');
const reports = mkdtempSync(join(tmpdir(), 'portal-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`=== ${label}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result.status === 0;
}

function finish(ok) {
  console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
  process.exit(ok ? 0 : 1);
}

/** Debian's Chromium first; as root, install it; else Playwright's own build. */
function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  const found = candidates.find((path) => existsSync(path));
  if (found) return found;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('Chromium not found: installing Debian package "chromium" (needs root).');
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  console.log('Falling back to Playwright\'s own Chromium.');
  if (!run('install browser', 'npx', ['playwright', 'install', 'chromium'])) return undefined;
  return ''; // empty: playwright.config.ts uses its bundled browser
}

function countVitest(file) {
  if (!existsSync(file)) return false;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += (report.numFailedTests ?? 0) + (report.numFailedTestSuites ?? 0);
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

if (!e2eOnly) {
  if (!run('config check', 'npm', ['run', '--silent', 'config:check'])) finish(false);
  if (!run('typecheck', 'npm', ['run', '--silent', 'typecheck'])) finish(false);
  if (!run('lint (import boundaries, cycles)', 'npm', ['run', '--silent', 'lint'])) finish(false);
  const vitestJson = join(reports, 'vitest.json');
  const unitOk = run('unit and server tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
  const counted = countVitest(vitestJson);
  if (!unitOk || !counted) {
    if (!counted) totals.failed += 1;
    finish(false);
  }
}

if (!e2eOnly) {
  // What the Dockerfile does, in a clean copy, against the local PostgreSQL (skips without one).
  const smokeJson = join(reports, 'prod-smoke.json');
  const smokeOk = run('production smoke', 'node', ['scripts/prod-smoke.mjs'], { PROD_SMOKE_RESULT: smokeJson });
  const smoke = existsSync(smokeJson) ? JSON.parse(readFileSync(smokeJson, 'utf8')) : { passed: 0, failed: 1, skipped: 0 };
  totals.passed += smoke.passed;
  totals.failed += smoke.failed;
  totals.skipped += smoke.skipped;
  if (!smokeOk) {
    if (smoke.failed === 0) totals.failed += 1;
    finish(false);
  }
}

const chromium = findChromium();
if (chromium === undefined) {
  console.log('No Chromium could be found or installed: browser tests cannot run.');
  totals.failed += 1;
  finish(false);
}
const playwrightJson = join(reports, 'playwright.json');
const e2eOk = run('browser tests', 'npx', ['playwright', 'test', '--reporter=list,json'], {
  CHROMIUM_PATH: chromium,
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
});
const counted = countPlaywright(playwrightJson);
if (!counted) totals.failed += 1;
finish(e2eOk && counted);
