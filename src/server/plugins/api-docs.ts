// OpenAPI of the whole API (/api/docs, JSON at /api/docs/json), generated from the route schemas
// and completed by src/server/api-doc (ids, summaries, error responses, the config tree's form
// rules), plus the route contract: every /api route declares its input and response schemas.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { stringify as toYaml } from 'yaml';
import { controlCharsRule } from '../api-doc/document.js';
import { liveDocument } from '../api-doc/live-document.js';
import { OPERATION_DOCS } from '../api-doc/operations.js';

export const DOCS_PREFIX = '/api/docs';

type RouteSchema = NonNullable<RouteOptions['schema']> & { security?: unknown[] };

/** Problems of one route against the contract in docs/architecture.md; empty when it complies. */
export function routeContractProblems(route: Pick<RouteOptions, 'url' | 'method' | 'schema'>): string[] {
  const schema = route.schema as RouteSchema | undefined;
  const where = `${String(route.method)} ${route.url}`;
  const problems: string[] = [];
  if (!schema?.response) {
    problems.push(`${where} declares no response schema (a file or PDF answer: { 200: { type: 'string', format: 'binary' } })`);
  }
  for (const part of ['body', 'querystring', 'params'] as const) {
    const declared = schema?.[part] as { type?: unknown; additionalProperties?: unknown } | undefined;
    // `true` only as a deliberate choice for a free-form document (a config file, checked by the config checker).
    if (declared?.type === 'object' && declared.additionalProperties !== false && !(part === 'body' && declared.additionalProperties === true)) {
      problems.push(`${where}: its ${part} schema must say additionalProperties: false (unknown fields are a 400; true only for a body that is a whole document)`);
    }
  }
  return problems;
}

const contractProblems = new WeakMap<FastifyInstance, string[]>();

/**
 * Every breach of the route contract in this app. Reported (start-up warning, and a failing
 * test in app.test.ts) rather than thrown, so one engineer's unfinished route does not stop the
 * server for everybody else.
 */
export function routeContractReport(app: FastifyInstance): string[] {
  return [...(contractProblems.get(app) ?? [])];
}

export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  const problems: string[] = [];
  contractProblems.set(app, problems);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    if (route.url.startsWith(DOCS_PREFIX)) {
      route.config = { ...route.config, public: true };
      // The document of the request's config tree, not swagger's one cached at the first call.
      const live = (request: FastifyRequest) => liveDocument(app, request.configTree);
      if (route.url === `${DOCS_PREFIX}/json`) route.handler = async (request) => live(request);
      if (route.url === `${DOCS_PREFIX}/yaml`) {
        route.handler = async (request, reply) => reply.type('application/x-yaml').send(toYaml(live(request), { aliasDuplicateObjects: false }));
      }
      return;
    }
    if (route.method === 'HEAD') return; // Fastify's automatic twin of a GET route
    problems.push(...routeContractProblems(route));
    for (const method of [route.method].flat()) {
      const hidden = (route.schema as { hide?: boolean } | undefined)?.hide === true;
      if (!hidden && !OPERATION_DOCS[`${method} ${route.url}`]) {
        problems.push(`${method} ${route.url} has no entry in src/server/api-doc/operations.ts (operationId, summary, error statuses)`);
      }
    }
    if (route.config?.public === true) route.schema = { ...route.schema, security: [] } as RouteSchema;
  });
  app.addHook('onReady', async () => {
    if (problems.length > 0) app.log.warn({ problems }, 'routes breaking the route contract (docs/architecture.md)');
  });

  await app.register(swagger, {
    // The simulators under /sandbox speak vendor protocols, not this API: keep them out of its docs.
    transform: ({ schema, url }) => ({ schema: url.startsWith('/api') ? schema : { ...schema, hide: true }, url }),
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Motor insurance portal API',
        version: '1',
        description: [
          'The back-end API of the portal (spec section 7). Get a token with POST /api/v1/auth/token, then send `Authorization: Bearer <token>`.',
          'Errors answer `{ error: { code, message, requestId, params?, details? } }` with a code of schemas/catalog/errors.json; ' +
            'each operation lists every status it can answer, and each error status the codes it carries.',
          'A method a path does not serve is a 405 METHOD_NOT_ALLOWED with an `Allow` header; an unknown path under /api a 404 NOT_FOUND; ' +
            'request headers over the server\'s limit a 431 HEADERS_TOO_LARGE; a body over its limit a 413, of another media type a 415.',
          controlCharsRule(),
          'Bodies a journey sends from a form are checked against that form (its fields, patterns, catalog values and tabs); ' +
            'their schemas here carry those rules as the config tree has them now.',
        ].join('\n\n'),
      },
      servers: [{ url: '/', description: 'This server' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          clientCredentials: { type: 'http', scheme: 'basic' },
        },
      },
      security: [{ bearer: [] }],
    },
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // swagger-ui's own stylesheet applies inline styles; only these pages get the looser style-src.
    transformStaticCSP: (header) => header.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'"),
  });
}
