#!/usr/bin/env node
// Production smoke test: does in a clean copy what the Dockerfile does, since images cannot be
// pulled here. Production install of the dependencies only, the build output, a start with
// production settings (SANDBOX=0, NODE_ENV=production) against the local PostgreSQL; the
// simulators run as a separate process standing in for the insurer, the OCR vendors and the
// gateway. Checks readiness, that no /sandbox route exists, a lookup, a payment through the
// checkout, /metrics, and a clean exit on SIGTERM.
//
// `npm test` runs it as a stage (scripts/test.mjs). Where no PostgreSQL answers it prints one
// "SKIPPED" line and exits 0. PROD_SMOKE_DATABASE_URL names the server (default: the server of
// TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres); it creates two
// throw-away databases there and drops them again. PROD_SMOKE_RESULT, if set, receives
// {"passed":n,"failed":n,"skipped":n} for the test summary.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ROOT, SERVER_ENTRY, buildState } from './build-state.mjs';

const started = Date.now();
let buildSeconds = 0;
/** After the build; a normal run takes about a minute, most of it the production install. */
const TOTAL_BUDGET_MS = 150_000;
const children = [];
const cleanups = [];
const checks = { passed: 0, failed: 0, skipped: 0 };
const log = (line) => console.log(`prod smoke: ${line}`);

function finish(code) {
  if (process.env.PROD_SMOKE_RESULT) writeFileSync(process.env.PROD_SMOKE_RESULT, JSON.stringify(checks));
  process.exit(code);
}

function check(name, ok, detail = '') {
  if (ok) checks.passed += 1;
  else checks.failed += 1;
  log(`${ok ? 'ok  ' : 'FAIL'} ${name}${ok || !detail ? '' : `: ${detail}`}`);
  return ok;
}

function serverUrl() {
  if (process.env.PROD_SMOKE_DATABASE_URL) return process.env.PROD_SMOKE_DATABASE_URL;
  if (process.env.TEST_DATABASE_URL) {
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = '/postgres';
    return url.toString();
  }
  return 'postgres://postgres@127.0.0.1:5432/postgres';
}

async function postgresAnswers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function admin(url, sql) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function withDatabase(url, name) {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function run(label, command, args, options) {
  log(`${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', ...options });
  if (result.status !== 0) {
    console.log(`${result.stdout ?? ''}${result.stderr ?? ''}`.split('\n').slice(-30).join('\n'));
    throw new Error(`${label} failed (exit ${result.status})`);
  }
}

/** Starts a node process; resolves once its output matches `ready`, keeps the output for failures. */
function start(label, args, { cwd, env, ready }) {
  const child = spawn(process.execPath, args, { cwd, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const entry = { label, child, output: '', exit: new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal }))) };
  children.push(entry);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${label} did not start within 60 s:\n${entry.output.slice(-3000)}`)), 60_000);
    const collect = (chunk) => {
      entry.output += chunk.toString();
      if (ready.test(entry.output)) {
        clearTimeout(timer);
        resolve(entry);
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    entry.exit.then(({ code }) => {
      clearTimeout(timer);
      reject(new Error(`${label} exited (${code}) before it was ready:\n${entry.output.slice(-3000)}`));
    });
  });
}

async function main() {
  const url = serverUrl();
  if (!(await postgresAnswers(url))) {
    log(`SKIPPED: no PostgreSQL answers at ${url.replace(/\/\/[^@]*@/, '//')} (set PROD_SMOKE_DATABASE_URL to run it)`);
    checks.skipped += 1;
    finish(0);
  }

  // 1. The build output, as the Dockerfile's build stage makes it (only when stale).
  const state = buildState();
  if (state.state !== 'fresh') {
    const buildStarted = Date.now();
    run(`build (${state.reason})`, 'npm', ['run', '--silent', 'build'], { cwd: ROOT });
    buildSeconds = (Date.now() - buildStarted) / 1000;
  }
  // The budget starts after the build: in `npm test` the browser tests reuse that build.
  armWatchdog();

  // 2. A clean copy with what the runtime image holds, and a production install.
  const copy = mkdtempSync(path.join(tmpdir(), 'portal-prod-smoke-'));
  cleanups.push(() => rmSync(copy, { recursive: true, force: true }));
  for (const item of ['package.json', 'package-lock.json', '.npmrc', 'dist', 'dist-server', 'schemas', 'journeys', 'partners', 'locales', 'public']) {
    if (existsSync(path.join(ROOT, item))) cpSync(path.join(ROOT, item), path.join(copy, item), { recursive: true });
  }
  // Exactly the lock file, as the Dockerfile installs it.
  run('production install', 'npm', ['ci', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: copy });
  check('the production install has no dev dependency', !['vite', 'vitest', '@playwright/test', 'tsx'].some((p) => existsSync(path.join(copy, 'node_modules', p))));

  // 3. Two databases: the portal's, and the stand-in outside systems' own.
  const suffix = `${process.pid}_${randomBytes(3).toString('hex')}`;
  const portalDb = `prod_smoke_portal_${suffix}`;
  const simDb = `prod_smoke_sim_${suffix}`;
  for (const name of [portalDb, simDb]) {
    await admin(url, `create database ${name}`);
    cleanups.push(() => admin(url, `drop database if exists ${name} with (force)`));
  }

  // 4. The simulators alone (from the repository: they are not part of the deployment).
  const creds = {
    INSURER_USERNAME: 'smoke-portal', INSURER_PASSWORD: randomBytes(12).toString('hex'),
    OCR_MULKIYA_USERNAME: 'smoke-portal', OCR_MULKIYA_PASSWORD: randomBytes(12).toString('hex'),
    OCR_LICENCE_USERNAME: 'smoke-portal', OCR_LICENCE_PASSWORD: randomBytes(12).toString('hex'),
    PAYMENT_MERCHANT_ID: 'smoke-merchant', PAYMENT_ACCESS_CODE: 'SMOKEACCESSCODE', PAYMENT_WORKING_KEY: randomBytes(16).toString('hex'),
    SMS_GATEWAY_TOKEN: randomBytes(16).toString('hex'),
  };
  const simPort = await freePort();
  await start('simulators', [path.join(ROOT, 'dist-server', 'server', 'sandbox-serve.js')], {
    cwd: ROOT,
    env: { ...creds, PORT: String(simPort), HOST: '127.0.0.1', DATABASE_URL: withDatabase(url, simDb), LOG_LEVEL: 'info', NODE_ENV: 'production' },
    ready: /Sandbox simulators only/,
  });
  const sim = `http://127.0.0.1:${simPort}/sandbox`;

  // 5. The portal from the clean copy, with production settings.
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const metricsToken = randomBytes(16).toString('hex');
  const portal = await start('portal', [SERVER_ENTRY], {
    cwd: copy,
    env: {
      ...creds,
      NODE_ENV: 'production', SANDBOX: '0', PORT: String(port), HOST: '127.0.0.1', CONFIG_ROOT: copy,
      DATABASE_URL: withDatabase(url, portalDb), DATA_DIR: path.join(copy, 'data'), LOG_LEVEL: 'info',
      TOKEN_SECRET: randomBytes(32).toString('hex'), DOCUMENT_LINK_SECRET: randomBytes(32).toString('hex'), PUBLIC_BASE_URL: base, METRICS_TOKEN: metricsToken,
      SHUTDOWN_TIMEOUT_MS: '10000',
      INSURER_BASE_URL: `${sim}/insurer`,
      OCR_MULKIYA_BASE_URL: `${sim}/ocr/mulkiya`, OCR_LICENCE_BASE_URL: `${sim}/ocr/licence`,
      PAYMENT_GATEWAY_URL: `${sim}/pay/transaction`, PAYMENT_STATUS_URL: `${sim}/pay/status`,
      SMS_GATEWAY_URL: `${sim}/sms`,
    },
    ready: /Motor insurance portal: http/,
  });
  await probe(base, metricsToken, portal, sim);

  // 6. SIGTERM: a clean exit within the deadline.
  const stopAt = Date.now();
  portal.child.kill('SIGTERM');
  const { code } = await portal.exit;
  check('exits 0 on SIGTERM', code === 0, `exit ${code}`);
  log(`stopped in ${Date.now() - stopAt} ms`);
}

async function probe(base, metricsToken, portal, sim) {
  const ready = await fetch(`${base}/api/health/ready`);
  check('ready', ready.status === 200, `HTTP ${ready.status}`);
  check('serves the browser app', (await fetch(`${base}/motor-insurance`)).status === 200);
  const sandbox = await fetch(`${base}/sandbox/insurer/_reset`, { method: 'POST' });
  check('has no /sandbox route', sandbox.status === 404, `HTTP ${sandbox.status}`);

  const tokenAnswer = await fetch(`${base}/api/v1/auth/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from('portal-web:').toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
  });
  const { accessToken } = await tokenAnswer.json();
  const api = async (method, url, body) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { authorization: `Bearer ${accessToken}`, origin: base, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, requestId: res.headers.get('x-request-id'), body: await res.json() };
  };
  const form = (url, fields) => fetch(url, {
    method: 'POST', redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString(),
  });

  // A lookup: the sandbox insurer's documented renewal case (docs/sandbox.md, "The insurer's test data").
  // It answers a handle and nothing personal until the code to the mobile on record is confirmed (issue 31).
  const lookup = await api('POST', '/api/v1/motor/renewals/lookup', { lookupType: 'plateCivil', plateNumber: '1001', plateCode: 'A', civilId: '08123456' });
  const handle = lookup.body?.lookup;
  if (!check('renewal lookup through the insurer: a handle, nothing personal', lookup.status === 200 && typeof handle === 'string' && Object.keys(lookup.body).join() === 'lookup', JSON.stringify(lookup.body))) return;
  const refused = await api('POST', '/api/v1/motor/renewals/lookup', { lookupType: 'plateCivil', plateNumber: ' ', plateCode: 'A', civilId: '1' });
  check('an error answer carries its request id', refused.status === 400 && refused.body?.error?.requestId === refused.requestId, JSON.stringify(refused.body));

  // The one-time code for the lookup, sent by SMS through the gateway (the simulators' outbox here);
  // its confirmation answers the quote.
  const asked = await api('POST', '/api/v1/otp', { purpose: 'payment', lookup: handle });
  let code;
  for (let i = 0; i < 50 && asked.status === 200 && !code; i++) {
    const outbox = await (await fetch(`${sim}/outbox.json`)).json();
    code = /\b(\d{6})\b/.exec(outbox.find((m) => m.channel === 'sms' && m.links.length === 0)?.text ?? '')?.[1];
    if (!code) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const confirmed = code ? await api('POST', '/api/v1/otp/verify', { purpose: 'payment', lookup: handle, code }) : asked;
  const quoteNo = confirmed.body?.data?.quote?.quoteNo;
  if (!check('one-time code by SMS, then the quote', confirmed.status === 200 && typeof quoteNo === 'string', JSON.stringify(confirmed.body))) return;

  // A payment: quote record, payment link, the gateway's checkout with a test card, the return post.
  const recorded = await api('POST', '/api/v1/motor/quotes', {
    quoteNo, sendSms: 1, mobileNo: '91000001', sendWhatsapp: 1, sameAsMobileNo: 1, whatsappNo: '91000001', sendEmail: 0, quoteStatus: 'Created', paymentStatus: 'Initiated',
  });
  if (!check('quote record', recorded.status === 200, JSON.stringify(recorded.body))) return;
  const link = await api('POST', '/api/v1/payments/payment-links', { quoteNo });
  if (!check('payment link', link.status === 200 && typeof link.body.data === 'string', JSON.stringify(link.body))) return;
  const checkout = await (await fetch(link.body.data)).text();
  const trackingId = /\/checkout\/(\d{12})"/.exec(checkout)?.[1];
  const paid = await (await form(`${link.body.data.replace(/\/transaction.*$/, '')}/checkout/${trackingId}`, { action: 'pay', card_number: '4111111111111111' })).text();
  const encResp = /name="encResp" value="([0-9a-f]+)"/.exec(paid)?.[1] ?? '';
  const orderNo = /name="orderNo" value="([^"]+)"/.exec(paid)?.[1] ?? '';
  const back = /<form class="pay-form" method="post" action="([^"]+)"/.exec(paid)?.[1] ?? '';
  const returned = await form(back || `${base}/missing-return-url`, { encResp, orderNo });
  check('the gateway returns to the portal', returned.status === 303, `HTTP ${returned.status}`);
  const result = await api('GET', `/api/v1/payments/payment-responses?br=${encodeURIComponent(orderNo)}`);
  check('payment settled into a policy', result.body?.data?.paid === true && /\S/.test(result.body?.data?.policyNo ?? ''), JSON.stringify(result.body));

  const metrics = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
  const text = await metrics.text();
  check('/metrics with the token', metrics.status === 200);
  check('/metrics counts the settlement', /^portal_payments_settled_total 1$/m.test(text));
  check('/metrics times the insurer and gateway calls', /^portal_outside_call_duration_seconds_count\{system="insurer"/m.test(text) &&
    /^portal_outside_call_duration_seconds_count\{system="gateway",operation="orderStatusTracker",outcome="ok"\} [1-9]/m.test(text));
  check('/metrics wants the token', (await fetch(`${base}/metrics`)).status === 401);
  // Log lines reach stdout in batches, at most a second late (src/server/log-destination.ts).
  const logged = new RegExp(`"reqId":"${refused.requestId}"`);
  for (let waited = 0; waited < 3000 && !logged.test(portal.output); waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
  check('log lines carry request ids', logged.test(portal.output));
}

let watchdog;
function armWatchdog() {
  watchdog = setTimeout(() => {
    log(`FAIL: over the ${TOTAL_BUDGET_MS / 1000} s budget`);
    checks.failed += 1;
    void cleanUp().then(() => finish(1));
  }, TOTAL_BUDGET_MS);
}

async function cleanUp() {
  for (const { child } of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await Promise.all(children.map((c) => c.exit));
  for (const cleanup of cleanups.reverse()) await Promise.resolve().then(cleanup).catch((error) => log(`clean-up: ${error.message}`));
}

let code = 0;
try {
  await main();
} catch (error) {
  checks.failed += 1;
  log(`FAIL: ${error.message}`);
}
clearTimeout(watchdog);
await cleanUp();
if (checks.failed > 0) code = 1;
const seconds = (Date.now() - started) / 1000;
log(`${checks.passed} passed, ${checks.failed} failed in ${seconds.toFixed(1)} s${buildSeconds ? ` (of which the build ${buildSeconds.toFixed(1)} s)` : ''}`);
finish(code);
