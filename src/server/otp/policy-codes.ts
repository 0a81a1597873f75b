// One-time codes for a policy (issue 24): documents, ROP status. The code goes to the holder's
// mobile on the insurer's record (getPolicyDtls), never to a number from the request. No answer
// tells whether the policy exists: for a designation the insurer does not know (or a policy with
// no usable mobile on record) the answer is the same 200 with a masked mobile derived from the
// designation, the same limits and resends apply, nothing is sent and every code is wrong. Both
// answers take at least POLICY_SEND_FLOOR_MS, so the message send a real code costs is not timed.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { InsurerError, insurerFor } from '../adapters/insurer/index.js';
import { viaInsurer } from '../motor/insurer-failure.js';
import { partnerSettings } from '../motor/partner-settings.js';
import { recordedMobile } from '../payments/summary-rules.js';
import { sendCode, type SendCode, type SentCode } from './one-time-codes.js';
import { decoyMobile, insurerFieldsOf, policyReference, type PolicyDesignation } from './policy-reference.js';

/** Well above a send's own time here (an insurer read and a few statements), so both kinds end together. */
export const POLICY_SEND_FLOOR_MS = 400;

/** The policy's number and its holder's mobile on record, or undefined when the insurer knows no such policy. */
async function holderOnRecord(app: FastifyInstance, request: FastifyRequest, d: PolicyDesignation): Promise<{ policyNo: string; mobile: string } | undefined> {
  const asked = { ...insurerFieldsOf(d), srcBusId: partnerSettings(request).srcBusId };
  // Unavailable or a malformed answer: 503/502 as for any lookup; a refusal is "no such policy".
  const found = await viaInsurer(() => insurerFor(app, request.log).getPolicyDtls(asked).catch((err: unknown) => {
    if (err instanceof InsurerError) return undefined;
    throw err;
  }));
  const mobile = recordedMobile(found?.mobileNo);
  return found && /^\d{8}$/.test(mobile) ? { policyNo: found.policyNo, mobile } : undefined;
}

export async function sendPolicyCode(
  app: FastifyInstance, request: FastifyRequest, p: Pick<SendCode, 'purpose' | 'channel' | 'language' | 'resend'> & { designation: PolicyDesignation },
): Promise<SentCode> {
  const started = Date.now();
  try {
    const reference = policyReference(app.env.TOKEN_SECRET, p.designation);
    const holder = await holderOnRecord(app, request, p.designation);
    const target = holder
      ? { mobile: holder.mobile, policyNo: holder.policyNo }
      : { mobile: decoyMobile(app.env.TOKEN_SECRET, reference), decoy: true };
    return await sendCode(app, request, { purpose: p.purpose, reference, channel: p.channel, language: p.language, ...(p.resend ? { resend: true } : {}), ...target });
  } finally {
    const left = POLICY_SEND_FLOOR_MS - (Date.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
}
