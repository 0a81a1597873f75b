// What the releases API answers: a release with its status, a draft without its files' content.
import type { FastifyRequest } from 'fastify';
import { configErrors } from '../../../config/index.js';
import type { Actor } from '../../releases/actor.js';
import type { Draft } from '../../releases/drafts-repository.js';
import type { Release, ReleaseStatus } from '../../releases/releases-repository.js';
import { canReadFile, type StaffIdentity } from '../../staff/roles.js';

export function releaseView(release: Release, effective: number | undefined, now = Date.now()) {
  const status: ReleaseStatus = release.cancelledAt !== null ? 'cancelled'
    : release.number === effective ? 'effective'
      : Date.parse(release.effectiveAt) > now ? 'scheduled' : 'superseded';
  return { ...release, status };
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
