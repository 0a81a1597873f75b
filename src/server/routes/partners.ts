// The spec's partner look-ups (section 7). They only inform the browser (logo, feature switches);
// the server decides a request's partner for itself from its origin (plugins/partner.ts).
import type { FastifyPluginAsync } from 'fastify';
import { partnerConfigView, partnerForOrigin } from '../../config/index.js';
import { appError, errorResponses } from '../errors.js';
import { typed } from '../typed-routes.js';

const stringMap = { type: 'object', additionalProperties: { type: 'string' } } as const;

/** One row in the spec's field names (PARTNER_ID, LOGO, SHOW_MULTIPLE_PLANS, SRC_BUS_ID, SHOW_PROMO_CODE, ...). */
const partnerRow = {
  type: 'object',
  required: ['PARTNER_ID', 'LOGO', 'SHOW_MULTIPLE_PLANS', 'SRC_BUS_ID', 'SHOW_PROMO_CODE'],
  properties: {
    PARTNER_ID: { type: 'string' },
    PARTNER_NAME: { type: 'string' },
    LOGO: { type: ['string', 'null'] },
    SHOW_MULTIPLE_PLANS: { type: 'integer', enum: [0, 1] },
    SRC_BUS_ID: { type: 'string' },
    SHOW_PROMO_CODE: { type: 'integer', enum: [0, 1] },
    SHOW_SKIP_PAYMENT: { type: 'integer', enum: [0, 1] },
    HELPLINE: { type: 'string' },
    WHATSAPP: { type: ['string', 'null'] },
    EMAIL: { type: ['string', 'null'] },
    LINKS: stringMap,
    THEME: stringMap,
  },
} as const;

const dataList = { type: 'object', required: ['data'], properties: { data: { type: 'array', items: partnerRow } } } as const;

/** The origin of a site address, or undefined when it is not an http(s) URL. */
export function originOf(portalUrl: string): string | undefined {
  try {
    const url = new URL(portalUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

export const partnerRoutes: FastifyPluginAsync = async (app) => {
  typed(app).get('/api/get/partners', {
    schema: {
      summary: 'The partner whose site this is (the insurer\'s own site for an unknown origin)',
      tags: ['partners'],
      querystring: {
        type: 'object', required: ['portal_url'], additionalProperties: false,
        properties: { portal_url: { type: 'string', maxLength: 2048 } },
      },
      response: { 200: dataList, ...errorResponses(400, 401) },
    },
  }, async (request) => {
    const origin = originOf(request.query.portal_url);
    if (!origin) return { data: [] };
    return { data: [partnerConfigView(partnerForOrigin(request.configTree, origin))] };
  });

  typed(app).get('/api/get/partner/partnerConfig', {
    schema: {
      summary: 'Feature switches of a partner (defaults: SHOW_MULTIPLE_PLANS 1, SRC_BUS_ID CP, SHOW_PROMO_CODE 1)',
      tags: ['partners'],
      querystring: {
        type: 'object', required: ['partner_id'], additionalProperties: false,
        properties: { partner_id: { type: 'string', maxLength: 200 } },
      },
      response: { 200: dataList, ...errorResponses(400, 401, 404) },
    },
  }, async (request) => {
    const entry = Object.hasOwn(request.configTree.partners, request.query.partner_id)
      ? request.configTree.partners[request.query.partner_id]
      : undefined;
    if (!entry) throw appError('NOT_FOUND');
    return { data: [partnerConfigView(entry.data)] };
  });
};
