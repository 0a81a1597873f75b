// GET /api/staff/deliveries: how the policies' documents went out (docs/customers.md "Policy
// delivery"): by policy number, channel, masked recipient, status, attempts, last error and
// times, newest first. Any signed-in member of staff may read it (a partner's staff their partner's
// policies only); no recipient leaves unmasked.
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../errors.js';
import { maskRecipient } from '../../delivery/masking.js';

interface DeliveriesQuery {
  policyNo?: string;
  state?: 'queued' | 'sent' | 'failed';
  before?: string;
  limit?: string;
}

const TIME = { type: 'string', format: 'date-time' } as const;

const deliveryItem = {
  type: 'object', additionalProperties: false,
  required: ['id', 'policyNo', 'kind', 'channel', 'recipient', 'language', 'state', 'attempts', 'lastError', 'createdAt', 'sentAt'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    policyNo: { type: 'string' },
    kind: { type: 'string', enum: ['issued', 'resent'], description: 'Sent when the policy was issued, or on the customer\'s "send again".' },
    channel: { type: 'string', enum: ['whatsapp', 'email', 'sms'] },
    recipient: { type: 'string', description: 'Masked: the last four digits of a number, the first letter and domain of an address.' },
    language: { type: 'string', enum: ['en', 'ar'] },
    state: { type: 'string', enum: ['queued', 'sent', 'failed'], description: 'queued: waiting or being retried; sent: the provider took it; failed: out of tries.' },
    attempts: { type: 'integer', minimum: 0, maximum: 2147483647 },
    lastError: { type: ['string', 'null'], description: 'The provider\'s last refusal.' },
    createdAt: TIME,
    sentAt: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;

export async function staffDeliveryRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: DeliveriesQuery }>('/api/staff/deliveries', {
    config: { public: true, staff: true },
    schema: {
      summary: 'Staff: the messages that delivered policies, by policy number, newest first (a partner\'s staff: their partner\'s)',
      tags: ['staff'],
      querystring: {
        type: 'object', additionalProperties: false,
        properties: {
          policyNo: { type: 'string', maxLength: 60, description: 'A policy number, or its beginning.' },
          state: { type: 'string', enum: ['queued', 'sent', 'failed'] },
          before: { type: 'string', format: 'uuid', description: 'The last id of the previous page.' },
          limit: { type: 'string', pattern: '^([1-9]|[1-9][0-9]|1[0-9][0-9]|200)$', description: 'Messages per page, 1-200 (default 50).' },
        },
      },
      response: {
        200: {
          type: 'object', additionalProperties: false, required: ['data', 'page'],
          properties: {
            data: { type: 'array', items: deliveryItem },
            page: { type: 'object', additionalProperties: false, required: ['next'], properties: { next: { type: ['string', 'null'] } } },
          },
        },
        ...errorResponses(400, 401),
      },
    },
  }, async (request) => {
    const limit = Number(request.query.limit ?? 50);
    const rows = await app.deliveriesRepository.list({
      policyNo: request.query.policyNo?.trim() || undefined, state: request.query.state, before: request.query.before, limit: limit + 1,
      partnerId: request.staff!.partnerScope,
    });
    const data = rows.slice(0, limit).map((row) => ({ ...row, recipient: maskRecipient(row.recipient) }));
    return { data, page: { next: rows.length > limit ? data[data.length - 1]!.id : null } };
  });
}
