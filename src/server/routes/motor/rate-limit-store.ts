// Where rate-limit counters live. Every implementation counts atomically, so two processes
// hitting one bucket at the same moment both see the right count.
import { Redis } from 'ioredis';
import { groupBatch } from '../../db/group-commit.js';
import { hasLoneSurrogate, wellFormed } from '../../plugins/control-chars.js';
import type { AppDatabase } from '../../types.js';

export interface WindowHits {
  /** Hits in the bucket's current window, this one included. */
  hits: number;
  /** Milliseconds until that window ends. */
  resetInMs: number;
}

export interface BucketHit {
  bucket: string;
  windowMs: number;
}

export interface RateLimitStore {
  /** Adds one hit to `bucket`, whose window opens with its first hit and lasts `windowMs`. */
  hit(bucket: string, windowMs: number): Promise<WindowHits>;
  /**
   * One hit to each of several distinct buckets in one round trip (a lookup counts its client
   * and its plate); answers in the order asked. Each bucket still counts atomically.
   */
  hitAll(hits: BucketHit[]): Promise<WindowHits[]>;
  /** Forgets every count (the sandbox's reset; never called outside the sandbox). */
  clear(): Promise<void>;
  close(): Promise<void>;
}

const SWEEP_EVERY_MS = 60_000;

/** A store from its hitAll: a single hit is a hitAll of one bucket. */
function storeOf(hitAll: RateLimitStore['hitAll'], clear: () => Promise<void>, close: () => Promise<void>): RateLimitStore {
  return { hitAll, hit: async (bucket, windowMs) => (await hitAll([{ bucket, windowMs }]))[0]!, clear, close };
}

/**
 * PostgreSQL (or PGlite, one process). One atomic statement counts the hit or opens a new
 * window; the database's clock decides, so processes on several hosts agree. The hits asked for in
 * one event-loop turn (and while a statement runs) go in one statement: each bucket's row is
 * locked and counted once by the batch's total, and each caller is given its own place in it.
 */
/**
 * The bucket as the database gives it back: a lone UTF-16 surrogate (which the API refuses at the
 * edge, plugins/control-chars.ts) would come back as U+FFFD and miss its own count.
 */
const asStored = (hit: BucketHit): BucketHit => (hasLoneSurrogate(hit.bucket) ? { ...hit, bucket: wellFormed(hit.bucket) } : hit);

export function databaseRateLimitStore(db: AppDatabase): RateLimitStore {
  let lastSweep = Date.now();
  const countBatch = async (calls: BucketHit[][]): Promise<WindowHits[][]> => {
    // ON CONFLICT cannot touch a row twice in one statement: a bucket is sent once with its total.
    const totals = new Map<string, { windowMs: number; count: number }>();
    for (const { bucket, windowMs } of calls.flat().map(asStored)) {
      const total = totals.get(bucket);
      if (total) total.count += 1;
      else totals.set(bucket, { windowMs, count: 1 });
    }
    // Rows are locked in one order in every process, so two batches never wait on each other in a cycle.
    const buckets = [...totals.keys()].sort();
    const rows = await db.query<{ bucket: string; hits: number; reset_ms: string | number }>(
      `insert into rate_limit_counters as c (bucket, hits, expires_at)
       select b.bucket, b.n, clock_timestamp() + b.window_ms * interval '1 millisecond'
       from unnest($1::text[], $2::float8[], $3::int[]) with ordinality as b(bucket, window_ms, n, i)
       order by b.i
       on conflict (bucket) do update set
         hits = case when c.expires_at <= clock_timestamp() then excluded.hits else c.hits + excluded.hits end,
         expires_at = case when c.expires_at <= clock_timestamp() then excluded.expires_at else c.expires_at end
       returning bucket, hits, ceil(extract(epoch from (expires_at - clock_timestamp())) * 1000) as reset_ms`,
      [buckets, buckets.map((b) => totals.get(b)!.windowMs), buckets.map((b) => totals.get(b)!.count)],
    );
    // Expired windows are only clutter: whichever process comes by first clears them. Not awaited
    // into the batch: the hits are counted, and a batch that failed after counting would be
    // counted again item by item (groupBatch).
    if (Date.now() - lastSweep >= SWEEP_EVERY_MS) {
      lastSweep = Date.now();
      db.query('delete from rate_limit_counters where expires_at < clock_timestamp()').catch(() => undefined);
    }
    // The batch's hits of a bucket are its last `count` hits; callers take them in arrival order.
    const next = new Map(rows.map((row) => [row.bucket, { hits: Number(row.hits) - totals.get(row.bucket)!.count + 1, resetInMs: Math.max(0, Number(row.reset_ms)) }]));
    return calls.map((hits) =>
      hits.map((hit) => {
        const place = next.get(asStored(hit).bucket)!;
        return { hits: place.hits++, resetInMs: place.resetInMs };
      }),
    );
  };
  const clear = async () => void (await db.query('delete from rate_limit_counters'));
  return storeOf(groupBatch(countBatch), clear, async () => {});
}

/** Redis: the first hit creates the key with its expiry (SET NX PX); INCR keeps that expiry. */
export function redisRateLimitStore(url: string, prefix: string): RateLimitStore {
  // Few retries: a lookup should fail fast rather than hang on a lost Redis.
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 5_000 });
  redis.on('error', () => {}); // reported by the failing command; the client reconnects by itself
  const hitAll = async (hits: BucketHit[]): Promise<WindowHits[]> => {
    const transaction = redis.multi();
    for (const { bucket, windowMs } of hits) {
      const key = `${prefix}rl:${bucket}`;
      transaction.set(key, 0, 'PX', windowMs, 'NX').incr(key).pttl(key);
    }
    const replies = await transaction.exec();
    const failed = replies?.find(([error]) => error)?.[0];
    if (!replies || failed) throw failed ?? new Error('Redis discarded the rate-limit transaction');
    return hits.map(({ windowMs }, i) => {
      const ttl = Number(replies[i * 3 + 2]![1]);
      return { hits: Number(replies[i * 3 + 1]![1]), resetInMs: ttl >= 0 ? ttl : windowMs };
    });
  };
  const clear = async () => {
    const stream = redis.scanStream({ match: `${prefix}rl:*`, count: 500 });
    for await (const keys of stream as AsyncIterable<string[]>) if (keys.length > 0) await redis.del(...keys);
  };
  return storeOf(hitAll, clear, async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
}

const OUTAGE_LOG_EVERY_MS = 60_000;

/**
 * The primary store, and the fallback while the primary fails: a lost Redis must neither answer
 * customers with a 500 nor switch the limits off (a plate lookup answers personal data). The
 * database counts as exactly, across processes; during an outage the windows start afresh there.
 * `onOutage` hears of the failure at most once a minute, so an outage does not flood the log.
 */
export function fallbackRateLimitStore(primary: RateLimitStore, fallback: RateLimitStore, onOutage: (error: unknown) => void): RateLimitStore {
  let lastReport = -Infinity;
  const hitAll = async (hits: BucketHit[]): Promise<WindowHits[]> => {
    try {
      return await primary.hitAll(hits);
    } catch (error) {
      if (Date.now() - lastReport >= OUTAGE_LOG_EVERY_MS) {
        lastReport = Date.now();
        onOutage(error);
      }
      return fallback.hitAll(hits);
    }
  };
  const clear = async () => {
    await Promise.all([primary.clear().catch(() => undefined), fallback.clear()]);
  };
  return storeOf(hitAll, clear, async () => {
    await Promise.all([primary.close(), fallback.close()]);
  });
}

export function createRateLimitStore(
  env: { REDIS_URL?: string | undefined; REDIS_KEY_PREFIX: string },
  db: AppDatabase,
  onOutage: (error: unknown) => void,
): RateLimitStore {
  if (!env.REDIS_URL) return databaseRateLimitStore(db);
  return fallbackRateLimitStore(redisRateLimitStore(env.REDIS_URL, env.REDIS_KEY_PREFIX), databaseRateLimitStore(db), onOutage);
}
