// SMS over the gateway's HTTP API (src/protocols/messaging/sms-http.ts): the whole text, rendered
// here in the customer's language, with the portal's message id as the client reference.
import { omanMsisdn } from '../../../protocols/messaging/recipients.js';
import { SMS_SEND_PATH, type SmsSendRequest, type SmsSendResponse } from '../../../protocols/messaging/sms-http.js';
import type { MessageTransport } from '../../messages/message-types.js';
import type { RenderedMessage } from '../../messages/render.js';
import type { OutgoingMessage } from '../../messages/message-types.js';
import { ProviderError, postJson } from './http-send.js';

export interface SmsGatewayConfig {
  baseUrl: () => string;
  token: string;
  senderId: string;
  timeoutMs: number;
  render: (message: OutgoingMessage) => RenderedMessage;
}

export function createSmsTransport(config: SmsGatewayConfig): MessageTransport {
  return {
    async deliver(message, log) {
      const body: SmsSendRequest = { from: config.senderId, to: omanMsisdn(message.to), text: config.render(message).text, clientRef: message.id };
      const answer = await postJson<SmsSendResponse>('sms-send', `${config.baseUrl()}${SMS_SEND_PATH}`, config.token, body, config.timeoutMs, log);
      if (typeof answer.messageId !== 'string') throw new ProviderError('sms-send: no messageId in the answer');
      return { providerRef: answer.messageId };
    },
  };
}
