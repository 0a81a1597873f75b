// The one SQL statement of ours on pg-boss's job table (in JOBS_SCHEMA): its rows by queue and
// state, for the metrics. pg-boss's own statements go through its driver adapter (boss-db.ts).
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../types.js';

/** Jobs of one queue in one state. */
export interface JobCount {
  queue: string;
  state: string;
  count: number;
}

/** `schema`: pg-boss's schema (env.JOBS_SCHEMA, a checked name: it is written into the statement). */
export function createJobsRepository(db: AppDatabase, schema: string) {
  return {
    /** Jobs by queue and state. */
    async counts(): Promise<JobCount[]> {
      return db.query<JobCount>(`select name as queue, state::text as state, count(*)::int as count from ${schema}.job group by name, state`);
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    jobsRepository: JobsRepository;
  }
}

export const jobsRepository = fp(async (app: FastifyInstance) => {
  app.decorate('jobsRepository', createJobsRepository(app.db, app.env.JOBS_SCHEMA));
}, { name: 'jobs-repository', decorators: { fastify: ['db', 'env'] } });
