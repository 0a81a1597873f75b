// Changing contact details (issue 24) in this product: the communication preferences of a quote
// (POST /api/v1/motor/quotes/communication-preferences, or the payment start that records them)
// naming a mobile, WhatsApp number or e-mail the insurer's record of the quote does not hold. The
// policy's documents go to those contacts, so where a partner's journeys hold a `contact-change`
// code step, such a change needs a `contact-change` code confirmed for the quote (sent to the
// mobile on record, the old one) within 15 minutes. docs/customers.md says why the shipped
// journeys hold no such step.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Quote } from '../adapters/insurer/index.js';
import { recordedMobile } from '../payments/summary-rules.js';
import { codeRequired } from './code-required.js';
import { requireVerified } from './one-time-codes.js';

export interface Contacts {
  mobileNo?: string;
  whatsappNo?: string;
  email?: string;
}

const mobileOf = (value: unknown) => {
  const digits = recordedMobile(value);
  return /^\d{8}$/.test(digits) ? digits : '';
};
const emailOf = (value: unknown) => {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return text.includes('@') ? text : '';
};

/**
 * Whether a contact given differs from every contact of its kind on the insurer's record: a
 * mobile or WhatsApp number that is neither the recorded mobile nor the recorded WhatsApp number,
 * an e-mail that is not the recorded e-mail. Empty values change nothing.
 */
export function changesRecordedContacts(quote: Pick<Quote, 'mobileNo' | 'whatsappNo' | 'eMailId'>, given: Contacts): boolean {
  const phones = new Set([mobileOf(quote.mobileNo), mobileOf(quote.whatsappNo)].filter(Boolean));
  const changedPhone = [given.mobileNo, given.whatsappNo].map(mobileOf).some((n) => n !== '' && !phones.has(n));
  const email = emailOf(given.email);
  return changedPhone || (email !== '' && email !== emailOf(quote.eMailId));
}

/** 403 OTP_REQUIRED for a change of the recorded contacts this client has not confirmed, where the partner's journeys ask. */
export async function requireContactChangeCode(app: FastifyInstance, request: FastifyRequest, quote: Quote, given: Contacts): Promise<void> {
  if (!codeRequired(request.configTree, request.partnerId, 'contact-change')) return;
  if (!changesRecordedContacts(quote, given)) return;
  await requireVerified(app, request, 'contact-change', quote.quoteNo);
}

/** Whether the rule can apply to this partner at all (so callers skip reading the quote when it cannot). */
export const contactChangeGuarded = (request: FastifyRequest) => codeRequired(request.configTree, request.partnerId, 'contact-change');
