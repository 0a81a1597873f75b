// POST /api/v1/reminders/opt-out: the page a renewal reminder's opt-out link opens records the
// opt-out (the policy and the mobile of the signed link) and confirms it. Recording twice is
// harmless. Later scans skip that policy and that mobile (reminders/renewal-reminders.ts).
import type { FastifyPluginAsync } from 'fastify';
import { appError, errorResponses } from '../errors.js';
import { MAX_LINK_TOKEN_LENGTH } from '../links/signed-links.js';
import { checkOptOutLink } from '../reminders/reminder-links.js';
import { typed } from '../typed-routes.js';

const schema = {
  body: {
    type: 'object', additionalProperties: false, required: ['token'],
    properties: {
      token: { type: 'string', minLength: 1, maxLength: MAX_LINK_TOKEN_LENGTH, pattern: '^[A-Za-z0-9_.-]+$', description: 'The `link` parameter of the opt-out link.' },
    },
  },
  response: {
    200: {
      type: 'object', additionalProperties: false, required: ['data'],
      properties: {
        data: {
          type: 'object', additionalProperties: false, required: ['optedOut', 'policyNo'],
          properties: {
            optedOut: { type: 'boolean', const: true },
            policyNo: { type: 'string', description: 'The policy whose reminders stop (that of the link).' },
          },
        },
      },
    },
    ...errorResponses(400, 422),
  },
} as const;

export const reminderRoutes: FastifyPluginAsync = async (app) => {
  typed(app).post('/api/v1/reminders/opt-out', { schema }, async (request) => {
    const checked = checkOptOutLink(request.body.token, app.env.SIGNED_LINK_SECRET);
    if (!checked.ok) throw appError(checked.reason === 'expired' ? 'LINK_EXPIRED' : 'LINK_INVALID');
    await app.remindersRepository.optOut(checked.claims.p, checked.claims.m);
    request.log.info({ reminders: 'opt-out' }, 'renewal reminders opted out');
    return { data: { optedOut: true as const, policyNo: checked.claims.p } };
  });
};
