// Response schemas of the payment endpoints (OpenAPI, and fast serialisation).
import { PAYMENT_RESPONSE_SCHEMA } from '../../../config/payment-wire.js';
import { errorResponses } from '../../errors.js';

const s = { type: 'string' } as const;

export const paymentLinkResponse = {
  200: { type: 'object', required: ['data'], additionalProperties: false, properties: { data: { type: 'string', description: 'The checkout address the browser goes to' } } },
  ...errorResponses(400, 401, 409, 422, 503),
};

export const skipPaymentResponse = {
  200: { type: 'object', required: ['data'], additionalProperties: false, properties: { data: { type: 'object', additionalProperties: false, required: ['br'], properties: { br: s } } } },
  ...errorResponses(400, 401, 403, 409, 422, 503),
};

export const gatewayReturnResponse = { 303: { type: 'null', description: 'To /motor-insurance/payment-result?br=<order>' }, ...errorResponses(400, 404) };

export const paymentResponseResponse = {
  200: {
    type: 'object', required: ['data'], additionalProperties: false,
    properties: {
      data: PAYMENT_RESPONSE_SCHEMA,
    },
  },
  ...errorResponses(400, 401, 404, 502, 503),
};
