// SQL of the rate-limit counters (table rate_limit_counters, migration 0040). The database's clock
// decides when a window ends, so processes on several hosts agree; the store (rate-limit-store.ts)
// decides what to count together and when to sweep.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../types.js';

export interface CountedBucket {
  bucket: string;
  /** The bucket's hits in its current window, the ones just added included. */
  hits: number;
  /** Milliseconds until that window ends. */
  resetInMs: number;
}

/**
 * Every lookup's hits (one statement per batch): a named statement, parsed and planned once. Through
 * query() PGlite parsed and planned it again for every batch, a millisecond of the process's CPU.
 */
export const ADD_HITS = {
  name: 'rate_limit_add',
  text: `insert into rate_limit_counters as c (bucket, hits, expires_at)
    select b.bucket, b.n, clock_timestamp() + b.window_ms * interval '1 millisecond'
    from unnest($1::text[], $2::float8[], $3::int[]) with ordinality as b(bucket, window_ms, n, i)
    order by b.i
    on conflict (bucket) do update set
      hits = case when c.expires_at <= clock_timestamp() then excluded.hits else c.hits + excluded.hits end,
      expires_at = case when c.expires_at <= clock_timestamp() then excluded.expires_at else c.expires_at end
    returning bucket, hits, ceil(extract(epoch from (expires_at - clock_timestamp())) * 1000) as reset_ms`,
} as const;

export function createRateLimitRepository(db: AppDatabase) {
  return {
    /**
     * Adds `counts[i]` hits to `buckets[i]` (each bucket once, sorted by the caller so that every
     * process locks rows in one order) in one atomic statement: a bucket whose window has ended
     * opens a new one of `windowsMs[i]`.
     */
    async add(buckets: string[], windowsMs: number[], counts: number[]): Promise<CountedBucket[]> {
      const rows = await db.run<{ bucket: string; hits: number; reset_ms: string | number }>(ADD_HITS, [buckets, windowsMs, counts]);
      return rows.map((row) => ({ bucket: row.bucket, hits: Number(row.hits), resetInMs: Math.max(0, Number(row.reset_ms)) }));
    },

    /** Deletes the windows that have ended (only clutter: an ended window counts from 1 anyway). */
    async sweepExpired(): Promise<void> {
      await db.query('delete from rate_limit_counters where expires_at < clock_timestamp()');
    },

    /** Forgets every count (the sandbox's reset). */
    async clear(): Promise<void> {
      await db.query('delete from rate_limit_counters');
    },
  };
}

export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    rateLimitRepository: RateLimitRepository;
  }
}

export const rateLimitRepository = fp(async (app: FastifyInstance) => {
  app.decorate('rateLimitRepository', createRateLimitRepository(app.db));
}, { name: 'rate-limit-repository', decorators: { fastify: ['db'] } });
