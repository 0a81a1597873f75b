// What the releases API answers (src/server/routes/staff/release-schemas.ts is the authority), as
// the studio's review screens and the config CLI read it: one description for both readers.
import type { ConfigIssue } from './types.js';

/** A finding of the config checker (types.ts ConfigIssue) as every staff route answers it. */
export const CONFIG_ISSUE_SCHEMA = {
  type: 'object',
  required: ['file', 'pointer', 'message', 'fix'],
  properties: {
    file: { type: 'string' }, pointer: { type: 'string' }, message: { type: 'string' }, fix: { type: 'string' },
    severity: { type: 'string', enum: ['error', 'warning'] },
    ar: {
      type: 'object', required: ['message', 'fix'], description: 'The same finding in Arabic, where the checker has it',
      properties: { message: { type: 'string' }, fix: { type: 'string' } },
    },
  },
} as const;

export const DRAFT_STATUSES = ['open', 'submitted', 'approved', 'rejected', 'published'] as const;
export type DraftStatus = (typeof DRAFT_STATUSES)[number] | 'withdrawn';
/** staged: served to a share of new visits beside its base; stopped: its share went to 0. */
export type ReleaseStatus = 'effective' | 'staged' | 'stopped' | 'scheduled' | 'superseded' | 'cancelled';

/** A release published to a share of new visits (docs/releases.md, "Staged releases"). */
export interface ReleaseShare {
  /** The release served before it, to the visits not on its share. */
  base: number;
  /** 1-99 staged, 100 promoted, 0 stopped. */
  share: number;
  stagedAt: string;
  changedAt: string;
  /** Who set it last ("guardrail" when the guardrail stopped it). */
  changedBy: string;
  /** The numbers that made the guardrail stop it (src/server/releases/guardrail-stats.ts Verdict). */
  guardrail: Record<string, unknown> | null;
}

export interface Draft {
  id: string;
  base: number;
  kind: 'change' | 'rollback';
  rollbackOf?: number | null;
  message: string;
  /** Who started it (the first of `authors`). */
  author: string;
  /** Everyone who changed it (started, saved, reverted, removed, re-worded or reopened it), in order. */
  authors: string[];
  status: DraftStatus;
  /** Counts saves: sent back as If-Match. */
  revision: number;
  files: string[];
  removed?: string[];
  findings: ConfigIssue[];
  problems?: number;
  submittedAt?: string | null;
  reviewer?: string | null;
  reviewComment?: string | null;
  reviewedAt?: string | null;
  release?: number | null;
  createdAt: string;
  updatedAt: string;
  /** The partner a partner's member of staff edits for (null: the whole tree). */
  partnerScope?: string | null;
}

export interface Release {
  number: number;
  contentHash?: string;
  kind: 'seed' | 'change' | 'rollback';
  message: string;
  /** Who started the change (the first of `authors`). */
  author: string;
  /** Everyone who changed the draft it came from, in order; none of them approved it. */
  authors: string[];
  approver: string | null;
  rollbackOf: number | null;
  createdAt: string;
  approvedAt: string | null;
  publishedAt: string;
  effectiveAt: string;
  cancelledAt: string | null;
  cancelledBy?: string | null;
  status: ReleaseStatus;
  /** Set for a release published to a share of new visits. */
  share?: ReleaseShare | null;
}

/**
 * Four eyes: whether `username` changed the draft (started, saved, reverted, removed, re-worded or
 * reopened it). Such a person may not approve it; the server refuses, the studio offers no button.
 */
export function isAuthorOf(draft: Pick<Draft, 'author' | 'authors'>, username: string): boolean {
  return draft.author === username || draft.authors.includes(username);
}

/** One audit entry as stored and as the staff API answers it (a type: schema-typed replies take it). */
export type AuditRecord = {
  id: number;
  at: string;
  actor: string;
  clientAddress: string | null;
  action: string;
  target: string | null;
  details: Record<string, unknown>;
};
