// WhatsApp through the Business Cloud API: a template message (business-initiated messages must
// be templates Meta approved), named by the portal's template key, in the customer's language,
// its parameters named as in the locales' text ({{code}} -> parameter_name "code"). The texts
// registered with Meta are the locales' `messages.*.text` (docs/customers.md).
import { omanMsisdn } from '../../../protocols/messaging/recipients.js';
import {
  whatsappMessagesPath, whatsappTemplateName, type WhatsappSendResponse, type WhatsappTemplateMessage,
} from '../../../protocols/messaging/whatsapp-cloud.js';
import type { MessageTransport } from '../../messages/message-types.js';
import { ProviderError, postJson } from './http-send.js';

export interface WhatsappConfig {
  baseUrl: () => string;
  phoneNumberId: string;
  accessToken: string;
  timeoutMs: number;
  /** Fills `sender` and other defaults the template expects. */
  params: (partnerId: string | undefined) => Record<string, string>;
}

export function createWhatsappTransport(config: WhatsappConfig): MessageTransport {
  return {
    async deliver(message, log) {
      const params = { ...config.params(message.partnerId), ...message.params };
      const body: WhatsappTemplateMessage = {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: omanMsisdn(message.to),
        type: 'template',
        biz_opaque_callback_data: message.id,
        template: {
          name: whatsappTemplateName(message.template),
          language: { code: message.language },
          components: [{ type: 'body', parameters: Object.entries(params).map(([name, text]) => ({ type: 'text', parameter_name: name, text })) }],
        },
      };
      const url = `${config.baseUrl()}${whatsappMessagesPath(config.phoneNumberId)}`;
      const answer = await postJson<WhatsappSendResponse>('whatsapp-send', url, config.accessToken, body, config.timeoutMs, log);
      const id = answer.messages?.[0]?.id;
      if (typeof id !== 'string') throw new ProviderError('whatsapp-send: no message id in the answer');
      return { providerRef: id };
    },
  };
}
