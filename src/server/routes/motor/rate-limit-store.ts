// Where rate-limit counters live. Every implementation counts atomically, so two processes
// hitting one bucket at the same moment both see the right count.
import { Redis } from 'ioredis';
import type { AppDatabase } from '../../types.js';

export interface WindowHits {
  /** Hits in the bucket's current window, this one included. */
  hits: number;
  /** Milliseconds until that window ends. */
  resetInMs: number;
}

export interface RateLimitStore {
  /** Adds one hit to `bucket`, whose window opens with its first hit and lasts `windowMs`. */
  hit(bucket: string, windowMs: number): Promise<WindowHits>;
  close(): Promise<void>;
}

const SWEEP_EVERY_MS = 60_000;

/**
 * PostgreSQL (or PGlite, one process). One atomic statement counts the hit or opens a new
 * window; the database's clock decides, so processes on several hosts agree.
 */
export function databaseRateLimitStore(db: AppDatabase): RateLimitStore {
  let lastSweep = Date.now();
  return {
    async hit(bucket, windowMs) {
      const [row] = await db.query<{ hits: number; reset_ms: string | number }>(
        `insert into rate_limit_counters as c (bucket, hits, expires_at)
         values ($1, 1, clock_timestamp() + $2 * interval '1 millisecond')
         on conflict (bucket) do update set
           hits = case when c.expires_at <= clock_timestamp() then 1 else c.hits + 1 end,
           expires_at = case when c.expires_at <= clock_timestamp() then excluded.expires_at else c.expires_at end
         returning hits, ceil(extract(epoch from (expires_at - clock_timestamp())) * 1000) as reset_ms`,
        [bucket, windowMs],
      );
      // Expired windows are only clutter: whichever process comes by first clears them.
      if (Date.now() - lastSweep >= SWEEP_EVERY_MS) {
        lastSweep = Date.now();
        await db.query('delete from rate_limit_counters where expires_at < clock_timestamp()');
      }
      return { hits: Number(row!.hits), resetInMs: Math.max(0, Number(row!.reset_ms)) };
    },
    close: async () => {},
  };
}

/** Redis: the first hit creates the key with its expiry (SET NX PX); INCR keeps that expiry. */
export function redisRateLimitStore(url: string, prefix: string): RateLimitStore {
  // Few retries: a lookup should fail fast rather than hang on a lost Redis.
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 5_000 });
  redis.on('error', () => {}); // reported by the failing command; the client reconnects by itself
  return {
    async hit(bucket, windowMs) {
      const key = `${prefix}rl:${bucket}`;
      const replies = await redis.multi().set(key, 0, 'PX', windowMs, 'NX').incr(key).pttl(key).exec();
      const failed = replies?.find(([error]) => error)?.[0];
      if (!replies || failed) throw failed ?? new Error('Redis discarded the rate-limit transaction');
      const ttl = Number(replies[2]![1]);
      return { hits: Number(replies[1]![1]), resetInMs: ttl >= 0 ? ttl : windowMs };
    },
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

export function createRateLimitStore(env: { REDIS_URL?: string | undefined; REDIS_KEY_PREFIX: string }, db: AppDatabase): RateLimitStore {
  return env.REDIS_URL ? redisRateLimitStore(env.REDIS_URL, env.REDIS_KEY_PREFIX) : databaseRateLimitStore(db);
}
