// The releases API (/api/staff/drafts, releases, diff, audit) as the review screens use it. The
// session is the HttpOnly cookie; every state-changing call sends the CSRF token of /api/staff/me.
import type { ReleaseDiff } from '../../../config/release-diff/types.js';
import type { AuditRecord, Draft, DraftStatus, Release } from '../../../config/release-wire.js';
import type { StaffMember } from '../staff-api.js';
import { queryOf, staffData, staffJson, type StaffCall } from '../studio-fetch.js';

export type { DiffEntry, ReleaseDiff } from '../../../config/release-diff/types.js';

export { DRAFT_STATUSES, isAuthorOf } from '../../../config/release-wire.js';
export type { AuditRecord, Draft, DraftStatus, Release, ReleaseShare, ReleaseStatus } from '../../../config/release-wire.js';
export type { ConfigIssue as Finding } from '../../../config/types.js';

export interface ReleaseList {
  effective: number | null;
  staged: { release: number; base: number; share: number } | null;
  source: 'files' | 'database';
  releases: Release[];
}

export interface AuditFilter {
  action?: string;
  actor?: string;
  from?: string;
  to?: string;
}

export type RollbackOutcome = { release: Release } | { draft: Draft };

export { queryOf } from '../studio-fetch.js';

export function releasesApi(staff: Pick<StaffMember, 'csrfToken'>) {
  const call = <T>(path: string, options: StaffCall = {}) => staffData<T>(path, { ...options, csrfToken: staff.csrfToken });
  const post = <T>(path: string, body: unknown = {}) => call<T>(path, { method: 'POST', body });
  const draft = (id: string) => `/api/staff/drafts/${encodeURIComponent(id)}`;
  return {
    drafts: (status?: DraftStatus) => call<Draft[]>('/api/staff/drafts', { query: { status } }),
    draft: (id: string) => call<Draft>(draft(id)),
    draftDiff: (id: string) => call<ReleaseDiff>(`${draft(id)}/diff`),
    submit: (id: string, message: string) => post<Draft>(`${draft(id)}/submit`, message ? { message } : {}),
    reopen: (id: string) => post<Draft>(`${draft(id)}/reopen`),
    approve: (id: string, comment: string) => post<Draft>(`${draft(id)}/approve`, comment ? { comment } : {}),
    reject: (id: string, comment: string) => post<Draft>(`${draft(id)}/reject`, { comment }),
    publish: (id: string, effectiveAt?: string, share = 100) => post<Release>(`${draft(id)}/publish`, { ...(effectiveAt ? { effectiveAt } : {}), ...(share < 100 ? { share } : {}) }),
    changeShare: (n: number, share: number, reason: string) => post<Release>(`/api/staff/releases/${n}/share`, { share, reason }),
    releases: () => call<ReleaseList>('/api/staff/releases'),
    compare: (from: number, to: number) => call<ReleaseDiff>('/api/staff/diff', { query: { from: String(from), to: String(to) } }),
    rollback: (n: number, reason: string) => post<RollbackOutcome>(`/api/staff/releases/${n}/rollback`, { reason }),
    cancel: (n: number) => post<Release>(`/api/staff/releases/${n}/cancel`),
    audit: (filter: AuditFilter, before?: number) =>
      staffJson<{ data: AuditRecord[]; page: { next: number | null } }>('/api/staff/audit', { query: { ...filter, before: before ? String(before) : undefined } }),
  };
}

export type ReleasesApi = ReturnType<typeof releasesApi>;

/** A download of the audit with the same filters (a plain link: the browser sends the cookie). */
export const auditExportUrl = (filter: AuditFilter, format: 'csv' | 'json') => `/api/staff/audit/export${queryOf({ ...filter, format })}`;
