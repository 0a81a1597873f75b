import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../db/test-database.js';
import { redisAnswers } from '../../multi-process/cluster.js';
import type { AppDatabase } from '../../types.js';
import { RateLimitedError, WindowCounter } from './rate-limit.js';
import { databaseRateLimitStore, redisRateLimitStore, type RateLimitStore } from './rate-limit-store.js';

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
    store = databaseRateLimitStore(db);
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
});
