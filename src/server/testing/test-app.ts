// Test-only: the real app over a throw-away database (PGlite, or TEST_DATABASE_URL's server),
// with a helper for the bearer token every /api route wants.
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app.js';
import { createTestDatabase } from './test-database.js';
import { issueToken } from '../tokens.js';

export interface TestApp {
  app: FastifyInstance;
  /**
   * `Authorization` header value of a valid token of the public browser client, in browser
   * session `session` (quotes are bound to it; one fixed session unless another is named).
   */
  bearer(session?: string): string;
  /** Answers that broke the OpenAPI document so far (api-doc/response-check.ts); close() fails on any. */
  responseViolations: string[];
  close(): Promise<void>;
}

export const TEST_TOKEN_SECRET = 'test-token-secret-0123456789abcdef0123456789';

export async function createTestApp(options: Omit<BuildAppOptions, 'db'> & { listen?: boolean; checkResponses?: boolean; databaseKind?: 'pglite' | 'postgres' } = {}): Promise<TestApp> {
  const db = await createTestDatabase(options.databaseKind ? { kind: options.databaseKind } : {});
  const { listen, checkResponses = true, databaseKind: _kind, ...rest } = options;
  // Every answer a server test receives is held against the API document (a test that wants
  // an answer the document forbids, e.g. a deliberate fault, passes checkResponses: false).
  const responseViolations: string[] = [];
  const onResponseViolation = checkResponses ? (violation: string) => { responseViolations.push(violation); } : undefined;
  let app: FastifyInstance;
  try {
    // On PostgreSQL each test file has a schema of its own; its job queue goes beside it (dropped with it).
    const jobsSchema = db.kind === 'postgres' ? `${(await db.query<{ s: string }>('select current_schema() as s'))[0]!.s}_jobs` : 'pgboss';
    app = await buildApp({
      ...rest, db, ...(onResponseViolation ? { onResponseViolation } : {}),
      env: { TOKEN_SECRET: TEST_TOKEN_SECRET, PAYMENT_SETTLER: false, CONFIG_WATCH: false, CONFIG_SOURCE: 'files', JOBS_SCHEMA: jobsSchema, JOBS_POLL_SECONDS: 1,
        // Payment tests confirm a code for every checkout of the same sample customers.
        OTP_SENDS_PER_MOBILE_PER_HOUR: 1000, OTP_SENDS_PER_CLIENT_PER_HOUR: 1000, ...options.env },
    });
    // Sandbox adapters reach the simulators over real HTTP, which needs a bound port.
    if (listen) await app.listen({ port: 0, host: '127.0.0.1' });
    else await app.ready();
  } catch (error) {
    await db.close();
    throw error;
  }
  return {
    app,
    bearer: (session = 'test-session') =>
      `Bearer ${issueToken(app.env.PUBLIC_CLIENT_ID, app.env.TOKEN_SECRET, 600, Date.now(), session).accessToken}`,
    responseViolations,
    close: async () => {
      await app.close();
      await db.close();
      if (responseViolations.length > 0) {
        throw new Error(`Answers that break the OpenAPI document (src/server/api-doc):\n${[...new Set(responseViolations)].join('\n')}`);
      }
    },
  };
}
