// Who acts on a release or a draft, and the words the audit trail uses for what they did.
import type { FastifyInstance } from 'fastify';
import { appError } from '../errors.js';
import type { StaffIdentity } from '../staff/roles.js';

export interface Actor {
  staff: StaffIdentity;
  /** The client's address, for the audit. */
  address: string;
}

export const RELEASE_ACTIONS = {
  draftCreated: 'draft-created',
  draftSaved: 'draft-saved',
  draftFileReverted: 'draft-file-reverted',
  draftFileRemoved: 'draft-file-removed',
  submitted: 'draft-submitted',
  reopened: 'draft-reopened',
  approved: 'draft-approved',
  rejected: 'draft-rejected',
  published: 'release-published',
  scheduled: 'release-scheduled',
  cancelled: 'release-cancelled',
  rolledBack: 'release-rolled-back',
  rollbackRequested: 'rollback-requested',
  shareChanged: 'release-share-changed',
} as const;

/** Releases are made where they are served from: with CONFIG_SOURCE=files a release would change nothing. */
export function requireDatabaseSource(app: FastifyInstance): void {
  if (app.configSource.kind !== 'database') throw appError('RELEASES_FROM_FILES');
}
