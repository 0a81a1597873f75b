// Issue 9: a quote number is not a password. Every later call about a quote is refused to a client
// (browser session, or partner client) that did not obtain the quote itself.
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { omanNow } from '../../sandbox/insurer/clock.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { lookUpQuote } from '../testing/test-client.js';
import { issueToken } from '../tokens.js';
import { bindQuote, quoteHolder, requireQuoteBinding } from './quote-binding.js';
import { BINDING_RETENTION_DAYS } from './quote-bindings-repository.js';

let t: TestApp;
const year = omanNow().getUTCFullYear();
const PAYABLE = `10/${year}/0501/Q/900004`;
const PARTNER_SECRET = 'partner-secret-0123456789';

beforeAll(async () => {
  // The lookups of this file all come from one address for one plate: the limits are not under test here.
  t = await createTestApp({ listen: true, env: {
    AUTH_CLIENTS: { 'partner-a': PARTNER_SECRET }, LOOKUP_RATE_PER_MINUTE: 1000, LOOKUP_RATE_PER_PLATE_PER_HOUR: 1000,
    // Each obtained quote is a code to the same mobile (issue 31).
    OTP_SENDS_PER_MOBILE_PER_HOUR: 100, OTP_SENDS_PER_CLIENT_PER_HOUR: 100,
  } });
}, 60_000);
afterAll(() => t?.close());

const call = (authorization: string, method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, headers: { authorization }, payload });
const LOOKUP = { lookupType: 'plateCivil', plateNumber: '1004', plateCode: 'B', civilId: '12345004' };
/** The lookup alone: since issue 31 it answers a handle and binds nothing. */
const lookUp = (authorization: string) => call(authorization, 'POST', '/api/v1/motor/premiums/lookup', LOOKUP);
/** The lookup and its confirmed code, which obtains the quote (issue 31). */
const obtain = (authorization: string) => lookUpQuote(t, '/api/v1/motor/premiums/lookup', LOOKUP, { authorization });

/** Every call about a quote after its lookup, as the summary and payment pages make them. */
const laterCalls = (quoteNo: string) => [
  ['POST', '/api/v1/motor/quotes/communication-preferences', { quoteNo, emailYN: 'Y', emailId: 'attacker@example.com', smsYN: 'N', mobileNo: '91234567', whatsappYN: 'Y', whatsappNo: '91234567' }],
  ['POST', '/api/v1/motor/quotes', { quoteNo, sendSms: 1, mobileNo: '91234567', sendWhatsapp: 1, whatsappNo: '91234567', sendEmail: 1, email: 'attacker@example.com' }],
  ['PUT', '/api/v1/motor/quotes', { quoteNo, quoteStatus: 'Quote', paymentStatus: 'Failed', policyNo: '' }],
  ['POST', '/api/v1/motor/quotes/apply-promo-code', { quoteNo, promoCode: 'WELCOME10' }],
  ['POST', '/api/v1/motor/quotes/plan-status', { quoteNo }],
  ['POST', '/api/v1/motor/quotes/confirm-package', { quoteNo, packageId: '050012', prodId: '0501' }],
  ['POST', '/api/v1/payments/payment-links', { quoteNo }],
] as const;

describe('quote binding', () => {
  it('refuses every later call about a quote to another browser session, and changes nothing', async () => {
    await obtain(t.bearer('owner'));
    // The stranger looked it up too, but confirmed no code: that obtains nothing (issue 31).
    expect((await lookUp(t.bearer('stranger'))).statusCode).toBe(200);
    for (const [method, url, payload] of laterCalls(PAYABLE)) {
      const res = await call(t.bearer('stranger'), method, url, payload);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.code, url).toBe('QUOTE_NOT_OBTAINED');
      expect(res.body, url).not.toMatch(/Maryam|12345004|94000004/);
    }
    const written = await t.app.db.query('select 1 from communication_preferences where quote_no = $1 union all select 1 from quote_records where quote_no = $1', [PAYABLE]);
    expect(written).toEqual([]);
  });

  it('lets the session that looked the quote up go on, also with a renewed token', async () => {
    await obtain(t.bearer('owner-2'));
    const [preferences, record] = laterCalls(PAYABLE);
    expect((await call(t.bearer('owner-2'), preferences[0], preferences[1], preferences[2])).statusCode).toBe(200);
    // A token the server renewed from the old one keeps the session (src/server/routes/auth.test.ts).
    const expired = issueToken(t.app.env.PUBLIC_CLIENT_ID, t.app.env.TOKEN_SECRET, 60, Date.now() - 600_000, 'owner-2').accessToken;
    const renewed = await t.app.inject({
      method: 'POST', url: '/api/v1/auth/token',
      headers: { authorization: `Basic ${Buffer.from('portal-web:').toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'client_credentials', session: expired }).toString(),
    });
    const res = await call(`Bearer ${renewed.json().accessToken as string}`, record[0], record[1], record[2]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.quoteNo).toBe(PAYABLE);
  });

  it('binds a partner client by its id, apart from the browsers, and refuses a token without a session', async () => {
    const partner = `Bearer ${issueToken('partner-a', t.app.env.TOKEN_SECRET, 600).accessToken}`;
    const noSession = `Bearer ${issueToken(t.app.env.PUBLIC_CLIENT_ID, t.app.env.TOKEN_SECRET, 600).accessToken}`;
    expect((await lookUp(noSession)).statusCode).toBe(200);
    const [preferences] = laterCalls(PAYABLE);
    expect((await call(noSession, preferences[0], preferences[1], preferences[2])).statusCode).toBe(403);
    expect((await call(partner, preferences[0], preferences[1], preferences[2])).statusCode).toBe(403);
    expect((await lookUp(partner)).statusCode).toBe(200);
    expect((await call(partner, preferences[0], preferences[1], preferences[2])).statusCode).toBe(403);
    await obtain(partner);
    expect((await call(partner, preferences[0], preferences[1], preferences[2])).statusCode).toBe(200);
  });
});

describe('quote binding of simultaneous lookups', () => {
  it('binds none of the lookups answered together until each session confirms its code, and no other', async () => {
    const sessions = ['together-0', 'together-1', 'together-2', 'together-0', 'together-1'];
    const answers = await Promise.all(sessions.map((session) => lookUp(t.bearer(session))));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const planStatus = (session: string) => call(t.bearer(session), 'POST', '/api/v1/motor/quotes/plan-status', { quoteNo: PAYABLE });
    for (const session of new Set(sessions)) expect((await planStatus(session)).statusCode, session).toBe(403);
    await obtain(t.bearer('together-0'));
    await obtain(t.bearer('together-1'));
    for (const session of ['together-0', 'together-1']) expect((await planStatus(session)).statusCode, session).toBe(200);
    for (const session of ['together-2', 'together-3']) expect((await planStatus(session)).statusCode, session).toBe(403);
  }, 30_000);

  it('writes the bindings of one turn together, the same quote and session twice included', async () => {
    const asking = (sessionId: string) => ({ clientId: t.app.env.PUBLIC_CLIENT_ID, sessionId, log: t.app.log }) as unknown as FastifyRequest;
    const quoteNo = `10/${year}/0501/Q/990001`;
    await Promise.all(['turn-a', 'turn-a', 'turn-b', 'turn-a'].map((session) => bindQuote(t.app, asking(session), quoteNo)));
    await requireQuoteBinding(t.app, asking('turn-a'), quoteNo);
    await requireQuoteBinding(t.app, asking('turn-b'), quoteNo);
    await expect(requireQuoteBinding(t.app, asking('turn-c'), quoteNo)).rejects.toMatchObject({ statusCode: 403 });
  });
});

describe('quote binding retention', () => {
  it('deletes bindings past the retention, keeps younger ones, and sweeps at most hourly', async () => {
    const asking = (sessionId: string) => ({ clientId: t.app.env.PUBLIC_CLIENT_ID, sessionId, log: t.app.log }) as unknown as FastifyRequest;
    const quoteNo = `10/${year}/0501/Q/990002`;
    const [old, recent] = ['old-session', 'recent-session'].map((s) => quoteHolder(asking(s), t.app.env.PUBLIC_CLIENT_ID)!);
    await bindQuote(t.app, asking('old-session'), quoteNo);
    await bindQuote(t.app, asking('recent-session'), quoteNo);
    const age = (holder: string, days: number) =>
      t.app.db.query(`update quote_bindings set bound_at = now() - $3::int * interval '1 day' where quote_no = $1 and holder = $2`, [quoteNo, holder, days]);
    const holders = async () => (await t.app.db.query<{ holder: string }>('select holder from quote_bindings where quote_no = $1', [quoteNo])).map((r) => r.holder);
    await age(old!, BINDING_RETENTION_DAYS + 1);
    await age(recent!, BINDING_RETENTION_DAYS - 1);
    const later = Date.now() + 10 * 3_600_000;
    await t.app.quoteBindingsRepository.sweepOld(later);
    expect(await holders()).toEqual([recent]);
    await expect(requireQuoteBinding(t.app, asking('old-session'), quoteNo)).rejects.toMatchObject({ statusCode: 403 });
    // Within the hour after a sweep nothing is deleted, however old.
    await age(recent!, BINDING_RETENTION_DAYS + 5);
    await t.app.quoteBindingsRepository.sweepOld(later + 60_000);
    expect(await holders()).toEqual([recent]);
  });
});

describe('Cache-Control on personal data', () => {
  it('is no-store on lookups, quote calls and their errors; shared config keeps its own', async () => {
    const lookup = await lookUp(t.bearer('owner'));
    expect(lookup.headers['cache-control']).toBe('no-store');
    const refused = await call(t.bearer('stranger'), 'POST', '/api/v1/payments/payment-links', { quoteNo: PAYABLE });
    expect(refused.headers['cache-control']).toBe('no-store');
    const locale = await t.app.inject({ url: '/api/v1/config/locales/en' });
    expect(locale.headers['cache-control']).not.toBe('no-store');
  });
});
