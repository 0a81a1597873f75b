// Issue 31: a lookup answers nobody's personal data before the one-time code. Quote numbers are
// sequential and plates are on the cars, so a stranger with the right plate, number or mobile gets
// an opaque handle and nothing else; the quote reaches only the client that confirmed its code.
// Over real HTTP against the sandbox insurer (docs/sandbox.md, "The insurer's test data").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { omanNow } from '../../../sandbox/insurer/clock.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { lookUpQuote } from '../../testing/test-client.js';

let t: TestApp;
let base: string;
const year = omanNow().getUTCFullYear();
const RENEWALS = '/api/v1/motor/renewals/lookup';
const PREMIUMS = '/api/v1/motor/premiums/lookup';

beforeAll(async () => {
  t = await createTestApp({
    listen: true,
    env: { LOOKUP_RATE_PER_MINUTE: 1000, LOOKUP_RATE_PER_PLATE_PER_HOUR: 1000, OTP_SENDS_PER_CLIENT_PER_HOUR: 100, OTP_SENDS_PER_MOBILE_PER_HOUR: 100 },
  });
  base = t.app.localBaseUrl();
}, 60_000);
afterAll(() => t?.close());

async function call(path: string, body: unknown, session: string) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST', headers: { authorization: t.bearer(session), 'content-type': 'application/json', origin: base }, body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text) as Record<string, any> };
}

/** Every personal value of a quote (and its premium) as the owner sees it after the code. */
function personalValues(quote: Record<string, any>, premium?: { amount: string }): string[] {
  const values = [
    quote.insuredName, quote.civilId, quote.mobileNo, String(quote.mobileNo ?? '').replace(/\D/g, '').slice(-8), quote.eMailId, quote.whatsappNo,
    quote.chassisNo, quote.carName, quote.modelName, quote.policyNo, quote.previousPolicyNo, quote.vehicleValue,
    ...((quote.packages ?? []) as { premiumAmt: string }[]).map((p) => p.premiumAmt), premium?.amount,
  ];
  return [...new Set(values.filter((v): v is string => typeof v === 'string' && v.trim().length >= 4 && v !== 'N/A'))];
}

/** The whole answer, as text, holds none of the values. */
function expectNothingOf(text: string, values: string[]): void {
  for (const value of values) expect(text, `"${value}" in ${text}`).not.toContain(value);
}

// Each journey by each of its tabs; the owner's numbers are the seeded ones (the pay page's mobile has 10 digits).
const cases = (renewalQuoteNo: () => string) => [
  { journey: 'renew', path: RENEWALS, tab: 'plate + civil ID', body: () => ({ lookupType: 'plateCivil', plateNumber: '1001', plateCode: 'A', civilId: '08123456' }) },
  { journey: 'renew', path: RENEWALS, tab: 'plate + mobile', body: () => ({ lookupType: 'plateMobile', plateNumber: '1001', plateCode: 'A', mobileNo: '91000001' }) },
  { journey: 'renew', path: RENEWALS, tab: 'quote number', body: () => ({ lookupType: 'quoteNo', quoteNo: renewalQuoteNo() }) },
  { journey: 'pay premium', path: PREMIUMS, tab: 'plate + civil ID', body: () => ({ lookupType: 'plateCivil', plateNumber: '1004', plateCode: 'B', civilId: '12345004' }) },
  { journey: 'pay premium', path: PREMIUMS, tab: 'plate + mobile', body: () => ({ lookupType: 'plateMobile', plateNumber: '1004', plateCode: 'B', mobileNo: '0094000004' }) },
  { journey: 'pay premium', path: PREMIUMS, tab: 'quote number', body: () => ({ lookupType: 'quoteNo', quoteNo: `10/${year}/0501/Q/900004` }) },
] as const;

describe('a stranger with the right plate, number or mobile gets nothing personal', () => {
  // What the owners see once they confirmed their codes: the values nobody else may get.
  let renewal: { quote: Record<string, any>; premium?: { amount: string } };
  let premium: { quote: Record<string, any>; premium?: { amount: string } };
  beforeAll(async () => {
    renewal = await lookUpQuote(t, RENEWALS, { lookupType: 'plateCivil', plateNumber: '1001', plateCode: 'A', civilId: '08123456' }, 'owner-1001');
    premium = await lookUpQuote(t, PREMIUMS, { lookupType: 'plateCivil', plateNumber: '1004', plateCode: 'B', civilId: '12345004' }, 'owner-1004');
    expect(premium.quote.insuredName).toBe('Maryam Al Lawati');
  }, 60_000);

  for (const c of cases(() => renewal.quote.quoteNo as string)) {
    it(`${c.journey}, ${c.tab}: the lookup answers only a handle, the code screen a masked mobile`, async () => {
      const owner = c.journey === 'renew' ? renewal : premium;
      const secrets = personalValues(owner.quote, owner.premium);
      expect(secrets).toEqual(expect.arrayContaining([owner.quote.insuredName, owner.quote.civilId, owner.quote.chassisNo]));
      const stranger = `stranger-${c.journey}-${c.tab}`;

      const lookup = await call(c.path, c.body(), stranger);
      expect(lookup.status).toBe(200);
      expect(Object.keys(lookup.body)).toEqual(['lookup']);
      expect(lookup.body.lookup).toMatch(/^[A-Za-z0-9_-]+$/);
      expectNothingOf(lookup.text, [...secrets, owner.quote.quoteNo as string].filter((v) => !JSON.stringify(c.body()).includes(v)));

      // The code screen: the masked mobile and the code's timings, nothing else.
      const sent = await call('/api/v1/otp', { purpose: 'payment', lookup: lookup.body.lookup }, stranger);
      expect(sent.status).toBe(200);
      expect(sent.body).toEqual({ data: { maskedMobile: `•••• ${String(owner.quote.mobileNo).slice(-4)}`, expiresInSeconds: 300, resendInSeconds: 30 } });
      const wrong = await call('/api/v1/otp/verify', { purpose: 'payment', lookup: lookup.body.lookup, code: '000000' }, stranger);
      expect(wrong.status).toBe(422);
      expectNothingOf(wrong.text, secrets);

      // The quote is not theirs: every call about it is refused, and the handle is theirs alone.
      const plan = await call('/api/v1/motor/quotes/plan-status', { quoteNo: owner.quote.quoteNo }, stranger);
      expect(plan.body.error?.code).toBe('QUOTE_NOT_OBTAINED');
      const other = await call('/api/v1/otp', { purpose: 'payment', lookup: lookup.body.lookup }, `${stranger}-2`);
      expect(other.status).toBe(403);
      expect(other.body.error.code).toBe('QUOTE_NOT_OBTAINED');
      expectNothingOf(other.text, secrets);
    }, 30_000);
  }

  it('a handle tells nothing: same length for every quote, useless forged or for another purpose', async () => {
    const a = await call(RENEWALS, { lookupType: 'plateCivil', plateNumber: '1001', plateCode: 'A', civilId: '08123456' }, 'handles');
    const b = await call(PREMIUMS, { lookupType: 'plateCivil', plateNumber: '1004', plateCode: 'B', civilId: '12345004' }, 'handles');
    expect(a.body.lookup).toHaveLength(b.body.lookup.length);
    const forged = `${a.body.lookup.slice(0, -2)}${a.body.lookup.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await call('/api/v1/otp', { purpose: 'payment', lookup: forged }, 'handles')).body.error.code).toBe('QUOTE_NOT_OBTAINED');
    const documents = await call('/api/v1/otp', { purpose: 'documents', lookup: a.body.lookup }, 'handles');
    expect(documents.status).toBe(400);
  });

  it('the refusals the spec shows stay (too early, expired, status) and carry nothing personal', async () => {
    const early = await call(RENEWALS, { lookupType: 'plateMobile', plateNumber: '1002', plateCode: 'A', mobileNo: '92000002' }, 'refused');
    expect(early.body.error.code).toBe('RENEWAL_TOO_EARLY');
    const expired = await call(RENEWALS, { lookupType: 'plateCivil', plateNumber: '1003', plateCode: 'A', civilId: '12345003' }, 'refused');
    expect(expired.body.error.code).toBe('POLICY_EXPIRED');
    const status = await call(RENEWALS, { lookupType: 'quoteNo', quoteNo: `10/${year}/0502/Q/900005` }, 'refused');
    expect(status.body.error.code).toBe('QUOTE_STATUS_INVALID');
    for (const answer of [early, expired, status]) {
      expect(Object.keys(answer.body)).toEqual(['error']);
      // The request id is a random UUID: its hex digits can spell a mobile number (seen once: …1c982833941f).
      const said = answer.text.replace(/"requestId":"[0-9a-f-]+"/, '"requestId":""');
      expect(said).not.toMatch(/Al [A-Z]|9[0-9]{7}|1234500[0-9]|chassis/i);
    }
  });

  it('documents and ROP by policy number or plate answer 403 OTP_REQUIRED before the insurer, with nothing personal', async () => {
    for (const [path, body] of [
      ['/api/v1/motor/policy-documents/lookup', { lookupType: 'plateCivil', plateNumber: '1006', plateCode: 'B', civilId: '12345006' }],
      ['/api/v1/motor/policy-documents/lookup', { lookupType: 'plateMobile', plateNumber: '1006', plateCode: 'B', mobileNo: '96000006' }],
      ['/api/v1/motor/policy-documents/lookup', { lookupType: 'policyNo', policyNo: `P/10/0501/${year}/900006` }],
      ['/api/v1/motor/rop-resubmissions/lookup', { lookupType: 'plateCivil', plateNumber: '3001', plateCode: 'R', civilId: '12345010' }],
      ['/api/v1/motor/rop-resubmissions/lookup', { lookupType: 'plateMobile', plateNumber: '3001', plateCode: 'R', mobileNumber: '71000010' }],
    ] as const) {
      const res = await call(path, body, 'stranger-policies');
      expect(res.status, `${path} ${JSON.stringify(body)}: ${res.text}`).toBe(403);
      expect(res.body.error.code).toBe('OTP_REQUIRED');
      expect(res.text).not.toMatch(/Al [A-Z]|Aisha|Hamed|P\/10\/|~~|documents\//);
    }
  });

  it('the confirmed code releases the quote to its client only, who may then go on with it', async () => {
    const mine = await lookUpQuote(t, PREMIUMS, { lookupType: 'quoteNo', quoteNo: `10/${year}/0501/Q/900004` }, 'confirmer');
    expect(mine.quote).toMatchObject({ quoteNo: `10/${year}/0501/Q/900004`, insuredName: 'Maryam Al Lawati', civilId: '12345004' });
    expect((await call('/api/v1/motor/quotes/plan-status', { quoteNo: mine.quote.quoteNo }, 'confirmer')).status).toBe(200);
    // The summary's code screen after the lookup's: already confirmed, nothing is sent again.
    expect((await call('/api/v1/otp', { purpose: 'payment', quoteNo: mine.quote.quoteNo }, 'confirmer')).body).toEqual({ data: { confirmed: true, validForSeconds: 900 } });
  }, 30_000);
});
