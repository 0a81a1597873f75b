// POST /api/v1/links/prefill: a journey opened from a signed link (`?link=<token>`, a renewal
// reminder's) asks what to fill its form with. The token names the journey and carries facts of
// the policy; the journey's step (`linkPrefill`) maps those facts to its form's fields, so this
// route knows no field of any form. An expired or forged link is 422 LINK_EXPIRED / LINK_INVALID:
// the page then shows a message and the empty form.
import type { FastifyPluginAsync } from 'fastify';
import { appError, errorResponses } from '../errors.js';
import { prefillFromLink, type LinkFacts } from '../links/link-prefill.js';
import { checkLink, MAX_LINK_TOKEN_LENGTH } from '../links/signed-links.js';
import { typed } from '../typed-routes.js';

const schema = {
  body: {
    type: 'object', additionalProperties: false, required: ['journeyId', 'token'],
    properties: {
      journeyId: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 80, description: 'The journey the page runs.' },
      token: { type: 'string', minLength: 1, maxLength: MAX_LINK_TOKEN_LENGTH, pattern: '^[A-Za-z0-9_.-]+$', description: 'The `link` parameter of the page\'s address.' },
    },
  },
  response: {
    200: {
      type: 'object', additionalProperties: false, required: ['data'],
      properties: {
        data: {
          type: 'object', additionalProperties: false, required: ['stepId', 'values'],
          properties: {
            stepId: { type: 'string', description: 'The step whose form the values fill.' },
            tab: { type: 'string', description: 'The tab of that form to open.' },
            values: { type: 'object', additionalProperties: { type: 'string' }, description: 'Form field -> value.' },
          },
        },
      },
    },
    ...errorResponses(400, 422),
  },
} as const;

type PrefillClaims = { [name: string]: string | Record<string, string>; j: string; l: string; f: Record<string, string> };

export const linkRoutes: FastifyPluginAsync = async (app) => {
  typed(app).post('/api/v1/links/prefill', { schema }, async (request) => {
    const checked = checkLink<PrefillClaims>('prefill', request.body.token, app.env.SIGNED_LINK_SECRET);
    if (!checked.ok) throw appError(checked.reason === 'expired' ? 'LINK_EXPIRED' : 'LINK_INVALID');
    const { j, l, f } = checked.claims;
    if (j !== request.body.journeyId || typeof l !== 'string' || typeof f !== 'object' || f === null) throw appError('LINK_INVALID');
    const prefill = prefillFromLink(request.configTree, request.partnerId, j, l, f as LinkFacts);
    if (!prefill) throw appError('LINK_INVALID');
    return { data: prefill };
  });
};
