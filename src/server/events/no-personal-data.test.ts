// Step events carry no personal data (issue 34): a visit goes the whole way, landing to policy
// (lead, premium lookup with its code, payment through the sandbox gateway, the policy issued),
// its page reporting every step as the journey runner does, and then every column of every
// step_events row is scanned for the customer's name, civil id, mobile, plate, quote, policy,
// order, address and token. The money steps are the server's, from the payment it settled.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { lookUpQuote } from '../testing/test-client.js';

let t: TestApp;
let base: string;
const visit = randomUUID();
const PAYABLE = `10/${new Date().getFullYear()}/0501/Q/900004`;
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const NAME = 'Aisha Al Balushi';
const MOBILE = '91234567';

const headers = () => ({ authorization: t.bearer(), 'content-type': 'application/json', origin: base, 'x-visit-id': visit, 'user-agent': IPHONE });
async function api(method: string, path: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, { method, headers: headers(), body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, body: res.status === 204 ? {} : ((await res.json()) as Record<string, any>) };
}
const steps = (journey: string, ...pairs: [string, string, string?][]) =>
  pairs.map(([step, outcome, errorCode]) => ({ journey, step, outcome, language: 'ar', device: 'phone', ...(errorCode ? { errorCode } : {}) }));
async function form(url: string, fields: Record<string, string>) {
  return fetch(url.startsWith('http') ? url : `${base}${url}`, {
    method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString(),
  });
}

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  base = t.app.localBaseUrl();
}, 60_000);
afterAll(() => t?.close());

describe('step events of a whole journey', () => {
  let policyNo = '';
  let orderNo = '';

  it('records the browser steps and, from the settled payment, paid and issued after the paying journey\'s last step', async () => {
    const lead = await api('POST', '/api/v1/motor/leads', { selectedOption: 'Renew Policy', acceptPrivacyPolicy: true, name: NAME, mobileNo: MOBILE });
    expect(lead.status).toBe(200);
    expect((await api('POST', '/api/v1/events', { events: steps('landing', ['home', 'entered'], ['home', 'finished']) })).status).toBe(204);
    expect((await api('POST', '/api/v1/events', { events: steps('pay-premium', ['lookup', 'entered'], ['lookup', 'refused', 'NOT_FOUND'], ['lookup', 'finished']) })).status).toBe(204);
    await lookUpQuote(t, '/api/v1/motor/premiums/lookup', { lookupType: 'quoteNo', quoteNo: PAYABLE });
    expect((await api('POST', '/api/v1/events', { events: steps('get-quote', ['verify', 'entered'], ['verify', 'finished'], ['summary', 'entered']) })).status).toBe(204);
    const start = await api('POST', '/api/v1/payments/start', {
      quoteNo: PAYABLE, language: 'ar', choices: { planId: '050012', mobileNo: MOBILE, sameAsMobileNo: true, whatsappNo: MOBILE, acceptTerms: true, emailId: 'aisha@example.om' },
    });
    expect(start.status, JSON.stringify(start.body)).toBe(200);
    expect((await api('POST', '/api/v1/events', { events: steps('get-quote', ['summary', 'left']) })).status).toBe(204);
    const page = await (await fetch(`${base}${start.body.data.redirect as string}`)).text();
    const trackingId = /\/checkout\/(\d{12})"/.exec(page)?.[1];
    const done = await (await form(`/sandbox/pay/checkout/${trackingId}`, { action: 'pay', card_number: '4111111111111111' })).text();
    const encResp = /name="encResp" value="([0-9a-f]+)"/.exec(done)?.[1] ?? '';
    orderNo = /name="orderNo" value="([^"]+)"/.exec(done)?.[1] ?? '';
    expect((await form('/api/v1/payments/gateway-response', { encResp, orderNo })).status).toBe(303);
    const result = await api('GET', `/api/v1/payments/payment-responses?br=${orderNo}`);
    expect(result.body.data.paid).toBe(true);
    policyNo = result.body.data.policyNo as string;
    expect(policyNo).not.toBe('');

    const money = await t.app.db.query<Record<string, unknown>>(
      `select journey, step, step_index, outcome, partner, language, device from step_events where visit_id = $1 and step in ('paid', 'issued') order by id`, [visit]);
    expect(money).toEqual([
      { journey: 'get-quote', step: 'paid', step_index: 2, outcome: 'entered', partner: 'default', language: 'ar', device: 'phone' },
      { journey: 'get-quote', step: 'paid', step_index: 2, outcome: 'finished', partner: 'default', language: 'ar', device: 'phone' },
      { journey: 'get-quote', step: 'issued', step_index: 3, outcome: 'entered', partner: 'default', language: 'ar', device: 'phone' },
      { journey: 'get-quote', step: 'issued', step_index: 3, outcome: 'finished', partner: 'default', language: 'ar', device: 'phone' },
    ]);
    // Settling again (the result page reloaded) records nothing more.
    await api('GET', `/api/v1/payments/payment-responses?br=${orderNo}`);
    expect((await t.app.db.query('select 1 from step_events where visit_id = $1 and step in (\'paid\', \'issued\')', [visit])).length).toBe(4);
  }, 60_000);

  it('holds nothing personal in any column of any row', async () => {
    const columns = (await t.app.db.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'step_events' and table_schema = current_schema() order by ordinal_position`)).map((c) => c.column_name);
    expect(columns).toEqual(['id', 'at', 'visit_id', 'journey', 'step', 'step_index', 'outcome', 'error_code', 'config_release', 'partner', 'language', 'device']);
    const rows = await t.app.db.query<Record<string, string | null>>(`select ${columns.map((c) => `${c}::text as ${c}`).join(', ')} from step_events`);
    expect(rows.length).toBeGreaterThanOrEqual(13);
    const token = t.bearer().slice('Bearer '.length);
    const personal = [NAME, 'Aisha', 'Balushi', MOBILE, '9123', '08123456', PAYABLE, '900004', policyNo, orderNo, '127.0.0.1', token, token.slice(0, 20), 'aisha@example.om', 'test-session'];
    for (const row of rows) {
      for (const [column, value] of Object.entries(row)) {
        if (value === null || column === 'visit_id' || column === 'at' || column === 'id') continue;
        for (const needle of personal) expect(value.toLowerCase(), `${column} = ${value}`).not.toContain(needle.toLowerCase());
        // Config ids, catalog codes and enums only: letters, digits and dashes.
        expect(value, column).toMatch(/^[a-z0-9_-]+$/i);
      }
      // The visit id is the page's random one, nothing derived from a person or a token.
      expect(row.visit_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(personal.some((needle) => row.visit_id!.includes(needle))).toBe(false);
    }
  });
});
