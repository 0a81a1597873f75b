// The database as the health checks see it: does it answer, and which kind is it.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../types.js';

/**
 * The database check, as a named statement: on PGlite one call into the database instead of the
 * simple query's two and its parsing (PGlite was 60 % of a health check's profile).
 */
const SELECT_ONE = { name: 'health_select_one', text: 'select 1' } as const;

export function createHealthRepository(db: AppDatabase) {
  return {
    /** Resolves when the database answered a trivial statement; rejects with its error otherwise. */
    async ping(): Promise<void> {
      await db.run(SELECT_ONE, []);
    },
    /** Which database the portal runs on (told to the sandbox banner and monitors). */
    kind: db.kind,
  };
}

export type HealthRepository = ReturnType<typeof createHealthRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    healthRepository: HealthRepository;
  }
}

export const healthRepository = fp(async (app: FastifyInstance) => {
  app.decorate('healthRepository', createHealthRepository(app.db));
}, { name: 'health-repository', decorators: { fastify: ['db'] } });
