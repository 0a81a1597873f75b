// GET /api/studio/extra-fields: what customers typed into fields staff added to a form that the
// insurer's wire has no place for (issue 21), newest first, of one lead or quote when asked; a
// partner's staff read only their partner's (the studio's gate has checked the session).
import type { FastifyInstance } from 'fastify';
import { readExtraFields } from '../../extra-fields/store.js';
import { typed } from '../../typed-routes.js';

const query = {
  type: 'object',
  additionalProperties: false,
  properties: { transId: { type: 'string', maxLength: 64 }, quoteNo: { type: 'string', maxLength: 40 } },
} as const;

const row = {
  type: 'object',
  required: ['id', 'partnerId', 'journeyId', 'operation', 'fields', 'createdAt'],
  properties: {
    id: { type: 'integer' },
    transId: { type: ['string', 'null'] },
    quoteNo: { type: ['string', 'null'] },
    partnerId: { type: 'string' },
    journeyId: { type: 'string' },
    operation: { type: 'string' },
    fields: { type: 'object', additionalProperties: { type: ['string', 'number', 'boolean'] } },
    createdAt: { type: 'string' },
  },
} as const;

export function registerExtraFields(app: FastifyInstance, route: object): void {
  typed(app).get('/api/studio/extra-fields', {
    ...route,
    schema: {
      summary: 'Studio: fields staff added to forms, as customers filled them (kept with the lead and quote, not sent to the insurer)',
      tags: ['studio'],
      querystring: query,
      response: { 200: { type: 'object', required: ['records'], properties: { records: { type: 'array', items: row } } } },
    },
  }, async (request) => ({ records: await readExtraFields(app, request.query, request.staff!) }));
}
