// The server's side of a policy's code step: a lookup that shows a policy's documents or ROP
// status answers 403 OTP_REQUIRED, before the insurer is asked (so it tells nothing either),
// unless this client confirmed a code for that purpose and the policy as the lookup designates it.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { appError } from '../errors.js';
import { codeRequired } from './code-required.js';
import { requireVerified, type OtpPurpose } from './one-time-codes.js';
import { designationOf, policyReference, type DesignationFields } from './policy-reference.js';

export async function requirePolicyVerified(app: FastifyInstance, request: FastifyRequest, purpose: OtpPurpose, lookup: DesignationFields): Promise<void> {
  if (!codeRequired(request.configTree, request.partnerId, purpose)) return;
  const designation = designationOf(lookup);
  if (!designation) throw appError('OTP_REQUIRED');
  await requireVerified(app, request, purpose, policyReference(app.env.TOKEN_SECRET, designation));
}
