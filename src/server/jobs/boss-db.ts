// pg-boss runs on the portal's own database handle rather than a pool of its own: on PGlite there
// is no server to connect to, and on PostgreSQL a send can then join the caller's transaction
// (a message row and its job are written together or not at all).
import type PgBoss from 'pg-boss';
import { pgliteOf } from '../db/client.js';
import type { AppDatabase, DatabaseHandle } from '../types.js';

/** pg-boss's `db` option, and a wait for the statements it has under way. */
export interface BossDb extends PgBoss.Db {
  /**
   * Resolves once no statement pg-boss started is running; statements after that never answer. pg-boss 10 completes a job without
   * awaiting it (manager.js `this.complete(...)` after the handler), so after `stop()` a completion
   * can still be on its way: closing the database before it lands rejects it where nobody listens.
   */
  settled(): Promise<void>;
}

/** pg-boss's `db` option over the app's database. */
export function bossDb(db: AppDatabase): BossDb {
  const lite = pgliteOf(db);
  const running = new Set<Promise<unknown>>();
  // Once settled at shutdown, pg-boss may still start a statement (a completion, failure or fetch it
  // did not await). The database is closing, so the statement never answers: a rejection would be
  // unhandled, and any made-up answer breaks one of pg-boss's readers (fail() reads rows[0].count,
  // fetch reads rows). The job stays active and is retried after its expiry, as any job a process
  // dies holding; a pending promise holds no handle, so the process still exits.
  let closed = false;
  const run = async (text: string, values?: unknown[]) => {
    // pg-boss sends its schema and maintenance as several statements in one text: PGlite's
    // query() prepares (one statement only), its exec() takes a script. node-postgres runs a
    // text without values as a simple query, which takes several statements too.
    if (lite && (values === undefined || values.length === 0)) {
      const results = await lite.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    }
    return { rows: (await db.query(text, values)) ?? [] };
  };
  return {
    executeSql(text, values) {
      if (closed) return new Promise<never>(() => {});
      const statement = run(text, values);
      running.add(statement);
      void statement.finally(() => running.delete(statement)).catch(() => {});
      return statement;
    },
    async settled() {
      while (running.size) await Promise.allSettled([...running]);
      closed = true;
    },
  };
}

/** The same over one open transaction (sends that must commit with the caller's writes). */
export function bossTx(tx: DatabaseHandle): PgBoss.Db {
  return {
    async executeSql(text, values) {
      return { rows: (await tx.query(text, values)) ?? [] };
    },
  };
}
