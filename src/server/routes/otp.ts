// POST /api/v1/otp and /api/v1/otp/verify (issue 24, item 1): a code to the mobile on the
// insurer's record of the quote, and its check. Only a client that obtained the quote may ask
// (quote binding), so the answer tells a stranger nothing about a quote they do not hold.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { appError, errorResponses } from '../errors.js';
import { OTP_PURPOSES, OTP_RULES, sendCode, verifyCode, type OtpPurpose } from '../otp/one-time-codes.js';
import { recordedMobile } from '../payments/summary-rules.js';
import { requireQuoteBinding } from '../quotes/quote-binding.js';
import { refreshQuote } from '../quotes/seen-quotes.js';

interface SendBody {
  purpose: OtpPurpose;
  quoteNo: string;
  channel?: 'sms' | 'whatsapp';
  language?: 'en' | 'ar';
}

const common = {
  purpose: { type: 'string', enum: [...OTP_PURPOSES], description: 'The step the code confirms.' },
  quoteNo: { type: 'string', minLength: 1, maxLength: 40, pattern: '\\S' },
} as const;

const sendSchema = {
  body: {
    type: 'object', additionalProperties: false, required: ['purpose', 'quoteNo'],
    properties: {
      ...common,
      channel: { type: 'string', enum: ['sms', 'whatsapp'], default: 'sms' },
      language: { type: 'string', enum: ['en', 'ar'], default: 'en', description: 'The language of the message.' },
    },
  },
  response: {
    200: {
      type: 'object', additionalProperties: false, required: ['data'],
      properties: {
        data: {
          type: 'object', additionalProperties: false, required: ['maskedMobile', 'expiresInSeconds', 'resendInSeconds'],
          properties: {
            maskedMobile: { type: 'string', description: 'The last four digits of the mobile the code went to, e.g. "•••• 4567".' },
            expiresInSeconds: { type: 'integer' },
            resendInSeconds: { type: 'integer', description: 'A new code may be asked for after this long.' },
          },
        },
      },
    },
    ...errorResponses(400, 403, 422, 429, 502, 503),
  },
} as const;

const verifySchema = {
  body: {
    type: 'object', additionalProperties: false, required: ['purpose', 'quoteNo', 'code'],
    properties: { ...common, code: { type: 'string', pattern: '^[0-9]{6}$' } },
  },
  response: {
    200: {
      type: 'object', additionalProperties: false, required: ['data'],
      properties: {
        data: {
          type: 'object', additionalProperties: false, required: ['verified', 'validForSeconds'],
          properties: { verified: { type: 'boolean', const: true }, validForSeconds: { type: 'integer' } },
        },
      },
    },
    ...errorResponses(400, 403, 422),
  },
} as const;

async function mobileOnRecord(app: FastifyInstance, request: Parameters<typeof refreshQuote>[1], quoteNo: string): Promise<string> {
  const { quote } = await refreshQuote(app, request, quoteNo);
  const mobile = recordedMobile(quote.mobileNo);
  if (!/^\d{8}$/.test(mobile)) throw appError('OTP_NO_MOBILE');
  return mobile;
}

export const otpRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: SendBody }>('/api/v1/otp', { schema: sendSchema }, async (request) => {
    const quoteNo = request.body.quoteNo.trim();
    await requireQuoteBinding(app, request, quoteNo);
    const mobile = await mobileOnRecord(app, request, quoteNo);
    const sent = await sendCode(app, request, {
      purpose: request.body.purpose, reference: quoteNo, mobile, channel: request.body.channel ?? 'sms', language: request.body.language ?? 'en',
    });
    return { data: sent };
  });

  app.post<{ Body: { purpose: OtpPurpose; quoteNo: string; code: string } }>('/api/v1/otp/verify', { schema: verifySchema }, async (request) => {
    const quoteNo = request.body.quoteNo.trim();
    await requireQuoteBinding(app, request, quoteNo);
    await verifyCode(app, request, request.body.purpose, quoteNo, request.body.code);
    return { data: { verified: true as const, validForSeconds: OTP_RULES.validSeconds } };
  });
};
