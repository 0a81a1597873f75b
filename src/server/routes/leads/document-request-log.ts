import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../errors.js';
import { windowCounter } from '../../rate-limit/rate-limit.js';
import type { FromSchema } from '../../typed-routes.js';

export const FETCH_ERROR_TEXT = 'Error fetching documents';


const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

/** Spec section 3, "Policy document request log": the lookup's input and what it gave. */
const logBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['RESPONSE'],
  properties: {
    PLATE_NO: text(20),
    PLATE_CODE: text(40),
    LICENSE_NO: text(20),
    PHONE_NO: text(20),
    POLICY_NO: text(40),
    RESPONSE: {
      oneOf: [
        { type: 'string', const: FETCH_ERROR_TEXT },
        {
          type: 'array',
          maxItems: 20,
          items: {
            oneOf: [
              { type: 'string', maxLength: 2500 },
              {
                type: 'object',
                additionalProperties: false,
                required: ['label', 'url'],
                properties: { label: text(200), url: text(2500) },
              },
            ],
          },
        },
      ],
    },
  },
} as const;

const blankToNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

/**
 * POST /api/dic/motor-insurance/request-policy-document: unauthenticated in the spec, so it is
 * rate-limited per address to keep anyone from filling the log; it never answers data back.
 */
export function registerDocumentRequestLog(app: FastifyInstance): void {
  const perAddress = windowCounter(app, 'document-request-log', app.env.LOOKUP_RATE_PER_MINUTE * 2, 60_000);
  app.post<{ Body: FromSchema<typeof logBodySchema> }>(
    '/api/dic/motor-insurance/request-policy-document',
    {
      config: { public: true },
      schema: { body: logBodySchema, response: { 204: { type: 'null' }, ...errorResponses(400, 429) } },
    },
    async (request, reply) => {
      await perAddress.take(request.ip);
      const body = request.body;
      // Stored as the insurer's "label~~url" items, the form the spec gives the document list in.
      const response = typeof body.RESPONSE === 'string'
        ? body.RESPONSE
        : body.RESPONSE.map((item) => (typeof item === 'string' ? item : `${item.label}~~${item.url}`));
      await app.leadsRepository.logDocumentRequest({
        partnerId: request.partnerId,
        plateNo: blankToNull(body.PLATE_NO),
        plateCode: blankToNull(body.PLATE_CODE),
        licenseNo: blankToNull(body.LICENSE_NO),
        phoneNo: blankToNull(body.PHONE_NO),
        policyNo: blankToNull(body.POLICY_NO),
        response,
      });
      return reply.code(204).send();
    },
  );
}
