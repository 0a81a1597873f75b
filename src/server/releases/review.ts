// Four eyes: an approver who did not change the draft (none of its authors: whoever started,
// saved, re-worded or reopened it) approves or rejects it with a comment; an editor may take a
// submitted, approved or rejected draft back to edit it, and becomes one of its authors. Every step
// is in the audit.
import type { FastifyInstance } from 'fastify';
import { configErrors } from '../../config/index.js';
import { isAuthorOf } from '../../config/release-wire.js';
import { appError } from '../errors.js';
import { audit } from '../staff/audit.js';
import { hasRole } from '../staff/roles.js';
import { RELEASE_ACTIONS, requireDatabaseSource, type Actor } from './actor.js';
import { draftTexts, findingsOf, visibleDraft } from './drafts.js';
import type { Draft } from './drafts-repository.js';

export async function approveDraft(app: FastifyInstance, actor: Actor, id: string, comment: string | undefined): Promise<Draft> {
  requireDatabaseSource(app);
  const draft = await visibleDraft(app, actor, id);
  if (!hasRole(actor.staff, 'approver')) throw appError('FORBIDDEN');
  // The server decides, whatever the studio shows: nobody approves a change they made, alone or with others.
  if (isAuthorOf(draft, actor.staff.username)) throw appError('DRAFT_OWN_APPROVAL');
  if (draft.status !== 'submitted') throw appError('DRAFT_NOT_SUBMITTED');
  // The tree is checked again: the code may have changed since the draft was submitted.
  if (configErrors(await findingsOf(app, await draftTexts(app, draft))).length > 0) throw appError('DRAFT_HAS_PROBLEMS');
  // Only the revision checked: a reopen, save and submit meanwhile (by this approver, say) sends it round again.
  const approved = await app.draftsRepository.transition(draft.id, ['submitted'], 'approved', { reviewer: actor.staff.username, reviewComment: comment ?? null, revision: draft.revision });
  if (!approved) throw appError('DRAFT_CHANGED');
  await audit(app, { actor: actor.staff.username, clientAddress: actor.address, action: RELEASE_ACTIONS.approved, target: `draft:${draft.id}`, details: { author: draft.author, authors: draft.authors, comment: comment ?? null } });
  return approved;
}

export async function rejectDraft(app: FastifyInstance, actor: Actor, id: string, comment: string): Promise<Draft> {
  requireDatabaseSource(app);
  const draft = await visibleDraft(app, actor, id);
  if (!hasRole(actor.staff, 'approver')) throw appError('FORBIDDEN');
  if (draft.status !== 'submitted' && draft.status !== 'approved') throw appError('DRAFT_NOT_SUBMITTED');
  const rejected = await app.draftsRepository.transition(draft.id, ['submitted', 'approved'], 'rejected', { reviewer: actor.staff.username, reviewComment: comment });
  if (!rejected) throw appError('DRAFT_CHANGED');
  await audit(app, { actor: actor.staff.username, clientAddress: actor.address, action: RELEASE_ACTIONS.rejected, target: `draft:${draft.id}`, details: { author: draft.author, authors: draft.authors, comment } });
  return rejected;
}

/** An editor takes a submitted, approved or rejected draft back to change it: an approval does not survive, and they become one of its authors. */
export async function reopenDraft(app: FastifyInstance, actor: Actor, id: string): Promise<Draft> {
  requireDatabaseSource(app);
  const draft = await visibleDraft(app, actor, id);
  if (!hasRole(actor.staff, 'editor')) throw appError('FORBIDDEN');
  if (draft.kind === 'rollback') throw appError('DRAFT_NOT_OPEN');
  const reopened = await app.draftsRepository.transition(draft.id, ['submitted', 'rejected', 'approved'], 'open', { author: actor.staff.username });
  if (!reopened) throw appError('DRAFT_NOT_SUBMITTED');
  await audit(app, { actor: actor.staff.username, clientAddress: actor.address, action: RELEASE_ACTIONS.reopened, target: `draft:${draft.id}`, details: { from: draft.status } });
  return reopened;
}
