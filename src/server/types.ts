// Contract between the portal server's parts: what every plugin may rely on being decorated.
import type { EventEmitter } from 'node:events';
import type { ConfigState } from './config-state.js';
import type { ConfigSource } from './config-sources/source.js';
import type { ConfigTree } from '../config/index.js';
import type { Env } from './env.js';

// The database handle lives in src/db-kit (the simulators use it too); re-exported for the server.
import type { AppDatabase } from '../db-kit/database.js';
export type { AppDatabase, DatabaseHandle } from '../db-kit/database.js';

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
    /** Where the served trees come from: the files or the database releases (CONFIG_SOURCE). */
    configSource: ConfigSource;
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
