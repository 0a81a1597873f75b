// POST /api/v1/my-data (issue 24, item 6): a verified customer downloads what the portal keeps about
// them, as a JSON file. Only the client that obtained the quote (quote binding), and only after a
// one-time code for purpose `my-data` confirmed within 15 minutes; always, whatever the journeys
// say (a download of personal data is never offered without one). Only this quote's own rows.
import type { FastifyPluginAsync } from 'fastify';
import { appError, errorResponses } from '../errors.js';
import { OTP_RULES } from '../otp/one-time-codes.js';
import { recordedMobile } from '../payments/summary-rules.js';
import { quoteHolder, requireQuoteBinding } from '../quotes/quote-binding.js';
import { refreshQuote } from '../quotes/seen-quotes.js';
import { typed } from '../typed-routes.js';

const rows = { type: 'array', items: { type: 'object', additionalProperties: true } } as const;
const SECTIONS = ['leads', 'leadUploads', 'extraFields', 'consents', 'quotes', 'communicationPreferences', 'payments', 'messages'] as const;

const schema = {
  body: {
    type: 'object', additionalProperties: false, required: ['quoteNo'],
    properties: { quoteNo: { type: 'string', minLength: 1, maxLength: 40, pattern: '\\S', description: 'The quote the one-time code (purpose my-data) was confirmed for.' } },
  },
  response: {
    200: {
      type: 'object', additionalProperties: false, required: ['exportedAt', 'quoteNo', ...SECTIONS],
      description: 'The file (Content-Disposition: attachment): every record the portal keeps of this quote and its leads.',
      properties: { exportedAt: { type: 'string', format: 'date-time' }, quoteNo: { type: 'string' }, ...Object.fromEntries(SECTIONS.map((s) => [s, rows])) },
    },
    ...errorResponses(400, 403, 422, 502, 503),
  },
} as const;

export const myDataRoutes: FastifyPluginAsync = async (app) => {
  typed(app).post('/api/v1/my-data', { schema }, async (request, reply) => {
    const quoteNo = request.body.quoteNo.trim();
    await requireQuoteBinding(app, request, quoteNo);
    const holder = quoteHolder(request, app.env.PUBLIC_CLIENT_ID);
    if (!holder || !(await app.otpRepository.verifiedWithin({ holder, purpose: 'my-data', reference: quoteNo }, OTP_RULES.validSeconds))) {
      throw appError('OTP_REQUIRED');
    }
    // The mobile on the insurer's record: the one the code went to.
    const { quote } = await refreshQuote(app, request, quoteNo);
    const data = await app.customerDataRepository.collect({ quoteNo, partnerId: request.partnerId, mobile: recordedMobile(quote.mobileNo) });
    request.log.info({ quoteNo }, 'customer data downloaded');
    const file = quoteNo.replace(/[^A-Za-z0-9_-]+/g, '-');
    void reply.header('content-disposition', `attachment; filename="my-data-${file}.json"`).header('cache-control', 'no-store');
    return { exportedAt: new Date().toISOString(), quoteNo, ...data };
  });
};
