// The database source's scheduled swap (issue 33): a release scheduled ahead is read, checked and
// compiled once, reusing the forms the served tree compiled, and the wake-up at its instant is
// never early (an early one would find it not yet effective and nothing left to wait for).
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database.js';
import { seedReleases } from '../releases/seed.js';
import { createReleasesRepository } from '../releases/releases-repository.js';
import { contentHash } from '../releases/content.js';
import type { AppDatabase } from '../types.js';
import { databaseSource } from './database-source.js';
import { compiledValidators } from './validators.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const log = pino({ enabled: false });

describe('database config source', () => {
  let db: AppDatabase;
  let texts = 0;

  beforeAll(async () => {
    const inner = await createTestDatabase();
    // Counts the reads of a release's files: the one costly query a scheduled swap makes.
    db = new Proxy(inner, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver);
        if (key !== 'query' || typeof value !== 'function') return typeof value === 'function' ? value.bind(target) : value;
        return (sql: string, params?: unknown[]) => {
          if (/select case when \$2::text is null then files/.test(sql)) texts += 1;
          return value.call(target, sql, params);
        };
      },
    });
    await seedReleases(db, ROOT, { sandbox: true, log });
  }, 60_000);

  afterAll(async () => {
    await db?.close();
  });

  it('reads a scheduled release once however many ask meanwhile, compiles only what changed, and swaps it in at its instant, not before', async () => {
    const releases = createReleasesRepository(db);
    const source = databaseSource({ db, root: ROOT, pollMs: 60_000, log });
    const first = await source.load();
    expect(first.release).toBe(1);

    const files = (await releases.texts(1))!;
    const en = JSON.parse(files['locales/en.json']!) as { landing: { title: string } };
    en.landing.title = 'Car Insurance';
    const changed = { ...files, 'locales/en.json': `${JSON.stringify(en, null, 2)}\n` };
    const instant = Date.now() + 1_500;
    await releases.insert({
      contentHash: contentHash(changed), texts: changed, kind: 'change', message: 'New landing title', author: 'editor', authors: ['editor'],
      approver: 'approver', createdAt: new Date(), approvedAt: new Date(), effectiveAt: new Date(instant),
    });

    // The wake-up and a reload ask for release 2 while it is still being read: one read for all.
    texts = 0;
    const [a, b] = await Promise.all([source.loadRelease(2), source.loadRelease(2)]);
    expect(a.tree).not.toBeNull();
    expect(b.tree).toBe(a.tree);
    expect(texts).toBe(1);
    // Its forms are the served tree's, compiled once: the same validator, not a second compile.
    const served = compiledValidators(first.tree!)!;
    const next = compiledValidators(a.tree!)!;
    const [id, compiled] = [...served.byId][0]!;
    expect(next.byId.get(id)).toBe(compiled);

    const changes: number[] = [];
    const watch = source.watch!(() => changes.push(Date.now()), (error) => {
      throw error;
    });
    await watch.ready;
    try {
      await expect.poll(() => changes.length, { timeout: 10_000, interval: 20 }).toBeGreaterThan(0);
      expect(changes[0]).toBeGreaterThanOrEqual(instant);
      expect((await source.load()).release).toBe(2);
      expect(texts).toBe(1);
    } finally {
      await watch.close();
    }
  }, 60_000);
});
