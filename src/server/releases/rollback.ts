// Rollback to any earlier release, as a new release holding that release's files. A release
// manager may do it alone, with a reason (an emergency must not wait for a second person); anyone
// else's rollback is a submitted draft that needs an approver like any change.
import type { FastifyInstance } from 'fastify';
import { configErrors, parseReleaseTexts } from '../../config/index.js';
import { appError } from '../errors.js';
import { audit } from '../staff/audit.js';
import { hasRole } from '../staff/roles.js';
import { RELEASE_ACTIONS, requireDatabaseSource, type Actor } from './actor.js';
import { changeSummary } from './change-summary.js';
import { changesBetween, contentHash } from './content.js';
import { findingsOf } from './drafts.js';
import type { Draft } from './drafts-repository.js';
import { effectiveInstant } from './publish.js';
import { createReleasesRepository, type Release } from './releases-repository.js';

export type RollbackOutcome = { release: Release } | { draft: Draft };

export async function rollbackTo(app: FastifyInstance, actor: Actor, number: number, reason: string): Promise<RollbackOutcome> {
  requireDatabaseSource(app);
  const alone = hasRole(actor.staff, 'release-manager');
  if (!alone && !hasRole(actor.staff, 'editor')) throw appError('FORBIDDEN');
  // A partner's own staff edit one file; a rollback replaces the whole tree.
  if (actor.staff.partnerScope !== undefined) throw appError('FORBIDDEN');
  const target = await app.releasesRepository.get(number);
  if (!target) throw appError('RELEASE_NOT_FOUND');
  const [head, served] = [(await app.releasesRepository.head())!, await app.releasesRepository.effective()];
  if (target.cancelledAt !== null || target.number === head.number || Date.parse(target.effectiveAt) > Date.now()) throw appError('ROLLBACK_TARGET_INVALID');
  const texts = (await app.releasesRepository.texts(number))!;
  const files = parseReleaseTexts(texts);
  // Code deployed since may no longer accept that tree: it is checked like any change.
  if (configErrors(await findingsOf(app, texts)).length > 0) throw appError('RELEASE_INVALID');
  const headTexts = (await app.releasesRepository.texts(head.number))!;
  const headFiles = parseReleaseTexts(headTexts);
  const summary = { rollbackOf: number, servedBefore: served?.number ?? null, reason, ...changeSummary(headFiles, files) };

  if (!alone) {
    const draft = await app.draftsRepository.create({
      base: head.number, kind: 'rollback', rollbackOf: number, message: reason, author: actor.staff.username, partnerScope: null,
      changes: changesBetween(headTexts, texts), findings: [], status: 'submitted',
    });
    await audit(app, { actor: actor.staff.username, clientAddress: actor.address, action: RELEASE_ACTIONS.rollbackRequested, target: `draft:${draft.id}`, details: summary });
    return { draft };
  }

  await effectiveInstant(app, head, undefined);
  const release = await app.db.transaction(async (tx) => {
    const releases = createReleasesRepository(tx);
    await releases.lock();
    if ((await releases.head())?.number !== head.number) throw appError('DRAFT_STALE');
    const now = new Date();
    const made = await releases.insert({
      contentHash: contentHash(texts), texts, kind: 'rollback', message: reason, author: actor.staff.username, authors: [actor.staff.username], approver: actor.staff.username,
      rollbackOf: number, createdAt: now, approvedAt: now, effectiveAt: null,
    });
    await releases.notifyChange();
    return made;
  });
  await app.reloadConfig();
  await audit(app, { actor: actor.staff.username, clientAddress: actor.address, action: RELEASE_ACTIONS.rolledBack, target: `release:${release.number}`, details: summary });
  return { release };
}
