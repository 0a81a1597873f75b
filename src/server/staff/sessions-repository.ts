// SQL of staff sessions (table staff_sessions, migrations 0080 and 0198). Only the token's SHA-256 is
// stored and looked up; the database's clock decides what has expired, so processes agree.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../types.js';
import type { StaffIdentity, StaffRole } from './roles.js';

export type IdentityProviderKind = 'local' | 'oidc';

export interface StaffSession extends StaffIdentity {
  provider: IdentityProviderKind;
  csrfToken: string;
  expiresAt: Date;
}

export interface NewStaffSession extends StaffIdentity {
  tokenHash: string;
  provider: IdentityProviderKind;
  csrfToken: string;
  ttlSeconds: number;
  /** An OIDC sign-in's ID token, sent back to the provider at sign-out (RP-initiated logout). */
  idToken?: string;
}

interface SessionRow {
  username: string;
  roles: string[];
  partner_scope: string | null;
  provider: IdentityProviderKind;
  csrf_token: string;
  expires_at: Date | string;
}

const SWEEP_EVERY_MS = 10 * 60_000;

export function createStaffSessionsRepository(db: AppDatabase) {
  let lastSweep = 0;
  return {
    async create(session: NewStaffSession): Promise<void> {
      await db.query(
        `insert into staff_sessions (token_hash, username, roles, partner_scope, provider, csrf_token, expires_at, id_token)
         values ($1, $2, $3::text[], $4, $5, $6, now() + $7 * interval '1 second', $8)`,
        [session.tokenHash, session.username, session.roles, session.partnerScope ?? null, session.provider, session.csrfToken, session.ttlSeconds, session.idToken ?? null],
      );
      // Expired sessions are only clutter: a sign-in now and then clears them.
      if (Date.now() - lastSweep >= SWEEP_EVERY_MS) {
        lastSweep = Date.now();
        await db.query('delete from staff_sessions where expires_at < now()');
      }
    },

    /** The live session of a token hash; undefined when unknown or expired. */
    async find(tokenHash: string): Promise<StaffSession | undefined> {
      const [row] = await db.query<SessionRow>(
        `select username, roles, partner_scope, provider, csrf_token, expires_at
         from staff_sessions where token_hash = $1 and expires_at > now()`,
        [tokenHash],
      );
      if (!row) return undefined;
      return {
        username: row.username, roles: row.roles as StaffRole[], provider: row.provider, csrfToken: row.csrf_token,
        expiresAt: new Date(row.expires_at), ...(row.partner_scope ? { partnerScope: row.partner_scope } : {}),
      };
    },

    /** Deletes the session; the ID token it kept (an OIDC sign-in's), for the provider's sign-out. */
    async delete(tokenHash: string): Promise<{ idToken?: string }> {
      const [row] = await db.query<{ id_token: string | null }>('delete from staff_sessions where token_hash = $1 returning id_token', [tokenHash]);
      return row?.id_token ? { idToken: row.id_token } : {};
    },
  };
}

export type StaffSessionsRepository = ReturnType<typeof createStaffSessionsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    staffSessionsRepository: StaffSessionsRepository;
  }
}

export const staffSessionsRepository = fp(async (app: FastifyInstance) => {
  app.decorate('staffSessionsRepository', createStaffSessionsRepository(app.db));
}, { name: 'staff-sessions-repository' });
