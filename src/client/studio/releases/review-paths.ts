// Where the review screens live under /studio, and the draft preview of the editing screens.
export const STUDIO_ROOT = '/studio';
export const DRAFTS_PATH = `${STUDIO_ROOT}/drafts`;
export const RELEASES_PATH = `${STUDIO_ROOT}/releases`;
export const AUDIT_PATH = `${STUDIO_ROOT}/audit`;

export const draftPath = (id: string) => `${DRAFTS_PATH}/${encodeURIComponent(id)}`;
/** The editing screens of a draft, with the live preview of its tree (editors/edit-page.tsx). */
export const draftPreviewPath = (id: string) => `${STUDIO_ROOT}/edit?draft=${encodeURIComponent(id)}`;

/** The part of a studio address after /studio, split: ['drafts', '<id>'], [] for the root. */
export function studioSegments(pathname: string): string[] {
  const rest = pathname.startsWith(STUDIO_ROOT) ? pathname.slice(STUDIO_ROOT.length) : '';
  return rest.split('/').filter(Boolean).map((segment) => decodeURIComponent(segment));
}
