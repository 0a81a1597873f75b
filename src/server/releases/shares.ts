// The share of a staged release: staff promote it (100, final), stop it (0) or change it; the
// guardrail (guardrail.ts) stops it. Four eyes as for publish: whoever may publish may change a
// share, but none of the release's authors may raise it above 0 (that would widen their own change
// without a second person); anyone who may publish may stop it, the emergency brake, like a
// release manager's rollback. Every change is audited and reaches every process like a publish.
import type { FastifyInstance } from 'fastify';
import { isAuthorOf } from '../../config/release-wire.js';
import { appError } from '../errors.js';
import { audit } from '../staff/audit.js';
import { RELEASE_ACTIONS, requireDatabaseSource, type Actor } from './actor.js';
import { canPublish } from './publish.js';
import { createReleasesRepository, type ReleaseShare } from './releases-repository.js';

/** Who changed a share: a member of staff, or the guardrail (with the numbers that decided it). */
export interface ShareChanger {
  name: string;
  /** The client's address (none for the guardrail). */
  address?: string;
  guardrail?: Record<string, unknown>;
  /** The share it must still have (the guardrail's, judged on it): another round or staff got there first otherwise. */
  from?: number;
}

export const GUARDRAIL_ACTOR = 'guardrail';

export async function changeShare(app: FastifyInstance, actor: Actor, number: number, share: number, reason: string): Promise<ReleaseShare> {
  requireDatabaseSource(app);
  if (!canPublish(actor)) throw appError('FORBIDDEN');
  // A share decides the whole tree served, not one partner's file.
  if (actor.staff.partnerScope !== undefined) throw appError('FORBIDDEN');
  const release = await app.releasesRepository.get(number);
  if (!release) throw appError('RELEASE_NOT_FOUND');
  if (share > 0 && isAuthorOf(release, actor.staff.username)) throw appError('RELEASE_OWN_SHARE');
  return setShare(app, { name: actor.staff.username, address: actor.address }, number, share, reason);
}

/** Sets the share of the newest release, if it is staged (or stopped); refused once promoted or superseded. */
export async function setShare(app: FastifyInstance, by: ShareChanger, number: number, share: number, reason: string): Promise<ReleaseShare> {
  const { before, after } = await app.db.transaction(async (tx) => {
    const releases = createReleasesRepository(tx);
    await releases.lock();
    const current = (await releases.shares([number])).get(number);
    if (!current || current.share === 100 || (await releases.newest()) !== number) throw appError('RELEASE_NOT_STAGED');
    if (by.from !== undefined && current.share !== by.from) throw appError('RELEASE_NOT_STAGED');
    const changed = (await releases.setShare(number, share, by.name, by.guardrail ?? null))!;
    await releases.notifyChange();
    return { before: current, after: changed };
  });
  await app.reloadConfig();
  await audit(app, {
    actor: by.name, clientAddress: by.address || undefined, action: RELEASE_ACTIONS.shareChanged, target: `release:${number}`,
    details: { shareBefore: before.share, share, base: before.base, reason, ...(by.guardrail ? { guardrail: by.guardrail } : {}) },
  });
  return after;
}
