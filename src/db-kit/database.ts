// The database handle every side that owns tables runs on: the portal server and the simulators
// (which keep their own tables in the same database). Only the shape lives here; opening one is
// src/server/db/client.ts. Imports nothing of ours, so both sides can depend on it.
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** What a query runs on: the whole database, or one transaction of it. */
export interface DatabaseHandle {
  /** drizzle query builder (typed queries). */
  orm: PgDatabase<PgQueryResultHKT, Record<string, never>>;
  /** Raw parameterised SQL for the few places a builder gets in the way ($1, $2 ... placeholders). */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** A script of several statements without parameters (migrations). */
  exec(script: string): Promise<void>;
  /**
   * Runs fn once what was written on this handle is committed: in a transaction, right after its
   * commit (never after a rollback); on the database itself (each statement commits alone), at
   * once. For waking whoever works on those rows (the job queue's worker), not for writing more.
   */
  afterCommit(fn: () => void): void;
}

/**
 * A statement run so often that it is parsed and planned once (per connection) and then only bound
 * and executed. `name` is unique in the process; `text` never changes under it.
 */
export interface NamedStatement {
  readonly name: string;
  readonly text: string;
}

/** One handle over PGlite or node-postgres; the same migrations and queries run on both. */
export interface AppDatabase extends DatabaseHandle {
  /** Runs a named statement on its own, outside any transaction. */
  run<T = Record<string, unknown>>(statement: NamedStatement, params: unknown[]): Promise<T[]>;
  /**
   * Runs fn in one transaction; fn receives a handle bound to that transaction (use it, not the
   * outer handle, inside fn: on PGlite the outer one waits until the transaction ends).
   */
  transaction<T>(fn: (tx: DatabaseHandle) => Promise<T>): Promise<T>;
  kind: 'pglite' | 'postgres';
  /**
   * Calls onNotify for each NOTIFY on `channel` (from this process or any other on the same
   * database) until the returned function is called. On PostgreSQL it holds one connection of its
   * own and reconnects when that is lost; onError hears of each loss (the caller's periodic check
   * covers notifications missed meanwhile).
   */
  listen(channel: string, onNotify: (payload: string) => void, onError?: (error: Error) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
