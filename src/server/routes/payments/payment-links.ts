// POST /api/v1/payments/payment-links and /skip-payment: the amount is the quote record's, which
// the server priced from the insurer's quote and its own promo catalog. An amount in the body is
// only compared: when it differs the request is refused, so nobody is charged what they typed.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseOmr, type PaymentLanguage } from '../../adapters/payment/index.js';
import { partnerById, partnerConfigView } from '../../../config/resolve.js';
import { appError } from '../../errors.js';
import { requireQuoteBinding } from '../quotes/quote-binding.js';
import { gatewayFor } from './gateway.js';
import { paymentLinkResponse, skipPaymentResponse } from './responses.js';
import { settleEarlierReturns } from './settle.js';
import { insertPayment } from './store.js';

export const RETURN_PATH = '/api/v1/payments/gateway-response';

interface LinkBody {
  quoteNo: string;
  amount?: string | number;
  partnerId?: string;
  language?: PaymentLanguage;
}

const linkBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['quoteNo'],
  properties: {
    quoteNo: { type: 'string', minLength: 1, maxLength: 40, pattern: '\\S' },
    amount: { type: ['string', 'number'] },
    // The partner is the request origin's; the spec's body field is accepted and ignored.
    partnerId: { type: 'string', maxLength: 64 },
    language: { type: 'string', enum: ['en', 'ar'] },
  },
} as const;

interface PayableRecord {
  premium_baiza: number;
  discounted_premium_baiza: number;
}

/** The quote record the payment start just wrote: status Created, payment Initiated, this partner. */
async function payableRecord(app: FastifyInstance, request: FastifyRequest, quoteNo: string): Promise<PayableRecord> {
  const [record] = await app.db.query<PayableRecord & { partner_id: string; quote_status: string; payment_status: string | null }>(
    `select partner_id, quote_status, payment_status, premium_baiza, discounted_premium_baiza from quote_records where quote_no = $1`,
    [quoteNo],
  );
  if (!record || record.partner_id !== request.partnerId || record.premium_baiza === null || record.discounted_premium_baiza === null) {
    throw appError('PAYMENT_VALIDATION_FAILED');
  }
  if (record.quote_status !== 'Created' || record.payment_status !== 'Initiated') throw appError('QUOTE_STATUS_INVALID');
  const [paid] = await app.db.query(`select 1 from payments where quote_no = $1 and state = 'paid'`, [quoteNo]);
  if (paid) throw appError('QUOTE_STATUS_INVALID');
  await settleEarlierReturns(app, quoteNo, request.log);
  return record;
}

/** Where the gateway sends the customer back: the public address, else the origin the customer is on. */
function siteOrigin(app: FastifyInstance, request: FastifyRequest): string {
  if (app.env.PUBLIC_BASE_URL) return app.env.PUBLIC_BASE_URL.replace(/\/+$/, '');
  const origin = request.headers.origin;
  if (typeof origin === 'string' && /^https?:\/\/[^/]+$/.test(origin)) return origin;
  return `${request.protocol}://${request.host}`;
}

const newOrderId = () => randomBytes(18).toString('base64url');

/**
 * Opens a gateway order for the quote record's amount and answers the checkout address. The
 * caller has checked that this client obtained the quote; `expectedAmount` (the spec's body
 * field) is only compared, never charged.
 */
export async function openPaymentLink(
  app: FastifyInstance, request: FastifyRequest, quoteNo: string, language: PaymentLanguage, expectedAmount?: string | number,
): Promise<string> {
  const record = await payableRecord(app, request, quoteNo);
  const amountBaiza = record.discounted_premium_baiza;
  if (expectedAmount !== undefined && parseOmr(expectedAmount) !== amountBaiza) {
    request.log.warn({ quoteNo }, 'payment link asked with an amount other than the stored one');
    throw appError('PAYMENT_AMOUNT_MISMATCH');
  }
  const orderId = newOrderId();
  await insertPayment(app.db, {
    order_id: orderId, quote_no: quoteNo, partner_id: request.partnerId, amount_baiza: amountBaiza,
    premium_baiza: record.premium_baiza, currency: app.env.PAYMENT_CURRENCY, skip_payment: false, state: 'initiated',
  });
  const back = `${siteOrigin(app, request)}${RETURN_PATH}`;
  const link = gatewayFor(app).buildPaymentRequest({
    orderId, amountBaiza, quoteNo, redirectUrl: back, cancelUrl: back, language, merchantParams: { 1: request.partnerId },
  });
  return link.checkoutUrl;
}

/** Whether this request may skip the gateway: the partner's flag and the server's setting (never on in production). */
export function skipPaymentAllowed(app: FastifyInstance, request: FastifyRequest): boolean {
  return partnerConfigView(partnerById(request.configTree, request.partnerId)).SHOW_SKIP_PAYMENT === 1 && app.env.ALLOW_SKIP_PAYMENT;
}

/** Spec "Skip-payment mode": an order settled as paid without the gateway; answers its reference (br). */
export async function openSkippedPayment(app: FastifyInstance, request: FastifyRequest, quoteNo: string): Promise<string> {
  if (!skipPaymentAllowed(app, request)) throw appError('FORBIDDEN');
  const record = await payableRecord(app, request, quoteNo);
  const orderId = newOrderId();
  await insertPayment(app.db, {
    order_id: orderId, quote_no: quoteNo, partner_id: request.partnerId, amount_baiza: record.discounted_premium_baiza,
    premium_baiza: record.premium_baiza, currency: app.env.PAYMENT_CURRENCY, skip_payment: true, state: 'returned',
  });
  return orderId;
}

export function registerPaymentLinks(app: FastifyInstance): void {
  app.post<{ Body: LinkBody }>('/api/v1/payments/payment-links', { schema: { body: linkBodySchema, response: paymentLinkResponse } }, async (request) => {
    const quoteNo = request.body.quoteNo.trim();
    // Issue 9: only the client that obtained the quote may start its payment.
    await requireQuoteBinding(app, request, quoteNo);
    return { data: await openPaymentLink(app, request, quoteNo, request.body.language ?? 'en', request.body.amount) };
  });

  app.post<{ Body: { quoteNo: string } }>(
    '/api/v1/payments/skip-payment',
    {
      schema: {
        body: { type: 'object', additionalProperties: false, required: ['quoteNo'], properties: { quoteNo: linkBodySchema.properties.quoteNo } },
        response: skipPaymentResponse,
      },
    },
    async (request) => {
      if (!skipPaymentAllowed(app, request)) throw appError('FORBIDDEN');
      const quoteNo = request.body.quoteNo.trim();
      await requireQuoteBinding(app, request, quoteNo);
      return { data: { br: await openSkippedPayment(app, request, quoteNo) } };
    },
  );
}
