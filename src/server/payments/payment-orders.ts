// Opening a payment: the amount is the quote record's, which the server priced from the insurer's
// quote and its own promo catalog. An amount a client names is only compared: when it differs
// the order is refused, so nobody is charged what they typed.
import { madeUnder } from '../config-state.js';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseOmr, type PaymentLanguage } from '../adapters/payment/index.js';
import { partnerById, partnerConfigView } from '../../config/resolve.js';
import { appError } from '../errors.js';
import { requestLanguage } from '../forms/index.js';
import { paymentVisit } from '../events/step-events.js';
import { settleEarlierReturns } from './settle.js';

/** Where the gateway posts the customer back (routes/payments/results.ts). */
export const RETURN_PATH = '/api/v1/payments/gateway-response';

interface PayableRecord {
  premiumBaiza: number;
  discountedPremiumBaiza: number;
}

/** The quote record the payment start just wrote: status Created, payment Initiated, this partner. */
async function payableRecord(app: FastifyInstance, request: FastifyRequest, quoteNo: string): Promise<PayableRecord> {
  const record = await app.quotesRepository.recordOf(quoteNo);
  if (!record || record.partnerId !== request.partnerId || record.premiumBaiza === null || record.discountedPremiumBaiza === null) {
    throw appError('PAYMENT_VALIDATION_FAILED');
  }
  if (record.quoteStatus !== 'Created' || record.paymentStatus !== 'Initiated') throw appError('QUOTE_STATUS_INVALID');
  if (await app.paymentsRepository.hasPaidOrder(quoteNo)) throw appError('QUOTE_STATUS_INVALID');
  await settleEarlierReturns(app, quoteNo, request.log);
  return { premiumBaiza: record.premiumBaiza, discountedPremiumBaiza: record.discountedPremiumBaiza };
}

/** Where the gateway sends the customer back (and the policy's messages link to): the public address, else the origin the customer is on. */
export function siteOrigin(app: FastifyInstance, request: FastifyRequest): string {
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
  const amountBaiza = record.discountedPremiumBaiza;
  if (expectedAmount !== undefined && parseOmr(expectedAmount) !== amountBaiza) {
    request.log.warn({ quoteNo }, 'payment link asked with an amount other than the stored one');
    throw appError('PAYMENT_AMOUNT_MISMATCH');
  }
  const orderId = newOrderId();
  await app.paymentsRepository.insert({
    order_id: orderId, quote_no: quoteNo, partner_id: request.partnerId, amount_baiza: amountBaiza,
    premium_baiza: record.premiumBaiza, currency: app.env.PAYMENT_CURRENCY, skip_payment: false, state: 'initiated',
    made: madeUnder(request.configTree), language, site_origin: siteOrigin(app, request), visit: paymentVisit(request),
  });
  const back = `${siteOrigin(app, request)}${RETURN_PATH}`;
  const link = app.paymentGateway.buildPaymentRequest({
    orderId, amountBaiza, quoteNo, redirectUrl: back, cancelUrl: back, language, merchantParams: { 1: request.partnerId },
  });
  return link.checkoutUrl;
}

/** Whether this request may skip the gateway: the partner's flag and the server's setting (never on in production). */
export function skipPaymentAllowed(app: FastifyInstance, request: FastifyRequest): boolean {
  return partnerConfigView(partnerById(request.configTree, request.partnerId)).SHOW_SKIP_PAYMENT === 1 && app.env.ALLOW_SKIP_PAYMENT;
}

/** Spec "Skip-payment mode": an order settled as paid without the gateway; answers its reference (br). */
export async function openSkippedPayment(app: FastifyInstance, request: FastifyRequest, quoteNo: string, language?: PaymentLanguage): Promise<string> {
  if (!skipPaymentAllowed(app, request)) throw appError('FORBIDDEN');
  const record = await payableRecord(app, request, quoteNo);
  const orderId = newOrderId();
  await app.paymentsRepository.insert({
    order_id: orderId, quote_no: quoteNo, partner_id: request.partnerId, amount_baiza: record.discountedPremiumBaiza,
    premium_baiza: record.premiumBaiza, currency: app.env.PAYMENT_CURRENCY, skip_payment: true, state: 'returned',
    made: madeUnder(request.configTree), language: language ?? (requestLanguage(request) === 'ar' ? 'ar' : 'en'), site_origin: siteOrigin(app, request),
    visit: paymentVisit(request),
  });
  return orderId;
}
