// POST /api/v1/otp and /api/v1/otp/verify (issue 24, item 1): a code to the mobile on the
// insurer's record, and its check. For a quote: only a client that obtained the quote may ask
// (quote binding), so the answer tells a stranger nothing about a quote they do not hold. For a
// policy (designated as on the lookup form: its number, or plate and civil ID or mobile): every
// designation answers alike, known to the insurer or not (otp/policy-codes.ts). For the quote a
// renewal or premium lookup found (issue 31): by the lookup's handle, which only the client that
// looked it up can use; the confirmed code then answers the quote (quotes/lookup-handles.ts).
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError, appError, errorResponses } from '../errors.js';
import { isVerified, OTP_PURPOSES, OTP_RULES, sendCode, verifyCode } from '../otp/one-time-codes.js';
import { sendPolicyCode } from '../otp/policy-codes.js';
import { designationOf, policyReference, type PolicyDesignation } from '../otp/policy-reference.js';
import { recordedMobile } from '../payments/summary-rules.js';
import { quoteOfHandle, releaseQuote } from '../quotes/lookup-handles.js';
import { requireQuoteBinding } from '../quotes/quote-binding.js';
import { refreshQuote } from '../quotes/seen-quotes.js';
import { premiumSchema, quoteSchema } from '../quotes/quote-schema.js';
import { typed, type FromSchema } from '../typed-routes.js';

const field = (description: string) => ({ type: 'string', minLength: 1, maxLength: 40, pattern: '\\S', description }) as const;

const common = {
  purpose: { type: 'string', enum: [...OTP_PURPOSES], description: 'The step the code confirms.' },
  quoteNo: field('A quote this client obtained. Exactly one of quoteNo, lookup, policyNo or a plate (plateNumber, plateCode and civilId or mobileNo).'),
  lookup: {
    type: 'string', minLength: 1, maxLength: 400, pattern: '^[A-Za-z0-9_-]+$',
    description: 'The handle a renewal or premium lookup answered this client (purpose payment only): the code goes to the mobile on record for the quote it found, and its confirmation answers that quote.',
  },
  policyNo: field('A policy number, as typed on a lookup form (documents, ROP status).'),
  plateNumber: field('The plate number; with plateCode, and civilId or mobileNo, it designates the policy as the plate tabs of a lookup form do.'),
  plateCode: field('The plate code (letters).'),
  civilId: field('Civil ID or licence number of the policy holder, as typed on the lookup form.'),
  mobileNo: field('A mobile typed on the "Plate & Mobile No" tab: it designates the policy; the code still goes to the mobile on the insurer\'s record.'),
} as const;

const sendSchema = {
  body: {
    type: 'object', additionalProperties: false, required: ['purpose'],
    properties: {
      ...common,
      channel: { type: 'string', enum: ['sms', 'whatsapp'], default: 'sms' },
      language: { type: 'string', enum: ['en', 'ar'], default: 'en', description: 'The language of the message.' },
      resend: {
        type: 'boolean',
        description: 'true when the customer asks for another code. Without it (the code screen opening, or opening again on a reload) a code still live that may not be resent yet is not sent again: the answer names it (alreadySent) instead of a 429.',
      },
    },
  },
  response: {
    200: {
      type: 'object', additionalProperties: false, required: ['data'],
      properties: {
        data: {
          type: 'object', additionalProperties: false,
          description: 'A code was sent (maskedMobile, expiresInSeconds, resendInSeconds; alreadySent when the live one stands, see resend), or, for a quote, this client already confirmed a code for this step within its 15 minutes and none was sent (confirmed, validForSeconds).',
          properties: {
            maskedMobile: { type: 'string', description: 'The last four digits of the mobile the code went to, e.g. "•••• 4567".' },
            expiresInSeconds: { type: 'integer' },
            resendInSeconds: { type: 'integer', description: 'A new code may be asked for after this long.' },
            alreadySent: { type: 'boolean', const: true, description: 'No code went out now: the one sent earlier (still live) stands.' },
            confirmed: { type: 'boolean', const: true, description: 'Already confirmed: the code screen moves on.' },
            validForSeconds: { type: 'integer', description: 'How long the confirmation still counts at most.' },
          },
          anyOf: [{ type: 'object', required: ['maskedMobile', 'expiresInSeconds', 'resendInSeconds'] }, { type: 'object', required: ['confirmed', 'validForSeconds'] }],
        },
      },
    },
    ...errorResponses(400, 403, 422, 429, 502, 503),
  },
} as const;

const verifySchema = {
  body: {
    type: 'object', additionalProperties: false, required: ['purpose', 'code'],
    properties: { ...common, code: { type: 'string', pattern: '^[0-9]{6}$' } },
  },
  response: {
    200: {
      type: 'object', additionalProperties: false, required: ['data'],
      properties: {
        data: {
          type: 'object', additionalProperties: false, required: ['verified', 'validForSeconds'],
          properties: {
            verified: { type: 'boolean', const: true },
            validForSeconds: { type: 'integer' },
            quote: { ...quoteSchema, description: 'For a lookup handle only: the quote, now released to this client (and bound to it).' },
            premium: { ...premiumSchema, description: 'For a lookup handle only: the confirmed plan and the amount a payment will charge.' },
          },
        },
      },
    },
    ...errorResponses(400, 403, 422, 502, 503),
  },
} as const;

async function mobileOnRecord(app: FastifyInstance, request: Parameters<typeof refreshQuote>[1], quoteNo: string): Promise<string> {
  const { quote } = await refreshQuote(app, request, quoteNo);
  const mobile = recordedMobile(quote.mobileNo);
  if (!/^\d{8}$/.test(mobile)) throw appError('OTP_NO_MOBILE');
  return mobile;
}

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', { details: [{ field: `/${field}`, keyword: 'oneOf', message }] });

/** What both bodies say of the code's subject: the purpose and the designation (the verify body's, but its code). */
type Subject = Omit<FromSchema<typeof verifySchema.body>, 'code'>;

/** The quote, the lookup's handle, or the policy as designated, that the body names: exactly one. */
function subjectOf(body: Subject): { quoteNo: string } | { lookup: string } | { policy: PolicyDesignation } {
  const policyFields = [body.policyNo, body.plateNumber, body.plateCode, body.civilId, body.mobileNo].some((v) => v !== undefined);
  if (body.lookup !== undefined) {
    if (policyFields || body.quoteNo !== undefined) throw invalid('lookup', 'must not come with a quote number, policy number or plate');
    if (body.purpose !== 'payment') throw invalid('purpose', 'must be payment with a lookup');
    return { lookup: body.lookup };
  }
  if (body.quoteNo !== undefined) {
    if (policyFields) throw invalid('quoteNo', 'must not come with a policy number or plate');
    return { quoteNo: body.quoteNo.trim() };
  }
  if (body.purpose === 'payment') throw invalid('quoteNo', 'is required for a payment code');
  const policy = designationOf(body);
  if (!policy) throw invalid('policyNo', 'must be a policy number alone, or a plate number and code with a civil ID or a mobile');
  return { policy };
}

/** The code's reference: the quote number (after the binding check, or of the lookup's handle), or the policy designation's. */
async function referenceOf(app: FastifyInstance, request: FastifyRequest, subject: ReturnType<typeof subjectOf>): Promise<string> {
  if ('policy' in subject) return policyReference(app.env.TOKEN_SECRET, subject.policy);
  if ('lookup' in subject) return quoteOfHandle(app, request, subject.lookup);
  await requireQuoteBinding(app, request, subject.quoteNo);
  return subject.quoteNo;
}

export const otpRoutes: FastifyPluginAsync = async (app) => {
  typed(app).post('/api/v1/otp', { schema: sendSchema }, async (request) => {
    const b = request.body;
    const subject = subjectOf(b);
    const how = { purpose: b.purpose, channel: b.channel ?? 'sms', language: b.language ?? 'en', ...(b.resend ? { resend: true } : {}) } as const;
    if ('policy' in subject) return { data: await sendPolicyCode(app, request, { ...how, designation: subject.policy }) };
    const quoteNo = await referenceOf(app, request, subject);
    // A quote's step this client confirmed within its 15 minutes (the summary reloaded, or opened
    // again) needs no second code: the screen moves on.
    if ('quoteNo' in subject && (await isVerified(app, request, b.purpose, { quoteNo }))) {
      return { data: { confirmed: true as const, validForSeconds: OTP_RULES.validSeconds } };
    }
    const mobile = await mobileOnRecord(app, request, quoteNo);
    return { data: await sendCode(app, request, { ...how, reference: quoteNo, mobile }) };
  });

  typed(app).post('/api/v1/otp/verify', { schema: verifySchema }, async (request) => {
    const subject = subjectOf(request.body);
    const reference = await referenceOf(app, request, subject);
    await verifyCode(app, request, request.body.purpose, reference, request.body.code);
    // A lookup's quote is this client's only now (issue 31).
    const released = 'lookup' in subject ? await releaseQuote(app, request, reference) : {};
    return { data: { verified: true as const, validForSeconds: OTP_RULES.validSeconds, ...released } };
  });
};
