// SQL of the staff audit trail (table staff_audit, migration 0080: append-only, a trigger refuses
// UPDATE, DELETE and TRUNCATE). Newest first; pages continue below the last id seen (keyset), so
// entries appended while someone pages do not shift the pages.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AuditRecord } from '../../config/release-wire.js';
import type { AppDatabase } from '../types.js';

export interface AuditEntry {
  /** Username of the member of staff (for a failed sign-in: the username tried). */
  actor: string;
  /** Client address of the request. */
  clientAddress?: string | undefined;
  /** What happened, e.g. sign-in, sign-in-failed, sign-out, (later) draft-saved, release-approved. */
  action: string;
  /** What it happened to, e.g. a config file or a release id. */
  target?: string | undefined;
  /** Anything else worth keeping; never a password or a token. */
  details?: Record<string, unknown>;
}

/** A stored entry is the staff API's audit record: declared once, in src/config/release-wire.ts. */
export type { AuditRecord };

export interface AuditFilter {
  action?: string | undefined;
  actor?: string | undefined;
  /** Inclusive lower bound of `at`. */
  from?: Date | undefined;
  /** Exclusive upper bound of `at`. */
  to?: Date | undefined;
  /** Only entries older than this id (the next page). */
  before?: number | undefined;
  /**
   * A partner's staff: only their own actions and the entries about their partner's drafts
   * (`draft:<id>`) and the releases made from them (`release:<n>`).
   */
  scope?: { partnerId: string; username: string } | undefined;
}

interface AuditRow {
  id: string | number;
  at: Date | string;
  actor: string;
  client_address: string | null;
  action: string;
  target: string | null;
  details: Record<string, unknown> | string;
}

const toRecord = (row: AuditRow): AuditRecord => ({
  id: Number(row.id),
  at: new Date(row.at).toISOString(),
  actor: row.actor,
  clientAddress: row.client_address,
  action: row.action,
  target: row.target,
  details: typeof row.details === 'string' ? (JSON.parse(row.details) as Record<string, unknown>) : row.details,
});

export function createStaffAuditRepository(db: AppDatabase) {
  return {
    async append(entry: AuditEntry): Promise<void> {
      await db.query(
        'insert into staff_audit (actor, client_address, action, target, details) values ($1, $2, $3, $4, $5::jsonb)',
        [entry.actor, entry.clientAddress ?? null, entry.action, entry.target ?? null, JSON.stringify(entry.details ?? {})],
      );
    },

    /** Up to `limit` entries matching `filter`, newest first. */
    async list(filter: AuditFilter, limit: number): Promise<AuditRecord[]> {
      const rows = await db.query<AuditRow>(
        `select id, at, actor, client_address, action, target, details from staff_audit
         where ($1::text is null or action = $1)
           and ($2::text is null or actor = $2)
           and ($3::timestamptz is null or at >= $3)
           and ($4::timestamptz is null or at < $4)
           and ($5::bigint is null or id < $5)
           and ($7::text is null or actor = $8
             or target in (select 'draft:' || d.id::text from config_drafts d where d.partner_scope = $7)
             or target in (select 'release:' || r.number::text from config_releases r join config_drafts d on d.id = r.draft_id where d.partner_scope = $7))
         order by id desc
         limit $6`,
        [filter.action ?? null, filter.actor ?? null, filter.from?.toISOString() ?? null, filter.to?.toISOString() ?? null, filter.before ?? null, limit,
          filter.scope?.partnerId ?? null, filter.scope?.username ?? null],
      );
      return rows.map(toRecord);
    },
  };
}

export type StaffAuditRepository = ReturnType<typeof createStaffAuditRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    staffAuditRepository: StaffAuditRepository;
  }
}

export const staffAuditRepository = fp(async (app: FastifyInstance) => {
  app.decorate('staffAuditRepository', createStaffAuditRepository(app.db));
}, { name: 'staff-audit-repository' });
