// The message transports of this app from its settings: each channel's provider, or in the
// sandbox with no provider set, the sandbox's simulators over loopback (src/sandbox/messaging).
// Outside the sandbox a channel with no provider is off: its messages fail (dead letters) and
// the start-up log says so once.
import type { FastifyInstance } from 'fastify';
import { DEFAULT_PARTNER_ID } from '../../../config/index.js';
import type { MessageTransports, OutgoingMessage } from '../../messages/message-types.js';
import { renderMessage } from '../../messages/render.js';
import { createSmsTransport } from './sms-gateway.js';
import { createSmtpTransport } from './smtp-mail.js';
import { createWhatsappTransport } from './whatsapp.js';

export interface SandboxEndpoints {
  /** The sandbox mail server's address (known once it listens). */
  smtpUrl: () => string | undefined;
}

export function messageTransportsFromEnv(app: FastifyInstance, sandbox: SandboxEndpoints | undefined): MessageTransports {
  const { env } = app;
  // The tree of the moment the message is sent: a text changed since it was queued is used.
  const render = (m: OutgoingMessage) => renderMessage(app.configTree, m.partnerId, m.language, m.template, m.params);
  const local = (suffix: string) => () => `${app.localBaseUrl()}/sandbox/${suffix}`;
  const transports: MessageTransports = {};
  const off: string[] = [];

  if (env.SMS_GATEWAY_URL || sandbox) {
    const url = env.SMS_GATEWAY_URL;
    transports.sms = createSmsTransport({ baseUrl: url ? () => url : local('sms'), token: env.SMS_GATEWAY_TOKEN, senderId: env.SMS_SENDER_ID, timeoutMs: env.MESSAGE_TIMEOUT_MS, render });
  } else off.push('sms (SMS_GATEWAY_URL)');

  if (env.WHATSAPP_API_URL || sandbox) {
    const url = env.WHATSAPP_API_URL;
    transports.whatsapp = createWhatsappTransport({
      baseUrl: url ? () => url : local('whatsapp'), phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID, accessToken: env.WHATSAPP_ACCESS_TOKEN, timeoutMs: env.MESSAGE_TIMEOUT_MS,
      params: (partnerId) => {
        const tree = app.configTree;
        return { sender: (tree.partners[partnerId ?? ''] ?? tree.partners[DEFAULT_PARTNER_ID])?.data.name ?? '' };
      },
    });
  } else off.push('whatsapp (WHATSAPP_API_URL)');

  const smtpUrl = env.SMTP_URL;
  if (smtpUrl || sandbox) {
    const mail = createSmtpTransport({
      url: () => {
        const url = smtpUrl ?? sandbox?.smtpUrl();
        if (!url) throw new Error('the sandbox mail server is not listening');
        return url;
      },
      from: env.MAIL_FROM, timeoutMs: env.MESSAGE_TIMEOUT_MS, render,
    });
    app.addHook('onClose', async () => mail.close());
    transports.email = mail;
  } else off.push('email (SMTP_URL)');

  if (off.length > 0) app.log.warn({ channels: off }, 'customer message channels without a provider are off');
  return transports;
}
