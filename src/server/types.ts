// Contract between the portal server's parts: what every plugin may rely on being decorated.
import type { EventEmitter } from 'node:events';
import type { ConfigState } from './config-state.js';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { ConfigTree } from '../config/index.js';
import type { Env } from './env.js';

/** What a query runs on: the whole database, or one transaction of it. */
export interface DatabaseHandle {
  /** drizzle query builder (typed queries). */
  orm: PgDatabase<PgQueryResultHKT, Record<string, never>>;
  /** Raw parameterised SQL for the few places a builder gets in the way ($1, $2 ... placeholders). */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** A script of several statements without parameters (migrations). */
  exec(script: string): Promise<void>;
}

/** One handle over PGlite or node-postgres; the same migrations and queries run on both. */
export interface AppDatabase extends DatabaseHandle {
  /**
   * Runs fn in one transaction; fn receives a handle bound to that transaction (use it, not the
   * outer handle, inside fn: on PGlite the outer one waits until the transaction ends).
   */
  transaction<T>(fn: (tx: DatabaseHandle) => Promise<T>): Promise<T>;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    db: AppDatabase;
    configTree: ConfigTree;
    /** Version, warnings and refusals of the config tree (src/server/config-state.ts). */
    configState: ConfigState;
    /** Emits 'change' with a ConfigEvent when a tree is loaded or refused. */
    configEvents: EventEmitter;
    /** Re-reads, checks and (if good) swaps in the config tree now (src/server/config-live). */
    reloadConfig(): Promise<ConfigState>;
  }
  interface FastifyRequest {
    /** Partner resolved from the request's Origin (else Host); never from the body. */
    partnerId: string;
    /** The config tree this request is answered from, taken once when it arrives (see app.configTree). */
    configTree: ConfigTree;
    /** Client id of the bearer token, once the auth hook has verified it. */
    clientId?: string;
  }
  interface FastifyContextConfig {
    /** Routes the spec marks as unauthenticated. */
    public?: boolean;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** http://127.0.0.1:<port> once listening: how sandbox-mode adapters reach the simulators over real HTTP. */
    localBaseUrl(): string;
  }
}
