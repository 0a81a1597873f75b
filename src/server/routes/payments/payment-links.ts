// POST /api/v1/payments/payment-links and /skip-payment: the spec's own payment calls. The order
// and its amount are payments/payment-orders.ts's; an amount in the body is only compared.
import type { FastifyInstance } from 'fastify';
import { appError } from '../../errors.js';
import { openPaymentLink, openSkippedPayment, skipPaymentAllowed } from '../../payments/payment-orders.js';
import { requireVerified } from '../../otp/one-time-codes.js';
import { requireQuoteBinding } from '../../quotes/quote-binding.js';
import { paymentLinkResponse, skipPaymentResponse } from './responses.js';
import { typed } from '../../typed-routes.js';

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

export function registerPaymentLinks(app: FastifyInstance): void {
  typed(app).post('/api/v1/payments/payment-links', { schema: { body: linkBodySchema, response: paymentLinkResponse } }, async (request) => {
    const quoteNo = request.body.quoteNo.trim();
    // Issue 9: only the client that obtained the quote may start its payment.
    await requireQuoteBinding(app, request, quoteNo);
    await requireVerified(app, request, 'payment', quoteNo);
    return { data: await openPaymentLink(app, request, quoteNo, request.body.language ?? 'en', request.body.amount) };
  });

  typed(app).post(
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
      await requireVerified(app, request, 'payment', quoteNo);
      return { data: { br: await openSkippedPayment(app, request, quoteNo) } };
    },
  );
}
