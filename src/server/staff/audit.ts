// The audit service every staff action writes through: sign-in and sign-out now; saves,
// approvals and releases later (issue 22). Takes the app or the repository itself.
import type { FastifyInstance } from 'fastify';
import type { AuditEntry, StaffAuditRepository } from './audit-repository.js';

export type { AuditEntry } from './audit-repository.js';

export const AUDIT_ACTIONS = {
  signIn: 'sign-in',
  signInFailed: 'sign-in-failed',
  signOut: 'sign-out',
} as const;

/** Appends one entry to the audit trail; the caller's failure if it cannot be written (never silently lost). */
export async function audit(target: Pick<FastifyInstance, 'staffAuditRepository'> | StaffAuditRepository, entry: AuditEntry): Promise<void> {
  const repository = 'staffAuditRepository' in target ? target.staffAuditRepository : target;
  await repository.append(entry);
}
