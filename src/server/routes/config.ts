// The config tree as the browser needs it, resolved for the request's partner (from its origin).
import type { FastifyPluginAsync } from 'fastify';
import { resolveForm, resolveJourney, resolveLocale, type ResolvedForm } from '../../config/index.js';
import type { ConfigTree } from '../../config/types.js';
import { appError, errorResponses } from '../errors.js';

const anyObject = { type: 'object', additionalProperties: true } as const;

function withoutSchemaKey<T extends object>(data: T): Omit<T, '$schema'> {
  const { $schema: _meta, ...rest } = data as T & { $schema?: unknown };
  return rest;
}

export const configRoutes: FastifyPluginAsync = async (app) => {
  // Resolutions are cached per tree: a swapped-in tree starts with an empty cache.
  const resolvedByTree = new WeakMap<ConfigTree, Map<string, object>>();
  app.get<{ Params: { journeyId: string } }>('/api/v1/config/journeys/:journeyId', {
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
          required: ['journey', 'forms', 'catalog'],
          properties: {
            journey: anyObject,
            forms: { type: 'object', additionalProperties: anyObject },
            catalog: { type: 'object', required: ['products', 'plateCodes'], properties: { products: anyObject, plateCodes: anyObject } },
          },
        },
        ...errorResponses(400, 401, 404),
      },
    },
  }, async (request) => {
    const { journeyId } = request.params;
    const tree = request.configTree;
    if (!Object.hasOwn(tree.journeys, journeyId)) throw appError('NOT_FOUND');
    // A tree never changes once loaded, so one resolution per tree, partner and journey serves
    // every request.
    let resolved = resolvedByTree.get(tree);
    if (!resolved) resolvedByTree.set(tree, (resolved = new Map()));
    const key = `${request.partnerId}\u0000${journeyId}`;
    let answer = resolved.get(key);
    if (!answer) {
      answer = resolveJourneyAnswer(tree, request.partnerId, journeyId);
      resolved.set(key, answer);
    }
    return answer;
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
    return { journey, forms, catalog };
  }

  app.get<{ Params: { lng: 'en' | 'ar' } }>('/api/v1/config/locales/:lng', {
    // Texts are what the pages show anyway; the i18n loader runs before any token exists.
    config: { public: true },
    schema: {
      summary: 'Every text of one language, with this site\'s partner overrides merged in',
      tags: ['config'],
      params: {
        type: 'object', required: ['lng'], additionalProperties: false,
        properties: { lng: { type: 'string', enum: ['en', 'ar'] } },
      },
      response: { 200: anyObject, ...errorResponses(400, 404) },
    },
  }, async (request) => {
    if (!Object.hasOwn(request.configTree.locales, request.params.lng)) throw appError('NOT_FOUND');
    return resolveLocale(request.configTree, request.partnerId, request.params.lng);
  });
};
