// Four eyes: an approver who is not the draft's author approves or rejects it with a comment; the
// author may take a submitted or rejected draft back to edit it. Every step is in the audit.
import type { FastifyInstance } from 'fastify';
import { configErrors } from '../../config/index.js';
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
  // The server decides, whatever the studio shows: nobody approves their own change.
  if (draft.author === actor.staff.username) throw appError('DRAFT_OWN_APPROVAL');
  if (draft.status !== 'submitted') throw appError('DRAFT_NOT_SUBMITTED');
  // The tree is checked again: the code may have changed since the draft was submitted.
  if (configErrors(await findingsOf(app, await draftTexts(app, draft))).length > 0) throw appError('DRAFT_HAS_PROBLEMS');
  const approved = await app.draftsRepository.transition(draft.id, ['submitted'], 'approved', { reviewer: actor.staff.username, reviewComment: comment ?? null });
  if (!approved) throw appError('DRAFT_CHANGED');
  await audit(app, { actor: actor.staff.username, clientAddress: actor.address, action: RELEASE_ACTIONS.approved, target: `draft:${draft.id}`, details: { author: draft.author, comment: comment ?? null } });
  return approved;
}

export async function rejectDraft(app: FastifyInstance, actor: Actor, id: string, comment: string): Promise<Draft> {
  requireDatabaseSource(app);
  const draft = await visibleDraft(app, actor, id);
  if (!hasRole(actor.staff, 'approver')) throw appError('FORBIDDEN');
  if (draft.status !== 'submitted' && draft.status !== 'approved') throw appError('DRAFT_NOT_SUBMITTED');
  const rejected = await app.draftsRepository.transition(draft.id, ['submitted', 'approved'], 'rejected', { reviewer: actor.staff.username, reviewComment: comment });
  if (!rejected) throw appError('DRAFT_CHANGED');
  await audit(app, { actor: actor.staff.username, clientAddress: actor.address, action: RELEASE_ACTIONS.rejected, target: `draft:${draft.id}`, details: { author: draft.author, comment } });
  return rejected;
}

/** The author (or any editor) takes a submitted or rejected draft back to change it; an approval does not survive. */
export async function reopenDraft(app: FastifyInstance, actor: Actor, id: string): Promise<Draft> {
  requireDatabaseSource(app);
  const draft = await visibleDraft(app, actor, id);
  if (!hasRole(actor.staff, 'editor')) throw appError('FORBIDDEN');
  if (draft.kind === 'rollback') throw appError('DRAFT_NOT_OPEN');
  const reopened = await app.draftsRepository.transition(draft.id, ['submitted', 'rejected', 'approved'], 'open');
  if (!reopened) throw appError('DRAFT_NOT_SUBMITTED');
  await audit(app, { actor: actor.staff.username, clientAddress: actor.address, action: RELEASE_ACTIONS.reopened, target: `draft:${draft.id}`, details: { from: draft.status } });
  return reopened;
}
