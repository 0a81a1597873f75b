// Issue 9's money items over real HTTP: a forged or replayed return post decides nothing and
// cannot freeze an order, and the background settler settles an order whose status look-up was
// down, exactly once, once the gateway answers again.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { encrypt } from '../adapters/payment/index.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { apiClient, confirmCode, renewalQuoteNo as quoteOf1001 } from '../testing/test-client.js';
import { settleDuePayments, type SettlerOptions } from './settler.js';

let t: TestApp;
let base: string;
const settlerOptions: SettlerOptions = { intervalMs: 60_000, backoffSeconds: 30, maxBackoffSeconds: 600, giveUpHours: 72 };

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  base = t.app.localBaseUrl();
}, 60_000);
afterAll(() => t?.close());
beforeEach(async () => {
  await fetch(`${base}/sandbox/insurer/_reset`, { method: 'POST' });
});

const api = (method: string, path: string, body?: unknown) => apiClient(t)(method, path, body);

const postBack = (fields: Record<string, string>) => fetch(`${base}/api/v1/payments/gateway-response`, {
  method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString(),
});

/** The renewal quote of 1001 A, its payment confirmed with a one-time code (issue 24). */
const renewalQuoteNo = async () => {
  const quoteNo = await quoteOf1001(t);
  await confirmCode(t, quoteNo);
  return quoteNo;
};

/** Quote record, payment link and the sandbox checkout; the return post is left to the test. */
async function checkout(quoteNo: string, card = '4111111111111111') {
  const record = { quoteNo, sendSms: 1, mobileNo: '91000001', sendWhatsapp: 1, sameAsMobileNo: 1, whatsappNo: '91000001', sendEmail: 0, quoteStatus: 'Created', paymentStatus: 'Initiated' };
  expect((await api('POST', '/api/v1/motor/quotes', record)).status).toBe(200);
  const link = await api('POST', '/api/v1/payments/payment-links', { quoteNo });
  expect(link.status).toBe(200);
  const page = await (await fetch(`${base}${link.body.data as string}`)).text();
  const trackingId = /\/checkout\/(\d{12})"/.exec(page)?.[1];
  const done = await (await fetch(`${base}/sandbox/pay/checkout/${trackingId}`, {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ action: 'pay', card_number: card }).toString(),
  })).text();
  return { encResp: /name="encResp" value="([0-9a-f]+)"/.exec(done)?.[1] ?? '', orderNo: /name="orderNo" value="([^"]+)"/.exec(done)?.[1] ?? '' };
}

async function policiesOf(quoteNo: string): Promise<number> {
  const [row] = await t.app.db.query<{ n: string }>('select count(*)::text as n from sbx_ins_policies where quote_no = $1', [quoteNo]);
  return Number(row?.n);
}

const result = (orderNo: string) => api('GET', `/api/v1/payments/payment-responses?br=${orderNo}`);

/** The checkout opened (quote record and payment link) but not paid yet: its order id and tracking id. */
async function openCheckout(quoteNo: string) {
  const record = { quoteNo, sendSms: 1, mobileNo: '91000001', sendWhatsapp: 1, sameAsMobileNo: 1, whatsappNo: '91000001', sendEmail: 0, quoteStatus: 'Created', paymentStatus: 'Initiated' };
  expect((await api('POST', '/api/v1/motor/quotes', record)).status).toBe(200);
  const link = await api('POST', '/api/v1/payments/payment-links', { quoteNo });
  expect(link.status).toBe(200);
  const page = await (await fetch(`${base}${link.body.data as string}`)).text();
  const [order] = await t.app.db.query<{ order_id: string }>('select order_id from payments where quote_no = $1 order by created_at desc limit 1', [quoteNo]);
  return { orderNo: order!.order_id, trackingId: /\/checkout\/(\d{12})"/.exec(page)?.[1] ?? '' };
}

/** The customer pays at the sandbox checkout: the genuine return post's fields. */
async function pay(trackingId: string, card = '4111111111111111') {
  const done = await (await fetch(`${base}/sandbox/pay/checkout/${trackingId}`, {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ action: 'pay', card_number: card }).toString(),
  })).text();
  return { encResp: /name="encResp" value="([0-9a-f]+)"/.exec(done)?.[1] ?? '', orderNo: /name="orderNo" value="([^"]+)"/.exec(done)?.[1] ?? '' };
}

/** A return post forged with the working key (public in the sandbox): "Success" for the victim's order. */
function forgedSuccess(orderNo: string, quoteNo: string | undefined): string {
  const fields = [`order_id=${orderNo}`, 'tracking_id=999999999999', 'order_status=Success', 'currency=OMR', 'amount=1.000'];
  if (quoteNo !== undefined) fields.push(`merchant_param2=${encodeURIComponent(quoteNo)}`);
  return encrypt(fields.join('&'), t.app.env.PAYMENT_WORKING_KEY);
}

describe('forged or replayed return posts', () => {
  it('a post that does not decrypt and a replay of another order, posted first, do not stop the genuine payment', async () => {
    const quoteNo = await renewalQuoteNo();
    const { encResp, orderNo } = await checkout(quoteNo);
    const otherOrder = encrypt(`order_id=SOMEONE-ELSES-ORDER&order_status=Aborted&currency=OMR&amount=1.000&merchant_param2=${encodeURIComponent(quoteNo)}`, t.app.env.PAYMENT_WORKING_KEY);
    expect((await postBack({ encResp: 'deadbeef'.repeat(8), orderNo })).status).toBe(303);
    expect((await postBack({ encResp: otherOrder, orderNo })).status).toBe(303);
    // The customer's page may load between the forged posts and the genuine one.
    expect((await result(orderNo)).body.data).toMatchObject({ paid: true });
    expect((await postBack({ encResp, orderNo })).status).toBe(303);
    const answers = await Promise.all([1, 2, 3].map(() => result(orderNo)));
    expect(answers.every((a) => a.body.data.paid === true)).toBe(true);
    expect(new Set(answers.map((a) => a.body.data.policyNo)).size).toBe(1);
    expect(await policiesOf(quoteNo)).toBe(1);
    // No PAYMENT_PENDING: the quote is converted, so a second payment is refused for that reason.
    const again = await api('POST', '/api/v1/payments/payment-links', { quoteNo });
    expect(again.body.error.code).not.toBe('PAYMENT_PENDING');
  }, 60_000);

  it('a forged post alone never fails an order: the genuine outcome still decides', async () => {
    const quoteNo = await renewalQuoteNo();
    const { orderNo } = await checkout(quoteNo, '4000000000000119');
    expect((await postBack({ encResp: 'ab'.repeat(40), orderNo })).status).toBe(303);
    // Status look-up down: unverified, not failed, and a new payment waits.
    expect((await result(orderNo)).body.data).toMatchObject({ paid: false, order_status: 'Unverified' });
    const [row] = await t.app.db.query<{ state: string; n: string }>(
      'select state, (select count(*)::text from payment_returns r where r.order_id = p.order_id) as n from payments p where order_id = $1', [orderNo],
    );
    expect(row).toEqual({ state: 'returned', n: '1' });
  }, 60_000);
});

describe('a forged "Success" return posted before the customer pays (issue 20)', () => {
  const forgeries: Array<[string, (quoteNo: string) => string | undefined]> = [
    ['naming another quote', () => '10/2026/0502/Q/999999'],
    ['without a quote number', () => undefined],
  ];
  for (const [what, named] of forgeries) {
    it(`${what}: the genuine payment converts the order's own quote exactly once, the forged post stays on record`, async () => {
      const quoteNo = await renewalQuoteNo();
      const { orderNo, trackingId } = await openCheckout(quoteNo);
      expect((await postBack({ encResp: forgedSuccess(orderNo, named(quoteNo)), orderNo })).status).toBe(303);
      // The forger loads the result page and the settler passes by before the customer has paid:
      // the gateway says the order is not paid yet, so nothing is decided.
      expect((await result(orderNo)).body.data).toMatchObject({ paid: false, policyNo: '' });
      await t.app.db.query(`update payments set created_at = now() - interval '5 minutes' where order_id = $1`, [orderNo]);
      expect(await settleDuePayments(t.app, settlerOptions)).toMatchObject({ paid: 0, failed: 0 });
      const [open] = await t.app.db.query<{ state: string }>('select state from payments where order_id = $1', [orderNo]);
      expect(open?.state).toBe('returned');

      const genuine = await pay(trackingId);
      expect(genuine.orderNo).toBe(orderNo);
      expect((await postBack(genuine)).status).toBe(303);
      const answers = await Promise.all([1, 2, 3].map(() => result(orderNo)));
      expect(answers.map((a) => a.body.data)).toEqual(answers.map(() => expect.objectContaining({ paid: true, mer_param_2: quoteNo, order_status: 'Successful' })));
      expect(new Set(answers.map((a) => a.body.data.policyNo)).size).toBe(1);
      expect(await policiesOf(quoteNo)).toBe(1);
      const [record] = await t.app.db.query<{ quote_status: string }>('select quote_status from quote_records where quote_no = $1', [quoteNo]);
      expect(record?.quote_status).toBe('Policy Converted');
      const [kept] = await t.app.db.query<{ n: string }>('select count(*)::text as n from payment_returns where order_id = $1', [orderNo]);
      expect(kept?.n).toBe('2');
    }, 60_000);
  }

  it('a forged post and a page load never fail an order the gateway still holds open', async () => {
    const quoteNo = await renewalQuoteNo();
    const { orderNo } = await openCheckout(quoteNo);
    const aborted = encrypt(`order_id=${orderNo}&order_status=Aborted&currency=OMR&amount=1.000&merchant_param2=${encodeURIComponent(quoteNo)}`, t.app.env.PAYMENT_WORKING_KEY);
    expect((await postBack({ encResp: aborted, orderNo })).status).toBe(303);
    expect((await result(orderNo)).body.data).toMatchObject({ paid: false });
    const [row] = await t.app.db.query<{ state: string }>('select state from payments where order_id = $1', [orderNo]);
    expect(row?.state).toBe('returned');
    // A new payment of the same quote is not blocked either: the gateway says nothing was paid.
    expect((await api('POST', '/api/v1/payments/payment-links', { quoteNo })).status).toBe(200);
  }, 60_000);
});

describe('background settler', () => {
  it('re-checks with back-off while the status look-up is down, then converts exactly once', async () => {
    const quoteNo = await renewalQuoteNo();
    const { encResp, orderNo } = await checkout(quoteNo, '4000000000000119');
    expect((await postBack({ encResp, orderNo })).status).toBe(303);
    expect((await result(orderNo)).body.data).toMatchObject({ paid: false, policyNo: '' });

    await t.app.db.query(`update payments set created_at = now() - interval '5 minutes' where order_id = $1`, [orderNo]);
    const first = await settleDuePayments(t.app, settlerOptions);
    expect(first).toMatchObject({ checked: 1, open: 1, paid: 0 });
    const [after] = await t.app.db.query<{ state: string; check_attempts: number; due_in: number; last_check: string }>(
      `select state, check_attempts, extract(epoch from next_check_at - now())::int as due_in, last_check from payments where order_id = $1`, [orderNo],
    );
    expect(after).toMatchObject({ state: 'returned', check_attempts: 1, last_check: 'Unverified' });
    expect(after?.due_in).toBeGreaterThan(20);
    expect((await settleDuePayments(t.app, settlerOptions)).checked).toBe(0); // not due yet

    // The gateway answers again; the back-off has run out.
    await t.app.db.query('update sandbox_pay_orders set status_fault = null where order_id = $1', [orderNo]);
    await t.app.db.query(`update payments set next_check_at = now() - interval '1 second' where order_id = $1`, [orderNo]);
    // Two settler rounds (as from two processes) and the customer's page, at once.
    const [a, b, page] = await Promise.all([settleDuePayments(t.app, settlerOptions), settleDuePayments(t.app, settlerOptions), result(orderNo)]);
    expect(a.paid + b.paid).toBeLessThanOrEqual(1); // the page may have won the claim instead
    expect(page.body.data.paid).toBe(true);
    const settled = await result(orderNo);
    expect(settled.body.data).toMatchObject({ paid: true, order_status: 'Successful' });
    expect(settled.body.data.policyNo).toMatch(/^P\/10\/0501\/\d{4}\/\d{6}$/);
    expect(await policiesOf(quoteNo)).toBe(1);
    const [record] = await t.app.db.query<{ quote_status: string; policy_no: string }>('select quote_status, policy_no from quote_records where quote_no = $1', [quoteNo]);
    expect(record).toEqual({ quote_status: 'Policy Converted', policy_no: settled.body.data.policyNo });
    await t.app.db.query(`update payments set next_check_at = now() - interval '1 second' where order_id = $1`, [orderNo]);
    expect((await settleDuePayments(t.app, settlerOptions)).checked).toBe(0); // settled orders leave the round
  }, 60_000);

  it('settles a paid order whose customer never came back, and gives up on old abandoned checkouts', async () => {
    const quoteNo = await renewalQuoteNo();
    const { orderNo } = await checkout(quoteNo); // paid, but no return post and no page load
    await t.app.db.query(`update payments set created_at = now() - interval '5 minutes' where order_id = $1`, [orderNo]);
    const tick = await settleDuePayments(t.app, settlerOptions);
    expect(tick.paid).toBe(1);
    expect(await policiesOf(quoteNo)).toBe(1);

    await fetch(`${base}/sandbox/insurer/_reset`, { method: 'POST' });
    const abandoned = (await checkout(await renewalQuoteNo(), '4000000000000119')).orderNo;
    await t.app.db.query(`update payments set created_at = now() - interval '73 hours' where order_id = $1`, [abandoned]);
    expect((await settleDuePayments(t.app, settlerOptions)).gaveUp).toBe(1);
    expect((await settleDuePayments(t.app, settlerOptions)).gaveUp).toBe(0);
  }, 60_000);

  it('runs with the app only when switched on, and stops when the app closes', async () => {
    const probe = (app: TestApp['app'], orderId: string) => app.db.query(
      `insert into payments (order_id, quote_no, partner_id, amount_baiza, premium_baiza, currency, state, created_at)
       values ($1, 'PROBE', 'default', 1000, 1000, 'OMR', 'initiated', now() - interval '1 hour')`, [orderId],
    );
    const attempts = async (app: TestApp['app'], orderId: string) =>
      (await app.db.query<{ n: number }>('select check_attempts as n from payments where order_id = $1', [orderId]))[0]?.n;
    const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const env = { PAYMENT_SETTLER_INTERVAL_MS: 100, PAYMENT_SETTLER_BACKOFF_SECONDS: 1, PAYMENT_SETTLER_MAX_BACKOFF_SECONDS: 1 };

    // Off (the test default): nothing touches a due order.
    await probe(t.app, 'SETTLER-OFF');
    await wait(500);
    expect(await attempts(t.app, 'SETTLER-OFF')).toBe(0);

    const own = await createTestApp({ listen: true, env: { PAYMENT_SETTLER: true, ...env } });
    try {
      await probe(own.app, 'SETTLER-ON');
      for (let i = 0; i < 100 && !(await attempts(own.app, 'SETTLER-ON')); i++) await wait(100);
      expect(await attempts(own.app, 'SETTLER-ON')).toBeGreaterThan(0);
      // Its rounds are jobs: however often offered, at most one waits at a time.
      const waiting = await own.app.db.query<{ n: number }>(`select count(*)::int as n from ${own.app.env.JOBS_SCHEMA}.job where name = 'payment-settle' and state = 'created'`);
      expect(waiting[0]!.n).toBeLessThanOrEqual(1);
      const done = async () => (await own.app.db.query<{ n: number }>(`select count(*)::int as n from ${own.app.env.JOBS_SCHEMA}.job where name = 'payment-settle' and state = 'completed'`))[0]!.n;
      for (let i = 0; i < 50 && (await done()) === 0; i++) await wait(100);
      expect(await done()).toBeGreaterThan(0);
    } finally {
      await expect(own.close()).resolves.toBeUndefined();
    }
  }, 60_000);
});
