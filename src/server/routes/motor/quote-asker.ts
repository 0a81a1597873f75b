// Issue 9: the new-quote call may only answer a person about their own vehicle records. Whether the
// asker is the insured is the insurer's to say: it alone knows which licence is whose civil id.
import { InsurerError, mapInsurerMessage, ownerReason, type InsurerAdapter, type Quote } from '../../adapters/insurer/index.js';
import { AppError, appError, type ErrorCode } from '../../errors.js';
import { insurerFailure } from '../../motor/insurer-failure.js';

export interface Asker {
  /** Civil id or driving licence number, as typed. */
  civilId: string;
  plateNo: string;
  plateCode: string;
  srcBusId: string;
}

/** Refusals of a renewal that name the asker's own policy: only its holder is told these. */
const OWN_POLICY_REFUSALS = new Set<ErrorCode>(['RENEWAL_TOO_EARLY', 'POLICY_EXPIRED']);

/** Proposal refusals about the asker alone (the insurer checks the licence first), and outages. */
const KEPT_REFUSALS = new Set<ErrorCode>(['LICENCE_NOT_FOUND', 'LICENCE_EXPIRED', 'INSURER_UNAVAILABLE', 'UNEXPECTED_RESPONSE_FORMAT']);

/** Asks the insurer, answering its refusal as `refused` instead of an error. */
async function ask<T>(call: () => Promise<T>): Promise<T | { refused: InsurerError }> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof InsurerError) return { refused: err };
    throw insurerFailure(err, true);
  }
}

/**
 * Whether the asker is the insured of an active quote on the plate: the civil id typed is the
 * quote's, or the insurer finds this very quote for the plate and the civil id or licence typed.
 */
export async function isInsuredOf(insurer: InsurerAdapter, quote: Quote, asker: Asker): Promise<boolean> {
  if (asker.civilId !== '' && asker.civilId === quote.civilId.trim()) return true;
  const found = await ask(() =>
    insurer.getTransDtls({
      quoteNo: '', plateNumber: asker.plateNo, plateCode: asker.plateCode, civilId: asker.civilId, mobileNo: '', txnTyp: 'Q', srcBusId: asker.srcBusId,
    }),
  );
  return !('refused' in found) && found.quote.quoteNo.trim() === quote.quoteNo.trim();
}

/**
 * Whether the asker holds the policy on a vehicle the insurer itself insured: the registry names
 * the previous insurer to anyone, so "use renew" is said only to the policy's holder (found by
 * the civil id or licence typed; the mobile may be another than the insurer's).
 */
export async function holdsOwnPolicy(insurer: InsurerAdapter, asker: Asker): Promise<boolean> {
  const found = await ask(() =>
    insurer.getTransDtls({
      quoteNo: '', plateNumber: asker.plateNo, plateCode: asker.plateCode, civilId: asker.civilId, mobileNo: '', txnTyp: 'P', srcBusId: asker.srcBusId,
    }),
  );
  return !('refused' in found) || OWN_POLICY_REFUSALS.has(mapInsurerMessage(found.refused.errMsg).code);
}

/**
 * A refused proposal, as the asker may see it: licence refusals and outages as they are; every
 * other refusal (unknown vehicle, chassis mismatch, cover not offered for it) would tell a stranger
 * whether and what the plate is, so it becomes QUOTE_NOT_AVAILABLE, like another's active quote.
 */
export function proposalRefusal(failure: unknown): unknown {
  if (!(failure instanceof AppError)) return failure;
  return KEPT_REFUSALS.has(failure.code) ? failure : appError('QUOTE_NOT_AVAILABLE');
}

/**
 * Issue 24, item 7: a refused proposal told to the vehicle's owner of record, when the insurer
 * says the civil id typed is the owner's (`ownerOfRecord` beside its refusal) and its reason is
 * one the portal knows (refusal-reasons.ts). Undefined otherwise: proposalRefusal decides.
 */
export function ownerRefusal(err: unknown): AppError | undefined {
  if (!(err instanceof InsurerError) || err.ownerOfRecord !== true) return undefined;
  const reason = ownerReason(err.errMsg);
  return reason ? new AppError(reason.code, { params: reason.params, message: reason.message }) : undefined;
}
