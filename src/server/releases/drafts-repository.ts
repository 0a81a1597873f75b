// SQL of config drafts (table config_drafts, migrations 0090 and 0197). A draft is a base release
// plus changed files; every write names the revision it was made on and fails (undefined) if someone
// saved since, and adds whoever made it to the draft's authors.
import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { ConfigIssue } from '../../config/index.js';
import type { DatabaseHandle } from '../types.js';

export type DraftStatus = 'open' | 'submitted' | 'approved' | 'rejected' | 'published' | 'withdrawn';

/** Changed files: path -> the file's text, exactly as saved, or null for a file the draft removes. */
export type DraftChanges = Record<string, string | null>;

export interface Draft {
  id: string;
  base: number;
  kind: 'change' | 'rollback';
  rollbackOf: number | null;
  message: string;
  /** Who started it. */
  author: string;
  /** Everyone who changed it (started, saved, reverted, removed, re-worded, reopened), in order: none of them may approve it. */
  authors: string[];
  partnerScope: string | null;
  status: DraftStatus;
  revision: number;
  changes: DraftChanges;
  findings: ConfigIssue[];
  submittedAt: string | null;
  reviewer: string | null;
  reviewComment: string | null;
  reviewedAt: string | null;
  release: number | null;
  createdAt: string;
  updatedAt: string;
}

interface DraftRow {
  id: string; base: number; kind: Draft['kind']; rollback_of: number | null; message: string; author: string; authors: string[];
  partner_scope: string | null; status: DraftStatus; revision: number; changes: unknown; findings: unknown;
  submitted_at: Date | string | null; reviewer: string | null; review_comment: string | null; reviewed_at: Date | string | null;
  release: number | null; created_at: Date | string; updated_at: Date | string;
}

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());
const json = <T,>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

const toDraft = (row: DraftRow): Draft => ({
  id: row.id, base: Number(row.base), kind: row.kind, rollbackOf: row.rollback_of === null ? null : Number(row.rollback_of),
  message: row.message, author: row.author, authors: [...row.authors], partnerScope: row.partner_scope, status: row.status, revision: Number(row.revision),
  changes: json<DraftChanges>(row.changes), findings: json<ConfigIssue[]>(row.findings), submittedAt: iso(row.submitted_at),
  reviewer: row.reviewer, reviewComment: row.review_comment, reviewedAt: iso(row.reviewed_at),
  release: row.release === null ? null : Number(row.release), createdAt: iso(row.created_at)!, updatedAt: iso(row.updated_at)!,
});

export interface NewDraft {
  base: number;
  message: string;
  author: string;
  partnerScope: string | null;
  kind?: Draft['kind'];
  rollbackOf?: number | null;
  changes?: DraftChanges;
  findings?: ConfigIssue[];
  status?: DraftStatus;
}

export interface TransitionFields {
  reviewer?: string;
  reviewComment?: string | null;
  release?: number;
  message?: string;
  /** Someone who changes the draft on the way (reopens it, re-words it): one of its authors from now on. */
  author?: string;
  /** Only if nobody acted on the draft since this revision (what the caller checked is what moves). */
  revision?: number;
}

/** The draft's authors with `who` added at the end, unless already among them. */
const APPENDED = (who: string) => `case when ${who} = any(authors) then authors else array_append(authors, ${who}::text) end`;
const WITH_AUTHOR = (who: string) => `authors = ${APPENDED(who)}`;

export interface DraftListFilter {
  status?: DraftStatus | undefined;
  /** Only drafts of this partner scope (a partner's own staff). */
  partnerScope?: string | undefined;
}

export function createDraftsRepository(db: DatabaseHandle) {
  return {
    async create(draft: NewDraft): Promise<Draft> {
      const [row] = await db.query<DraftRow>(
        `insert into config_drafts (id, base, kind, rollback_of, message, author, authors, partner_scope, changes, findings, status, submitted_at)
         values ($1, $2, $3, $4, $5, $6, array[$6::text], $7, $8::jsonb, $9::jsonb, $10, case when $10 = 'submitted' then now() end) returning *`,
        [randomUUID(), draft.base, draft.kind ?? 'change', draft.rollbackOf ?? null, draft.message, draft.author, draft.partnerScope,
          JSON.stringify(draft.changes ?? {}), JSON.stringify(draft.findings ?? []), draft.status ?? 'open'],
      );
      return toDraft(row!);
    },

    /** The draft; with `partnerScope` (a partner's own staff), only if it is that partner's. */
    async get(id: string, partnerScope?: string): Promise<Draft | undefined> {
      const [row] = await db.query<DraftRow>('select * from config_drafts where id = $1 and ($2::text is null or partner_scope = $2)', [id, partnerScope ?? null]);
      return row && toDraft(row);
    },

    /** Newest first; at most 200 (staff page by status). */
    async list(filter: DraftListFilter): Promise<Draft[]> {
      const rows = await db.query<DraftRow>(
        `select * from config_drafts where ($1::text is null or status = $1) and ($2::text is null or partner_scope = $2)
         order by updated_at desc limit 200`,
        [filter.status ?? null, filter.partnerScope ?? null],
      );
      return rows.map(toDraft);
    },

    /** Saves the draft's files, base and findings if nobody saved since `revision` and it is still open; `by` becomes one of its authors. */
    async saveChanges(id: string, revision: number, update: { changes: DraftChanges; findings: ConfigIssue[]; base?: number; by: string }): Promise<Draft | undefined> {
      const [row] = await db.query<DraftRow>(
        `update config_drafts set changes = $3::jsonb, findings = $4::jsonb, base = coalesce($5, base), revision = revision + 1, updated_at = now(),
           ${WITH_AUTHOR('$6')}
         where id = $1 and revision = $2 and status = 'open' returning *`,
        [id, revision, JSON.stringify(update.changes), JSON.stringify(update.findings), update.base ?? null, update.by],
      );
      return row && toDraft(row);
    },

    /**
     * Moves a draft from one status to the next; undefined if it is no longer in `from`, or no longer
     * at `fields.revision` when given (someone else acted). `fields.author` becomes one of its authors.
     */
    async transition(id: string, from: DraftStatus[], to: DraftStatus, fields: TransitionFields = {}): Promise<Draft | undefined> {
      const [row] = await db.query<DraftRow>(
        `update config_drafts set status = $3, revision = revision + 1, updated_at = now(),
           authors = case when $8::text is null then authors else ${APPENDED('$8')} end,
           submitted_at = case when $3 = 'submitted' then now() else submitted_at end,
           reviewer = case when $3 in ('approved', 'rejected') then $4 else reviewer end,
           review_comment = case when $3 in ('approved', 'rejected') then $5 else review_comment end,
           reviewed_at = case when $3 in ('approved', 'rejected') then now() else reviewed_at end,
           release = coalesce($6, release), message = coalesce($7, message)
         where id = $1 and status = any($2::text[]) and ($9::integer is null or revision = $9) returning *`,
        [id, from, to, fields.reviewer ?? null, fields.reviewComment ?? null, fields.release ?? null, fields.message ?? null, fields.author ?? null, fields.revision ?? null],
      );
      return row && toDraft(row);
    },
  };
}

export type DraftsRepository = ReturnType<typeof createDraftsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    draftsRepository: DraftsRepository;
  }
}

export const draftsRepository = fp(async (app: FastifyInstance) => {
  app.decorate('draftsRepository', createDraftsRepository(app.db));
}, { name: 'drafts-repository' });
