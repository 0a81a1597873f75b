import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { errorResponses } from '../errors.js';

/** GET /api/health: for load balancers and the sandbox banner; reaches the database to mean it. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  // Probes that arrive while a check is running share its answer: a burst of probes (several load
  // balancers, a monitor under load) costs the database one query, not one each.
  let running: Promise<unknown> | undefined;
  const checkDatabase = () => (running ??= app.healthRepository.ping().finally(() => (running = undefined)));
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
            config: {
              type: 'object',
              required: ['version', 'release', 'source', 'loadedAt', 'refused'],
              properties: {
                version: { type: 'string', description: 'Version of the config tree served (the ETag of config answers)' },
                release: { anyOf: [{ type: 'integer', minimum: 1 }, { type: 'null' }], description: 'Number of the config release served; null when the config comes from files' },
                source: { type: 'string', enum: ['files', 'database'], description: 'Where the served config comes from (CONFIG_SOURCE)' },
                staged: {
                  description: 'A release this process serves to a share of new visits beside `release` (docs/releases.md), or null',
                  anyOf: [{ type: 'null' }, {
                    type: 'object', required: ['release', 'share'],
                    properties: { release: { type: 'integer', minimum: 1 }, share: { type: 'integer', minimum: 1, maximum: 99 } },
                  }],
                },
                loadedAt: { type: 'string', format: 'date-time' },
                refused: {
                  description: 'A newer tree that failed the check (the served tree stays the last good one), or null',
                  anyOf: [
                    { type: 'null' },
                    { type: 'object', required: ['at', 'problems'], properties: { at: { type: 'string', format: 'date-time' }, problems: { type: 'integer' } } },
                  ],
                },
              },
            },
          },
        },
        ...errorResponses(500),
      },
    },
  }, async () => {
    await checkDatabase();
    // Counts only: the problems name files and fixes, which are for staff (the studio), not the world.
    const { version, release, source, loadedAt, refused } = app.configState;
    const staged = app.configSource.staged?.();
    return {
      status: 'ok' as const, database: app.healthRepository.kind, sandbox: app.env.SANDBOX,
      config: {
        version, release, source, loadedAt, refused: refused && { at: refused.at, problems: refused.issues.length },
        staged: staged ? { release: staged.release, share: staged.share } : null,
      },
    };
  });

  // Liveness: the process answers. An orchestrator restarts it when this fails, so it must not
  // depend on the database: a database outage would otherwise restart every instance at once.
  app.get('/api/health/live', {
    config: { public: true },
    schema: {
      summary: 'Liveness: the process answers',
      tags: ['platform'],
      response: { 200: { type: 'object', required: ['status'], properties: { status: { type: 'string', enum: ['ok'] } } } },
    },
  }, async () => ({ status: 'ok' as const }));

  // Readiness: send traffic here. 503 while the database does not answer or the config tree is
  // missing, so a load balancer takes the instance out instead of showing customers errors.
  app.get('/api/health/ready', {
    config: { public: true },
    schema: {
      summary: 'Readiness: the database answers and the config tree is loaded',
      tags: ['platform'],
      response: { 200: readinessSchema, 503: readinessSchema },
    },
  }, async (_request, reply) => {
    const checks = { database: await databaseCheck(app), config: configCheck(app) };
    const ready = checks.database === 'ok' && checks.config === 'ok';
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', checks });
  });
};

const READY_DB_TIMEOUT_MS = 2_000;

const readinessSchema = {
  type: 'object',
  required: ['status', 'checks'],
  properties: {
    status: { type: 'string', enum: ['ready', 'unavailable'] },
    checks: {
      type: 'object',
      required: ['database', 'config'],
      properties: { database: { type: 'string', enum: ['ok', 'failed'] }, config: { type: 'string', enum: ['ok', 'failed'] } },
    },
  },
} as const;

/** A query that hangs (pool exhausted, network cut) counts as failed after a short wait. */
async function databaseCheck(app: FastifyInstance): Promise<'ok' | 'failed'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'failed'>((resolve) => {
    timer = setTimeout(() => resolve('failed'), READY_DB_TIMEOUT_MS);
  });
  const query = app.healthRepository.ping().then((): 'ok' => 'ok', (): 'failed' => 'failed');
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Every part the journeys need: forms, journeys, partners, catalogues and both languages' texts. */
function configCheck(app: FastifyInstance): 'ok' | 'failed' {
  const tree = app.configTree as Partial<typeof app.configTree> | undefined;
  const loaded = tree !== undefined &&
    [tree.forms, tree.journeys, tree.partners, tree.locales].every((part) => part !== undefined && Object.keys(part).length > 0) &&
    tree.catalogs?.products !== undefined;
  return loaded ? 'ok' : 'failed';
}
