// Policy delivery (issue 24, item 3) over real HTTP, on PGlite or TEST_DATABASE_URL's PostgreSQL:
// an issued policy queues one message per chosen channel in the customer's language, however
// often and from however many rounds it is settled; the link in the messages opens the policy's
// documents and expires; "send again" needs a code for that policy; the staff list needs staff.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insurerFor } from '../adapters/insurer/index.js';
import { documentToken } from '../motor/document-links.js';
import { settleDuePayments } from '../payments/settler.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { apiClient, confirmCode, confirmPolicyCode, renewalQuoteNo } from '../testing/test-client.js';
import { signInStaff } from '../testing/test-staff.js';
import { queueIssuedDelivery } from './policy-delivery.js';
import { policyLinkToken, readPolicyLinkToken } from './policy-link.js';

let t: TestApp;
let base: string;
const api = (method: string, path: string, body?: unknown) => apiClient(t)(method, path, body);

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  base = t.app.localBaseUrl();
  await fetch(`${base}/sandbox/insurer/_reset`, { method: 'POST' });
}, 60_000);
afterAll(() => t?.close());

const MOBILE = '91000011';
const WHATSAPP = '91000012';
const EMAIL = `owner-${Date.now()}@example.om`;

interface Outboxed { channel: string; to: string; language: string; text: string; links: string[]; sentAt: string }
const outbox = async (to: string): Promise<Outboxed[]> => (await (await fetch(`${base}/sandbox/outbox.json?to=${encodeURIComponent(to)}`)).json()) as Outboxed[];

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 250));
  }
}

const messagesOf = (policyNo: string) => t.app.db.query<{ event_key: string; channel: string; recipient: string; language: string; state: string; params: { link: string } }>(
  'select event_key, channel, recipient, language, state, params from messages where reference = $1 order by event_key', [policyNo],
);

/** A renewal paid in Arabic at the sandbox checkout: the policy number and the order. */
async function issuePolicy(prefs: { whatsapp: boolean; email: boolean }) {
  await fetch(`${base}/sandbox/insurer/_reset`, { method: 'POST' });
  const quoteNo = await renewalQuoteNo(t);
  await confirmCode(t, quoteNo);
  const record = {
    quoteNo, sendSms: 1, mobileNo: MOBILE, sendWhatsapp: prefs.whatsapp ? 1 : 0, sameAsMobileNo: 0, whatsappNo: prefs.whatsapp ? WHATSAPP : '',
    sendEmail: prefs.email ? 1 : 0, email: prefs.email ? EMAIL : '', quoteStatus: 'Created', paymentStatus: 'Initiated',
  };
  const saved = await api('POST', '/api/v1/motor/quotes', record);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const link = await api('POST', '/api/v1/payments/payment-links', { quoteNo, language: 'ar' });
  expect(link.status).toBe(200);
  const page = await (await fetch(`${base}${link.body.data as string}`)).text();
  const trackingId = /\/checkout\/(\d{12})"/.exec(page)?.[1];
  const done = await (await fetch(`${base}/sandbox/pay/checkout/${trackingId}`, {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ action: 'pay', card_number: '4111111111111111' }).toString(),
  })).text();
  const orderNo = /name="orderNo" value="([^"]+)"/.exec(done)?.[1] ?? '';
  const encResp = /name="encResp" value="([0-9a-f]+)"/.exec(done)?.[1] ?? '';
  await fetch(`${base}/api/v1/payments/gateway-response`, {
    method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ encResp, orderNo }).toString(),
  });
  await t.app.db.query(`update payments set created_at = now() - interval '5 minutes' where order_id = $1`, [orderNo]);
  // The customer's page three times and two settler rounds (as from two processes), at once.
  const settler = { intervalMs: 60_000, backoffSeconds: 30, maxBackoffSeconds: 600, giveUpHours: 72 };
  const results = await Promise.all([
    api('GET', `/api/v1/payments/payment-responses?br=${orderNo}`), api('GET', `/api/v1/payments/payment-responses?br=${orderNo}`),
    settleDuePayments(t.app, settler), settleDuePayments(t.app, settler), api('GET', `/api/v1/payments/payment-responses?br=${orderNo}`),
  ]);
  const answer = (results[0] as Awaited<ReturnType<typeof api>>).body.data as { paid: boolean; policyNo: string };
  expect(answer.paid).toBe(true);
  return { quoteNo, orderNo, policyNo: answer.policyNo };
}

const tokenOf = (link: string) => new URL(link).searchParams.get('d') ?? '';

describe('a policy issued', () => {
  let policyNo = '';
  let quoteNo = '';
  let orderNo = '';

  it('queues WhatsApp, e-mail and the SMS link once each, in the customer\'s language, however often it is settled', async () => {
    ({ policyNo, quoteNo, orderNo } = await issuePolicy({ whatsapp: true, email: true }));
    // A repeat of the issue's delivery (another process finishing the same policy) adds nothing.
    await Promise.all([1, 2, 3].map(() => t.app.db.transaction((tx) => queueIssuedDelivery(t.app, tx, {
      policyNo, quoteNo, partnerId: 'default', language: 'ar', siteOrigin: base,
    }, t.app.log))));
    const rows = await messagesOf(policyNo);
    expect(rows.map((r) => [r.event_key, r.channel, r.recipient, r.language])).toEqual([
      [`policy-issued:${policyNo}:email`, 'email', EMAIL, 'ar'],
      [`policy-issued:${policyNo}:sms`, 'sms', MOBILE, 'ar'],
      [`policy-issued:${policyNo}:whatsapp`, 'whatsapp', WHATSAPP, 'ar'],
    ]);
    const page = await api('GET', `/api/v1/payments/payment-responses?br=${orderNo}`);
    expect([...page.body.data.sentBy].sort()).toEqual(['email', 'sms', 'whatsapp']);
  }, 90_000);

  it('the messages arrive in Arabic with a link that opens the policy\'s documents', async () => {
    const mail = await until(() => outbox(EMAIL), (m) => m.length > 0);
    const whatsapp = await until(() => outbox(WHATSAPP), (m) => m.some((x) => x.channel === 'whatsapp'));
    expect(mail[0]).toMatchObject({ channel: 'email', language: 'ar' });
    expect(mail[0]!.text).toContain(policyNo);
    const link = mail[0]!.links.find((l) => l.includes('/motor-insurance/my-documents?d='));
    expect(link, JSON.stringify(mail[0])).toBeTruthy();
    expect(whatsapp.find((m) => m.channel === 'whatsapp')!.links).toContain(link);
    const opened = await api('POST', '/api/v1/motor/policy-documents/link', { token: tokenOf(link!) });
    expect(opened.status).toBe(200);
    expect(opened.body.data.policyNo).toBe(policyNo);
    const documents = opened.body.data.documents as { label: string; url: string }[];
    expect(documents.length).toBeGreaterThan(0);
    const pdf = await fetch(`${base}${documents[0]!.url}`, { headers: { authorization: t.bearer() } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('pdf');
    const rows = await until(() => messagesOf(policyNo), (r) => r.every((m) => m.state === 'sent'));
    expect(rows.map((r) => r.state)).toEqual(['sent', 'sent', 'sent']);
  }, 60_000);

  it('the link expires, and no other token, tampered or another partner\'s, opens anything', async () => {
    const days = t.app.env.POLICY_LINK_DAYS;
    const token = policyLinkToken({ policyNo, partnerId: 'default' }, days);
    expect(readPolicyLinkToken(token)).toEqual({ policyNo, partnerId: 'default' });
    expect(readPolicyLinkToken(token, Date.now() + days * 86_400_000 + 1000)).toBeNull();
    const old = policyLinkToken({ policyNo, partnerId: 'default' }, days, Date.now() - (days * 86_400_000 + 1000));
    const tampered = `${token.slice(0, 20)}${token[20] === 'A' ? 'B' : 'A'}${token.slice(21)}`;
    for (const bad of [old, tampered, documentToken('https://insurer.example/doc/1'), policyLinkToken({ policyNo, partnerId: 'demo-partner' }, days)]) {
      const res = await api('POST', '/api/v1/motor/policy-documents/link', { token: bad });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('DOCUMENT_LINK_INVALID');
    }
  });

  it('"send again" needs a code for that policy, sends per request id once, and is limited', async () => {
    const resend = (requestId: string, session = 'test-session') => fetch(`${base}/api/v1/motor/policy-documents/resend`, {
      method: 'POST', headers: { authorization: t.bearer(session), 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ policyNo, requestId, language: 'en' }),
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, any> }));
    const first = randomUUID();
    const refused = await resend(first);
    expect(refused.status, JSON.stringify(refused.body)).toBe(403);
    expect(refused.body.error.code).toBe('OTP_REQUIRED');
    // The customer confirms a `documents` code for this policy (sent to the mobile on the insurer's record).
    await confirmPolicyCode(t, { policyNo }, 'documents');
    // Another browser's code is not this one's.
    expect((await resend(first, 'another-session')).body.error.code).toBe('OTP_REQUIRED');
    const sent = await resend(first);
    expect(sent.status).toBe(200);
    expect([...sent.body.data.channels].sort()).toEqual(['email', 'sms', 'whatsapp']);
    expect((await resend(first)).status).toBe(200); // a retry of the same press
    const resent = (await messagesOf(policyNo)).filter((r) => r.event_key.startsWith('policy-resend:'));
    expect(resent.map((r) => [r.channel, r.language])).toEqual([['email', 'en'], ['sms', 'en'], ['whatsapp', 'en']]);
    expect(resent.every((r) => r.event_key.includes(first))).toBe(true);
    const limit = t.app.env.DOCUMENT_RESENDS_PER_POLICY_PER_HOUR;
    for (let i = 1; i < limit; i++) expect((await resend(randomUUID())).status).toBe(200);
    const over = await resend(randomUUID());
    expect(over.status).toBe(429);
    expect((await messagesOf(policyNo)).filter((r) => r.event_key.startsWith('policy-resend:'))).toHaveLength(3 * limit);
  }, 30_000);

  it('lists the deliveries to staff only, recipients masked', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/staff/deliveries?policyNo=${encodeURIComponent(policyNo)}` })).statusCode).toBe(401);
    const staff = await signInStaff(t.app, 'editor');
    const res = await t.app.inject({ method: 'GET', url: `/api/staff/deliveries?policyNo=${encodeURIComponent(policyNo.slice(0, -2))}&limit=200`, headers: { cookie: staff.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    const rows = (res.json() as { data: { policyNo: string; kind: string; channel: string; recipient: string; state: string; attempts: number }[] }).data;
    const issued = rows.filter((r) => r.policyNo === policyNo && r.kind === 'issued');
    expect(issued.map((r) => r.channel).sort()).toEqual(['email', 'sms', 'whatsapp']);
    expect(issued.find((r) => r.channel === 'sms')).toMatchObject({ recipient: '•••• 0011', state: 'sent', attempts: 1 });
    expect(issued.find((r) => r.channel === 'email')!.recipient).toBe('o•••@example.om');
    expect(JSON.stringify(rows)).not.toContain(MOBILE);
    expect(JSON.stringify(rows)).not.toContain('my-documents');
    const failed = await t.app.inject({ method: 'GET', url: `/api/staff/deliveries?state=failed&policyNo=${encodeURIComponent(policyNo)}`, headers: { cookie: staff.cookie } });
    expect((failed.json() as { data: unknown[] }).data).toEqual([]);
  });

  it('sends only what the customer chose: WhatsApp without e-mail -> WhatsApp and the SMS link, and the page says so', async () => {
    const other = await issuePolicy({ whatsapp: true, email: false });
    expect((await messagesOf(other.policyNo)).map((r) => r.channel)).toEqual(['sms', 'whatsapp']);
    const page = await api('GET', `/api/v1/payments/payment-responses?br=${other.orderNo}`);
    expect([...page.body.data.sentBy].sort()).toEqual(['sms', 'whatsapp']);
  }, 90_000);
});

describe('a policy not issued by this portal (bought at a branch)', () => {
  it('"send again" after its code sends the SMS link to the insurer\'s mobile on record, the one the code went to', async () => {
    const { policyNo } = await insurerFor(t.app, t.app.log).getPolicyDtls({ plateNo: '1006', registrationMark: 'B', civilId: '12345006', mobileNo: '', policyNo: '', srcBusId: 'CP' });
    const resend = () => fetch(`${base}/api/v1/motor/policy-documents/resend`, {
      method: 'POST', headers: { authorization: t.bearer('branch-session'), 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ policyNo, requestId: randomUUID(), language: 'ar' }),
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, any> }));
    expect((await resend()).body.error.code).toBe('OTP_REQUIRED');
    await confirmPolicyCode(t, { plateNumber: '1006', plateCode: 'B', civilId: '12345006' }, 'documents', 'branch-session');
    const sent = await resend();
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data.channels).toEqual(['sms']);
    const [sms] = (await messagesOf(policyNo)).filter((r) => r.event_key.startsWith('policy-resend:'));
    expect(sms).toMatchObject({ channel: 'sms', recipient: '96000006', language: 'ar' });
    expect(sms!.params.link.startsWith(base)).toBe(true);
  });
});
