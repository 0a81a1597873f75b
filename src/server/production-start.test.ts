// A production start (SANDBOX off) loads none of the sandbox's modules (nor pdfkit, which only
// the sandbox insurer's documents use) and serves no /sandbox route. Run as a real process so
// that "loaded" means what node loaded, not what the test runner did.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const outside = 'http://127.0.0.1:9'; // never reached: the test only starts and probes the server

const productionEnv = {
  SANDBOX: '0',
  HOST: '127.0.0.1',
  PORT: '0',
  DATA_DIR: 'memory://',
  LOG_LEVEL: 'info',
  TOKEN_SECRET: 'production-start-test-secret-0123456789abcdef',
  DOCUMENT_LINK_SECRET: 'production-start-test-link-secret-0123456789',
  INSURER_BASE_URL: outside, OCR_MULKIYA_BASE_URL: outside, OCR_LICENCE_BASE_URL: outside,
  PAYMENT_GATEWAY_URL: outside, PAYMENT_STATUS_URL: outside,
  INSURER_USERNAME: 'u', INSURER_PASSWORD: 'p', OCR_MULKIYA_USERNAME: 'u', OCR_MULKIYA_PASSWORD: 'p',
  OCR_LICENCE_USERNAME: 'u', OCR_LICENCE_PASSWORD: 'p',
  PAYMENT_MERCHANT_ID: 'm', PAYMENT_ACCESS_CODE: 'a', PAYMENT_WORKING_KEY: 'production-start-test-key',
};

describe('a production start', () => {
  let dir: string;
  let modules: string[];
  const answers: Record<string, number> = {};
  let exitCode: number | null;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'production-start-'));
    const record = path.join(dir, 'modules.txt');
    const child = spawn(process.execPath, ['--import', './tests/fixtures/record-modules/register.mjs', '--import', 'tsx', 'src/server/main.ts'], {
      cwd: repo,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', RECORD_MODULES_TO: record, ...productionEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const killer = setTimeout(() => child.kill('SIGKILL'), 90_000);
    let output = '';
    const port = await new Promise<number>((resolve, reject) => {
      const collect = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /Motor insurance portal: http:\/\/localhost:(\d+)/.exec(output);
        if (match) resolve(Number(match[1]));
      };
      child.stdout.on('data', collect);
      child.stderr.on('data', collect);
      child.on('close', () => reject(new Error(`the server stopped before listening:\n${output}`)));
    });
    const base = `http://127.0.0.1:${port}`;
    for (const [name, method, url] of [
      ['insurer', 'POST', '/sandbox/insurer/_reset'],
      ['pay', 'GET', '/sandbox/pay/checkout'],
      ['ocr', 'POST', '/sandbox/ocr/mulkiya/auth'],
      ['codes', 'POST', '/sandbox/one-time-codes/expire'],
      ['ready', 'GET', '/api/health/ready'],
    ] as const) {
      answers[name] = (await fetch(`${base}${url}`, { method })).status;
    }
    exitCode = await new Promise<number | null>((resolve) => {
      child.removeAllListeners('close');
      child.on('close', (code) => resolve(code));
      child.kill('SIGTERM');
    });
    clearTimeout(killer);
    modules = (await readFile(record, 'utf8')).split('\n').filter(Boolean);
  }, 120_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('loads no module of src/sandbox and no pdfkit', () => {
    expect(modules.some((url) => url.includes('/src/server/app.ts'))).toBe(true); // the recorder works
    expect(modules.filter((url) => url.includes('/src/sandbox/') || /pdfkit|fontkit/.test(url))).toEqual([]);
  });

  it('serves no /sandbox route, and is ready', () => {
    expect(answers).toEqual({ insurer: 404, pay: 404, ocr: 404, codes: 404, ready: 200 });
  });

  it('stops cleanly on SIGTERM', () => {
    expect(exitCode).toBe(0);
  });
});
