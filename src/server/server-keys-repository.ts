// Every SQL statement of the server_keys table: the sandbox's keys, made once and kept (server-keys.ts).
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from './types.js';

export function createServerKeysRepository(db: AppDatabase) {
  return {
    /** The stored key called `name`; `candidate` becomes it when there is none yet. */
    async keep(name: string, candidate: string): Promise<string | undefined> {
      // `on conflict do nothing` then a read: two processes starting together end with the same key.
      await db.query('insert into server_keys (name, secret) values ($1, $2) on conflict (name) do nothing', [name, candidate]);
      const [row] = await db.query<{ secret: string }>('select secret from server_keys where name = $1', [name]);
      return row?.secret;
    },
  };
}

export type ServerKeysRepository = ReturnType<typeof createServerKeysRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    serverKeysRepository: ServerKeysRepository;
  }
}

export const serverKeysRepository = fp(async (app: FastifyInstance) => {
  app.decorate('serverKeysRepository', createServerKeysRepository(app.db));
}, { name: 'server-keys-repository', decorators: { fastify: ['db'] } });
