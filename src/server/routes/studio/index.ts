// The studio's API: the whole config tree as staff preview it, as any partner (?partner=<id>,
// which only the studio accepts: the public API keeps the partner of the request's origin); a
// partner's own staff as their partner only, and without the other partners in the lists.
// Registered, and gated (signed-in staff), only when the studio is on (gate.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validatorUrls } from '../../config-sources/index.js';
import { DEFAULT_PARTNER_ID, partnerConfigView, resolveForm, resolveJourney, resolveLocale, type ResolvedForm } from '../../../config/index.js';
import type { ConfigTree } from '../../../config/types.js';
import { appError, errorResponses } from '../../errors.js';
import { treeSummary } from '../../releases/preview.js';
import { partnerShownTo } from '../../staff/roles.js';
import { registerExtraFields } from './extra-fields.js';
import { registerFeed } from './feed.js';
import { findingsResponseSchema, studioFindings } from './findings.js';
import { registerStudioGate, studioEnabled } from './gate.js';
import { typed } from '../../typed-routes.js';

const ID = { type: 'string', pattern: '^[a-z0-9-]{1,64}$' } as const;
const anyObject = { type: 'object', additionalProperties: true } as const;
const partnerQuery = { type: 'object', additionalProperties: false, properties: { partner: ID } } as const;
// The studio's own access rule (gate.ts: a staff session) replaces the bearer token of the public API.
const studioRoute = { config: { public: true } } as const;

/** The partner asked for (default: the insurer's own site); a partner's staff only their own: another is as missing as one that is not there. */
function partnerOf(request: FastifyRequest, wanted: string | undefined): string {
  const id = partnerShownTo(request.staff!, wanted, DEFAULT_PARTNER_ID);
  if (id === undefined || !Object.hasOwn(request.configTree.partners, id)) throw appError('NOT_FOUND');
  return id;
}

/** What a pane needs to look like the partner's site. */
function partnerLook(tree: ConfigTree, partnerId: string) {
  const partner = tree.partners[partnerId]!.data;
  const { id, name, logo, theme } = partner;
  // `config` is the partner-config record the runtime reads its feature flags from.
  return { id, name, logo: logo ?? null, theme: (theme ?? {}) as Record<string, string>, config: partnerConfigView(partner) };
}

const urlMap = { type: 'object', additionalProperties: { type: 'string' } } as const;

export async function registerStudio(app: FastifyInstance): Promise<void> {
  registerStudioGate(app);
  // Any other studio path: without this route the bearer-token check would answer first (when
  // off, a 401 telling that something is there; when on, the public API's 401 instead of the gate's).
  app.get('/api/studio/*', { ...studioRoute, schema: { hide: true, response: errorResponses(404) } }, async () => {
    throw appError('NOT_FOUND');
  });
  if (!studioEnabled(app.env)) return;

  app.get('/api/studio/tree', {
    ...studioRoute,
    schema: {
      summary: 'Studio: every journey (with its steps), form and partner of the tree being served',
      tags: ['studio'],
      response: {
        200: {
          type: 'object', required: ['version', 'journeys', 'forms', 'partners'],
          properties: {
            version: { type: 'string' },
            journeys: { type: 'array', items: anyObject },
            forms: { type: 'array', items: anyObject },
            partners: { type: 'array', items: anyObject },
          },
        },
      },
    },
  }, async (request) => ({ version: app.configState.version, ...treeSummary(request.configTree, request.staff!) }));

  typed(app).get('/api/studio/forms/:formId', {
    ...studioRoute,
    schema: {
      summary: 'Studio: one form resolved for a partner (default: the insurer\'s own site)',
      tags: ['studio'],
      params: { type: 'object', required: ['formId'], additionalProperties: false, properties: { formId: ID } },
      querystring: partnerQuery,
      response: {
        200: { type: 'object', required: ['partner', 'form', 'validators'], properties: { partner: anyObject, form: anyObject, validators: urlMap } },
        ...errorResponses(400, 404),
      },
    },
  }, async (request) => {
    const tree = request.configTree;
    const partnerId = partnerOf(request, request.query.partner);
    if (!Object.hasOwn(tree.forms, request.params.formId)) throw appError('NOT_FOUND');
    const form = resolveForm(tree, partnerId, request.params.formId);
    return { partner: partnerLook(tree, partnerId), form, validators: validatorUrls(tree, [form]) };
  });

  typed(app).get('/api/studio/journeys/:journeyId', {
    ...studioRoute,
    schema: {
      summary: 'Studio: one journey resolved for a partner, with the resolved forms of its steps',
      tags: ['studio'],
      params: { type: 'object', required: ['journeyId'], additionalProperties: false, properties: { journeyId: ID } },
      querystring: partnerQuery,
      response: {
        200: {
          type: 'object', required: ['partner', 'journey', 'forms', 'validators'],
          properties: { partner: anyObject, journey: anyObject, forms: { type: 'object', additionalProperties: anyObject }, validators: urlMap },
        },
        ...errorResponses(400, 404),
      },
    },
  }, async (request) => {
    const tree = request.configTree;
    const partnerId = partnerOf(request, request.query.partner);
    if (!Object.hasOwn(tree.journeys, request.params.journeyId)) throw appError('NOT_FOUND');
    const journey = resolveJourney(tree, partnerId, request.params.journeyId);
    const forms: Record<string, ResolvedForm> = {};
    for (const step of journey.steps) {
      for (const id of [step.form, ...(step.forms ?? [])]) {
        if (id && !forms[id] && Object.hasOwn(tree.forms, id)) forms[id] = resolveForm(tree, partnerId, id);
      }
    }
    return { partner: partnerLook(tree, partnerId), journey, forms, validators: validatorUrls(tree, Object.values(forms)) };
  });

  typed(app).get('/api/studio/locales/:lng', {
    ...studioRoute,
    schema: {
      summary: 'Studio: every text of one language with a partner\'s overrides merged in',
      tags: ['studio'],
      params: { type: 'object', required: ['lng'], additionalProperties: false, properties: { lng: { type: 'string', enum: ['en', 'ar'] } } },
      querystring: partnerQuery,
      response: { 200: anyObject, ...errorResponses(400, 404) },
    },
  }, async (request) => {
    const tree = request.configTree;
    const partnerId = partnerOf(request, request.query.partner);
    if (!Object.hasOwn(tree.locales, request.params.lng)) throw appError('NOT_FOUND');
    return resolveLocale(tree, partnerId, request.params.lng);
  });

  app.get('/api/studio/findings', {
    ...studioRoute,
    schema: {
      summary: 'Studio: the checker\'s findings (warnings of the served tree; errors of a refused newer tree)',
      tags: ['studio'],
      response: { 200: findingsResponseSchema },
    },
  }, async (request) => studioFindings(app.configState, request.staff!));

  registerExtraFields(app, studioRoute);
  registerFeed(app);
}
