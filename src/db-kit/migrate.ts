// Applies the NNNN_name.sql files of the folders it is given in order, each once, recorded in
// schema_migrations. Number ranges: platform 0001-0099 (src/server/db/migrations); the sandbox's
// own tables (0100-0199) live in src/sandbox/migrations and are applied only when SANDBOX is on
// (app.ts adds that folder). Here rather than in the server because the sandbox's seeding takes
// the same lock (MIGRATION_LOCK_SQL) and must not import server internals.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppDatabase } from './database.js';

const FILE_NAME = /^(\d{4})_[a-z0-9_]+\.sql$/;

export interface Migration {
  version: string;
  name: string;
  sql: string;
  checksum: string;
}

/** The lock every schema change and every seeding of shared rows takes (one per schema). */
export const MIGRATION_LOCK_SQL = `select pg_advisory_xact_lock(hashtext('schema_migrations:' || current_schema()))`;

/** Migrations of one folder, or of several merged into one order by number. */
export async function readMigrations(dirs: string | readonly string[]): Promise<Migration[]> {
  const files: { dir: string; name: string }[] = [];
  for (const dir of typeof dirs === 'string' ? [dirs] : dirs) {
    for (const name of await readdir(dir)) if (name.endsWith('.sql')) files.push({ dir, name });
  }
  files.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const migrations: Migration[] = [];
  for (const { dir, name } of files) {
    const match = FILE_NAME.exec(name);
    if (!match?.[1]) throw new Error(`Migration file ${name} must be named NNNN_lower_snake_case.sql`);
    const sql = await readFile(path.join(dir, name), 'utf8');
    const version = match[1];
    if (migrations.some((m) => m.version === version)) throw new Error(`Two migrations share number ${version}`);
    migrations.push({ version, name, sql, checksum: createHash('sha256').update(sql).digest('hex') });
  }
  return migrations;
}

/**
 * Applies every pending migration in one transaction and returns the names applied. Two
 * processes starting together serialise on an advisory lock (per schema), so the second one
 * finds the work done. An applied migration whose file has since changed stops the start-up:
 * editing history would leave databases that differ from each other.
 */
export async function runMigrations(db: AppDatabase, dirs: string | readonly string[]): Promise<string[]> {
  const migrations = await readMigrations(dirs);
  return db.transaction(async (tx) => {
    await tx.query(MIGRATION_LOCK_SQL);
    await tx.exec(`create table if not exists schema_migrations (
      version text primary key,
      name text not null,
      checksum text not null,
      applied_at timestamptz not null default now()
    )`);
    const rows = await tx.query<{ version: string; name: string; checksum: string }>(
      'select version, name, checksum from schema_migrations',
    );
    const applied = new Map(rows.map((r) => [r.version, r]));
    const done: string[] = [];
    for (const migration of migrations) {
      const previous = applied.get(migration.version);
      if (previous) {
        if (previous.checksum !== migration.checksum) {
          throw new Error(`Migration ${migration.name} was changed after it was applied (as ${previous.name}); add a new migration instead`);
        }
        continue;
      }
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (version, name, checksum) values ($1, $2, $3)', [
        migration.version, migration.name, migration.checksum,
      ]);
      done.push(migration.name);
    }
    return done;
  });
}
