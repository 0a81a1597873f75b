// Where rate-limit counters live. Every implementation counts atomically, so two processes
// hitting one bucket at the same moment both see the right count.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { groupBatch } from '../db/group-commit.js';
import { hasLoneSurrogate, wellFormed } from '../plugins/control-chars.js';
import type { RateLimitRepository } from './rate-limit-repository.js';

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
 * The bucket as the database gives it back: a lone UTF-16 surrogate (which the API refuses at the
 * edge, plugins/control-chars.ts) would come back as U+FFFD and miss its own count.
 */
const asStored = (hit: BucketHit): BucketHit => (hasLoneSurrogate(hit.bucket) ? { ...hit, bucket: wellFormed(hit.bucket) } : hit);

/**
 * PostgreSQL (or PGlite, one process), through the repository's one atomic statement. The hits
 * asked for in one event-loop turn (and while a statement runs) go in one statement: each
 * bucket's row is locked and counted once by the batch's total, and each caller is given its
 * own place in it.
 */
export function databaseRateLimitStore(repository: RateLimitRepository): RateLimitStore {
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
    const rows = await repository.add(buckets, buckets.map((b) => totals.get(b)!.windowMs), buckets.map((b) => totals.get(b)!.count));
    // Expired windows are only clutter: whichever process comes by first clears them. Not awaited
    // into the batch: the hits are counted, and a batch that failed after counting would be
    // counted again item by item (groupBatch).
    if (Date.now() - lastSweep >= SWEEP_EVERY_MS) {
      lastSweep = Date.now();
      repository.sweepExpired().catch(() => undefined);
    }
    // The batch's hits of a bucket are its last `count` hits; callers take them in arrival order.
    const next = new Map(rows.map((row) => [row.bucket, { hits: row.hits - totals.get(row.bucket)!.count + 1, resetInMs: row.resetInMs }]));
    return calls.map((hits) =>
      hits.map((hit) => {
        const place = next.get(asStored(hit).bucket)!;
        return { hits: place.hits++, resetInMs: place.resetInMs };
      }),
    );
  };
  return storeOf(groupBatch(countBatch), () => repository.clear(), async () => {});
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
  repository: RateLimitRepository,
  onOutage: (error: unknown) => void,
): RateLimitStore {
  if (!env.REDIS_URL) return databaseRateLimitStore(repository);
  return fallbackRateLimitStore(redisRateLimitStore(env.REDIS_URL, env.REDIS_KEY_PREFIX), databaseRateLimitStore(repository), onOutage);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared counter store; routes and services build their WindowCounters on it (rate-limit.ts). */
    rateLimits: RateLimitStore;
  }
}

/** app.rateLimits: Redis when REDIS_URL is set (the database while it is lost), else the database. */
export const rateLimitStore = fp(async (app: FastifyInstance) => {
  const store = createRateLimitStore(app.env, app.rateLimitRepository, (error) =>
    app.log.error({ err: error }, 'rate-limit store (Redis) failed: counting in the database meanwhile'),
  );
  app.addHook('onClose', () => store.close());
  app.decorate('rateLimits', store);
}, { name: 'rate-limits', dependencies: ['rate-limit-repository'], decorators: { fastify: ['env'] } });
