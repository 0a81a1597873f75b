// Migration 0197 on a database made before it (issue 36): every older draft names whoever changed
// it, as the audit trail tells it, after the one who started it; every older release names the
// authors of its draft (or its one author); and releases stay unchangeable after.
import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '../../db-kit/migrate.js';
import { MIGRATIONS_DIR } from '../db/migrations-dir.js';
import { createTestDatabase } from '../testing/test-database.js';
import type { AppDatabase } from '../types.js';

const kinds = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] as const : [])] as const;
const AUTHORS_MIGRATION = '0197_config_authors.sql';
const DRAFT = '0b6f1f9e-4a57-4d0e-9b43-2f4b0e1d7c11';
const OTHER = '1b6f1f9e-4a57-4d0e-9b43-2f4b0e1d7c12';

describe.each(kinds)('migration 0197: authors of older drafts and releases (%s)', (kind) => {
  let before: string;
  let db: AppDatabase;
  beforeAll(async () => {
    before = await mkdtemp(path.join(tmpdir(), 'migrations-before-authors-'));
    for (const name of await readdir(MIGRATIONS_DIR)) {
      if (name.endsWith('.sql') && name < AUTHORS_MIGRATION) await copyFile(path.join(MIGRATIONS_DIR, name), path.join(before, name));
    }
    db = await createTestDatabase({ kind, migrationsDir: before });
  });
  afterAll(async () => {
    await db?.close();
    await rm(before, { recursive: true, force: true });
  });

  it('fills authors from the audit trail and releases from their drafts, and keeps releases immutable', async () => {
    await db.exec(`
      insert into config_releases (number, content_hash, files, kind, message, author, created_at, effective_at)
        values (1, 'h1', '{}'::jsonb, 'seed', 'seed', 'system', now(), now());
      insert into config_drafts (id, base, message, author, status, reviewer)
        values ('${DRAFT}', 1, 'co-edited', 'editor', 'published', 'approver'), ('${OTHER}', 1, 'alone', 'editor', 'open', null);
      insert into config_releases (number, content_hash, files, kind, message, author, approver, draft_id, created_at, effective_at)
        values (2, 'h2', '{}'::jsonb, 'change', 'co-edited', 'editor', 'approver', '${DRAFT}', now(), now());
      insert into staff_audit (actor, action, target) values
        ('editor', 'draft-created', 'draft:${DRAFT}'), ('edapp', 'draft-saved', 'draft:${DRAFT}'), ('editor', 'draft-saved', 'draft:${DRAFT}'),
        ('approver', 'draft-approved', 'draft:${DRAFT}'), ('kate', 'draft-reopened', 'draft:${DRAFT}'), ('edapp', 'draft-file-removed', 'draft:${DRAFT}'),
        ('edapp', 'draft-saved', 'draft:${OTHER}x');
    `);
    expect(await runMigrations(db, MIGRATIONS_DIR)).toEqual([AUTHORS_MIGRATION, ...(await readdir(MIGRATIONS_DIR)).filter((n) => n > AUTHORS_MIGRATION).sort()]);
    const drafts = await db.query<{ id: string; authors: string[] }>('select id, authors from config_drafts order by message');
    expect(drafts).toEqual([{ id: OTHER, authors: ['editor'] }, { id: DRAFT, authors: ['editor', 'edapp', 'kate'] }]);
    expect(await db.query('select number, authors from config_releases order by number')).toEqual([
      { number: 1, authors: ['system'] }, { number: 2, authors: ['editor', 'edapp', 'kate'] },
    ]);
    await expect(db.query("update config_releases set authors = '{someone}' where number = 2")).rejects.toThrow(/immutable/);
  });
});
