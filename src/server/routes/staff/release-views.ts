// What the releases API answers: a release with its status, a draft without its files' content.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { configErrors } from '../../../config/index.js';
import type { Actor } from '../../releases/actor.js';
import type { Draft } from '../../releases/drafts-repository.js';
import type { Release, ReleaseShare } from '../../releases/releases-repository.js';
import { canReadFile, type StaffIdentity } from '../../staff/roles.js';

/** What the releases answers need besides a release: the one served, the staged one, and the shares. */
export interface ServedReleases {
  effective: number | undefined;
  staged?: number | undefined;
  shares?: Map<number, ReleaseShare>;
}

/** The served and staged releases now, and the shares of `numbers`. */
export async function servedReleases(app: FastifyInstance, numbers: number[]): Promise<ServedReleases> {
  const [effective, staged, shares] = await Promise.all([app.releasesRepository.effective(), app.releasesRepository.staged(), app.releasesRepository.shares(numbers)]);
  return { effective: effective?.number, staged: staged?.release, shares };
}

/** One release as the API answers it. */
export async function oneReleaseView(app: FastifyInstance, release: Release) {
  return releaseView(release, await servedReleases(app, [release.number]));
}

export function releaseView(release: Release, served: ServedReleases, now = Date.now()) {
  const share = served.shares?.get(release.number);
  const started = Date.parse(release.effectiveAt) <= now;
  const status = release.cancelledAt !== null ? 'cancelled'
    : release.number === served.effective ? 'effective'
      : release.number === served.staged ? 'staged'
        : !started ? 'scheduled'
          : share?.share === 0 ? 'stopped' : 'superseded';
  const shareView = share ? { base: share.base, share: share.share, stagedAt: share.stagedAt, changedAt: share.changedAt, changedBy: share.changedBy, guardrail: share.guardrail } : null;
  return { ...release, status, share: shareView };
}

/**
 * A draft as `staff` may see it: a partner's staff are not shown the files, nor the findings on
 * files, of another partner (roles.ts canReadFile); `problems` still counts every error, which
 * keeps the draft from being submitted.
 */
export function draftView(draft: Draft, staff: StaffIdentity) {
  const { changes, findings, ...rest } = draft;
  const paths = Object.keys(changes).filter((p) => canReadFile(staff, p)).sort();
  return {
    ...rest,
    findings: findings.filter((finding) => canReadFile(staff, finding.file)),
    files: paths.filter((p) => changes[p] !== null),
    removed: paths.filter((p) => changes[p] === null),
    problems: configErrors(findings).length,
  };
}

export function actorOf(request: FastifyRequest): Actor {
  return { staff: request.staff!, address: request.ip };
}

/** If-Match: the draft revision the writer last saw ("3" or the quoted "\"3\""), if sent. */
export function revisionOf(request: FastifyRequest): number | undefined {
  const sent = request.headers['if-match'];
  if (typeof sent !== 'string') return undefined;
  const match = /^(?:W\/)?"?([0-9]{1,9})"?$/.exec(sent.trim());
  return match ? Number(match[1]) : -1;
}
