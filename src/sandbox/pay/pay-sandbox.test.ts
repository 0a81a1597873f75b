// The production adapter against the sandbox gateway over real HTTP: the checkout as a
// browser sees it (form posts, HTML), and confirmPayment's verdict for every test card.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encrypt } from '../../protocols/payment/ccavenue-crypto.js';
import type { PaymentRequestInput } from '../../server/adapters/payment/payment-gateway.js';
import { createTestDatabase } from '../../server/testing/test-database.js';
import type { AppDatabase } from '../../db-kit/database.js';
import { displayAmount } from './pages.js';
import { TEST_MERCHANT, startPaySandbox, type RunningSandbox } from './test-harness.js';

let sandbox: RunningSandbox;
let db: AppDatabase | undefined;
let orderSeq = 0;

beforeAll(async () => {
  db = await createTestDatabase();
  sandbox = await startPaySandbox(db);
});
afterAll(async () => {
  await sandbox?.close();
  await db?.close();
});

function order(change: Partial<PaymentRequestInput> = {}): PaymentRequestInput {
  orderSeq += 1;
  return {
    orderId: `T${Date.now()}${orderSeq}`,
    amountBaiza: 105_250,
    quoteNo: '1/2/2024/Q/000123',
    redirectUrl: 'http://portal.test/api/v1/payments/gateway-response',
    cancelUrl: 'http://portal.test/api/v1/payments/gateway-cancel',
    language: 'en',
    customer: { name: 'Salim Al Harthy', email: 'salim@example.om' },
    ...change,
  };
}

async function postForm(url: string, fields: Record<string, string>) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: res.status, html: await res.text() };
}

const unescape = (s: string) => s.replace(/&amp;/g, '&').replace(/&quot;/g, '"');

async function openCheckout(input: PaymentRequestInput) {
  const req = sandbox.gateway.buildPaymentRequest(input);
  const page = await postForm(req.actionUrl, { encRequest: req.encRequest, access_code: req.accessCode });
  const trackingId = /\/checkout\/(\d{12})"/.exec(page.html)?.[1] ?? '';
  return { ...page, trackingId };
}

async function submit(trackingId: string, action: string, cardNumber = '') {
  const res = await fetch(`${sandbox.origin}/sandbox/pay/checkout/${trackingId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action, card_number: cardNumber }).toString(),
  });
  const page = { status: res.status, html: await res.text(), csp: res.headers.get('content-security-policy') ?? '' };
  const encResp = /name="encResp" value="([0-9a-f]+)"/.exec(page.html)?.[1] ?? '';
  const returnTo = unescape(/<form class="pay-form" method="post" action="([^"]+)"/.exec(page.html)?.[1] ?? '');
  return { ...page, encResp, returnTo };
}

/** A whole checkout: open, press a button, come back with encResp. */
async function checkout(action: 'pay' | 'decline' | 'cancel', card = '', change: Partial<PaymentRequestInput> = {}) {
  const input = order(change);
  const opened = await openCheckout(input);
  expect(opened.status).toBe(200);
  const result = await submit(opened.trackingId, action, card);
  expect(result.status).toBe(200);
  const expected = { orderId: input.orderId, amountBaiza: input.amountBaiza, currency: 'OMR' };
  return { input, expected, trackingId: opened.trackingId, ...result };
}

describe('hosted checkout page', () => {
  it('shows the merchant, the amount in OMR with 3 decimals, the quote number and the test cards', async () => {
    const page = await openCheckout(order());
    expect(page.status).toBe(200);
    expect(page.html).toContain('<html lang="en" dir="ltr">');
    expect(page.html).toContain('Test Insurer SAOG');
    expect(page.html).toContain('OMR <bdi dir="ltr">105.250</bdi>');
    // One digit convention with the portal: Latin digits, thousands grouped, in both languages.
    expect(displayAmount(1_375_113)).toBe('1,375.113');
    expect(displayAmount(250)).toBe('0.250');
    expect(page.html).toContain('1/2/2024/Q/000123');
    expect(page.html).toContain('4111 1111 1111 1111');
    expect(page.html).toMatch(/value="pay"[^>]*>Pay</);
    expect(page.html).not.toMatch(/<script|style=/);
    expect(page.html).not.toContain(TEST_MERCHANT.workingKey);
  });

  it('is Arabic and right-to-left when the request asks for AR', async () => {
    const page = await openCheckout(order({ language: 'ar', amountBaiza: 7 }));
    expect(page.html).toContain('<html lang="ar" dir="rtl">');
    expect(page.html).toContain('شركة التأمين التجريبية');
    expect(page.html).toContain('<bdi dir="ltr">0.007</bdi> ر.ع.');
    expect(page.html).toContain('>ادفع<');
  });

  it('opens from the GET payment link as well as the form post', async () => {
    const req = sandbox.gateway.buildPaymentRequest(order());
    const res = await fetch(req.checkoutUrl);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('105.250');
  });

  it('serves its stylesheet as a file', async () => {
    const res = await fetch(`${sandbox.origin}/sandbox/pay/checkout.css`);
    expect(res.headers.get('content-type')).toMatch(/^text\/css/);
  });

  it('refuses an unknown access code, a request under another key and a reused order number', async () => {
    const input = order();
    const req = sandbox.gateway.buildPaymentRequest(input);
    expect((await postForm(req.actionUrl, { encRequest: req.encRequest, access_code: 'AVOTHER' })).status).toBe(403);
    const foreign = encrypt('merchant_id=4711&order_id=X1&amount=1.000&currency=OMR', 'another working key');
    expect((await postForm(req.actionUrl, { encRequest: foreign, access_code: req.accessCode })).status).toBe(400);
    expect((await openCheckout(input)).status).toBe(200);
    expect((await openCheckout(input)).status).toBe(200); // a reload of the same checkout
    expect((await openCheckout({ ...input, amountBaiza: 1 })).status).toBe(409);
  });
});

describe('pay, decline and cancel', () => {
  it('Pay with 4111 1111 1111 1111 posts Success back to redirect_url and confirms as paid (Successful)', async () => {
    const done = await checkout('pay', '4111 1111 1111 1111');
    expect(done.html).toContain('Payment successful');
    expect(done.returnTo).toBe(done.input.redirectUrl);
    expect(done.csp).toContain("form-action 'self' http://portal.test;");
    expect(done.html).toContain(`name="orderNo" value="${done.input.orderId}"`);
    const response = sandbox.gateway.parseEncResp(done.encResp);
    expect(response).toMatchObject({
      order_id: done.input.orderId, tracking_id: done.trackingId, order_status: 'Success', amount: '105.250',
      currency: 'OMR', merchant_param2: '1/2/2024/Q/000123', payment_mode: 'Credit Card', card_name: 'Visa',
    });
    expect(response.bank_ref_no).toMatch(/^\d{12}$/);
    const confirmed = await sandbox.gateway.confirmPayment(done.encResp, done.expected);
    expect(confirmed).toMatchObject({ outcome: 'paid', status: { status: 'Successful', amountBaiza: 105_250, currency: 'OMR' } });
  });

  it('Pay with 5555 5555 5555 4444 is paid with status Shipped', async () => {
    const done = await checkout('pay', '5555555555554444');
    const confirmed = await sandbox.gateway.confirmPayment(done.encResp, done.expected);
    expect(confirmed).toMatchObject({ outcome: 'paid', status: { status: 'Shipped' } });
  });

  it('Pay with 4000 0000 0000 0002 is declined: Failure, then Unsuccessful', async () => {
    const done = await checkout('pay', '4000-0000-0000-0002');
    expect(done.html).toContain('Payment declined');
    expect(sandbox.gateway.parseEncResp(done.encResp)).toMatchObject({ order_status: 'Failure' });
    const confirmed = await sandbox.gateway.confirmPayment(done.encResp, done.expected);
    expect(confirmed).toMatchObject({ outcome: 'failed', status: { status: 'Unsuccessful' } });
  });

  it('Decline declines whatever the card', async () => {
    const done = await checkout('decline', '4111111111111111');
    expect(sandbox.gateway.parseEncResp(done.encResp)).toMatchObject({ order_status: 'Failure', failure_message: 'Transaction declined' });
    expect(await sandbox.gateway.confirmPayment(done.encResp, done.expected)).toMatchObject({ outcome: 'failed' });
  });

  it('Cancel posts Aborted to cancel_url', async () => {
    const done = await checkout('cancel');
    expect(done.html).toContain('Payment cancelled');
    expect(done.returnTo).toBe(done.input.cancelUrl);
    expect(sandbox.gateway.parseEncResp(done.encResp)).toMatchObject({ order_status: 'Aborted' });
    expect(await sandbox.gateway.confirmPayment(done.encResp, done.expected)).toMatchObject({
      outcome: 'failed', status: { status: 'Aborted' },
    });
  });

  it('keeps the checkout open on a card that is not a test card', async () => {
    const input = order();
    const opened = await openCheckout(input);
    const again = await submit(opened.trackingId, 'pay', '4242424242424242');
    expect(again.status).toBe(422);
    expect(again.html).toContain('not a sandbox test card');
    expect(await sandbox.gateway.lookupOrderStatus(input.orderId)).toMatchObject({ status: 'Initiated', paid: false });
  });

  it('settles an order once: pressing Pay after a decline shows the decline again', async () => {
    const done = await checkout('pay', '4000000000000002');
    const replay = await submit(done.trackingId, 'pay', '4111111111111111');
    expect(replay.encResp).toBe(done.encResp);
    expect(await sandbox.gateway.lookupOrderStatus(done.input.orderId)).toMatchObject({ status: 'Unsuccessful' });
  });
});

describe('confirmPayment against a gateway that misbehaves (fault cards)', () => {
  it('4000 0000 0000 0119: the status look-up fails, so the payment is unverifiable', async () => {
    const done = await checkout('pay', '4000000000000119');
    expect(sandbox.gateway.parseEncResp(done.encResp).order_status).toBe('Success');
    expect(await sandbox.gateway.confirmPayment(done.encResp, done.expected)).toMatchObject({
      outcome: 'unverifiable', reason: 'status-unavailable',
    });
  });

  it('4000 0000 0000 0044: the status answer is garbage, so the payment is unverifiable', async () => {
    const done = await checkout('pay', '4000000000000044');
    expect(await sandbox.gateway.confirmPayment(done.encResp, done.expected)).toMatchObject({
      outcome: 'unverifiable', reason: 'status-unavailable',
    });
  });

  it('4000 0000 0000 0259: the status look-up reports 1 baiza less, a mismatch', async () => {
    const done = await checkout('pay', '4000000000000259');
    expect(await sandbox.gateway.confirmPayment(done.encResp, done.expected)).toMatchObject({
      outcome: 'mismatch', field: 'amount', expected: '105.250', actual: '105.249',
    });
  });

  it('4000 0000 0000 0127: the response says Success but the gateway says Awaited, so it failed', async () => {
    const done = await checkout('pay', '4000000000000127');
    expect(await sandbox.gateway.confirmPayment(done.encResp, done.expected)).toMatchObject({
      outcome: 'failed', status: { status: 'Awaited' },
    });
  });
});

describe('forged and replayed responses never confirm by themselves', () => {
  const forge = (fields: string) => encrypt(fields, TEST_MERCHANT.workingKey);

  it('a Success for an order the gateway never saw is not paid', async () => {
    const forged = forge('order_id=NEVERSEEN1&tracking_id=310000000000&order_status=Success&currency=OMR&amount=105.250');
    const result = await sandbox.gateway.confirmPayment(forged, { orderId: 'NEVERSEEN1', amountBaiza: 105_250, currency: 'OMR' });
    expect(result).toMatchObject({ outcome: 'unverifiable', reason: 'unknown-order' });
  });

  it('a Success for an order that was declined is not paid', async () => {
    const done = await checkout('pay', '4000000000000002');
    const forged = forge(`order_id=${done.input.orderId}&order_status=Success&currency=OMR&amount=105.250`);
    expect(await sandbox.gateway.confirmPayment(forged, done.expected)).toMatchObject({ outcome: 'failed' });
  });

  it('a real payment of a smaller amount does not pay for a larger premium', async () => {
    const done = await checkout('pay', '4111111111111111', { amountBaiza: 1_000 });
    const forged = forge(`order_id=${done.input.orderId}&order_status=Success&currency=OMR&amount=105.250`);
    const result = await sandbox.gateway.confirmPayment(forged, { ...done.expected, amountBaiza: 105_250 });
    expect(result).toMatchObject({ outcome: 'mismatch', field: 'amount', source: 'status', actual: '1.000' });
  });

  it('a genuine response replayed for another order is a mismatch', async () => {
    const paid = await checkout('pay', '4111111111111111');
    const other = order();
    await openCheckout(other);
    const result = await sandbox.gateway.confirmPayment(paid.encResp, { orderId: other.orderId, amountBaiza: 105_250, currency: 'OMR' });
    expect(result).toMatchObject({ outcome: 'mismatch', field: 'orderId', source: 'response' });
  });

  it('a response under another key is unverifiable', async () => {
    const result = await sandbox.gateway.confirmPayment(encrypt('order_id=A&order_status=Success', 'not our key'), {
      orderId: 'A', amountBaiza: 1, currency: 'OMR',
    });
    expect(result).toMatchObject({ outcome: 'unverifiable', reason: 'bad-response' });
  });
});

describe('order status API', () => {
  it('refuses a caller with another access code', async () => {
    const { createCcavenueGateway } = await import('../../server/adapters/payment/ccavenue-gateway.js');
    const stranger = createCcavenueGateway({
      ...TEST_MERCHANT, accessCode: 'AVSTRANGER', currency: 'OMR',
      transactionUrl: `${sandbox.origin}/sandbox/pay/transaction`, statusUrl: `${sandbox.origin}/sandbox/pay/status`,
    });
    await expect(stranger.lookupOrderStatus('ANY')).rejects.toMatchObject({ code: 'rejected' });
  });

  it('answers from the database, so orders survive a restart of the gateway', async () => {
    const done = await checkout('pay', '4111111111111111');
    const restarted = await startPaySandbox(sandbox.app.db);
    try {
      expect(await restarted.gateway.lookupOrderStatus(done.input.orderId)).toMatchObject({
        orderId: done.input.orderId, trackingId: done.trackingId, status: 'Successful', amountBaiza: 105_250,
      });
    } finally {
      await restarted.close();
    }
  });
});
