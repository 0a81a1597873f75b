// `npm run bench`: what a customer downloads per route, and how fast the API answers.
// Figures are printed, never asserted: timing on a shared 2-core machine is not a test.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const PORT = Number(process.env.BENCH_PORT ?? 4199);
const BASE = `http://127.0.0.1:${PORT}`;
const ROUTES = [
  '/motor-insurance',
  '/components',
  '/motor-insurance/renew-policy',
  '/motor-insurance/pay-premium',
  '/motor-insurance/request-policy-document',
  '/motor-insurance/rop-resubmission',
  '/motor-insurance/buy-policy',
  '/motor-insurance/get-quote',
  '/motor-insurance/policy-document',
  '/motor-insurance/payment-result',
  '/motor-insurance/payment-error',
];
/** Chunks of the form engine (rjsf, ajv, precompiled validators, our theme) that the landing page must never load. */
const HEAVY = /rjsf|ajv|validator|theme|form-step/i;
/** Screens entered with navigation state from an earlier step; opened cold they send the customer to the landing page. */
const NEEDS_STATE = new Set(['/motor-insurance/buy-policy', '/motor-insurance/get-quote', '/motor-insurance/policy-document']);

async function startServer(dataDir: string): Promise<ChildProcess> {
  // node itself (with tsx's loader), not npx: killing npx would leave its grandchild server running.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  child.kill();
  throw new Error('server did not start within 90 s');
}

async function bundleSizes(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  console.log('\nJavaScript loaded per route (gzip -9 of every JS response, first visit, no cache)');
  console.log('route'.padEnd(44), 'files'.padStart(5), 'raw bytes'.padStart(11), 'gzip bytes'.padStart(11), ' heavy modules');
  for (const route of ROUTES) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = new Map<string, Buffer>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      try {
        scripts.set(response.url(), await response.body());
      } catch {
        // a response without a body (redirect) carries no code
      }
    });
    await page.goto(BASE + route, { waitUntil: 'networkidle' });
    const raw = [...scripts.values()].reduce((sum, body) => sum + body.length, 0);
    const gzip = [...scripts.values()].reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
    const heavy = [...scripts.keys()].map((url) => url.split('/').pop() ?? url).filter((name) => HEAVY.test(name));
    const note = NEEDS_STATE.has(route) ? ' (needs state: measured as the landing page it redirects to)' : '';
    console.log(route.padEnd(44), String(scripts.size).padStart(5), String(raw).padStart(11), String(gzip).padStart(11), ' ' + (heavy.join(', ') || '-') + note);
    await context.close();
  }
  await browser.close();
}

interface LoadResult { requests: number; errors: number; seconds: number; latencies: number[] }

/** A bounded closed loop: `connections` callers, each sending its next request when the last answered. */
async function load(path: string, init: RequestInit, connections: number, seconds: number): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const stopAt = Date.now() + seconds * 1000;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < stopAt) {
        const t0 = performance.now();
        try {
          const response = await fetch(BASE + path, init);
          await response.arrayBuffer();
          if (!response.ok) errors += 1;
        } catch {
          errors += 1;
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return { requests: latencies.length, errors, seconds: (Date.now() - started) / 1000, latencies };
}

function percentile(sorted: number[], p: number): string {
  return (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(1);
}

async function apiFigures(): Promise<void> {
  const tokenResponse = await fetch(`${BASE}/api/v1/auth/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from('portal-web:').toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
  });
  const { accessToken } = (await tokenResponse.json()) as { accessToken: string };
  const auth = { authorization: `Bearer ${accessToken}` };
  const cases: Array<[string, string, RequestInit]> = [
    ['health', '/api/health', {}],
    ['partner by origin', `/api/get/partners?portal_url=${encodeURIComponent(BASE)}`, { headers: auth }],
    ['journey config', '/api/v1/config/journeys/renew-policy', { headers: auth }],
    ['landing page HTML', '/motor-insurance', {}],
  ];
  console.log('\nAPI on loopback (20 connections, 5 s each; same machine as the load generator)');
  console.log('case'.padEnd(22), 'req/s'.padStart(8), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'errors'.padStart(7));
  for (const [name, path, init] of cases) {
    await load(path, init, 20, 1); // warm-up: JIT and connection pool, not measured
    const result = await load(path, init, 20, 5);
    const sorted = [...result.latencies].sort((a, b) => a - b);
    const rate = (result.requests / result.seconds).toFixed(0);
    console.log(name.padEnd(22), rate.padStart(8), percentile(sorted, 50).padStart(8), percentile(sorted, 99).padStart(8), String(result.errors).padStart(7));
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
const server = await startServer(dataDir);
try {
  await bundleSizes();
  await apiFigures();
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
