// "Send again" on the documents page: the policy's documents to the contacts on record (the quote
// that became the policy), once the customer confirmed a one-time code for purpose `documents`
// and that policy number. Each request names itself (`requestId`): its retries queue nothing new,
// a new request is a new event. Limited per policy and per client.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { appError } from '../errors.js';
import type { MessageChannel, MessageLanguage } from '../messages/message-types.js';
import { isVerified, verifiedPolicyMobile } from '../otp/one-time-codes.js';
import { siteOrigin } from '../payments/payment-orders.js';
import type { PolicyIssue } from './deliveries-repository.js';
import { rateLimitClient, windowCounter } from '../rate-limit/rate-limit.js';
import { queueDelivery, recipientsOf } from './policy-delivery.js';

export interface Resent {
  channels: MessageChannel[];
}

/** 403 OTP_REQUIRED unless this client verified a `documents` code for this policy within 15 minutes. */
async function requireDocumentsCode(app: FastifyInstance, request: FastifyRequest, policyNo: string): Promise<void> {
  // Always, whatever the journeys say: this sends messages to a customer's phone and mailbox.
  // However the customer looked the policy up (policy number, or plate and civil ID or mobile).
  if (!(await isVerified(app, request, 'documents', { policyNo }))) throw appError('OTP_REQUIRED');
}

/** The insurer's mobile on record only, as the verified code knows it (its SMS link). */
async function onRecordOnly(app: FastifyInstance, request: FastifyRequest, policyNo: string): Promise<PolicyIssue> {
  const mobileNo = await verifiedPolicyMobile(app, request, 'documents', policyNo);
  if (!mobileNo) throw appError('OTP_REQUIRED');
  return {
    quoteNo: '', partnerId: request.partnerId, policyNo, language: null, siteOrigin: siteOrigin(app, request),
    sendSms: true, mobileNo, sendWhatsapp: false, whatsappNo: null, sendEmail: false, email: null,
  };
}

export interface ResendRequest {
  policyNo: string;
  /** The browser's id of this "send again" (a UUID): its retries are one event. */
  requestId: string;
  /** The page's language; else the language the policy was bought in. */
  language?: MessageLanguage;
}

export async function resendDocuments(app: FastifyInstance, request: FastifyRequest, { policyNo, requestId, language }: ResendRequest): Promise<Resent> {
  await requireDocumentsCode(app, request, policyNo);
  // A policy this portal issued for this partner goes to the contacts the customer chose then; any
  // other (bought at a branch, say) by SMS to the insurer's mobile on record, the one the code went to.
  const issue = await app.deliveriesRepository.issueOf(policyNo, request.partnerId) ?? await onRecordOnly(app, request, policyNo);
  const event = `policy-resend:${policyNo}:${requestId}`;
  const recipients = recipientsOf(issue);
  // A retry of the same request: answered as the first time, not counted again.
  if (recipients.length > 0 && (await app.messagesRepository.byEventKey(`${event}:${recipients[0]!.channel}`))) {
    return { channels: recipients.map((r) => r.channel) };
  }
  const byPolicy = windowCounter(app, 'documents-resend-policy', app.env.DOCUMENT_RESENDS_PER_POLICY_PER_HOUR, 3_600_000);
  const byClient = windowCounter(app, 'documents-resend-client', app.env.DOCUMENT_RESENDS_PER_CLIENT_PER_HOUR, 3_600_000);
  const [policyHits, clientHits] = await app.rateLimits.hitAll([byPolicy.hitFor(policyNo), byClient.hitFor(rateLimitClient(request, app.env.PUBLIC_CLIENT_ID))]);
  byPolicy.check(policyHits!);
  byClient.check(clientHits!);
  const channels = await app.db.transaction((tx) => queueDelivery(app, tx, {
    policyNo, partnerId: request.partnerId, language: language ?? issue.language ?? 'en', siteOrigin: issue.siteOrigin, contacts: issue, event,
  }, request.log));
  return { channels };
}
