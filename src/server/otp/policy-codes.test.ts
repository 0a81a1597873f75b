// One-time codes for a policy (issue 24) over real HTTP against the sandbox insurer, the code read
// from the sandbox outbox as the customer reads their phone: the code goes to the holder's mobile
// on record, the documents and ROP lookups answer 403 OTP_REQUIRED without it, and a policy that
// does not exist (or details that do not match) gets an answer no one can tell from a real one.
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insurerFor } from '../adapters/insurer/index.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { isVerified } from './one-time-codes.js';
import { POLICY_SEND_FLOOR_MS } from './policy-codes.js';

let t: TestApp;
let base: string;
// Plate 1006 B: Aisha Al Kindi, 96000006 on record. Plates 3001 R and 3002 R: Hamed Al Siyabi, 71000010.
let policy1006: string;
let policy3001: string;

beforeAll(async () => {
  t = await createTestApp({
    listen: true,
    env: { OTP_SENDS_PER_MOBILE_PER_HOUR: 100, OTP_SENDS_PER_CLIENT_PER_HOUR: 100, LOOKUP_RATE_PER_MINUTE: 1000, LOOKUP_RATE_PER_PLATE_PER_HOUR: 1000 },
  });
  base = t.app.localBaseUrl();
  const find = (plateNo: string, registrationMark: string, civilId: string) =>
    insurerFor(t.app, t.app.log).getPolicyDtls({ plateNo, registrationMark, civilId, mobileNo: '', policyNo: '', srcBusId: 'CP' });
  policy1006 = (await find('1006', 'B', '12345006')).policyNo;
  policy3001 = (await find('3001', 'R', '12345010')).policyNo;
}, 60_000);
afterAll(() => t?.close());

async function call(path: string, body: unknown, session = 'test-session') {
  const started = Date.now();
  const res = await fetch(`${base}${path}`, {
    method: 'POST', headers: { authorization: t.bearer(session), 'content-type': 'application/json', origin: base }, body: JSON.stringify(body),
  });
  return { status: res.status, ms: Date.now() - started, body: (await res.json()) as Record<string, any> };
}

const outbox = async (to = '') => (await (await fetch(`${base}/sandbox/outbox.json${to ? `?to=${to}` : ''}`)).json()) as { text: string; language: string }[];

/** The newest code texted to `mobile` once it holds more than `before` messages. */
async function codeTo(mobile: string, before: number): Promise<string> {
  const end = Date.now() + 20_000;
  for (;;) {
    const entries = await outbox(mobile);
    if (entries.length > before) return /\b(\d{6})\b/.exec(entries[0]!.text)![1]!;
    if (Date.now() > end) throw new Error(`no code reached ${mobile}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Asks for a code for the policy as designated, reads it, confirms it. */
async function confirm(purpose: string, policy: object, mobile: string, session = 'test-session') {
  const before = (await outbox(mobile)).length;
  const sent = await call('/api/v1/otp', { purpose, ...policy }, session);
  expect(sent.status).toBe(200);
  const code = await codeTo(mobile, before);
  expect((await call('/api/v1/otp/verify', { purpose, ...policy, code }, session)).status).toBe(200);
}

const documents = (body: object, session?: string) => call('/api/v1/motor/policy-documents/lookup', body, session);
const rop = (body: object, session?: string) => call('/api/v1/motor/rop-resubmissions/lookup', body, session);
const wrongOf = (code: string) => (code === '000000' ? '000001' : '000000');
const browser = (session: string) => ({ clientId: t.app.env.PUBLIC_CLIENT_ID, sessionId: session }) as FastifyRequest;

describe('one-time codes for a policy', () => {
  it('documents by policy number: 403 OTP_REQUIRED without a code; the code goes to the holder mobile on record; then the documents', async () => {
    const lookup = { lookupType: 'policyNo', policyNo: policy1006 };
    const refused = await documents(lookup);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('OTP_REQUIRED');

    const before = (await outbox('96000006')).length;
    const sent = await call('/api/v1/otp', { purpose: 'documents', policyNo: policy1006, language: 'ar' });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({ maskedMobile: '•••• 0006', expiresInSeconds: 300, resendInSeconds: 30 });
    expect(sent.ms).toBeGreaterThanOrEqual(POLICY_SEND_FLOOR_MS - 5);
    const code = await codeTo('96000006', before);
    expect((await outbox('96000006'))[0]!.language).toBe('ar');
    const [row] = await t.app.db.query<{ reference: string; policy_no: string; code_hash: string }>(
      `select reference, policy_no, code_hash from one_time_codes where policy_no = $1 and purpose = 'documents'`, [policy1006],
    );
    expect(row).toMatchObject({ reference: `policy:${policy1006}`, policy_no: policy1006 });
    expect(row!.code_hash).not.toContain(code);

    const wrong = await call('/api/v1/otp/verify', { purpose: 'documents', policyNo: policy1006, code: wrongOf(code) });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error).toMatchObject({ code: 'OTP_WRONG', params: { triesLeft: 4 } });
    expect((await call('/api/v1/otp/verify', { purpose: 'documents', policyNo: policy1006, code })).body.data).toEqual({ verified: true, validForSeconds: 900 });

    const shown = await documents(lookup);
    expect(shown.status).toBe(200);
    expect(shown.body.documents.length).toBeGreaterThan(3);
    expect(await isVerified(t.app, browser('test-session'), 'documents', { policyNo: policy1006 })).toBe(true);
    // Another browser, and another purpose, are not confirmed by it.
    expect((await documents(lookup, 'other-session')).body.error.code).toBe('OTP_REQUIRED');
    expect(await isVerified(t.app, browser('other-session'), 'documents', { policyNo: policy1006 })).toBe(false);
    expect((await rop(lookup)).body.error.code).toBe('OTP_REQUIRED');
    // Past 15 minutes the confirmation is gone.
    await t.app.db.query(`update one_time_codes set verified_at = now() - interval '901 seconds' where policy_no = $1`, [policy1006]);
    expect((await documents(lookup)).body.error.code).toBe('OTP_REQUIRED');
    expect(await isVerified(t.app, browser('test-session'), 'documents', { policyNo: policy1006 })).toBe(false);
  }, 60_000);

  it('ROP status by plate and civil ID, or plate and mobile: the code confirms the details as typed', async () => {
    const plateCivil = { plateNumber: '3002', plateCode: 'R', civilId: '12345010' };
    expect((await rop({ lookupType: 'plateCivil', ...plateCivil })).body.error.code).toBe('OTP_REQUIRED');
    await confirm('rop-status', plateCivil, '71000010');
    const status = await rop({ lookupType: 'plateCivil', ...plateCivil });
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ kind: 'status', message: expect.stringMatching(/under review/) });
    // The row keeps no civil ID: the reference is an HMAC.
    const rows = await t.app.db.query<{ reference: string }>(`select reference from one_time_codes where purpose = 'rop-status'`);
    expect(rows.every((r) => !r.reference.includes('12345010'))).toBe(true);

    const plateMobile = { plateNumber: '3002', plateCode: 'R', mobileNo: '71000010' };
    expect((await rop({ lookupType: 'plateMobile', ...plateMobile })).body.error.code).toBe('OTP_REQUIRED');
    await confirm('rop-status', plateMobile, '71000010');
    expect((await rop({ lookupType: 'plateMobile', ...plateMobile })).status).toBe(200);
    // Whichever way it was designated, the policy counts as confirmed for other features.
    const [policy3002] = await t.app.db.query<{ policy_no: string }>(`select policy_no from one_time_codes where purpose = 'rop-status' and policy_no is not null limit 1`);
    expect(await isVerified(t.app, browser('test-session'), 'rop-status', { policyNo: policy3002!.policy_no })).toBe(true);
  }, 60_000);

  it('an unknown policy or details that do not match: the same answer and timing, a stable masked mobile, nothing sent, every code wrong', async () => {
    const sentBefore = (await outbox()).length;
    const holderBefore = (await outbox('71000010')).length;
    const unknown = { purpose: 'documents', policyNo: 'P/10/0501/2025/999999' };
    const real = await call('/api/v1/otp', { purpose: 'documents', policyNo: policy3001 }, 'timing');
    const fake = await call('/api/v1/otp', unknown, 'stranger');
    const again = await call('/api/v1/otp', unknown, 'stranger-2');
    const mismatch = await call('/api/v1/otp', { purpose: 'documents', plateNumber: '3002', plateCode: 'R', civilId: '12345011' }, 'stranger');
    for (const answer of [fake, again, mismatch]) {
      expect(answer.status).toBe(real.status);
      expect(Object.keys(answer.body.data)).toEqual(Object.keys(real.body.data));
      expect(answer.body.data).toMatchObject({ maskedMobile: expect.stringMatching(/^•••• \d{4}$/), expiresInSeconds: 300, resendInSeconds: 30 });
      expect(answer.ms).toBeGreaterThanOrEqual(POLICY_SEND_FLOOR_MS - 5);
    }
    // Stable for the designation, so asking twice gives nothing away.
    expect(again.body.data.maskedMobile).toBe(fake.body.data.maskedMobile);
    // A resend too soon is refused as for a real code.
    const soonReal = await call('/api/v1/otp', { purpose: 'documents', policyNo: policy3001, resend: true }, 'timing');
    const soonFake = await call('/api/v1/otp', { ...unknown, resend: true }, 'stranger');
    expect([soonReal.status, soonFake.status]).toEqual([429, 429]);
    expect(soonFake.body.error.code).toBe(soonReal.body.error.code);
    // The code screen opened again (a reload): the live code stands for both, alike.
    const reopenedReal = await call('/api/v1/otp', { purpose: 'documents', policyNo: policy3001 }, 'timing');
    const reopenedFake = await call('/api/v1/otp', unknown, 'stranger');
    expect([reopenedReal.status, reopenedFake.status]).toEqual([200, 200]);
    expect(Object.keys(reopenedFake.body.data)).toEqual(Object.keys(reopenedReal.body.data));
    expect(reopenedFake.body.data).toMatchObject({ maskedMobile: fake.body.data.maskedMobile, alreadySent: true });
    expect(reopenedReal.body.data).toMatchObject({ maskedMobile: real.body.data.maskedMobile, alreadySent: true });

    // The tries run down exactly as a wrong code's do.
    const answers = [];
    for (const code of ['123456', '000000', '999999', '424242', '111111', '222222']) answers.push((await call('/api/v1/otp/verify', { ...unknown, code }, 'stranger')).body.error);
    expect(answers.map((e) => e.params?.triesLeft ?? e.code)).toEqual([4, 3, 2, 1, 'OTP_TRIES_USED', 'OTP_TRIES_USED']);
    expect(answers[0].message).toBe('This code is not right. Please check it and try again.');
    // Only the real policy's holder got a message.
    await codeTo('71000010', holderBefore);
    const after = await outbox();
    expect(after.length).toBe(sentBefore + 1);
    expect((await documents({ lookupType: 'policyNo', policyNo: unknown.policyNo }, 'stranger')).body.error.code).toBe('OTP_REQUIRED');
  }, 60_000);

  it('a code expires after 5 minutes; the sandbox control ends this client\'s open codes at once', async () => {
    const subject = { purpose: 'rop-status', policyNo: policy3001 };
    const before = (await outbox('71000010')).length;
    expect((await call('/api/v1/otp', subject, 'expiry')).status).toBe(200);
    expect((await call('/api/v1/otp', subject, 'bystander')).status).toBe(200);
    const code = await codeTo('71000010', before);
    const expire = (session?: string) => fetch(`${base}/sandbox/one-time-codes/expire`, { method: 'POST', headers: session ? { authorization: t.bearer(session) } : {} });
    expect((await expire()).status).toBe(401);
    const ended = await expire('expiry');
    expect(ended.status).toBe(200);
    expect(await ended.json()).toEqual({ expired: 1 });
    const late = await call('/api/v1/otp/verify', { ...subject, code }, 'expiry');
    expect(late.status).toBe(422);
    expect(late.body.error.code).toBe('OTP_EXPIRED');
    // The other browser's code is still open (a wrong code spends a try, not OTP_EXPIRED).
    expect((await call('/api/v1/otp/verify', { ...subject, code: '000000' }, 'bystander')).body.error.code).toBe('OTP_WRONG');
    // A new code may be asked for at once: the expired one no longer holds the spacing.
    expect((await call('/api/v1/otp', subject, 'expiry')).status).toBe(200);
  }, 60_000);

  it('refuses a body that designates no policy, or more than one thing, with a 400', async () => {
    for (const body of [
      { purpose: 'documents' },
      { purpose: 'documents', policyNo: policy1006, quoteNo: 'Q-1' },
      { purpose: 'payment', policyNo: policy1006 },
      { purpose: 'documents', policyNo: policy1006, plateNumber: '1006' },
      { purpose: 'documents', plateNumber: '1006', plateCode: 'B' },
      { purpose: 'documents', plateNumber: '1006', civilId: '12345006' },
      { purpose: 'documents', policyNo: '   ' },
    ]) {
      const res = await call('/api/v1/otp', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
    }
    expect((await call('/api/v1/otp/verify', { purpose: 'documents', code: '123456' })).status).toBe(400);
  });
});
