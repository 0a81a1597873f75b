// OpenAPI of the whole API (/api/docs, JSON at /api/docs/json), generated from the route schemas,
// plus the route contract: every /api route declares its input and response schemas.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';

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
    if (declared?.type === 'object' && declared.additionalProperties !== false) {
      problems.push(`${where}: its ${part} schema must say additionalProperties: false (unknown fields are a 400)`);
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
      return;
    }
    if (route.method === 'HEAD') return; // Fastify's automatic twin of a GET route
    problems.push(...routeContractProblems(route));
    if (route.config?.public === true) route.schema = { ...route.schema, security: [] } as RouteSchema;
  });
  app.addHook('onReady', async () => {
    if (problems.length > 0) app.log.warn({ problems }, 'routes breaking the route contract (docs/architecture.md)');
  });

  await app.register(swagger, {
    // The simulators under /sandbox speak vendor protocols, not this API: keep them out of its docs.
    transform: ({ schema, url }) => ({ schema: url.startsWith('/api') ? schema : { ...schema, hide: true }, url }),
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Motor insurance portal API',
        version: '1',
        description: 'The back-end API of the portal (spec section 7). Errors answer `{ error: { code, message, params?, details? } }` ' +
          'with a code of schemas/catalog/errors.json. Get a token with POST /api/v1/auth/token, then send `Authorization: Bearer <token>`.',
      },
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
