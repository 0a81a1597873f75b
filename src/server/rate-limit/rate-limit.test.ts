import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database.js';
import { redisAnswers } from '../testing/cluster.js';
import type { AppDatabase } from '../types.js';
import { createLookupLimiter, RateLimitedError, WindowCounter } from './rate-limit.js';
import { createRateLimitRepository } from './rate-limit-repository.js';
import { databaseRateLimitStore, fallbackRateLimitStore, redisRateLimitStore, type RateLimitStore } from './rate-limit-store.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const kinds = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] as const : []), 'redis'] as const;
const hasRedis = await redisAnswers(REDIS_URL);
if (!hasRedis) console.log(`rate-limit store on redis: skipped, nothing answers on ${REDIS_URL}`);

describe.each(kinds)('rate-limit store on %s', (kind) => {
  let db: AppDatabase | undefined;
  let store: RateLimitStore;
  const run = kind === 'redis' && !hasRedis ? it.skip : it;
  beforeAll(async () => {
    if (kind === 'redis') {
      if (hasRedis) store = redisRateLimitStore(REDIS_URL, `test-${randomBytes(6).toString('hex')}:`);
      return;
    }
    db = await createTestDatabase({ kind });
    store = databaseRateLimitStore(createRateLimitRepository(db));
  });
  afterAll(async () => {
    await store?.close();
    await db?.close();
  });

  run('counts every one of many simultaneous hits exactly once', async () => {
    const results = await Promise.all(Array.from({ length: 40 }, () => store.hit('burst', 60_000)));
    expect(results.map((r) => r.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    for (const { resetInMs } of results) expect(resetInMs).toBeGreaterThan(55_000);
  });

  run('forgets every count on clear (the sandbox reset)', async () => {
    await store.hit('cleared-a', 60_000);
    await store.hit('cleared-a', 60_000);
    await store.hit('cleared-b', 60_000);
    await store.clear();
    expect((await store.hit('cleared-a', 60_000)).hits).toBe(1);
    expect((await store.hit('cleared-b', 60_000)).hits).toBe(1);
  });

  run('opens a new window once the old one has ended', async () => {
    expect((await store.hit('short', 300)).hits).toBe(1);
    expect((await store.hit('short', 300)).hits).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await store.hit('short', 300)).hits).toBe(1);
  });

  run('refuses over the limit with the seconds left in the window, per counter name and key', async () => {
    const counter = new WindowCounter(store, 'test', 2, 30_000);
    await counter.take('ip:10.0.0.1');
    await counter.take('ip:10.0.0.1');
    const refused = await counter.take('ip:10.0.0.1').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RateLimitedError);
    expect((refused as RateLimitedError).statusCode).toBe(429);
    expect(Number((refused as RateLimitedError).headers['retry-after'])).toBeGreaterThanOrEqual(29);
    expect(Number((refused as RateLimitedError).headers['retry-after'])).toBeLessThanOrEqual(30);
    await new WindowCounter(store, 'other', 2, 30_000).take('ip:10.0.0.1');
    await counter.take('ip:10.0.0.2');
  });

  run('counts several buckets in one call, each exactly, in the order asked', async () => {
    const both = [{ bucket: 'many-a', windowMs: 60_000 }, { bucket: 'many-b', windowMs: 3_600_000 }];
    const results = await Promise.all(Array.from({ length: 20 }, () => store.hitAll(both)));
    expect(results.map(([a]) => a!.hits).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(results.map(([, b]) => b!.hits).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    for (const [a, b] of results) {
      expect(a!.resetInMs).toBeLessThanOrEqual(60_000);
      expect(b!.resetInMs).toBeGreaterThan(60_000);
    }
  });

  run('gives every caller of one turn its own exact count, with two stores (two processes) on one database', async () => {
    const other = db ? databaseRateLimitStore(createRateLimitRepository(db)) : store;
    const asks = Array.from({ length: 30 }, (_, i) => [
      { bucket: 'turn-shared', windowMs: 60_000 },
      { bucket: `turn-own-${i % 3}`, windowMs: 60_000 },
    ]);
    const results = await Promise.all(asks.map((hits, i) => (i % 2 ? other : store).hitAll(hits)));
    const counts = (pick: (r: (typeof results)[number]) => number) => results.map(pick).sort((a, b) => a - b);
    expect(counts(([shared]) => shared!.hits)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    for (let k = 0; k < 3; k++) {
      const own = results.filter((_, i) => i % 3 === k).map(([, b]) => b!.hits).sort((a, b) => a - b);
      expect(own).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
    }
    // Two of one bucket in one call count twice, one after the other.
    const [x, y] = await store.hitAll([{ bucket: 'turn-twice', windowMs: 60_000 }, { bucket: 'turn-twice', windowMs: 60_000 }]);
    expect([x!.hits, y!.hits]).toEqual([1, 2]);
  });

  run('a batch that finds its window ended opens a new one counted from 1', async () => {
    await store.hit('turn-expire', 200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const results = await Promise.all(Array.from({ length: 5 }, () => store.hit('turn-expire', 200)));
    expect(results.map((r) => r.hits).sort()).toEqual([1, 2, 3, 4, 5]);
  });

  run('the lookup limiter refuses on the client counter and on the plate counter', async () => {
    const limiter = createLookupLimiter(store, 3, 2);
    await limiter.take('ip:10.0.1.1', 'p1|A');
    await limiter.take('ip:10.0.1.1', 'p1|a');
    await expect(limiter.take('ip:10.0.1.2', 'P1|A')).rejects.toBeInstanceOf(RateLimitedError);
    await limiter.take('ip:10.0.1.1', undefined);
    await expect(limiter.take('ip:10.0.1.1', 'p2|A')).rejects.toBeInstanceOf(RateLimitedError);
  });
});

describe('rate-limit store when Redis is lost', () => {
  it('counts in the database meanwhile, still refusing over the limit, and reports the outage once', async () => {
    const db = await createTestDatabase({ kind: 'pglite' });
    const outages: unknown[] = [];
    // Nothing listens on port 1: every Redis command fails after its one retry.
    const store = fallbackRateLimitStore(redisRateLimitStore('redis://127.0.0.1:1', 'lost:'), databaseRateLimitStore(createRateLimitRepository(db)), (e) => outages.push(e));
    try {
      const counter = new WindowCounter(store, 'lost', 2, 30_000);
      await counter.take('ip:10.0.0.9');
      await counter.take('ip:10.0.0.9');
      await expect(counter.take('ip:10.0.0.9')).rejects.toBeInstanceOf(RateLimitedError);
      expect(outages).toHaveLength(1);
    } finally {
      await store.close();
      await db.close();
    }
  }, 20_000);
});
