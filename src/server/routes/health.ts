import type { FastifyPluginAsync } from 'fastify';
import { errorResponses } from '../errors.js';

/** GET /api/health: for load balancers and the sandbox banner; reaches the database to mean it. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  // Probes that arrive while a check is running share its answer: a burst of probes (several load
  // balancers, a monitor under load) costs the database one query, not one each.
  let running: Promise<unknown> | undefined;
  const checkDatabase = () => (running ??= app.db.exec('select 1').finally(() => (running = undefined)));
  app.get('/api/health', {
    config: { public: true },
    schema: {
      summary: 'Liveness and readiness',
      tags: ['platform'],
      response: {
        200: {
          type: 'object',
          required: ['status', 'database', 'sandbox'],
          properties: {
            status: { type: 'string', enum: ['ok'] },
            database: { type: 'string', enum: ['pglite', 'postgres'] },
            sandbox: { type: 'boolean' },
          },
        },
        ...errorResponses(500),
      },
    },
  }, async () => {
    await checkDatabase();
    return { status: 'ok' as const, database: app.db.kind, sandbox: app.env.SANDBOX };
  });
};
