import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { EnvError, logRedactKeys, parseEnv, SANDBOX_CREDENTIALS } from './env.js';
import { redactingLoggerOptions } from './plugins/log-redaction.js';

function problemsOf(source: Record<string, string>): string[] {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  throw new Error('expected parseEnv to fail');
}

const production = {
  SANDBOX: 'false',
  TOKEN_SECRET: 'x'.repeat(40),
  DOCUMENT_LINK_SECRET: 'd'.repeat(40),
  INSURER_BASE_URL: 'https://b2b.insurer.example',
  OCR_MULKIYA_BASE_URL: 'https://ocr1.example:8443',
  OCR_LICENCE_BASE_URL: 'https://ocr2.example:8444',
  PAYMENT_GATEWAY_URL: 'https://secure.gateway.example/transaction',
  PAYMENT_STATUS_URL: 'https://api.gateway.example/status',
  ...Object.fromEntries(Object.keys(SANDBOX_CREDENTIALS).map((key) => [key, `prod-${key.toLowerCase()}`])),
};

describe('parseEnv', () => {
  it('runs in sandbox with no variables at all, using the documented defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 8080, HOST: '0.0.0.0', DATA_DIR: './data', SANDBOX: true, LOG_LEVEL: 'info',
      TOKEN_TTL_SECONDS: 3600, PUBLIC_CLIENT_ID: 'portal-web', AUTH_CLIENTS: {},
      INSURER_TIMEOUT_MS: 10000, INSURER_READ_RETRIES: 2, OCR_TIMEOUT_MS: 20000,
      UPLOAD_MAX_BYTES: 5 * 1024 * 1024, PAYMENT_CURRENCY: 'OMR', ALLOW_SKIP_PAYMENT: true,
      LOOKUP_RATE_PER_MINUTE: 20, LOOKUP_RATE_PER_PLATE_PER_HOUR: 10,
      INSURER_USERNAME: SANDBOX_CREDENTIALS.INSURER_USERNAME,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.INSURER_BASE_URL).toBeUndefined();
    // The sandbox keys come from the database (app.ts), shared by every process on it.
    expect(env.TOKEN_SECRET).toBe('');
    expect(env.DOCUMENT_LINK_SECRET).toBe('');
    expect(env).toMatchObject({ LEAD_UPLOAD_RATE_PER_MINUTE: 10, UPLOAD_STORE_MAX_BYTES: 2 * 1024 ** 3, REDIS_KEY_PREFIX: 'motor-portal:' });
    expect(env.REDIS_URL).toBeUndefined();
  });

  it('reads explicit values and turns SANDBOX off with "0" or "false"', () => {
    const env = parseEnv({ ...production, PORT: '3000', SANDBOX: '0', AUTH_CLIENTS: '{"partner-a":"0123456789abcdef!"}' });
    expect(env.PORT).toBe(3000);
    expect(env.SANDBOX).toBe(false);
    expect(env.ALLOW_SKIP_PAYMENT).toBe(false);
    expect(env.AUTH_CLIENTS).toEqual({ 'partner-a': '0123456789abcdef!' });
    expect(env.INSURER_USERNAME).toBe('prod-insurer_username');
    expect(parseEnv({ ...production }).SANDBOX).toBe(false);
  });

  it('lists every bad key in one error', () => {
    const problems = problemsOf({
      PORT: 'eighty', SANDBOX: 'maybe', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x',
      TOKEN_TTL_SECONDS: '-5', AUTH_CLIENTS: '[1]', PUBLIC_BASE_URL: 'not a url', PAYMENT_CURRENCY: 'USD',
    });
    const keys = problems.map((p) => p.split(':')[0]);
    expect(keys).toEqual(expect.arrayContaining([
      'PORT', 'SANDBOX', 'LOG_LEVEL', 'DATABASE_URL', 'TOKEN_TTL_SECONDS', 'AUTH_CLIENTS', 'PUBLIC_BASE_URL', 'PAYMENT_CURRENCY',
    ]));
    expect(problems).toHaveLength(8);
  });

  it('requires real endpoints and credentials outside the sandbox, and forbids skip-payment there', () => {
    const problems = problemsOf({ SANDBOX: 'off', ALLOW_SKIP_PAYMENT: '1' });
    expect(problems).toEqual(expect.arrayContaining([
      'TOKEN_SECRET: required when SANDBOX is off',
      'DOCUMENT_LINK_SECRET: required when SANDBOX is off',
      'INSURER_BASE_URL: required when SANDBOX is off',
      'PAYMENT_WORKING_KEY: required when SANDBOX is off',
      'ALLOW_SKIP_PAYMENT: only allowed when SANDBOX is on',
    ]));
  });

  it('rejects a short token secret and never echoes a malformed AUTH_CLIENTS value', () => {
    const problems = problemsOf({ TOKEN_SECRET: 'short', DOCUMENT_LINK_SECRET: 'short too', AUTH_CLIENTS: '{"p":"tiny-secret"}' });
    expect(problems.join('\n')).toContain('TOKEN_SECRET: must be at least 32 characters');
    expect(problems.join('\n')).toContain('DOCUMENT_LINK_SECRET: must be at least 32 characters');
    expect(problems.join('\n')).not.toContain('tiny-secret');
  });

  it('trusts only the proxies named: a hop count or addresses and ranges, never everyone', () => {
    expect(parseEnv({}).TRUST_PROXY).toBeUndefined();
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8, loopback,::1' }).TRUST_PROXY).toEqual(['10.0.0.0/8', 'loopback', '::1']);
    for (const bad of ['true', '*', '0', '11', 'proxy.example']) expect(problemsOf({ TRUST_PROXY: bad }).join('\n'), bad).toContain('TRUST_PROXY:');
  });
});

describe('logRedactKeys', () => {
  it('keeps secrets out of log lines, nested or not', () => {
    const lines: string[] = [];
    const sink = new Writable({ write(chunk, _enc, done) { lines.push(String(chunk)); done(); } });
    const log = Fastify({ logger: { ...redactingLoggerOptions(logRedactKeys()), stream: sink } }).log;
    log.info({
      request: { headers: { authorization: 'Basic c2VjcmV0', cookie: 'sid=abc987' } },
      config: { INSURER_PASSWORD: 'hunter2', PAYMENT_WORKING_KEY: 'wk-123' },
      login: { password: 'pw-456' },
      deep: { list: [{ TOKEN_SECRET: 'ts-789' }] },
      TOKEN_SECRET: 'ts-top',
    }, 'hello');
    expect(lines.join('')).not.toMatch(/c2VjcmV0|abc987|hunter2|wk-123|pw-456|ts-789|ts-top/);
    expect(lines.join('')).toContain('[Redacted]');
  });
});

describe('operations settings', () => {
  it('gives requests in flight 25 s after SIGTERM by default, and takes a metrics token of 16+ characters', () => {
    expect(parseEnv({})).toMatchObject({ SHUTDOWN_TIMEOUT_MS: 25_000, METRICS_TOKEN: undefined });
    expect(parseEnv({ ...production, SHUTDOWN_TIMEOUT_MS: '5000', METRICS_TOKEN: 'm'.repeat(16) }))
      .toMatchObject({ SHUTDOWN_TIMEOUT_MS: 5000, METRICS_TOKEN: 'm'.repeat(16) });
    expect(problemsOf({ SHUTDOWN_TIMEOUT_MS: 'soon', METRICS_TOKEN: 'short' })).toEqual([
      expect.stringMatching(/^SHUTDOWN_TIMEOUT_MS: expected a whole number/),
      'METRICS_TOKEN: must be at least 16 characters',
    ]);
    expect(logRedactKeys()).toContain('METRICS_TOKEN');
  });
});

describe('.env.example', () => {
  it('documents every key, and its uncommented values are the defaults', async () => {
    const { readFile } = await import('node:fs/promises');
    const text = await readFile(new URL('../../.env.example', import.meta.url), 'utf8');
    const documented = [...text.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=(.*)$/gm)].map((m) => [m[1]!, m[2]!] as const);
    const defaults = parseEnv({});
    expect(new Set(documented.map(([key]) => key))).toEqual(new Set(Object.keys(defaults)));
    const active = Object.fromEntries(text.split('\n').filter((l) => /^[A-Z]/.test(l)).map((l) => l.split(/=(.*)/s).slice(0, 2)));
    const parsed = parseEnv(active);
    for (const key of Object.keys(active)) {
      expect(parsed[key as keyof typeof parsed], key).toEqual(defaults[key as keyof typeof defaults]);
    }
  });
});
