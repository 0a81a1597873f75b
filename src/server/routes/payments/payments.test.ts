// The money rules over real HTTP: the portal, the sandbox insurer and the sandbox gateway in one
// listening test app, as in production each reached through its adapter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insurerFor } from '../../adapters/insurer/index.js';
import { encrypt } from '../../adapters/payment/index.js';
import { partnerById } from '../../../config/resolve.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { apiClient, confirmCode, lookUpQuote, renewalQuoteNo as quoteOf1001 } from '../../testing/test-client.js';

let t: TestApp;
let base: string;
const year = new Date().getFullYear();
const PAYABLE = `10/${year}/0501/Q/900004`;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  base = t.app.localBaseUrl();
  // Quote calls are bound to the client that looked the quote up (issue 9), as a browser does.
  await lookUpQuote(t, '/api/v1/motor/premiums/lookup', { lookupType: 'quoteNo', quoteNo: PAYABLE });
}, 60_000);
afterAll(() => t?.close());

const api = (method: string, path: string, body?: unknown) => apiClient(t)(method, path, body);

async function form(url: string, fields: Record<string, string>) {
  return fetch(url.startsWith('http') ? url : `${base}${url}`, {
    method: 'POST', redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

const record = (quoteNo: string, extra: Record<string, unknown> = {}) => ({
  quoteNo, sendSms: 1, mobileNo: '91000001', sendWhatsapp: 1, sameAsMobileNo: 1, whatsappNo: '91000001', sendEmail: 0,
  quoteStatus: 'Created', paymentStatus: 'Initiated', ...extra,
});

/** Quote record, payment link, the sandbox checkout with a card, and the gateway's post back to us. */
async function payThroughCheckout(quoteNo: string, action: 'pay' | 'decline', card = '4111111111111111') {
  expect((await api('POST', '/api/v1/motor/quotes', record(quoteNo))).status).toBe(200);
  const link = await api('POST', '/api/v1/payments/payment-links', { quoteNo });
  expect(link.status).toBe(200);
  const page = await (await fetch(`${base}${link.body.data as string}`)).text();
  const trackingId = /\/checkout\/(\d{12})"/.exec(page)?.[1];
  const done = await (await form(`/sandbox/pay/checkout/${trackingId}`, { action, card_number: card })).text();
  const encResp = /name="encResp" value="([0-9a-f]+)"/.exec(done)?.[1] ?? '';
  const orderNo = /name="orderNo" value="([^"]+)"/.exec(done)?.[1] ?? '';
  const back = /<form class="pay-form" method="post" action="([^"]+)"/.exec(done)?.[1] ?? '';
  expect(back).toBe(`${base}/api/v1/payments/gateway-response`);
  const returned = await form(back, { encResp, orderNo });
  expect(returned.status).toBe(303);
  expect(returned.headers.get('location')).toBe(`/motor-insurance/payment-result?br=${orderNo}`);
  return { orderNo, encResp };
}

/** The renewal quote of 1001 A, its payment confirmed with a one-time code (issue 24). */
const renewalQuoteNo = async () => {
  const quoteNo = await quoteOf1001(t);
  await confirmCode(t, quoteNo);
  return quoteNo;
};

describe('payments', () => {
  it('records the premium the insurer quoted, whatever premium the browser sends', async () => {
    const res = await api('POST', '/api/v1/motor/quotes', record(PAYABLE, { premium: '1.000', discount: '100.000', discountedPremium: '0.001' }));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ quoteNo: PAYABLE, quoteStatus: 'Created', paymentStatus: 'Initiated', selectedPlan: '050012' });
    expect(res.body.data.premium).not.toBe('1.000');
    expect(res.body.data.discountedPremium).toBe(res.body.data.premium);
  });

  it('refuses a payment link asking for another amount, and charges the stored one otherwise', async () => {
    const stored = (await api('POST', '/api/v1/motor/quotes', record(PAYABLE))).body.data.premium as string;
    const cheap = await api('POST', '/api/v1/payments/payment-links', { quoteNo: PAYABLE, amount: '1.000', partnerId: 'default' });
    expect(cheap.status).toBe(422);
    expect(cheap.body.error.code).toBe('PAYMENT_AMOUNT_MISMATCH');
    const ok = await api('POST', '/api/v1/payments/payment-links', { quoteNo: PAYABLE, amount: stored });
    expect(ok.status).toBe(200);
    const page = await (await fetch(`${base}${ok.body.data as string}`)).text();
    expect(page).toContain(`OMR <bdi dir="ltr">${stored}</bdi>`);
  });

  it('applies a valid promo code to the amount charged and refuses an invalid or expired one', async () => {
    const applied = await api('POST', '/api/v1/motor/quotes/apply-promo-code', { promoCode: 'welcome10', quoteNo: PAYABLE, srcBusId: 'CP' });
    expect(applied.status).toBe(200);
    const { premium, promoDiscountAmount, netPayablePremium } = applied.body.data as Record<string, string>;
    expect(Math.round(Number(premium) * 1000) - Math.round(Number(promoDiscountAmount) * 1000)).toBe(Math.round(Number(netPayablePremium) * 1000));
    expect((await api('POST', '/api/v1/motor/quotes/apply-promo-code', { promoCode: 'NOPE', quoteNo: PAYABLE })).body.error.code).toBe('PROMO_INVALID');
    expect((await api('POST', '/api/v1/motor/quotes/apply-promo-code', { promoCode: 'SUMMER2020', quoteNo: PAYABLE })).body.error.code).toBe('PROMO_EXPIRED');
    await api('POST', '/api/v1/motor/quotes', record(PAYABLE, { promoCodeApplied: 1, promoCode: 'WELCOME10' }));
    const link = await api('POST', '/api/v1/payments/payment-links', { quoteNo: PAYABLE, amount: netPayablePremium });
    expect(link.status).toBe(200);
    expect(await (await fetch(`${base}${link.body.data as string}`)).text()).toContain(`OMR <bdi dir="ltr">${netPayablePremium}</bdi>`);
  });

  it('a forged encResp without a matching status look-up converts nothing', async () => {
    await api('POST', '/api/v1/motor/quotes', record(PAYABLE));
    const link = await api('POST', '/api/v1/payments/payment-links', { quoteNo: PAYABLE });
    expect(link.status).toBe(200);
    const [latest] = await t.app.db.query<{ order_id: string }>('select order_id from payments where quote_no = $1 order by created_at desc limit 1', [PAYABLE]);
    const orderNo = latest?.order_id ?? '';
    const forged = encrypt(
      `order_id=${orderNo}&tracking_id=999&order_status=Success&currency=OMR&amount=1.000&merchant_param2=${encodeURIComponent(PAYABLE)}`,
      t.app.env.PAYMENT_WORKING_KEY,
    );
    expect((await form('/api/v1/payments/gateway-response', { encResp: forged, orderNo })).status).toBe(303);
    const result = await api('GET', `/api/v1/payments/payment-responses?br=${orderNo}`);
    expect(result.body.data).toMatchObject({ paid: false, policyNo: '', mer_param_2: PAYABLE });
    const { quote } = await insurerFor(t.app, t.app.log).getTransDtls({ quoteNo: PAYABLE, plateNumber: '', plateCode: '', civilId: '', mobileNo: '', txnTyp: 'Q', srcBusId: 'CP' });
    expect(quote.quoteStatus).toBe('Quote');
  });

  it('a declined payment fails and leaves the quote payable', async () => {
    const { orderNo } = await payThroughCheckout(PAYABLE, 'decline');
    const result = await api('GET', `/api/v1/payments/payment-responses?br=${orderNo}`);
    expect(result.body.data).toMatchObject({ paid: false, order_status: 'Unsuccessful', policyNo: '' });
    // The server puts the quote back where it settled the payment; the failure page sends nothing.
    const [stored] = await t.app.db.query('select quote_status, payment_status from quote_records where quote_no = $1', [PAYABLE]);
    expect(stored).toEqual({ quote_status: 'Quote', payment_status: 'Failed' });
    const put = await api('PUT', '/api/v1/motor/quotes', { quoteNo: PAYABLE, quoteStatus: 'Quote', paymentStatus: 'Failed', policyNo: '' });
    expect(put.status).toBe(200);
    expect((await api('PUT', '/api/v1/motor/quotes', { quoteNo: PAYABLE, quoteStatus: 'Policy Converted', paymentStatus: 'Success' })).status).toBe(400);
  });

  it('twenty parallel result requests and a replayed return convert the quote once, always to the same policy', async () => {
    const quoteNo = await renewalQuoteNo();
    const { orderNo, encResp } = await payThroughCheckout(quoteNo, 'pay');
    const answers = await Promise.all(Array.from({ length: 20 }, () => api('GET', `/api/v1/payments/payment-responses?br=${orderNo}`)));
    const policies = new Set(answers.map((a) => a.body.data.policyNo as string));
    expect(answers.every((a) => a.status === 200 && a.body.data.paid === true)).toBe(true);
    expect(policies.size).toBe(1);
    const [policyNo] = [...policies];
    expect(policyNo).toMatch(/^P\/10\/0501\/\d{4}\/\d{6}$/);
    expect((await form('/api/v1/payments/gateway-response', { encResp, orderNo })).status).toBe(303);
    const again = await api('GET', `/api/v1/payments/payment-responses?br=${orderNo}`);
    expect(again.body.data.policyNo).toBe(policyNo);
    expect(again.body.data.documents.length).toBeGreaterThan(0);
    const issued = await t.app.db.query<{ n: string }>('select count(*)::text as n from sbx_ins_policies where quote_no = $1', [quoteNo]);
    expect(issued[0]?.n).toBe('1');
    const [stored] = await t.app.db.query<{ quote_status: string; payment_status: string; policy_no: string }>(
      'select quote_status, payment_status, policy_no from quote_records where quote_no = $1', [quoteNo],
    );
    expect(stored).toEqual({ quote_status: 'Policy Converted', payment_status: 'Success', policy_no: policyNo });
    // A converted quote takes no second payment.
    expect((await api('POST', '/api/v1/motor/quotes', record(quoteNo))).status).toBe(409);
  }, 60_000);

  it('an earlier payment the gateway cannot confirm blocks a second one, so nobody pays twice', async () => {
    await fetch(`${base}/sandbox/insurer/_reset`, { method: 'POST' });
    const quoteNo = await renewalQuoteNo();
    // Test card 0119: the checkout says Success, the status look-up answers HTTP 500.
    const { orderNo } = await payThroughCheckout(quoteNo, 'pay', '4000000000000119');
    const result = await api('GET', `/api/v1/payments/payment-responses?br=${orderNo}`);
    expect(result.body.data).toMatchObject({ paid: false, policyNo: '' });
    const again = await api('POST', '/api/v1/motor/quotes', record(quoteNo));
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('PAYMENT_PENDING');
    const link = await api('POST', '/api/v1/payments/payment-links', { quoteNo });
    expect(link.body.error.code).toBe('PAYMENT_PENDING');
    const [{ n } = { n: '' }] = await t.app.db.query<{ n: string }>('select count(*)::text as n from payments where quote_no = $1', [quoteNo]);
    expect(n).toBe('1');
  }, 60_000);

  it('skip-payment with the partner flag and the server setting converts once, without the gateway', async () => {
    // The renewal of 1001 A was bought above; a re-seed makes it renewable again.
    await fetch(`${base}/sandbox/insurer/_reset`, { method: 'POST' });
    const quoteNo = await renewalQuoteNo();
    const features = partnerById(t.app.configTree, 'default').features as { skipPayment?: boolean };
    features.skipPayment = true;
    try {
      expect((await api('POST', '/api/v1/motor/quotes', record(quoteNo))).status).toBe(200);
      const gatewayOrders = async () => (await t.app.db.query<{ n: string }>('select count(*)::text as n from sandbox_pay_orders'))[0]?.n;
      const ordersBefore = await gatewayOrders();
      const skipped = await api('POST', '/api/v1/payments/skip-payment', { quoteNo, amount: '0.001' });
      expect(skipped.status).toBe(400); // an amount is never the browser's to send
      const ok = await api('POST', '/api/v1/payments/skip-payment', { quoteNo });
      expect(ok.status).toBe(200);
      const br = ok.body.data.br as string;
      const [one, two] = await Promise.all([1, 2].map(() => api('GET', `/api/v1/payments/payment-responses?br=${br}`)));
      expect(one?.body.data).toMatchObject({ paid: true, order_status: 'Successful', mer_param_2: quoteNo });
      expect(one?.body.data.policyNo).toMatch(/^P\/10\/0501\/\d{4}\/\d{6}$/);
      expect(two?.body.data.policyNo).toBe(one?.body.data.policyNo);
      expect(await gatewayOrders()).toBe(ordersBefore);
    } finally {
      features.skipPayment = false;
    }
  }, 60_000);

  it('skip-payment is refused when the server setting is off, whatever the partner says', async () => {
    const strict = await createTestApp({ env: { ALLOW_SKIP_PAYMENT: false } });
    const features = partnerById(strict.app.configTree, 'default').features as { skipPayment?: boolean };
    features.skipPayment = true;
    try {
      const res = await strict.app.inject({
        method: 'POST', url: '/api/v1/payments/skip-payment', payload: { quoteNo: PAYABLE }, headers: { authorization: strict.bearer() },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
    } finally {
      features.skipPayment = false;
      await strict.close();
    }
  });

  it('skip-payment needs the partner flag as well as the server setting', async () => {
    const res = await api('POST', '/api/v1/payments/skip-payment', { quoteNo: PAYABLE });
    expect(res.status).toBe(403);
  });
});
