// One database handle over PGlite (embedded, the default) or node-postgres (DATABASE_URL).
// Transactions are run on the driver rather than through drizzle so that raw SQL, multi-statement
// scripts (migrations) and the drizzle builder all share the same transaction.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { NamedStatement } from '../../db-kit/database.js';
import type { AppDatabase, DatabaseHandle } from '../types.js';
import { listenOnPostgres } from './listen.js';
import { pgliteNamedStatements } from './pglite-named.js';

export interface OpenDatabaseOptions {
  /** Folder of the embedded database (its files go in <dataDir>/pglite); `memory://` keeps it in memory. */
  dataDir?: string;
  /** postgres:// URL of a PostgreSQL server; takes precedence over dataDir. */
  databaseUrl?: string;
  /** Extra pg pool settings (tests set a per-file search_path through `options`). */
  pool?: pg.PoolConfig;
  /** A prepared PGlite data directory image to start from (tests: a migrated template). */
  loadDataDir?: Blob;
}

type Orm = AppDatabase['orm'];

/** A transaction's afterCommit callbacks, run once it committed; one that throws spoils none of the others. */
function commitHooks() {
  const hooks: (() => void)[] = [];
  return {
    add: (fn: () => void) => void hooks.push(fn),
    run: () => {
      for (const fn of hooks) {
        try {
          fn();
        } catch {
          // a wake-up that failed: the poll finds the work all the same
        }
      }
    },
  };
}

/** afterCommit of a handle outside any transaction: each statement has committed when it resolves. */
const atOnce = (fn: () => void) => fn();

const pgliteClients = new WeakMap<AppDatabase, PGlite>();

/** The embedded engine behind a PGlite database (tests dump it as a template); undefined for postgres. */
export function pgliteOf(db: AppDatabase): PGlite | undefined {
  return pgliteClients.get(db);
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<AppDatabase> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.pool);
  return openPglite(options.dataDir ?? './data', options.loadDataDir);
}

async function openPglite(dataDir: string, loadDataDir: Blob | undefined): Promise<AppDatabase> {
  let location = 'memory://';
  if (dataDir !== 'memory://') {
    location = path.resolve(dataDir, 'pglite');
    await mkdir(location, { recursive: true });
  }
  const client = await PGlite.create(location, loadDataDir ? { loadDataDir } : {});
  const handle = (c: PGlite | Parameters<Parameters<PGlite['transaction']>[0]>[0], afterCommit = atOnce): DatabaseHandle => ({
    // drizzle's own PGlite transactions hand it the same Transaction object as its client.
    orm: drizzlePglite({ client: c as PGlite }) as unknown as Orm,
    query: async <T,>(sql: string, params?: unknown[]) => (await c.query<T>(sql, params)).rows,
    exec: async (script: string) => {
      await c.exec(script);
    },
    afterCommit,
  });
  const db: AppDatabase = {
    ...handle(client),
    kind: 'pglite',
    run: pgliteNamedStatements(client),
    // PGlite is one connection: its transaction() queues every other query until it ends.
    transaction: async (fn) => {
      const hooks = commitHooks();
      const result = await client.transaction((tx) => fn(handle(tx, hooks.add)));
      hooks.run();
      return result;
    },
    listen: (channel, onNotify) => client.listen(channel, onNotify),
    close: () => client.close(),
  };
  pgliteClients.set(db, client);
  return db;
}

async function openPostgres(databaseUrl: string, poolConfig: pg.PoolConfig = {}): Promise<AppDatabase> {
  const pool = new pg.Pool({ max: 10, ...poolConfig, connectionString: databaseUrl });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const handle = (c: pg.Pool | pg.PoolClient, afterCommit = atOnce): DatabaseHandle => ({
    orm: drizzlePg({ client: c }) as unknown as Orm,
    query: async <T,>(sql: string, params?: unknown[]) => (await c.query(sql, params)).rows as T[],
    // Without parameters pg uses the simple protocol, which accepts several statements.
    exec: async (script: string) => {
      await c.query(script);
    },
    afterCommit,
  });
  await pool.query('select 1'); // fail at start-up, not on the first customer request
  return {
    ...handle(pool),
    kind: 'postgres',
    // node-postgres prepares a named statement once per pooled connection.
    run: async <T,>(statement: NamedStatement, params: unknown[]) => (await pool.query({ name: statement.name, text: statement.text, values: params })).rows as T[],
    transaction: async (fn) => {
      const client = await pool.connect();
      const hooks = commitHooks();
      try {
        await client.query('begin');
        const result = await fn(handle(client, hooks.add));
        await client.query('commit');
        hooks.run();
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    listen: (channel, onNotify, onError) => listenOnPostgres({ ...poolConfig, connectionString: databaseUrl }, channel, onNotify, onError),
    close: () => pool.end(),
  };
}
