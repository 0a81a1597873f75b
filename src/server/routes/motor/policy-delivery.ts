// POST /api/v1/motor/policy-documents/link: the documents of the policy a message's link names
// (docs/customers.md "Policy delivery"); POST /api/v1/motor/policy-documents/resend: "send
// again" after a one-time code for that policy.
import type { FastifyInstance } from 'fastify';
import { arrangeDocuments, insurerFor } from '../../adapters/insurer/index.js';
import { partnerById, partnerConfigView } from '../../../config/resolve.js';
import { readPolicyLinkToken } from '../../delivery/policy-link.js';
import { resendDocuments, type ResendRequest } from '../../delivery/resend.js';
import { appError, errorResponses } from '../../errors.js';
import { proxiedDocuments } from '../../motor/document-links.js';
import { viaInsurer } from '../../motor/insurer-failure.js';
import { documentsSchema } from './schemas.js';
import { typed } from '../../typed-routes.js';

const POLICY_NO = { type: 'string', minLength: 1, maxLength: 60, pattern: '\\S' } as const;

const linkSchema = {
  body: {
    type: 'object', additionalProperties: false, required: ['token'],
    properties: { token: { type: 'string', minLength: 1, maxLength: 512, pattern: '^[A-Za-z0-9_-]+$', description: 'The token of the link in the policy\'s message.' } },
  },
  response: {
    200: {
      type: 'object', additionalProperties: false, required: ['data'],
      properties: {
        data: {
          type: 'object', additionalProperties: false, required: ['policyNo', 'documents'],
          properties: { policyNo: { type: 'string' }, documents: documentsSchema.properties.documents },
        },
      },
    },
    ...errorResponses(400, 404, 422, 502, 503),
  },
} as const;

const resendSchema = {
  body: {
    type: 'object', additionalProperties: false, required: ['policyNo', 'requestId'],
    properties: {
      policyNo: POLICY_NO,
      requestId: { type: 'string', format: 'uuid', description: 'The browser\'s id of this request: a retry with it sends nothing new.' },
      language: { type: 'string', enum: ['en', 'ar'], description: 'The language of the messages (default: the one the policy was bought in).' },
    },
  },
  response: {
    200: {
      type: 'object', additionalProperties: false, required: ['data'],
      properties: {
        data: {
          type: 'object', additionalProperties: false, required: ['channels'],
          properties: { channels: { type: 'array', items: { type: 'string', enum: ['whatsapp', 'email', 'sms'] }, description: 'Where the documents are being sent.' } },
        },
      },
    },
    ...errorResponses(400, 403, 404, 429),
  },
} as const;

export function registerPolicyDelivery(app: FastifyInstance): void {
  typed(app).post('/api/v1/motor/policy-documents/link', { schema: linkSchema }, async (request) => {
    const link = readPolicyLinkToken(request.body.token);
    // A link works on its own partner's site only (the same answer as a forged or expired one).
    if (!link || link.partnerId !== request.partnerId) throw appError('DOCUMENT_LINK_INVALID');
    const srcBusId = partnerConfigView(partnerById(request.configTree, request.partnerId)).SRC_BUS_ID;
    const documents = await viaInsurer(() => insurerFor(app, request.log).getPolicyDoc({
      civilId: '', mobileNo: '', plateNo: '', policyNo: link.policyNo, quoteNo: '', registrationMark: '', srcBusId,
    }));
    return { data: { policyNo: link.policyNo, documents: proxiedDocuments(arrangeDocuments(documents)) } };
  });

  typed(app).post('/api/v1/motor/policy-documents/resend', { schema: resendSchema }, async (request) => {
    return { data: await resendDocuments(app, request, { ...request.body, policyNo: request.body.policyNo.trim() }) };
  });
}
