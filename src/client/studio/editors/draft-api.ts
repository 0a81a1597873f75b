// The calls of the studio's editing screens (/api/staff/drafts/...): the session cookie goes by
// itself, the CSRF token of /api/staff/me goes as X-CSRF-Token on every change; answers are {data}.
import type { ResolvedForm } from '../../../config/resolve.js';
import { jsonFileText } from '../../../config/release-layout.js';
import type { Draft } from '../../../config/release-wire.js';
import { ensureValidators } from '../../theme/validators.js';
import type { StaffMember } from '../staff-api.js';
import type { MetaTexts } from './structured/meta-i18n.js';
import type { JourneyPreview, PartnerLook, StudioFinding, StudioTree, Texts } from '../studio-api.js';
import { staffData, staffJson, type StaffCall } from '../studio-fetch.js';

/** A draft as the drafts API answers it: the releases API's wire type (src/config/release-wire.ts). */
export type DraftInfo = Draft;

/** A draft's own tree, or the release it started from. */
export type PreviewSide = 'draft' | 'base';

export interface DraftPreview {
  revision: number;
  side?: PreviewSide;
  findings: StudioFinding[];
  tree: Omit<StudioTree, 'version'> | null;
  lists?: Record<string, string[]>;
  partner?: PartnerLook;
  form?: ResolvedForm;
  journey?: JourneyPreview['journey'];
  forms?: Record<string, ResolvedForm>;
  texts?: { en: Texts; ar: Texts };
  validators?: Record<string, string>;
  /** On the base side: the partner is new in the draft, so the release before has no site of it. */
  newPartner?: string;
}

export interface MetaSchemas {
  kinds: Record<string, Record<string, unknown>>;
  views: Record<string, Record<string, unknown>>;
  /** Their labels and texts in other languages than English (schemas/meta/i18n/<lng>.json). */
  i18n?: Record<string, MetaTexts>;
}

const call = <T>(staff: StaffMember, path: string, options: StaffCall = {}) => staffData<T>(path, { ...options, csrfToken: staff.csrfToken });

const filePath = (id: string, path: string) => `/api/staff/drafts/${id}/files/${path.split('/').map(encodeURIComponent).join('/')}`;

export const draftApi = {
  list: (staff: StaffMember) => call<DraftInfo[]>(staff, '/api/staff/drafts?status=open'),
  get: (staff: StaffMember, id: string) => call<DraftInfo>(staff, `/api/staff/drafts/${id}`),
  create: (staff: StaffMember, message: string) => call<DraftInfo>(staff, '/api/staff/drafts', { method: 'POST', body: { message } }),
  submit: (staff: StaffMember, id: string) => call<DraftInfo>(staff, `/api/staff/drafts/${id}/submit`, { method: 'POST', body: {} }),
  /** Every file of the release the draft changes: parsed (path -> JSON) and as written (path -> text). */
  baseFiles: (staff: StaffMember, base: number) => call<{ files: Record<string, unknown>; texts: Record<string, string> }>(staff, `/api/staff/releases/${base}/files`),
  /** A file as the draft has it, and its text as saved. */
  file: (staff: StaffMember, id: string, path: string) => staffJson<{ data: unknown; text: string }>(filePath(id, path)),
  // The file is kept as the text sent: the repository's layout (2-space JSON, a final newline).
  save: (staff: StaffMember, id: string, path: string, content: unknown, revision: number) =>
    call<DraftInfo>(staff, filePath(id, path), { method: 'PUT', body: jsonFileText(content), headers: { 'If-Match': `"${revision}"` } }),
  /** Puts back the release's version of a file (an added file leaves the draft). */
  revert: (staff: StaffMember, id: string, path: string, revision: number) =>
    call<DraftInfo>(staff, filePath(id, path), { method: 'DELETE', headers: { 'If-Match': `"${revision}"` } }),
  /** The meta-schemas by kind (schemas/meta/<kind>.schema.json) and by view: what the editors are made from. */
  metaSchemas: (staff: StaffMember) => call<MetaSchemas>(staff, '/api/staff/meta-schemas'),
  // The forms' validators (compiled by the server for the draft) are loaded before the preview renders.
  preview: async (staff: StaffMember, id: string, query: Record<string, string>) => {
    const answer = await call<DraftPreview>(staff, `/api/staff/drafts/${id}/preview?${new URLSearchParams(query).toString()}`);
    await ensureValidators(answer);
    return answer;
  },
};
