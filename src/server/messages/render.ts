// A message's text from the config tree: `messages.<template>.text` (and `.subject` for e-mail)
// of the customer's language, the partner's text overrides first, {{name}} filled from the
// params; `sender` defaults to the partner's name.
import { DEFAULT_PARTNER_ID, partnerById, resolveLocale, type ConfigTree } from '../../config/index.js';
import { fillTemplate } from '../../protocols/messaging/whatsapp-cloud.js';
import type { MessageLanguage } from './message-types.js';

export interface RenderedMessage {
  text: string;
  subject?: string;
}

export function renderMessage(tree: ConfigTree, partnerId: string | undefined, language: MessageLanguage, template: string, params: Record<string, string>): RenderedMessage {
  // A partner removed since the message was queued: the insurer's own texts.
  const partner = partnerById(tree, partnerId && tree.partners[partnerId] ? partnerId : DEFAULT_PARTNER_ID);
  const texts = (resolveLocale(tree, partner.id, language) as Record<string, unknown>).messages as Record<string, { text?: string; subject?: string }> | undefined;
  const entry = texts?.[template];
  if (typeof entry?.text !== 'string') throw new Error(`no message text messages.${template}.text in locales/${language}.json`);
  const values = { sender: partner.name, ...params };
  return { text: fillTemplate(entry.text, values), ...(entry.subject ? { subject: fillTemplate(entry.subject, values) } : {}) };
}
