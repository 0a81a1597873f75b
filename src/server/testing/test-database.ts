// Test-only: a migrated, throw-away database per test file. PGlite in memory by default; with
// TEST_DATABASE_URL set, a fresh schema on that PostgreSQL server, dropped again on close().
import { randomBytes, createHash } from 'node:crypto';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import type { AppDatabase } from '../types.js';
import { openDatabase, pgliteOf } from '../db/client.js';
import { SANDBOX_MIGRATIONS_DIR } from '../../sandbox/migrations-dir.js';
import { readMigrations, runMigrations } from '../../db-kit/migrate.js';
import { MIGRATIONS_DIR } from '../db/migrations-dir.js';

// The pinned PGlite version: an image written by another version may not load.
const pgliteVersion = (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
}).dependencies['@electric-sql/pglite'];

export interface TestDatabaseOptions {
  /** Force one kind regardless of TEST_DATABASE_URL (the storage tests run both). */
  kind?: 'pglite' | 'postgres';
  /** Default: the platform's migrations and the sandbox's (most tests run the simulators). */
  migrationsDir?: string | string[];
}

export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<AppDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  const kind = options.kind ?? (url ? 'postgres' : 'pglite');
  const dir = options.migrationsDir ?? [MIGRATIONS_DIR, SANDBOX_MIGRATIONS_DIR];
  if (kind === 'pglite') return migratedPglite(dir);
  if (!url) throw new Error('TEST_DATABASE_URL is not set: no PostgreSQL server to test against');
  return freshSchema(url, dir);
}

/**
 * A cold PGlite start plus migrations takes seconds; loading a data-directory image of an
 * already-migrated database takes a fraction. The image is cached in the OS temp folder, keyed
 * by the migrations' content, so a changed migration simply builds a new image.
 */
async function migratedPglite(dir: string | string[]): Promise<AppDatabase> {
  const key = createHash('sha256').update(`pglite ${pgliteVersion}\n`);
  for (const m of await readMigrations(dir)) key.update(`${m.name}\n${m.checksum}\n`);
  const image = path.join(tmpdir(), `motor-portal-pglite-${key.digest('hex').slice(0, 16)}.tar`);
  const cached = await readFile(image).catch(() => undefined);
  if (cached) {
    const db = await openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([cached]) });
    await runMigrations(db, dir); // a no-op unless the image is stale; then it is caught here
    return db;
  }
  const db = await openDatabase({ dataDir: 'memory://' });
  await runMigrations(db, dir);
  const dump = await pgliteOf(db)?.dumpDataDir('none');
  if (dump) {
    // Write then rename, so a parallel test file never reads half an image.
    const partial = `${image}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, image);
    // Images of earlier migration sets are 40 MB each and never used again.
    const stale = (await readdir(tmpdir())).filter((f) => /^motor-portal-pglite-[0-9a-f]{16}\.tar$/.test(f) && f !== path.basename(image));
    await Promise.all(stale.map((f) => rm(path.join(tmpdir(), f), { force: true })));
  }
  return db;
}


async function freshSchema(url: string, dir: string | string[]): Promise<AppDatabase> {
  const schema = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create schema ${schema}`);
  } finally {
    await admin.end();
  }
  const db = await openDatabase({ databaseUrl: url, pool: { max: 4, options: `-c search_path=${schema}` } });
  const dropSchema = async () => {
    const cleanup = new pg.Client({ connectionString: url });
    await cleanup.connect();
    try {
      // The job queue's schema beside it (testing/test-app.ts).
      await cleanup.query(`drop schema if exists ${schema} cascade; drop schema if exists ${schema}_jobs cascade`);
    } finally {
      await cleanup.end();
    }
  };
  try {
    await runMigrations(db, dir);
  } catch (error) {
    await db.close();
    await dropSchema();
    throw error;
  }
  return {
    ...db,
    close: async () => {
      await db.close();
      await dropSchema();
    },
  };
}
