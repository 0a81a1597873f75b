// What a member of staff may do with a draft or a release, as the server's rules have it
// (src/server/releases): the screens offer only these. The server decides all the same; a button
// shown by mistake gets its refusal shown, never a crash.
import type { StaffMember } from '../staff-api.js';
import { isAuthorOf, type Draft, type Release } from './releases-api.js';

export type DraftAction = 'submit' | 'reopen' | 'approve' | 'reject' | 'publish';

type Who = Pick<StaffMember, 'username' | 'roles' | 'partnerScope'>;

const has = (staff: Who, role: string) => staff.roles.includes(role);

export function draftActions(draft: Pick<Draft, 'status' | 'author' | 'authors' | 'kind'>, staff: Who): DraftAction[] {
  const editor = has(staff, 'editor');
  const approver = has(staff, 'approver');
  const actions: DraftAction[] = [];
  if (draft.status === 'open' && editor) actions.push('submit');
  if (['submitted', 'rejected', 'approved'].includes(draft.status) && editor && draft.kind !== 'rollback') actions.push('reopen');
  // Four eyes: none of its authors gets the button (the server refuses them too: DRAFT_OWN_APPROVAL).
  if (draft.status === 'submitted' && approver && !isAuthorOf(draft, staff.username)) actions.push('approve');
  if ((draft.status === 'submitted' || draft.status === 'approved') && approver) actions.push('reject');
  if (draft.status === 'approved' && (approver || has(staff, 'release-manager'))) actions.push('publish');
  return actions;
}

/** A release manager rolls back at once; an editor asks for it (a submitted draft); a partner's own staff never. */
export function rollbackMode(staff: Who): 'release' | 'draft' | null {
  if (staff.partnerScope !== undefined) return null;
  if (has(staff, 'release-manager')) return 'release';
  return has(staff, 'editor') ? 'draft' : null;
}

/** The server refuses the newest release, a cancelled one and one not yet in effect. */
export function canRollBackTo(release: Release, newest: number, now = Date.now()): boolean {
  return release.number !== newest && release.cancelledAt === null && Date.parse(release.effectiveAt) <= now;
}

export const canCancel = (release: Release, staff: Who) =>
  release.status === 'scheduled' && (has(staff, 'approver') || has(staff, 'release-manager'));

export type ShareAction = 'promote' | 'stop' | 'change';

/**
 * What staff may do with a staged (or stopped) release's share: whoever may publish, on the newest
 * release not cancelled, until it is promoted; none of its authors may raise it, anyone may stop it
 * (the server refuses the same: RELEASE_OWN_SHARE, RELEASE_NOT_STAGED).
 */
export function shareActions(release: Release, newestLive: number | undefined, staff: Who): ShareAction[] {
  const share = release.share?.share;
  if (share === undefined || share === 100 || release.number !== newestLive || release.cancelledAt !== null) return [];
  if (staff.partnerScope !== undefined || !(has(staff, 'approver') || has(staff, 'release-manager'))) return [];
  if (isAuthorOf(release, staff.username)) return share > 0 ? ['stop'] : [];
  return share > 0 ? ['promote', 'stop', 'change'] : ['change'];
}
