// What the staff API answers, as the CLI reads it (issue 22 item 11). The server's route schemas
// are the authority; the CLI reads only these fields and prints the rest as it comes.
import type { ConfigIssue } from '../../src/config/types.js';

export type { ConfigIssue };
export type { ReleaseDiff, ReleaseFiles } from '../../src/config/release-diff.js';

export interface Release {
  number: number;
  contentHash: string;
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
  status: 'effective' | 'scheduled' | 'superseded' | 'cancelled';
}

export interface Draft {
  id: string | number;
  base: number;
  message: string;
  author: string;
  status: 'open' | 'submitted' | 'approved' | 'rejected' | 'published';
  revision: number | string;
  files: string[];
  findings: ConfigIssue[];
  reviewer: string | null;
  reviewComment: string | null;
  createdAt: string;
  updatedAt: string;
  release: number | null;
}

export interface SaveAnswer {
  revision: number | string;
  findings: ConfigIssue[];
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
