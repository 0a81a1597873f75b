// The config tree as the browser needs it, resolved for the request's partner (from its origin).
// Each answer carries the tree's version as its ETag: the browser revalidates (no-cache) and a
// tree that did not change costs a 304 without a body.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { resolveForm, resolveJourney, type ResolvedForm } from '../../config/index.js';
import { perTreeKeyed } from '../../config/per-tree.js';
import { withoutSchemaKey } from '../../config/resolve.js';
import type { ConfigTree } from '../../config/types.js';
import { treeVersion } from '../config-state.js';
import { validatorUrls } from '../config-sources/index.js';
import { appError, errorResponses } from '../errors.js';
import { resolvedLocale } from '../forms/index.js';
import { typed } from '../typed-routes.js';

const anyObject = { type: 'object', additionalProperties: true } as const;


/** True (and the reply is a 304) when the browser already holds this tree's answer. */
function notModified(request: FastifyRequest, reply: FastifyReply): boolean {
  const etag = `"${treeVersion(request.configTree)}"`;
  reply.header('etag', etag).header('cache-control', 'no-cache');
  const known = request.headers['if-none-match'];
  if (!known || !known.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return false;
  void reply.code(304).send();
  return true;
}

export const configRoutes: FastifyPluginAsync = async (app) => {
  // A tree never changes once loaded, so one resolution per tree, partner and journey serves every
  // request (bounded: the journey id comes from the address).
  const resolvedAnswer = perTreeKeyed((tree, key) => {
    const [partnerId = '', journeyId = ''] = key.split('\u0000');
    return resolveJourneyAnswer(tree, partnerId, journeyId);
  }, 1000);
  typed(app).get('/api/v1/config/journeys/:journeyId', {
    // What the journey's pages render, like their texts: the public client holds no secret, so a
    // token would protect nothing here, and the first screen would wait on one more round trip.
    config: { public: true },
    schema: {
      summary: 'A journey with the forms of its steps and the catalogs they use, for this site\'s partner',
      tags: ['config'],
      params: {
        type: 'object', required: ['journeyId'], additionalProperties: false,
        properties: { journeyId: { type: 'string', pattern: '^[a-z0-9-]{1,64}$' } },
      },
      response: {
        200: {
          type: 'object',
          required: ['journey', 'forms', 'catalog', 'validators'],
          properties: {
            journey: anyObject,
            forms: { type: 'object', additionalProperties: anyObject },
            // Schema $id -> URL of its validator module (GET /validators/<hash>.js), for every form above.
            validators: { type: 'object', additionalProperties: { type: 'string' } },
            catalog: { type: 'object', required: ['products', 'plateCodes'], properties: { products: anyObject, plateCodes: anyObject } },
          },
        },
        304: { type: 'null', description: 'Not modified: the tree version in If-None-Match is still served' },
        ...errorResponses(400, 404),
      },
    },
  }, async (request, reply) => {
    const { journeyId } = request.params;
    const tree = request.configTree;
    if (!Object.hasOwn(tree.journeys, journeyId)) throw appError('NOT_FOUND');
    if (notModified(request, reply)) return reply;
    return resolvedAnswer(tree, `${request.partnerId}\u0000${journeyId}`);
  });

  function resolveJourneyAnswer(tree: ConfigTree, partnerId: string, journeyId: string) {
    const journey = resolveJourney(tree, partnerId, journeyId);
    const forms: Record<string, ResolvedForm> = {};
    for (const step of journey.steps) {
      for (const id of [step.form, ...(step.forms ?? [])]) {
        if (id && !forms[id]) forms[id] = resolveForm(tree, partnerId, id);
      }
    }
    const catalog = {
      products: withoutSchemaKey(tree.catalogs.products.data),
      plateCodes: withoutSchemaKey(tree.catalogs.plateCodes.data),
    };
    const validators = validatorUrls(tree, Object.values(forms));
    return { journey, forms, catalog, validators };
  }

  // Journey id -> its route and aliases, per tree and partner (a partner's patch may re-route).
  const routesOf = perTreeKeyed((tree, partnerId): Record<string, string[]> => Object.fromEntries(Object.keys(tree.journeys).map((id) => {
    const journey = resolveJourney(tree, partnerId, id);
    return [id, [journey.route, ...(journey.aliases ?? [])]];
  })));
  app.get('/api/v1/config/routes', {
    schema: {
      summary: 'The address of every journey (route, then aliases), for this site\'s partner: a journey file added while the portal runs opens without a rebuild',
      tags: ['config'],
      response: {
        200: {
          type: 'object', required: ['routes'],
          properties: { routes: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } } },
        },
        304: { type: 'null', description: 'Not modified: the tree version in If-None-Match is still served' },
        ...errorResponses(401),
      },
    },
  }, async (request, reply) => {
    const tree = request.configTree;
    if (notModified(request, reply)) return reply;
    return { routes: routesOf(tree, request.partnerId) };
  });

  typed(app).get('/api/v1/config/locales/:lng', {
    // Texts are what the pages show anyway; the i18n loader runs before any token exists.
    config: { public: true },
    schema: {
      summary: 'Every text of one language, with this site\'s partner overrides merged in',
      tags: ['config'],
      params: {
        type: 'object', required: ['lng'], additionalProperties: false,
        properties: { lng: { type: 'string', enum: ['en', 'ar'] } },
      },
      response: { 200: anyObject, 304: { type: 'null', description: 'Not modified' }, ...errorResponses(400, 404) },
    },
  }, async (request, reply) => {
    if (!Object.hasOwn(request.configTree.locales, request.params.lng)) throw appError('NOT_FOUND');
    if (notModified(request, reply)) return reply;
    return resolvedLocale(request.configTree, request.partnerId, request.params.lng);
  });
};
