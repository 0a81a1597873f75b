// GET /api/staff/deliveries: how the policies' documents went out (docs/customers.md "Policy
// delivery"): by policy number, channel, masked recipient, status, attempts, last error and
// times, newest first. Any signed-in member of staff may read it (a partner's staff their partner's
// policies only); no recipient leaves unmasked.
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../errors.js';
import { maskRecipient } from '../../delivery/masking.js';
import { DELIVERY_SCHEMA, DELIVERY_STATES, type DeliveryPage, type DeliveryState } from '../../../config/delivery-wire.js';
import { typed } from '../../typed-routes.js';

export async function staffDeliveryRoutes(app: FastifyInstance): Promise<void> {
  typed(app).get('/api/staff/deliveries', {
    config: { public: true, staff: true },
    schema: {
      summary: 'Staff: the messages that delivered policies, by policy number, newest first (a partner\'s staff: their partner\'s)',
      tags: ['staff'],
      querystring: {
        type: 'object', additionalProperties: false,
        properties: {
          policyNo: { type: 'string', maxLength: 60, description: 'A policy number, or its beginning.' },
          state: { type: 'string', enum: DELIVERY_STATES },
          before: { type: 'string', format: 'uuid', description: 'The last id of the previous page.' },
          limit: { type: 'string', pattern: '^([1-9]|[1-9][0-9]|1[0-9][0-9]|200)$', description: 'Messages per page, 1-200 (default 50).' },
        },
      },
      response: {
        200: {
          type: 'object', additionalProperties: false, required: ['data', 'page'],
          properties: {
            data: { type: 'array', items: DELIVERY_SCHEMA },
            page: { type: 'object', additionalProperties: false, required: ['next'], properties: { next: { type: ['string', 'null'] } } },
          },
        },
        ...errorResponses(400, 401),
      },
    },
  }, async (request): Promise<DeliveryPage> => {
    const limit = Number(request.query.limit ?? 50);
    const rows = await app.deliveriesRepository.list({
      policyNo: request.query.policyNo?.trim() || undefined, state: request.query.state, before: request.query.before, limit: limit + 1,
      partnerId: request.staff!.partnerScope,
    });
    const data = rows.slice(0, limit).map((row) => ({ ...row, recipient: maskRecipient(row.recipient) }));
    return { data, page: { next: rows.length > limit ? data[data.length - 1]!.id : null } };
  });
}
