// Delivering an issued policy (issue 24, item 3; docs/customers.md "Policy delivery"): its
// documents go out per the customer's preferences kept with the quote (WhatsApp if chosen, e-mail
// if chosen) plus the spec's SMS link, in the customer's language, with the partner's sender and
// texts (the partner's `messages.policyDocuments` overrides), each with a signed, expiring link
// that opens the policy's documents. One message per policy, channel and event (the event key),
// queued in the transaction that issues the policy, so settling twice, or in two processes,
// sends nothing twice, and a policy is never issued without its delivery queued.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { partnerById } from '../../config/resolve.js';
import type { MessageChannel, MessageLanguage } from '../messages/message-types.js';
import type { DatabaseHandle } from '../types.js';
import type { PolicyContacts } from './deliveries-repository.js';
import { linkPlaceOf, policyLinkToken, policyLinkUrl } from './policy-link.js';

/** The template of the policy's messages (locales: messages.policyDocuments, params policyNo and link). */
export const POLICY_TEMPLATE = 'policyDocuments';

export interface Recipient {
  channel: MessageChannel;
  to: string;
}

/** Who gets the policy, in this order: WhatsApp and e-mail as chosen, the SMS link to the mobile on record. */
export function recipientsOf(c: PolicyContacts): Recipient[] {
  const out: Recipient[] = [];
  if (c.sendWhatsapp && c.whatsappNo) out.push({ channel: 'whatsapp', to: c.whatsappNo });
  if (c.sendEmail && c.email) out.push({ channel: 'email', to: c.email });
  if (c.sendSms && c.mobileNo) out.push({ channel: 'sms', to: c.mobileNo });
  return out;
}

export interface Delivery {
  policyNo: string;
  partnerId: string;
  language: MessageLanguage;
  /** The customer's site (the payment's), when PUBLIC_BASE_URL is not set. */
  siteOrigin: string | null;
  contacts: PolicyContacts;
  /** `policy-issued:<policyNo>` or `policy-resend:<policyNo>:<request id>`: with the channel, the event key. */
  event: string;
}

function originOf(app: FastifyInstance, d: Delivery): string | undefined {
  if (app.env.PUBLIC_BASE_URL) return app.env.PUBLIC_BASE_URL;
  if (d.siteOrigin) return d.siteOrigin;
  return partnerById(app.configTree, d.partnerId).origins[0];
}

/** Queues the policy's messages in `tx`; answers the channels queued (or queued before, for the same event). */
export async function queueDelivery(app: FastifyInstance, tx: DatabaseHandle, d: Delivery, log: FastifyBaseLogger): Promise<MessageChannel[]> {
  const place = linkPlaceOf(app.configTree, d.partnerId);
  const origin = originOf(app, d);
  if (!place || !origin) {
    // Without a page to open, the message would promise documents it cannot show.
    log.error({ policyNo: d.policyNo, partnerId: d.partnerId }, 'policy not delivered: no document-list step with linkParam in the partner\'s journeys, or no site origin');
    return [];
  }
  const link = policyLinkUrl(origin, place, policyLinkToken({ policyNo: d.policyNo, partnerId: d.partnerId }, app.env.POLICY_LINK_DAYS), d.language);
  const recipients = recipientsOf(d.contacts);
  for (const r of recipients) {
    await app.messages.send({
      eventKey: `${d.event}:${r.channel}`, channel: r.channel, to: r.to, language: d.language, template: POLICY_TEMPLATE,
      params: { policyNo: d.policyNo, link }, partnerId: d.partnerId, reference: d.policyNo,
    }, { tx });
  }
  return recipients.map((r) => r.channel);
}

/**
 * The delivery of a policy just issued, in the settling transaction (payments-repository finish).
 * A failure here is logged and rolled back to its savepoint: the policy is issued all the same.
 */
export async function queueIssuedDelivery(
  app: FastifyInstance, tx: DatabaseHandle,
  p: { policyNo: string; quoteNo: string; partnerId: string; language: MessageLanguage | null; siteOrigin: string | null },
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    await app.deliveriesRepository.withSavepoint(tx, async () => {
      const contacts = await app.deliveriesRepository.contactsOfQuote(tx, p.quoteNo);
      if (!contacts) {
        log.warn({ policyNo: p.policyNo }, 'policy issued without a quote record: nothing to deliver to');
        return;
      }
      const channels = await queueDelivery(app, tx, {
        policyNo: p.policyNo, partnerId: p.partnerId, language: p.language ?? 'en', siteOrigin: p.siteOrigin, contacts, event: `policy-issued:${p.policyNo}`,
      }, log);
      log.info({ policyNo: p.policyNo, channels }, 'policy delivery queued');
    });
  } catch (error) {
    log.error({ err: error, policyNo: p.policyNo }, 'policy delivery could not be queued: staff must send the documents');
  }
}
