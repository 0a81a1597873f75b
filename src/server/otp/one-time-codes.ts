// One-time codes (issue 24, item 1): a 6-digit code to the mobile on the insurer's record, for
// one client (the browser session or partner client that obtained the quote), one purpose and
// one reference. Codes are kept only as an HMAC, expire in 5 minutes, allow 5 tries; a resend is
// a new code on the same row (its tries carry on) at most 3 times and 30 s apart; sends are
// limited per mobile and per client. A verified code lets that client do that step for 15 minutes.
import { createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { appError } from '../errors.js';
import { RateLimitedError, rateLimitClient, windowCounter } from '../rate-limit/rate-limit.js';
import { quoteHolder } from '../quotes/quote-binding.js';
import { codeRequired } from './code-required.js';
import type { MessageChannel, MessageLanguage } from '../messages/message-types.js';

import type { OtpPurpose } from './purposes.js';

export { OTP_PURPOSES, type OtpPurpose } from './purposes.js';

export const OTP_RULES = { ttlSeconds: 300, maxTries: 5, maxSends: 3, spacingSeconds: 30, validSeconds: 900 } as const;

export interface SendCode {
  purpose: OtpPurpose;
  reference: string;
  /** The mobile on record (8 digits); the caller looked it up, never the request body. */
  mobile: string;
  channel: Extract<MessageChannel, 'sms' | 'whatsapp'>;
  language: MessageLanguage;
  /** The insurer's number of the policy the code is for (a policy's code; policy-codes.ts). */
  policyNo?: string;
  /**
   * A designation the insurer does not know (policy-codes.ts): everything happens as for a real
   * code (row, limits, resends, tries) except that no message goes out and the stored hash is of
   * no code at all, so every try is wrong.
   */
  decoy?: boolean;
  /**
   * The customer asked for another code ("Send again"). Without it (the code screen opening, or
   * opening again on a reload) a live code that may not be resent yet stands: nothing is sent and
   * the answer says so (`alreadySent`), where a resend that early is refused (429).
   */
  resend?: boolean;
}

export interface SentCode {
  maskedMobile: string;
  expiresInSeconds: number;
  resendInSeconds: number;
  /** No code went out: the live one sent earlier stands (see SendCode.resend). */
  alreadySent?: true;
}

/** "91234567" -> "•••• 4567": enough for the customer to recognise, too little to use. */
export const maskMobile = (mobile: string) => `•••• ${mobile.slice(-4)}`;

const hashOf = (key: string, id: string, code: string) => createHmac('sha256', key).update(`otp:${id}:${code}`).digest('base64url');
/** Same length and alphabet as hashOf, of no code: what a decoy stores. */
const noCodeHash = () => randomBytes(32).toString('base64url');

function holderOf(app: FastifyInstance, request: FastifyRequest): string {
  const holder = quoteHolder(request, app.env.PUBLIC_CLIENT_ID);
  if (!holder) throw appError('FORBIDDEN');
  return holder;
}

export async function sendCode(app: FastifyInstance, request: FastifyRequest, s: SendCode): Promise<SentCode> {
  const holder = holderOf(app, request);
  const key = { holder, purpose: s.purpose, reference: s.reference };
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const existing = await app.otpRepository.current(key);
  if (existing) {
    // Too soon, or no resend left: wait for the spacing, or for this code to expire.
    const sinceSent = (Date.now() - new Date(existing.last_sent_at).getTime()) / 1000;
    const expiresIn = Math.max(1, Math.ceil((new Date(existing.expires_at).getTime() - Date.now()) / 1000));
    const wait = existing.sends >= OTP_RULES.maxSends ? expiresIn : sinceSent < OTP_RULES.spacingSeconds ? Math.max(1, Math.ceil(OTP_RULES.spacingSeconds - sinceSent)) : 0;
    if (wait > 0 && !s.resend) return { maskedMobile: maskMobile(existing.mobile), expiresInSeconds: expiresIn, resendInSeconds: wait, alreadySent: true };
    if (wait > 0) throw new RateLimitedError(wait);
  }
  // Counted per mobile (a stranger cannot flood a customer's phone) and per client (nor walk
  // through many quotes), before anything changes.
  const byMobile = windowCounter(app, 'otp-mobile', app.env.OTP_SENDS_PER_MOBILE_PER_HOUR, 3_600_000);
  const byClient = windowCounter(app, 'otp-client', app.env.OTP_SENDS_PER_CLIENT_PER_HOUR, 3_600_000);
  const [mobileHits, clientHits] = await app.rateLimits.hitAll([byMobile.hitFor(s.mobile), byClient.hitFor(rateLimitClient(request, app.env.PUBLIC_CLIENT_ID))]);
  byMobile.check(mobileHits!);
  byClient.check(clientHits!);
  let id: string;
  let sends: number;
  if (existing) {
    const resent = await app.otpRepository.resend(existing.id, s.decoy ? noCodeHash() : hashOf(app.env.TOKEN_SECRET, existing.id, code), OTP_RULES);
    // Another request resent it a moment ago.
    if (resent === undefined) throw new RateLimitedError(OTP_RULES.spacingSeconds);
    ({ id } = existing);
    sends = resent;
  } else {
    id = randomUUID();
    sends = 1;
    await app.otpRepository.create({
      ...key, id, mobile: s.mobile, codeHash: s.decoy ? noCodeHash() : hashOf(app.env.TOKEN_SECRET, id, code), ttlSeconds: OTP_RULES.ttlSeconds,
      ...(s.policyNo ? { policyNo: s.policyNo } : {}),
    });
  }
  if (!s.decoy) await app.messages.send({
    eventKey: `otp:${id}:${sends}`, channel: s.channel, to: s.mobile, language: s.language, template: 'otpCode', params: { code }, partnerId: request.partnerId, sensitive: true, urgent: true,
  });
  return { maskedMobile: maskMobile(s.mobile), expiresInSeconds: OTP_RULES.ttlSeconds, resendInSeconds: OTP_RULES.spacingSeconds };
}

/** Checks a code; the client is then verified for this purpose and reference for 15 minutes. */
export async function verifyCode(app: FastifyInstance, request: FastifyRequest, purpose: OtpPurpose, reference: string, code: string): Promise<void> {
  const holder = holderOf(app, request);
  const current = await app.otpRepository.current({ holder, purpose, reference });
  if (!current) throw appError('OTP_EXPIRED');
  const spent = await app.otpRepository.spendTry(current.id, OTP_RULES.maxTries);
  if (!spent) throw appError('OTP_TRIES_USED');
  const given = Buffer.from(hashOf(app.env.TOKEN_SECRET, current.id, code));
  const expected = Buffer.from(spent.code_hash);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    const triesLeft = OTP_RULES.maxTries - spent.tries;
    throw triesLeft > 0 ? appError('OTP_WRONG', { triesLeft }) : appError('OTP_TRIES_USED');
  }
  if (!(await app.otpRepository.markVerified(current.id))) throw appError('OTP_EXPIRED');
}

/**
 * Whether this client verified a code for the purpose and the quote or policy within the last 15
 * minutes, whatever the config says. A policy counts however the customer designated it on the
 * lookup form (its number, or plate and civil ID or mobile): the code row keeps the insurer's
 * policy number. For other features (e.g. "send again" of a policy's documents).
 */
export async function isVerified(app: FastifyInstance, request: FastifyRequest, purpose: OtpPurpose, subject: { quoteNo: string } | { policyNo: string }): Promise<boolean> {
  const holder = quoteHolder(request, app.env.PUBLIC_CLIENT_ID);
  if (!holder) return false;
  if ('quoteNo' in subject) return app.otpRepository.verifiedWithin({ holder, purpose, reference: subject.quoteNo.trim() }, OTP_RULES.validSeconds);
  return app.otpRepository.policyVerifiedWithin({ holder, purpose, policyNo: subject.policyNo.trim() }, OTP_RULES.validSeconds);
}

/** The mobile on the insurer's record this client confirmed a code for this policy at (within 15 minutes), if any. */
export async function verifiedPolicyMobile(app: FastifyInstance, request: FastifyRequest, purpose: OtpPurpose, policyNo: string): Promise<string | undefined> {
  const holder = quoteHolder(request, app.env.PUBLIC_CLIENT_ID);
  if (!holder) return undefined;
  return app.otpRepository.policyVerifiedMobile({ holder, purpose, policyNo: policyNo.trim() }, OTP_RULES.validSeconds);
}

/**
 * Refuses (403 OTP_REQUIRED) a step this client has not confirmed with a code within 15 minutes,
 * where the partner's journeys ask for one (code-required.ts).
 */
/** `reference`: a quote number, or a policy's reference (policy-reference.ts policyReference). */
export async function requireVerified(app: FastifyInstance, request: FastifyRequest, purpose: OtpPurpose, reference: string): Promise<void> {
  if (!codeRequired(request.configTree, request.partnerId, purpose)) return;
  const holder = holderOf(app, request);
  if (!(await app.otpRepository.verifiedWithin({ holder, purpose, reference }, OTP_RULES.validSeconds))) throw appError('OTP_REQUIRED');
}
