// SQL of config releases (table config_releases, migration 0090: immutable but for cancelling a
// scheduled release). The release served is the newest one, by number, whose effective_at has come
// and that was not cancelled; the service keeps effective_at rising with the number.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { parseReleaseTexts, type ReleaseFiles, type ReleaseTexts } from '../../config/index.js';
import type { ReleaseShare as WireReleaseShare } from '../../config/release-wire.js';
import { PARTNERS_FOLDER, partnerFile } from '../staff/roles.js';
import type { DatabaseHandle } from '../types.js';

export type ReleaseKind = 'seed' | 'change' | 'rollback';
export type ReleaseStatus = 'effective' | 'scheduled' | 'superseded' | 'cancelled';

export interface Release {
  number: number;
  contentHash: string;
  kind: ReleaseKind;
  message: string;
  /** Who started the change. */
  author: string;
  /** Everyone who changed it (the draft's authors), none of whom approved it. */
  authors: string[];
  approver: string | null;
  rollbackOf: number | null;
  draftId: string | null;
  createdAt: string;
  approvedAt: string | null;
  publishedAt: string;
  effectiveAt: string;
  cancelledAt: string | null;
  cancelledBy: string | null;
}

export interface NewRelease {
  contentHash: string;
  /** Each file's text, kept exactly (column files: path -> text, migration 0200). */
  texts: ReleaseTexts;
  kind: ReleaseKind;
  message: string;
  author: string;
  authors: string[];
  approver: string | null;
  rollbackOf?: number | null;
  draftId?: string | null;
  createdAt: Date;
  approvedAt: Date | null;
  /** Null: now (the database's clock, the one every process compares with). */
  effectiveAt: Date | null;
}

interface ReleaseRow {
  number: number;
  content_hash: string;
  kind: ReleaseKind;
  message: string;
  author: string;
  authors: string[];
  approver: string | null;
  rollback_of: number | null;
  draft_id: string | null;
  created_at: Date | string;
  approved_at: Date | string | null;
  published_at: Date | string;
  effective_at: Date | string;
  cancelled_at: Date | string | null;
  cancelled_by: string | null;
}

const COLUMNS = 'number, content_hash, kind, message, author, authors, approver, rollback_of, draft_id, created_at, approved_at, published_at, effective_at, cancelled_at, cancelled_by';
const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

const toRelease = (row: ReleaseRow): Release => ({
  number: Number(row.number), contentHash: row.content_hash, kind: row.kind, message: row.message, author: row.author, authors: [...row.authors],
  approver: row.approver, rollbackOf: row.rollback_of === null ? null : Number(row.rollback_of), draftId: row.draft_id,
  createdAt: iso(row.created_at)!, approvedAt: iso(row.approved_at), publishedAt: iso(row.published_at)!,
  effectiveAt: iso(row.effective_at)!, cancelledAt: iso(row.cancelled_at), cancelledBy: row.cancelled_by,
});

/** A release's share as the repository reads it: the wire's, with the release it is of. */
export type ReleaseShare = WireReleaseShare & { release: number };

interface ShareRow {
  release: number;
  base: number;
  share: number;
  staged_at: Date | string;
  changed_at: Date | string;
  changed_by: string;
  guardrail: unknown;
}

const SHARE_COLUMNS = 's.release, s.base, s.share, s.staged_at, s.changed_at, s.changed_by, s.guardrail';
const toShare = (row: ShareRow): ReleaseShare => ({
  release: Number(row.release), base: Number(row.base), share: Number(row.share), stagedAt: iso(row.staged_at)!, changedAt: iso(row.changed_at)!, changedBy: row.changed_by,
  guardrail: row.guardrail === null ? null : (typeof row.guardrail === 'string' ? JSON.parse(row.guardrail) : row.guardrail) as Record<string, unknown>,
});

// files is jsonb of path -> the file's text: a JSON string keeps every byte of the text, where a
// jsonb object would sort its keys (migration 0200).
const parseTexts = (value: unknown): ReleaseTexts => (typeof value === 'string' ? (JSON.parse(value) as ReleaseTexts) : (value as ReleaseTexts));

export function createReleasesRepository(db: DatabaseHandle) {
  return {
    /** Every release, newest first (without their files); with `partnerScope`, those made from that partner's drafts. */
    async list(partnerScope?: string): Promise<Release[]> {
      return (await db.query<ReleaseRow>(
        `select ${COLUMNS} from config_releases
          where $1::text is null or draft_id in (select id from config_drafts where partner_scope = $1)
          order by number desc`,
        [partnerScope ?? null],
      )).map(toRelease);
    },

    async get(number: number): Promise<Release | undefined> {
      const [row] = await db.query<ReleaseRow>(`select ${COLUMNS} from config_releases where number = $1`, [number]);
      return row && toRelease(row);
    },

    /**
     * A release's files, each exactly as it was given (path -> text); with `partnerScope`, those a
     * partner's staff may read (roles.ts canReadFile): the shared files and that partner's own, no other partner's.
     */
    async texts(number: number, partnerScope?: string): Promise<ReleaseTexts | undefined> {
      const [row] = await db.query<{ files: unknown }>(
        `select case when $2::text is null then files
                     else coalesce((select jsonb_object_agg(f.key, f.value) from jsonb_each(files) f
                                     where left(f.key, length($3::text)) <> $3::text or f.key = $2), '{}'::jsonb) end as files
           from config_releases where number = $1`,
        [number, partnerScope === undefined ? null : partnerFile(partnerScope), PARTNERS_FOLDER],
      );
      return row && parseTexts(row.files);
    },

    /** A release's files parsed (path -> JSON, keys in the order of each text); `partnerScope` as for texts. */
    async files(number: number, partnerScope?: string): Promise<ReleaseFiles | undefined> {
      const texts = await this.texts(number, partnerScope);
      return texts && parseReleaseTexts(texts);
    },

    /**
     * The release served now to every visit not on a staged one: the newest effective, not cancelled,
     * and not on a share below 100 (a staged or stopped release is served beside its base, not instead).
     */
    async effective(): Promise<Release | undefined> {
      const [row] = await db.query<ReleaseRow>(
        `select ${COLUMNS} from config_releases where cancelled_at is null and effective_at <= now()
           and number not in (select release from release_shares where share < 100) order by number desc limit 1`,
      );
      return row && toRelease(row);
    },

    /**
     * The newest release that is not cancelled nor stopped (share 0), effective or scheduled: what a
     * new draft starts from, and the base of a release staged now. A stopped release is out of service.
     */
    async head(): Promise<Release | undefined> {
      const [row] = await db.query<ReleaseRow>(
        `select ${COLUMNS} from config_releases where cancelled_at is null
           and number not in (select release from release_shares where share = 0) order by number desc limit 1`,
      );
      return row && toRelease(row);
    },

    /** The newest release that is not cancelled, stopped or not: only its share may be changed. */
    async newest(): Promise<number | undefined> {
      const [row] = await db.query<{ number: number }>('select max(number) as number from config_releases where cancelled_at is null');
      return row?.number == null ? undefined : Number(row.number);
    },

    /** The staged release served now beside its base: the newest effective release, on a share of 1-99. */
    async staged(): Promise<ReleaseShare | undefined> {
      const [row] = await db.query<ShareRow>(
        `select ${SHARE_COLUMNS} from release_shares s
          where s.share between 1 and 99
            and s.release = (select max(number) from config_releases where cancelled_at is null and effective_at <= now())`,
      );
      return row && toShare(row);
    },

    /** The share rows of these releases (those published to a share), by release. */
    async shares(numbers: number[]): Promise<Map<number, ReleaseShare>> {
      const rows = await db.query<ShareRow>(`select ${SHARE_COLUMNS} from release_shares s where s.release = any($1::int[])`, [numbers]);
      return new Map(rows.map((row) => [Number(row.release), toShare(row)]));
    },

    /** Records that a release is published to a share of new visits, against its base; in the publish's transaction. */
    async stage(release: number, base: number, share: number, by: string): Promise<void> {
      await db.query('insert into release_shares (release, base, share, changed_by) values ($1, $2, $3, $4)', [release, base, share, by]);
    },

    /** Changes a staged release's share (the guardrail also stores the numbers that decided it). */
    async setShare(release: number, share: number, by: string, guardrail: object | null = null): Promise<ReleaseShare | undefined> {
      const [row] = await db.query<ShareRow>(
        `update release_shares s set share = $2, changed_by = $3, changed_at = now(), guardrail = coalesce($4::jsonb, s.guardrail)
          where release = $1 returning ${SHARE_COLUMNS}`,
        [release, share, by, guardrail === null ? null : JSON.stringify(guardrail)],
      );
      return row && toShare(row);
    },

    /**
     * The next scheduled release, when it takes effect, and how many ms from now that is by the
     * database's clock (every process schedules by it, not by its own), in one round trip.
     */
    async nextScheduled(): Promise<{ number: number; at: Date; inMs: number } | undefined> {
      const [row] = await db.query<{ number: number; at: Date | string; in_ms: number | string }>(
        `select number, effective_at as at, extract(epoch from effective_at - now()) * 1000 as in_ms
         from config_releases where cancelled_at is null and effective_at > now() order by effective_at, number limit 1`,
      );
      return row && { number: Number(row.number), at: new Date(row.at), inMs: Number(row.in_ms) };
    },

    /** The database's clock: every process schedules by it, not by its own. */
    async now(): Promise<Date> {
      const [row] = await db.query<{ now: Date | string }>('select now() as now');
      return new Date(row!.now);
    },

    /** Holds the releases' lock until the caller's transaction ends: one writer of releases at a time. */
    async lock(): Promise<void> {
      await db.query("select pg_advisory_xact_lock(hashtext('config_releases'))");
    },

    /** Content hash of the newest seed release (the shipped files it was made from). */
    async lastSeedHash(): Promise<string | undefined> {
      const [row] = await db.query<{ content_hash: string }>("select content_hash from config_releases where kind = 'seed' order by number desc limit 1");
      return row?.content_hash;
    },

    /** Adds a release numbered after the newest; in the caller's transaction (the lock keeps numbers in order). */
    async insert(release: NewRelease): Promise<Release> {
      await this.lock();
      const [row] = await db.query<ReleaseRow>(
        `insert into config_releases (number, content_hash, files, kind, message, author, authors, approver, rollback_of, draft_id, created_at, approved_at, effective_at)
         select coalesce(max(number), 0) + 1, $1, $2::jsonb, $3, $4, $5, $12::text[], $6, $7, $8, $9, $10, coalesce($11::timestamptz, now())
         from config_releases
         returning ${COLUMNS}`,
        [release.contentHash, JSON.stringify(release.texts), release.kind, release.message, release.author, release.approver,
          release.rollbackOf ?? null, release.draftId ?? null, release.createdAt.toISOString(), release.approvedAt?.toISOString() ?? null,
          release.effectiveAt?.toISOString() ?? null, release.authors],
      );
      return toRelease(row!);
    },

    /** Cancels a release that has not taken effect yet; undefined if it has (or was cancelled already). */
    async cancel(number: number, by: string): Promise<Release | undefined> {
      const [row] = await db.query<ReleaseRow>(
        `update config_releases set cancelled_at = now(), cancelled_by = $2
         where number = $1 and cancelled_at is null and effective_at > now() returning ${COLUMNS}`,
        [number, by],
      );
      return row && toRelease(row);
    },

    /** Tells every process on this database (each compares the schema with its own: tests share a database). */
    async notifyChange(): Promise<void> {
      await db.query("select pg_notify('portal_config_releases', current_schema())");
    },

    async currentSchema(): Promise<string> {
      const [row] = await db.query<{ schema: string }>('select current_schema() as schema');
      return row!.schema;
    },
  };
}

export type ReleasesRepository = ReturnType<typeof createReleasesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    releasesRepository: ReleasesRepository;
  }
}

export const releasesRepository = fp(async (app: FastifyInstance) => {
  app.decorate('releasesRepository', createReleasesRepository(app.db));
}, { name: 'releases-repository' });
