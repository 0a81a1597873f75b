// pg-boss runs on the portal's own database handle rather than a pool of its own: on PGlite there
// is no server to connect to, and on PostgreSQL a send can then join the caller's transaction
// (a message row and its job are written together or not at all).
import type PgBoss from 'pg-boss';
import { pgliteOf } from '../db/client.js';
import type { AppDatabase, DatabaseHandle } from '../types.js';

/** pg-boss's `db` option over the app's database. */
export function bossDb(db: AppDatabase): PgBoss.Db {
  const lite = pgliteOf(db);
  return {
    async executeSql(text, values) {
      // pg-boss sends its schema and maintenance as several statements in one text: PGlite's
      // query() prepares (one statement only), its exec() takes a script. node-postgres runs a
      // text without values as a simple query, which takes several statements too.
      if (lite && (values === undefined || values.length === 0)) {
        const results = await lite.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      return { rows: (await db.query(text, values)) ?? [] };
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
