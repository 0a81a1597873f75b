// The declaration table of env.ts: every whole-number setting refuses a bad text, and one error
// names them all; defaults that depend on the sandbox follow SANDBOX.
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv, SANDBOX_CREDENTIALS, SANDBOX_MESSAGING } from './env.js';

describe('env declaration table', () => {
  it('lists a bad whole number for every numeric setting in one error', () => {
    const numeric = Object.entries(parseEnv({})).filter(([, value]) => typeof value === 'number').map(([key]) => key);
    expect(numeric.length).toBeGreaterThan(30);
    let problems: string[] = [];
    try {
      parseEnv(Object.fromEntries(numeric.map((key) => [key, 'many'])));
    } catch (error) {
      if (error instanceof EnvError) problems = error.problems;
    }
    expect(problems.map((p) => p.split(':')[0])).toEqual(numeric);
  });

  it('takes the sandbox defaults in the sandbox only', () => {
    const sandbox = parseEnv({});
    expect(sandbox).toMatchObject({ ...SANDBOX_CREDENTIALS, ...SANDBOX_MESSAGING, CONFIG_WATCH: true, STUDIO: true, ALLOW_SKIP_PAYMENT: true });
    expect(Object.keys(sandbox.STAFF_ACCOUNTS).length).toBeGreaterThan(0);
    expect(parseEnv({ SANDBOX: 'off', STUDIO: 'off', ...Object.fromEntries(Object.keys(SANDBOX_CREDENTIALS).map((k) => [k, 'set'])),
      TOKEN_SECRET: 't'.repeat(32), DOCUMENT_LINK_SECRET: 'd'.repeat(32), INSURER_BASE_URL: 'https://i.example', OCR_MULKIYA_BASE_URL: 'https://o.example',
      OCR_LICENCE_BASE_URL: 'https://l.example', PAYMENT_GATEWAY_URL: 'https://g.example', PAYMENT_STATUS_URL: 'https://s.example' }))
      .toMatchObject({ SMS_GATEWAY_TOKEN: '', WHATSAPP_ACCESS_TOKEN: '', CONFIG_WATCH: false, ALLOW_SKIP_PAYMENT: false, STAFF_ACCOUNTS: {} });
  });
});
