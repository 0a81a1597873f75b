// What the releases API answers (src/server/routes/staff/release-schemas.ts is the authority), as
// the studio's review screens and the config CLI read it: one description for both readers.
import type { ConfigIssue } from './types.js';

export const DRAFT_STATUSES = ['open', 'submitted', 'approved', 'rejected', 'published'] as const;
export type DraftStatus = (typeof DRAFT_STATUSES)[number] | 'withdrawn';
export type ReleaseStatus = 'effective' | 'scheduled' | 'superseded' | 'cancelled';

export interface Draft {
  id: string;
  base: number;
  kind: 'change' | 'rollback';
  rollbackOf?: number | null;
  message: string;
  author: string;
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
}

export interface Release {
  number: number;
  contentHash?: string;
  kind: 'seed' | 'change' | 'rollback';
  message: string;
  author: string;
  approver: string | null;
  rollbackOf: number | null;
  createdAt: string;
  approvedAt: string | null;
  publishedAt: string;
  effectiveAt: string;
  cancelledAt: string | null;
  cancelledBy?: string | null;
  status: ReleaseStatus;
}

export interface AuditRecord {
  id: number;
  at: string;
  actor: string;
  clientAddress: string | null;
  action: string;
  target: string | null;
  details: Record<string, unknown>;
}
