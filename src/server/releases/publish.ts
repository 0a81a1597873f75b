// Publishing: an approved draft becomes the next release, now or at a chosen instant. A draft made
// on an older release is rebased when nothing it changes changed since, and refused otherwise; a
// tree that fails the check never becomes a release. Scheduled instants only move forward, so the
// newest release by number is always the one served once its time has come.
import type { FastifyInstance } from 'fastify';
import { configErrors, parseReleaseTexts, type ReleaseTexts } from '../../config/index.js';
import { isAuthorOf } from '../../config/release-wire.js';
import { appError } from '../errors.js';
import { audit } from '../staff/audit.js';
import { hasRole } from '../staff/roles.js';
import { RELEASE_ACTIONS, requireDatabaseSource, type Actor } from './actor.js';
import { changeSummary } from './change-summary.js';
import { applyChanges, contentHash } from './content.js';
import { findingsOf, visibleDraft } from './drafts.js';
import { createDraftsRepository, type DraftChanges } from './drafts-repository.js';
import { createReleasesRepository, type Release } from './releases-repository.js';

/** How far ahead a release may be scheduled. */
const MAX_AHEAD_MS = 366 * 24 * 60 * 60 * 1000;

export function canPublish(actor: Actor): boolean {
  return hasRole(actor.staff, 'approver') || hasRole(actor.staff, 'release-manager');
}

/** The instant a release takes effect: null for now; refused if in the past, too far, or before the newest release. */
export async function effectiveInstant(app: FastifyInstance, head: Release, requested: string | undefined): Promise<Date | null> {
  const dbNow = await app.releasesRepository.now();
  const at = requested === undefined ? null : new Date(requested);
  if (at && (Number.isNaN(at.getTime()) || at.getTime() < dbNow.getTime() - 60_000 || at.getTime() > dbNow.getTime() + MAX_AHEAD_MS)) throw appError('RELEASE_TIME_INVALID');
  const instant = at && at > dbNow ? at : null;
  if (Date.parse(head.effectiveAt) > (instant ?? dbNow).getTime()) throw appError('RELEASE_SCHEDULE_INVALID');
  return instant;
}

/** The draft's tree on the newest release: its own base, or rebased when nothing it changes changed since. */
async function rebasedTexts(app: FastifyInstance, base: number, head: Release, changes: DraftChanges): Promise<ReleaseTexts> {
  const headTexts = (await app.releasesRepository.texts(head.number))!;
  if (base !== head.number) {
    const baseTexts = (await app.releasesRepository.texts(base))!;
    const conflict = Object.keys(changes).some((path) => baseTexts[path] !== headTexts[path]);
    if (conflict) throw appError('DRAFT_STALE');
  }
  return applyChanges(headTexts, changes);
}

/**
 * `share` below 100 stages the release against the release served before it (the head: a staged
 * release is served beside its base, docs/releases.md); one staged release at a time.
 */
export async function publishDraft(app: FastifyInstance, actor: Actor, id: string, effectiveAt: string | undefined, share = 100): Promise<Release> {
  requireDatabaseSource(app);
  const draft = await visibleDraft(app, actor, id);
  if (!canPublish(actor)) throw appError('FORBIDDEN');
  // Approved by someone who did not change it: an approval recorded otherwise (before authors were
  // counted, say) publishes nothing.
  if (draft.status !== 'approved' || !draft.reviewer || isAuthorOf(draft, draft.reviewer)) throw appError('DRAFT_NOT_APPROVED');
  const head = (await app.releasesRepository.head())!;
  const texts = await rebasedTexts(app, draft.base, head, draft.changes);
  const files = parseReleaseTexts(texts);
  if (configErrors(await findingsOf(app, texts)).length > 0) throw appError('RELEASE_INVALID');
  const instant = await effectiveInstant(app, head, effectiveAt);
  const release = await app.db.transaction(async (tx) => {
    const releases = createReleasesRepository(tx);
    await releases.lock();
    // Checked outside the lock (a check takes a while); a release published meanwhile sends it round again.
    if ((await releases.head())?.number !== head.number) throw appError('DRAFT_STALE');
    const headShare = (await releases.shares([head.number])).get(head.number)?.share;
    if (share < 100 && headShare !== undefined && headShare < 100) throw appError('RELEASE_ALREADY_STAGED');
    const made = await releases.insert({
      contentHash: contentHash(texts), texts, kind: draft.kind, message: draft.message, author: draft.author, authors: draft.authors, approver: draft.reviewer,
      rollbackOf: draft.rollbackOf, draftId: draft.id, createdAt: new Date(draft.createdAt), approvedAt: draft.reviewedAt ? new Date(draft.reviewedAt) : null, effectiveAt: instant,
    });
    if (!(await createDraftsRepository(tx).transition(draft.id, ['approved'], 'published', { release: made.number, revision: draft.revision }))) throw appError('DRAFT_CHANGED');
    if (share < 100) await releases.stage(made.number, head.number, share, actor.staff.username);
    await releases.notifyChange();
    return made;
  });
  if (!instant) await app.reloadConfig();
  const headFiles = (await app.releasesRepository.files(head.number))!;
  await audit(app, {
    actor: actor.staff.username, clientAddress: actor.address, action: instant ? RELEASE_ACTIONS.scheduled : RELEASE_ACTIONS.published, target: `release:${release.number}`,
    details: { draft: draft.id, ...(share < 100 ? { share, base: head.number } : {}), author: draft.author, authors: draft.authors, approver: draft.reviewer, effectiveAt: release.effectiveAt, message: draft.message, ...changeSummary(headFiles, files) },
  });
  return release;
}

/** Withdraws a scheduled release before its instant (only the newest: a later one is built on it). */
export async function cancelRelease(app: FastifyInstance, actor: Actor, number: number): Promise<Release> {
  requireDatabaseSource(app);
  if (!canPublish(actor)) throw appError('FORBIDDEN');
  const release = await app.db.transaction(async (tx) => {
    const releases = createReleasesRepository(tx);
    await releases.lock();
    const found = await releases.get(number);
    if (!found) throw appError('RELEASE_NOT_FOUND');
    if ((await releases.head())?.number !== number) throw appError('RELEASE_NOT_CANCELLABLE');
    const cancelled = await releases.cancel(number, actor.staff.username);
    if (!cancelled) throw appError('RELEASE_NOT_CANCELLABLE');
    await releases.notifyChange();
    return cancelled;
  });
  await audit(app, { actor: actor.staff.username, clientAddress: actor.address, action: RELEASE_ACTIONS.cancelled, target: `release:${number}`, details: { effectiveAt: release.effectiveAt } });
  return release;
}
