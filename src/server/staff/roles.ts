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
  return path === `partners/${staff.partnerScope}.json`;
}
