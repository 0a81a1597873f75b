// The releases API (/api/staff/drafts, releases, diff, audit) as the review screens use it. The
// session is the HttpOnly cookie; every state-changing call sends the CSRF token of /api/staff/me.
import type { ReleaseDiff } from '../../../config/release-diff/types.js';
import type { AuditRecord, Draft, DraftStatus, Release } from '../../../config/release-wire.js';
import { toApiError } from '../../lib/api-error.js';
import type { StaffMember } from '../staff-api.js';
import { studioFetch } from '../studio-fetch.js';

export type { DiffEntry, ReleaseDiff } from '../../../config/release-diff/types.js';

export { DRAFT_STATUSES, isAuthorOf } from '../../../config/release-wire.js';
export type { AuditRecord, Draft, DraftStatus, Release, ReleaseStatus } from '../../../config/release-wire.js';
export type { ConfigIssue as Finding } from '../../../config/types.js';

export interface ReleaseList {
  effective: number | null;
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

interface CallOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  query?: Record<string, string | undefined>;
}

/** Only the filters that are set, as a query string (an empty one is refused by the API). */
export function queryOf(values: Record<string, string | undefined>): string {
  const query = new URLSearchParams(Object.entries(values).filter((entry): entry is [string, string] => Boolean(entry[1]))).toString();
  return query ? `?${query}` : '';
}

export function releasesApi(staff: Pick<StaffMember, 'csrfToken'>) {
  async function call<T>(path: string, { method = 'GET', body, query = {} }: CallOptions = {}): Promise<T> {
    const headers: Record<string, string> = {};
    if (method !== 'GET') headers['X-CSRF-Token'] = staff.csrfToken;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await studioFetch(`${path}${queryOf(query)}`, {
      method, headers, body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw await toApiError(response);
    return ((await response.json()) as { data: T }).data;
  }
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
    publish: (id: string, effectiveAt?: string) => post<Release>(`${draft(id)}/publish`, effectiveAt ? { effectiveAt } : {}),
    releases: () => call<ReleaseList>('/api/staff/releases'),
    compare: (from: number, to: number) => call<ReleaseDiff>('/api/staff/diff', { query: { from: String(from), to: String(to) } }),
    rollback: (n: number, reason: string) => post<RollbackOutcome>(`/api/staff/releases/${n}/rollback`, { reason }),
    cancel: (n: number) => post<Release>(`/api/staff/releases/${n}/cancel`),
    audit: async (filter: AuditFilter, before?: number) => {
      const response = await studioFetch(`/api/staff/audit${queryOf({ ...filter, before: before ? String(before) : undefined })}`);
      if (!response.ok) throw await toApiError(response);
      return (await response.json()) as { data: AuditRecord[]; page: { next: number | null } };
    },
  };
}

export type ReleasesApi = ReturnType<typeof releasesApi>;

/** A download of the audit with the same filters (a plain link: the browser sends the cookie). */
export const auditExportUrl = (filter: AuditFilter, format: 'csv' | 'json') => `/api/staff/audit/export${queryOf({ ...filter, format })}`;
