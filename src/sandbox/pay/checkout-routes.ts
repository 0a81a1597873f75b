// The customer-facing half of the simulated gateway: the merchant's form post (or link) opens
// a hosted checkout; Pay, Decline or Cancel settle the order and show the way back.
import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PaymentCryptoError, decrypt } from '../../protocols/payment/ccavenue-crypto.js';
import { ORDER_ID_PATTERN, parseFields } from '../../protocols/payment/ccavenue-fields.js';
import { parseOmr } from '../../protocols/payment/omr-amount.js';
import { encResp } from './gateway-answers.js';
import { createOrder, findByTrackingId, settleOrder, type PayOrder, type Settlement } from './order-store.js';
import { PAGE_TEXT, pageLanguage, type PageLanguage } from './page-text.js';
import { checkoutPage, errorPage, resultPage } from './pages.js';
import { cardBrand, findTestCard } from './test-cards.js';
import type { SandboxMerchant } from './merchant.js';

type Form = Record<string, unknown>;

const transactionSchema = {
  type: 'object',
  required: ['encRequest', 'access_code'],
  properties: { encRequest: { type: 'string' }, access_code: { type: 'string' }, command: { type: 'string' } },
} as const;

const checkoutSchema = {
  params: { type: 'object', properties: { trackingId: { type: 'string', pattern: '^[0-9]{12}$' } } },
  body: {
    type: 'object',
    required: ['action'],
    properties: { action: { type: 'string' }, card_number: { type: 'string', maxLength: 40 } },
  },
} as const;

function field(form: Form, name: string): string {
  const value = form[name];
  return typeof value === 'string' ? value : '';
}

function digits(count: number): string {
  return Array.from({ length: count }, () => randomInt(10)).join('');
}

function httpUrl(value: string | undefined): string | undefined {
  try {
    const url = new URL(value ?? '');
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

export function registerCheckoutRoutes(app: FastifyInstance, merchant: SandboxMerchant): void {
  const base = app.prefix;
  // The gateway's own policy, not the portal's: the way back posts to the merchant's origin,
  // which may be a partner's site, so form-action names it (Chromium enforces form-action).
  const html = (reply: FastifyReply, status: number, page: string, returnUrl?: string) => {
    const formAction = returnUrl ? `'self' ${new URL(returnUrl).origin}` : `'self'`;
    return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store')
      .header('content-security-policy',
        `default-src 'none'; style-src 'self'; img-src 'self'; form-action ${formAction}; base-uri 'none'; frame-ancestors 'none'`)
      .send(page);
  };
  const fail = (reply: FastifyReply, lang: PageLanguage, status: number, code: string, message: string) =>
    html(reply, status, errorPage(lang, base, code, message));

  const showCheckout = (reply: FastifyReply, order: PayOrder, status = 200, error?: string, cardNumber?: string) => {
    const lang = pageLanguage(order.language);
    return html(reply, status, checkoutPage({
      lang, base, merchantName: merchant.name[lang], trackingId: order.trackingId, orderId: order.orderId,
      quoteNo: order.quoteNo, amountBaiza: order.amountBaiza, currency: order.currency, error, cardNumber,
    }));
  };

  const showResult = (reply: FastifyReply, order: PayOrder) => {
    const lang = pageLanguage(order.language);
    const outcome = order.status === 'Aborted' ? 'cancelled' : order.status === 'Unsuccessful' ? 'declined' : 'paid';
    const returnUrl = outcome === 'cancelled' ? order.cancelUrl : order.redirectUrl;
    return html(reply, 200, resultPage({
      lang, base, merchantName: merchant.name[lang], outcome, trackingId: order.trackingId, orderId: order.orderId,
      amountBaiza: order.amountBaiza, currency: order.currency, encResp: encResp(order, merchant.workingKey), returnUrl,
    }), returnUrl);
  };

  // CCAvenue's transaction.do: the same three parameters as a form post or in the query string.
  const startTransaction = async (form: Form, reply: FastifyReply) => {
    const command = field(form, 'command');
    if (command !== '' && command !== 'initiateTransaction') return fail(reply, 'en', 400, '10001', 'Unknown command');
    if (field(form, 'access_code') !== merchant.accessCode) {
      return fail(reply, 'en', 403, '10002', 'Merchant authentication failed: unknown access code');
    }
    let req: Record<string, string>;
    try {
      req = { ...parseFields(decrypt(field(form, 'encRequest'), merchant.workingKey)) };
    } catch (error) {
      if (!(error instanceof PaymentCryptoError)) throw error;
      return fail(reply, 'en', 400, '10003', 'The encrypted request does not open with this merchant\'s working key');
    }
    const lang = pageLanguage(req.language);
    const amountBaiza = parseOmr(req.amount);
    const redirectUrl = httpUrl(req.redirect_url);
    const cancelUrl = httpUrl(req.cancel_url) ?? redirectUrl;
    const problem =
      req.merchant_id !== merchant.merchantId ? 'merchant_id does not match the access code'
      : !ORDER_ID_PATTERN.test(req.order_id ?? '') ? 'order_id must be 1-30 letters, digits, "-" or "_"'
      : amountBaiza === undefined || amountBaiza <= 0 ? 'amount must be a positive amount with at most 3 decimals'
      : !/^[A-Z]{3}$/.test(req.currency ?? '') ? 'currency must be an ISO 4217 code'
      : !redirectUrl || !cancelUrl ? 'redirect_url must be an absolute http(s) URL'
      : undefined;
    if (problem || amountBaiza === undefined || !redirectUrl || !cancelUrl) {
      return fail(reply, lang, 400, '10004', problem ?? 'invalid request');
    }
    const { order, created } = await createOrder(app.db, {
      merchantId: merchant.merchantId, orderId: req.order_id ?? '', trackingId: `31${digits(10)}`, amountBaiza,
      currency: req.currency ?? '', quoteNo: req.merchant_param2 ?? '', language: lang.toUpperCase(),
      redirectUrl, cancelUrl, requestFields: req,
    });
    if (!created) {
      // A reload of the same checkout is fine; reusing an order number for other money is not.
      const same = order.amountBaiza === amountBaiza && order.currency === req.currency;
      if (!same) return fail(reply, lang, 409, '10005', 'This order number was already used for another amount');
      if (order.status !== 'Initiated') return fail(reply, lang, 409, '10006', 'This order has already been processed');
    }
    return showCheckout(reply, order);
  };

  app.get('/transaction', { schema: { querystring: transactionSchema } }, (request, reply) =>
    startTransaction(request.query as Form, reply));
  app.post('/transaction', { schema: { body: transactionSchema } }, (request, reply) =>
    startTransaction(request.body as Form, reply));

  app.post<{ Params: { trackingId: string } }>('/checkout/:trackingId', { schema: checkoutSchema }, async (request, reply) => {
    const order = await findByTrackingId(app.db, request.params.trackingId);
    if (!order) return fail(reply, 'en', 404, '10007', PAGE_TEXT.en.notFound);
    // Settled already (double click, back button, replay): show the same result again.
    if (order.status !== 'Initiated') return showResult(reply, order);
    const form = request.body as Form;
    const action = field(form, 'action');
    let settlement: Settlement;
    if (action === 'pay') {
      const card = findTestCard(field(form, 'card_number'));
      if (!card) {
        const lang = pageLanguage(order.language);
        return showCheckout(reply, order, 422, PAGE_TEXT[lang].unknownCard, field(form, 'card_number'));
      }
      settlement = {
        status: card.status, cardName: cardBrand(card), cardLast4: card.number.slice(-4), statusFault: card.fault,
        ...(card.status === 'Unsuccessful' ? { failureMessage: 'Card declined by the issuing bank' } : { bankRefNo: digits(12) }),
      };
    } else if (action === 'decline') {
      settlement = { status: 'Unsuccessful', failureMessage: 'Transaction declined' };
    } else if (action === 'cancel') {
      settlement = { status: 'Aborted' };
    } else {
      return fail(reply, pageLanguage(order.language), 400, '10008', 'Unknown action');
    }
    const settled = (await settleOrder(app.db, order.trackingId, settlement)) ?? (await findByTrackingId(app.db, order.trackingId));
    return showResult(reply, settled ?? order);
  });
}
