// GET /api/v1/payments/payment-responses: the spec's payment response (section 3) plus what the
// result pages show, declared once for the route's schema, the stored result and the result pages.
import type { FromSchema } from 'json-schema-to-ts';

const s = { type: 'string' } as const;
export const DELIVERY_CHANNELS = ['whatsapp', 'email', 'sms'] as const;

export const PAYMENT_RESPONSE_SCHEMA = {
  type: 'object', additionalProperties: false,
  required: ['order_status', 'amount', 'currency', 'payment_id', 'mer_param_2', 'paid', 'policyNo', 'insuredName', 'product', 'documents'],
  properties: {
    order_status: s, amount: s, currency: s, payment_id: s, mer_param_2: s, paid: { type: 'boolean' }, policyNo: s,
    insuredName: s, product: s,
    documents: { type: 'array', items: { type: 'object', additionalProperties: false, required: ['label', 'url'], properties: { label: s, url: s } } },
    sentBy: {
      type: 'array', items: { type: 'string', enum: DELIVERY_CHANNELS },
      description: 'Where the policy was sent when it was issued (the customer\'s preferences): the success page says what was sent.',
    },
  },
} as const;

export type PaymentResponse = FromSchema<typeof PAYMENT_RESPONSE_SCHEMA>;
/** What settling keeps of a payment (payments.result): the answer without what is read at answer time. */
export type StoredPaymentResult = Omit<PaymentResponse, 'paid' | 'sentBy'>;
