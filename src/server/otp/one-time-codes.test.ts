// The code rules of POST /api/v1/otp and /otp/verify over real HTTP, the code read from the
// sandbox outbox as a customer reads their phone: hashed, 5 tries, 5-minute expiry, resends spaced
// and limited, sends limited per mobile, and nothing for a client that did not obtain the quote.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { renewalQuoteNo } from '../testing/test-client.js';

let t: TestApp;
let base: string;
// Plate 1001 A: its owner's mobile on the insurer's record is +968 9100 0001.
const MOBILE = '91000001';

beforeAll(async () => {
  t = await createTestApp({ listen: true, env: { OTP_SENDS_PER_MOBILE_PER_HOUR: 7 } });
  base = t.app.localBaseUrl();
}, 60_000);
afterAll(() => t?.close());

async function call(path: string, body: unknown, session = 'test-session') {
  const res = await fetch(`${base}${path}`, {
    method: 'POST', headers: { authorization: t.bearer(session), 'content-type': 'application/json', origin: base }, body: JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, any> };
}

/** The newest code texted to the mobile, once `count` messages have arrived. */
async function codeFromOutbox(count: number): Promise<{ code: string; language: string }> {
  const end = Date.now() + 20_000;
  for (;;) {
    const entries = (await (await fetch(`${base}/sandbox/outbox.json?to=${MOBILE}`)).json()) as { text: string; language: string }[];
    if (entries.length >= count) return { code: /\b(\d{6})\b/.exec(entries[0]!.text)![1]!, language: entries[0]!.language };
    if (Date.now() > end) throw new Error(`${count} messages expected, ${entries.length} arrived`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const rows = (quoteNo: string, purpose: string) => t.app.db.query<{ id: string; code_hash: string; tries: number; sends: number }>(
  'select * from one_time_codes where reference = $1 and purpose = $2 order by created_at desc', [quoteNo, purpose],
);
const backdate = (quoteNo: string, purpose: string, column: 'last_sent_at' | 'expires_at', seconds: number) => t.app.db.query(
  `update one_time_codes set ${column} = now() - make_interval(secs => $3) where reference = $1 and purpose = $2`, [quoteNo, purpose, seconds],
);

describe('one-time codes', () => {
  let quoteNo: string;
  // The renewal lookup's own code (issue 31) is the first message to the mobile.
  let sent = 1;
  beforeAll(async () => {
    quoteNo = await renewalQuoteNo(t);
    // That code confirmed the payment: these rules start from no code.
    await t.app.db.query('delete from one_time_codes');
  });

  it('sends a code to the mobile on record, in the language asked, and keeps only its hash', async () => {
    const res = await call('/api/v1/otp', { purpose: 'payment', quoteNo, language: 'ar' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ maskedMobile: '•••• 0001', expiresInSeconds: 300, resendInSeconds: 30 });
    const { code, language } = await codeFromOutbox(++sent);
    expect(language).toBe('ar');
    const [row] = await rows(quoteNo, 'payment');
    expect(row!.code_hash).not.toContain(code);
    expect(row!.code_hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The message that carried it keeps no code once sent.
    const message = async () => (await t.app.db.query<{ params: object; state: string }>('select params, state from messages where event_key = $1', [`otp:${row!.id}:1`]))[0];
    for (let i = 0; i < 50 && (await message())?.state !== 'sent'; i++) await new Promise((r) => setTimeout(r, 100));
    expect(await message()).toEqual({ params: {}, state: 'sent' });

    const wrong = await call('/api/v1/otp/verify', { purpose: 'payment', quoteNo, code: code === '000000' ? '000001' : '000000' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error).toMatchObject({ code: 'OTP_WRONG', params: { triesLeft: 4 } });
    // Right code, but for another purpose: nothing to verify there.
    expect((await call('/api/v1/otp/verify', { purpose: 'contact-change', quoteNo, code })).body.error.code).toBe('OTP_EXPIRED');
    const right = await call('/api/v1/otp/verify', { purpose: 'payment', quoteNo, code });
    expect(right.status).toBe(200);
    expect(right.body.data).toEqual({ verified: true, validForSeconds: 900 });
    expect(await t.app.otpRepository.verifiedWithin({ holder: (await t.app.db.query<{ holder: string }>('select holder from one_time_codes limit 1'))[0]!.holder, purpose: 'payment', reference: quoteNo }, 900)).toBe(true);
    // A code is good once.
    expect((await call('/api/v1/otp/verify', { purpose: 'payment', quoteNo, code })).body.error.code).toBe('OTP_EXPIRED');
    // Confirmed within its 15 minutes: another code screen for the step sends nothing and moves on.
    const again = await call('/api/v1/otp', { purpose: 'payment', quoteNo });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ confirmed: true, validForSeconds: 900 });
    expect((await call('/api/v1/otp', { purpose: 'payment', quoteNo }, 'stranger')).body.error.code).toBe('QUOTE_NOT_OBTAINED');
  }, 30_000);

  it('five wrong tries end a code, even before the right one', async () => {
    expect((await call('/api/v1/otp', { purpose: 'documents', quoteNo })).status).toBe(200);
    const { code } = await codeFromOutbox(++sent);
    const wrongCode = code === '999999' ? '999998' : '999999';
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await call('/api/v1/otp/verify', { purpose: 'documents', quoteNo, code: wrongCode }));
    expect(answers.map((a) => a.body.error.params?.triesLeft ?? a.body.error.code)).toEqual([4, 3, 2, 1, 'OTP_TRIES_USED']);
    expect((await call('/api/v1/otp/verify', { purpose: 'documents', quoteNo, code })).body.error.code).toBe('OTP_TRIES_USED');
  }, 30_000);

  it('a code expires after 5 minutes', async () => {
    expect((await call('/api/v1/otp', { purpose: 'rop-status', quoteNo })).status).toBe(200);
    const { code } = await codeFromOutbox(++sent);
    await backdate(quoteNo, 'rop-status', 'expires_at', 1);
    const res = await call('/api/v1/otp/verify', { purpose: 'rop-status', quoteNo, code });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('OTP_EXPIRED');
  }, 30_000);

  it('resends are 30 s apart and three at most; a resend replaces the code and keeps the tries', async () => {
    expect((await call('/api/v1/otp', { purpose: 'contact-change', quoteNo })).status).toBe(200);
    const first = (await codeFromOutbox(++sent)).code;
    await call('/api/v1/otp/verify', { purpose: 'contact-change', quoteNo, code: first === '123123' ? '321321' : '123123' });
    const soon = await call('/api/v1/otp', { purpose: 'contact-change', quoteNo, resend: true });
    expect(soon.status).toBe(429);
    expect(Number(soon.headers.get('retry-after'))).toBeGreaterThan(20);
    // The code screen opened again (a reload) within the spacing: the live code stands, none is sent.
    const reopened = await call('/api/v1/otp', { purpose: 'contact-change', quoteNo });
    expect(reopened.status).toBe(200);
    expect(reopened.body.data).toMatchObject({ maskedMobile: '•••• 0001', alreadySent: true, expiresInSeconds: expect.any(Number) });
    expect(reopened.body.data.resendInSeconds).toBeGreaterThan(20);
    expect(await rows(quoteNo, 'contact-change')).toMatchObject([{ sends: 1 }]);
    await backdate(quoteNo, 'contact-change', 'last_sent_at', 31);
    expect((await call('/api/v1/otp', { purpose: 'contact-change', quoteNo, resend: true })).status).toBe(200);
    const second = (await codeFromOutbox(++sent)).code;
    const [row] = await rows(quoteNo, 'contact-change');
    expect(row).toMatchObject({ sends: 2, tries: 1 });
    if (first !== second) expect((await call('/api/v1/otp/verify', { purpose: 'contact-change', quoteNo, code: first })).body.error.params.triesLeft).toBe(3);
    await backdate(quoteNo, 'contact-change', 'last_sent_at', 31);
    expect((await call('/api/v1/otp', { purpose: 'contact-change', quoteNo, resend: true })).status).toBe(200);
    ++sent;
    await backdate(quoteNo, 'contact-change', 'last_sent_at', 31);
    const fourth = await call('/api/v1/otp', { purpose: 'contact-change', quoteNo, resend: true });
    expect(fourth.status).toBe(429);
    expect(fourth.body.error.code).toBe('RATE_LIMITED');
    // No resend left: opening the screen again shows the live code and the wait until it expires.
    const spent = await call('/api/v1/otp', { purpose: 'contact-change', quoteNo });
    expect(spent.body.data).toMatchObject({ alreadySent: true });
    expect(spent.body.data.resendInSeconds).toBe(spent.body.data.expiresInSeconds);
  }, 30_000);

  it('limits the codes sent to one mobile in an hour', async () => {
    // Seven went out (the lookup's, then payment, documents, rop-status, contact-change three times): the limit.
    await t.app.db.query(`update one_time_codes set expires_at = now() - interval '1 second'`);
    const res = await call('/api/v1/otp', { purpose: 'my-data', quoteNo });
    expect(res.status).toBe(429);
    expect(res.body.error.code).toBe('RATE_LIMITED');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(60);
  });

  it('tells a client that did not obtain the quote nothing, whether the quote exists or not', async () => {
    const known = await call('/api/v1/otp', { purpose: 'payment', quoteNo }, 'stranger');
    const unknown = await call('/api/v1/otp', { purpose: 'payment', quoteNo: 'Q-NO-SUCH-1' }, 'stranger');
    expect([known.status, unknown.status]).toEqual([403, 403]);
    expect(known.body.error.code).toBe('QUOTE_NOT_OBTAINED');
    expect(unknown.body.error.code).toBe('QUOTE_NOT_OBTAINED');
    expect(known.body.error.message).toBe(unknown.body.error.message);
    expect((await call('/api/v1/otp/verify', { purpose: 'payment', quoteNo, code: '123456' }, 'stranger')).status).toBe(403);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    for (const body of [
      { quoteNo }, { purpose: 'payment' }, { purpose: 'lottery', quoteNo }, { purpose: 'payment', quoteNo, mobile: '91234567' },
      { purpose: 'payment', quoteNo, channel: 'pigeon' }, { purpose: 'payment', quoteNo: '   ' },
    ]) expect((await call('/api/v1/otp', body)).status).toBe(400);
    for (const code of ['12345', '1234567', '12a456', 123456]) {
      const res = await call('/api/v1/otp/verify', { purpose: 'payment', quoteNo, code });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
    }
  });
});
