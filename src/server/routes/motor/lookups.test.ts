import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { omanNow } from '../../../sandbox/insurer/clock.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { confirmPolicyCode, lookUpQuote } from '../../testing/test-client.js';
import { DOCUMENT_CSP } from './document-proxy.js';

// The four lookups over real HTTP against the sandbox insurer (docs/sandbox-insurer.md, "Test data").
let t: TestApp;
const year = omanNow().getUTCFullYear();

beforeAll(async () => {
  t = await createTestApp({ listen: true, env: { LOOKUP_RATE_PER_MINUTE: 1000, LOOKUP_RATE_PER_PLATE_PER_HOUR: 1000, OTP_SENDS_PER_CLIENT_PER_HOUR: 100 } });
});
afterAll(async () => t?.close());

const post = (path: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/motor/${path}/lookup`, headers: { authorization: t.bearer() }, payload });
const fault = (payload: object) => t.app.inject({ method: 'POST', url: '/sandbox/insurer/_faults', payload });

describe('renewal lookup', () => {
  it('answers the renewal quote under `quote`, in status Quote, once its code is confirmed (issue 31; lookup-privacy.test.ts)', async () => {
    const res = await lookUpQuote(t, '/api/v1/motor/renewals/lookup', { lookupType: 'plateCivil', plateNumber: '1001', plateCode: 'A', civilId: '08123456', transId: 'x' });
    expect(res.quote).toMatchObject({ quoteStatus: 'Quote', plateNumber: '1001', vehicleValue: '8100.000' });
    // The summary shows what the server will charge before PAY PREMIUM: the one confirmed package.
    const [only] = res.quote.packages;
    expect(res.premium).toEqual({ planId: only.planId, amount: only.premiumAmt });
  });

  it('maps the insurer refusals to the friendly texts of section 8', async () => {
    const early = await post('renewals', { lookupType: 'plateMobile', plateNumber: '1002', plateCode: 'A', mobileNo: '92000002' });
    expect(early.statusCode).toBe(422);
    expect(early.json().error).toMatchObject({ code: 'RENEWAL_TOO_EARLY', params: { date: expect.stringMatching(/^\d{2}-\d{2}-\d{4}$/) } });
    const expired = await post('renewals', { lookupType: 'plateCivil', plateNumber: '1003', plateCode: 'A', civilId: '12345003' });
    expect(expired.json().error).toMatchObject({ code: 'POLICY_EXPIRED', message: 'Your policy has expired. Please renew.' });
    const created = await post('renewals', { lookupType: 'quoteNo', quoteNo: `10/${year}/0502/Q/900005` });
    expect(created.json().error.code).toBe('QUOTE_STATUS_INVALID');
  });

  it('refuses a blank field with the page message (non-empty after trimming is the renew rule)', async () => {
    const res = await post('renewals', { lookupType: 'plateCivil', plateNumber: '  ', plateCode: 'A', civilId: '1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Please enter your Plate Number' });
  });
});

describe('premium lookup', () => {
  it('answers the existing quote under `quote`, once its code is confirmed', async () => {
    const res = await lookUpQuote(t, '/api/v1/motor/premiums/lookup', { lookupType: 'plateCivil', plateNumber: '1004', plateCode: 'B', civilId: '12345004' });
    expect(res.quote.quoteNo).toBe(`10/${year}/0501/Q/900004`);
    expect(res.premium).toMatchObject({ planId: '050012', amount: expect.stringMatching(/^\d+\.\d{3}$/) });
  });

  it('refuses a 7-character plate and a 9-digit mobile with the messages, before the insurer is asked', async () => {
    // A queued insurer fault is consumed by the first call that reaches the insurer.
    await fault({ kind: 'errMsg', errMsg: 'Probe: the insurer was reached', operation: 'getTransDtls' });
    const plate = await post('premiums', { lookupType: 'plateCivil', plateNumber: '1234567', plateCode: 'B', civilId: '12345004' });
    expect(plate.statusCode).toBe(400);
    expect(plate.json().error.message).toBe('Please enter valid plate number.');
    const mobile = await post('premiums', { lookupType: 'plateMobile', plateNumber: '1004', plateCode: 'B', mobileNo: '940000041' });
    expect(mobile.statusCode).toBe(400);
    expect(mobile.json().error.details[0]).toMatchObject({ field: '/mobileNo', keyword: 'pattern' });
    const reached = await post('premiums', { lookupType: 'plateCivil', plateNumber: '1004', plateCode: 'B', civilId: '12345004' });
    // Section 8: on the pay page the insurer's text is shown as received.
    expect(reached.json().error).toMatchObject({ code: 'INSURER_ERROR', message: 'Probe: the insurer was reached' });
  });

  it('refuses a tab the page does not have', async () => {
    const res = await post('premiums', { lookupType: 'policyNo', policyNo: 'P/10/0501/2024/900006' });
    expect(res.statusCode).toBe(400);
  });
});

describe('policy document lookup and document proxy', () => {
  it('lists cleaned, ordered documents whose links serve a frameable PDF (GET and HEAD)', async () => {
    // Issue 24: the shipped journey confirms a code for the policy first (otp/policy-codes.test.ts).
    await confirmPolicyCode(t, { plateNumber: '1006', plateCode: 'B', civilId: '12345006' }, 'documents');
    const res = await post('policy-documents', { lookupType: 'plateCivil', plateNumber: '1006', plateCode: 'B', civilId: '12345006' });
    expect(res.statusCode).toBe(200);
    const documents = res.json().documents as Array<{ label: string; url: string }>;
    expect(documents.map((d) => d.label)).toEqual(['Policy Schedule', 'Premium Debit Note', 'Receipt', 'Proposal Form', 'Critical Illness']);
    const url = documents[0]!.url;
    expect(url).toMatch(/^\/api\/v1\/motor\/documents\//);
    const pdf = await t.app.inject({ method: 'GET', url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.headers['content-security-policy']).toBe(DOCUMENT_CSP);
    expect(pdf.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toContain('application/pdf');
  });

  it('answers a tampered document link with 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/motor/documents/abc.def' });
    expect(res.statusCode).toBe(404);
  });

  it('answers an invalid policy number as any policy without a code: OTP_REQUIRED, before the insurer is asked', async () => {
    // No code can be confirmed for a policy that does not exist, so the insurer's refusal is never reached.
    const res = await post('policy-documents', { lookupType: 'policyNo', policyNo: 'P/10/0501/1999/123' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('OTP_REQUIRED');
  });
});

describe('ROP lookup', () => {
  it('answers errMsg, else statusMsg, else the no-status text', async () => {
    await confirmPolicyCode(t, { plateNumber: '3001', plateCode: 'R', civilId: '12345010' }, 'rop-status');
    await confirmPolicyCode(t, { plateNumber: '3003', plateCode: 'R', mobileNo: '72000011' }, 'rop-status');
    await confirmPolicyCode(t, { plateNumber: '1001', plateCode: 'A', civilId: '08123456' }, 'rop-status');
    const accepted = await post('rop-resubmissions', { lookupType: 'plateCivil', plateNumber: '3001', plateCode: 'R', civilId: '12345010' });
    expect(accepted.json()).toMatchObject({ kind: 'status' });
    const rejected = await post('rop-resubmissions', { lookupType: 'plateMobile', plateNumber: '3003', plateCode: 'R', mobileNumber: '72000011' });
    expect(rejected.json()).toMatchObject({ kind: 'error' });
    const none = await post('rop-resubmissions', { lookupType: 'plateCivil', plateNumber: '1001', plateCode: 'A', civilId: '08123456' });
    expect(none.json()).toEqual({ kind: 'none', message: 'No status message found.', messageKey: 'rop.noStatus' });
  });
});

describe('lookup rate limits', () => {
  it('limits per client address and per plate, from the configured numbers', async () => {
    const limited = await createTestApp({ env: { LOOKUP_RATE_PER_MINUTE: 3, LOOKUP_RATE_PER_PLATE_PER_HOUR: 2 } });
    try {
      const call = (plateNumber: string, ip: string) =>
        limited.app.inject({
          method: 'POST', url: '/api/v1/motor/renewals/lookup', remoteAddress: ip, headers: { authorization: limited.bearer() },
          // Invalid on purpose (blank civil id): the limiter counts before the insurer is asked.
          payload: { lookupType: 'plateCivil', plateNumber, plateCode: 'A', civilId: ' ' },
        });
      expect((await call('111', '10.0.0.1')).statusCode).toBe(400);
      expect((await call('222', '10.0.0.1')).statusCode).toBe(400);
      expect((await call('333', '10.0.0.1')).statusCode).toBe(400);
      const refused = await call('444', '10.0.0.1');
      expect(refused.json().error.code).toBe('RATE_LIMITED');
      // The client's window is a minute; its answer says how long is left of it.
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(55);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      // Another address is another client; the plate 111 has one lookup left.
      expect((await call('111', '10.0.0.2')).statusCode).toBe(400);
      const plateRefused = await call('111', '10.0.0.3');
      expect(plateRefused.json().error.code).toBe('RATE_LIMITED');
      expect(Number(plateRefused.headers['retry-after'])).toBeGreaterThan(3500);
      // Staff testing with the sample plates: the sandbox's reset lifts the limits too.
      expect((await limited.app.inject({ method: 'POST', url: '/sandbox/insurer/_reset' })).json()).toEqual({ reset: true });
      expect((await call('111', '10.0.0.3')).statusCode).toBe(400);
      expect((await call('444', '10.0.0.1')).statusCode).toBe(400);
    } finally {
      await limited.close();
    }
  });
});

describe('insurer faults through the portal', () => {
  const renewal = { lookupType: 'plateCivil', plateNumber: '1001', plateCode: 'A', civilId: '08123456' };

  it('answers 503, 502 and the relayed errMsg, then serves the next lookup normally', async () => {
    // Reads are retried INSURER_READ_RETRIES times, so the 500 must outlast the retries.
    await fault({ kind: 'http500', times: 5 });
    const down = await post('renewals', renewal);
    expect(down.statusCode).toBe(503);
    expect(down.json().error.code).toBe('INSURER_UNAVAILABLE');
    await t.app.inject({ method: 'DELETE', url: '/sandbox/insurer/_faults' });

    await fault({ kind: 'malformed', times: 5 });
    const garbled = await post('renewals', renewal);
    expect(garbled.statusCode).toBe(502);
    expect(garbled.json().error).toMatchObject({ code: 'UNEXPECTED_RESPONSE_FORMAT', message: 'Unexpected response format' });
    await t.app.inject({ method: 'DELETE', url: '/sandbox/insurer/_faults' });

    await fault({ kind: 'errMsg', errMsg: 'Vehicle blacklisted by ROP', times: 5 });
    const refused = await post('premiums', { ...renewal, plateNumber: '1004', plateCode: 'B', civilId: '12345004' });
    expect(refused.json().error).toMatchObject({ code: 'INSURER_ERROR', message: 'Vehicle blacklisted by ROP' });
    await t.app.inject({ method: 'DELETE', url: '/sandbox/insurer/_faults' });

    for (const res of [down, garbled, refused]) expect(res.body).not.toMatch(/at .*\.ts:\d+/);
    const healthy = await post('renewals', renewal);
    expect(healthy.statusCode).toBe(200);
    expect(healthy.json().lookup).toEqual(expect.any(String));
  });
});

describe('lookups while the rate-limit Redis is lost', () => {
  // The app is built in the hook: on a loaded machine building it alone can take most of a test's time limit.
  let lost: TestApp;
  beforeAll(async () => {
    lost = await createTestApp({ listen: true, env: { REDIS_URL: 'redis://127.0.0.1:1', LOOKUP_RATE_PER_MINUTE: 1000, LOOKUP_RATE_PER_PLATE_PER_HOUR: 1000 } });
  }, 120_000);
  afterAll(async () => lost?.close());

  it('answers the customer (counted in the database meanwhile), not a 500', async () => {
    const res = await lost.app.inject({
      method: 'POST', url: '/api/v1/motor/renewals/lookup', headers: { authorization: lost.bearer() },
      payload: { lookupType: 'plateCivil', plateNumber: '1001', plateCode: 'A', civilId: '08123456' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await lost.app.db.query<{ n: string }>(`select count(*) as n from rate_limit_counters`);
    expect(Number(row!.n)).toBeGreaterThan(0);
  }, 30_000);
});
