// Who a member of staff is and what each role may do. Roles come from the identity provider (or
// the local account list); the portal never stores them beyond a session.
export const STAFF_ROLES = ['viewer', 'editor', 'approver', 'release-manager'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export interface StaffIdentity {
  username: string;
  roles: StaffRole[];
  /** Set for a partner's own staff: the one partner whose file (`partners/<id>.json`) they may edit. */
  partnerScope?: string;
}

export const PARTNER_ID_PATTERN = /^[a-z0-9-]{1,64}$/;

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** Every signed-in member of staff may view; the other roles are granted one by one. */
export function hasRole(staff: StaffIdentity, role: StaffRole): boolean {
  return role === 'viewer' || staff.roles.includes(role);
}

/**
 * Whether `staff` may change the config file at `path` (relative to the config root, `/`
 * separated). Editors may edit the tree; an editor scoped to a partner only that partner's file.
 * Anything that is not a plain relative path inside the tree is refused, whoever asks.
 */
export function canEditFile(staff: StaffIdentity, path: string): boolean {
  if (!hasRole(staff, 'editor')) return false;
  const segments = path.split('/');
  const plain = path.length > 0 && !path.includes('\\') && !path.includes('\0') &&
    segments.every((segment) => segment !== '' && segment !== '.' && segment !== '..');
  if (!plain) return false;
  if (staff.partnerScope === undefined) return true;
  return path === partnerFile(staff.partnerScope);
}

/** The folder of the partners' files, and one partner's file in it. */
export const PARTNERS_FOLDER = 'partners/';
export const partnerFile = (partnerId: string) => `${PARTNERS_FOLDER}${partnerId}.json`;

/**
 * What a member of staff may read (docs/staff-guide.md "What a partner's staff see"): the insurer's
 * staff everything; a partner's staff their own partner and nothing of another. Another partner's
 * item is answered as missing (404), never as forbidden, so that nobody can probe for it.
 */
export function canSeePartner(staff: StaffIdentity, partnerId: string): boolean {
  return staff.partnerScope === undefined || staff.partnerScope === partnerId;
}

/**
 * Whether `staff` may read the config file at `path`: a partner's staff read their own partner's
 * file and the shared files (forms, journeys, catalogues, texts: the editor's pickers and the
 * preview are made from them), never another partner's file. The SQL twin of this rule is
 * releases-repository.ts `files(number, scope)`.
 */
export function canReadFile(staff: StaffIdentity, path: string): boolean {
  return staff.partnerScope === undefined || !path.startsWith(PARTNERS_FOLDER) || path === partnerFile(staff.partnerScope);
}

/**
 * The partner a page is shown as: the one asked for (else `fallback`) for the insurer's staff; for a
 * partner's staff their own, and undefined (answer 404) when they ask for another.
 */
export function partnerShownTo(staff: StaffIdentity, wanted: string | undefined, fallback: string): string | undefined {
  if (staff.partnerScope === undefined) return wanted ?? fallback;
  return wanted === undefined || wanted === staff.partnerScope ? staff.partnerScope : undefined;
}
