// Issue 24, item 6: a customer downloads their own data (PGlite, and PostgreSQL with
// TEST_DATABASE_URL): only the client that obtained the quote, only after a one-time code for
// `my-data`, only that quote's rows, as a JSON attachment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { apiClient, confirmCode, renewalQuoteNo } from '../testing/test-client.js';

let t: TestApp;
let quoteNo: string;
beforeAll(async () => {
  t = await createTestApp({ listen: true, env: { LOOKUP_RATE_PER_MINUTE: 1000, LOOKUP_RATE_PER_PLATE_PER_HOUR: 1000 } });
  quoteNo = await renewalQuoteNo(t);
}, 60_000);
afterAll(async () => t?.close());

async function download(session = 'test-session', body: unknown = { quoteNo }) {
  const base = t.app.localBaseUrl();
  const res = await fetch(`${base}/api/v1/my-data`, {
    method: 'POST', headers: { authorization: t.bearer(session), 'content-type': 'application/json', origin: base }, body: JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, any> };
}

describe('POST /api/v1/my-data', () => {
  it('refuses a client that did not obtain the quote, and one without a confirmed code', async () => {
    const stranger = await download('stranger');
    expect(stranger.status).toBe(403);
    expect(stranger.body.error.code).toBe('QUOTE_NOT_OBTAINED');
    const unknown = await download('stranger', { quoteNo: 'Q-NO-SUCH' });
    expect({ ...unknown.body.error, requestId: '' }).toEqual({ ...stranger.body.error, requestId: '' });
    const noCode = await download();
    expect(noCode.status).toBe(403);
    expect(noCode.body.error.code).toBe('OTP_REQUIRED');
    // A code for another step does not open the download.
    await confirmCode(t, quoteNo, 'payment');
    expect((await download()).body.error.code).toBe('OTP_REQUIRED');
  }, 60_000);

  it("answers the customer's own leads, consents, quotes, payments and messages as a file, and nobody else's", async () => {
    // The customer's lead (with its consents), then their quote record naming it.
    const api = apiClient(t);
    const lead = await api('POST', '/api/v1/motor/leads', { selectedOption: 'Renew Policy', acceptPrivacyPolicy: true, acceptMarketing: true, name: 'Ahmed', mobileNo: '91000001' });
    const transId = lead.body.data as string;
    await t.app.db.query(`insert into quote_records (quote_no, partner_id, trans_id, mobile_no) values ($1, 'default', $2, '91000001')`, [quoteNo, transId]);
    await t.app.db.query(`insert into payments (order_id, quote_no, partner_id, amount_baiza, premium_baiza, currency, enc_resp) values ('mine1', $1, 'default', 5000, 5000, 'OMR', 'SECRET-ENC')`, [quoteNo]);
    // Someone else's lead, quote and payment.
    const other = await api('POST', '/api/v1/motor/leads', { selectedOption: 'Buy Policy', acceptPrivacyPolicy: true, name: 'Other Person', mobileNo: '92222222' });
    await t.app.db.query(`insert into quote_records (quote_no, partner_id, trans_id, mobile_no) values ('Q-OTHER', 'default', $1, '92222222')`, [other.body.data]);
    await t.app.db.query(`insert into payments (order_id, quote_no, partner_id, amount_baiza, premium_baiza, currency) values ('theirs1', 'Q-OTHER', 'default', 7000, 7000, 'OMR')`);

    await confirmCode(t, quoteNo, 'my-data');
    const res = await download();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="my-data-[A-Za-z0-9_-]+\.json"$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const data = res.body;
    expect(data.quoteNo).toBe(quoteNo);
    expect(data.leads).toEqual([expect.objectContaining({ trans_id: transId, name: 'Ahmed', mobile_no: '91000001' })]);
    expect(data.consents.map((c: { kind: string; accepted: boolean }) => [c.kind, c.accepted])).toEqual([['privacy', true], ['marketing', true]]);
    expect(data.quotes).toEqual([expect.objectContaining({ quote_no: quoteNo, trans_id: transId })]);
    expect(data.payments).toEqual([expect.objectContaining({ reference: 'mine1', amount_baiza: 5000 })]);
    // The one-time codes sent to the customer's mobile, without the codes.
    expect(data.messages.length).toBeGreaterThanOrEqual(2);
    for (const m of data.messages) expect(m).toMatchObject({ recipient: '91000001', template: 'otpCode', params: null });
    const text = JSON.stringify(data);
    expect(text).not.toMatch(/Other Person|92222222|Q-OTHER|theirs1|SECRET-ENC/);
  }, 60_000);

  it('refuses bad input with a 400', async () => {
    for (const body of [{}, { quoteNo: '' }, { quoteNo: 'x'.repeat(41) }, { quoteNo, extra: 1 }]) expect((await download('test-session', body)).status).toBe(400);
  });
});
