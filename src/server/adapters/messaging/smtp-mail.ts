// E-mail over SMTP with nodemailer: the rendered subject and text in the customer's language
// (plain text, and the same text as right-to-left HTML for Arabic), the portal's message id as
// a header and in the Message-ID, so a retried send is recognisable as the same message.
import nodemailer, { type Transporter } from 'nodemailer';
import { LANGUAGE_HEADER, MESSAGE_REF_HEADER } from '../../../protocols/messaging/email.js';
import type { MessageTransport, OutgoingMessage } from '../../messages/message-types.js';
import type { RenderedMessage } from '../../messages/render.js';
import { observeOutsideCall } from '../../plugins/metrics.js';

export interface SmtpConfig {
  url: () => string;
  from: string;
  timeoutMs: number;
  render: (message: OutgoingMessage) => RenderedMessage;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const linkify = (s: string) => escapeHtml(s).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

export function createSmtpTransport(config: SmtpConfig): MessageTransport & { close(): void } {
  let transporter: Transporter | undefined;
  let transporterUrl = '';
  const get = () => {
    const url = config.url();
    if (!transporter || url !== transporterUrl) {
      transporter?.close();
      transporter = nodemailer.createTransport({ url, connectionTimeout: config.timeoutMs, greetingTimeout: config.timeoutMs, socketTimeout: config.timeoutMs });
      transporterUrl = url;
    }
    return transporter;
  };
  return {
    async deliver(message) {
      const { text, subject } = config.render(message);
      const dir = message.language === 'ar' ? 'rtl' : 'ltr';
      const info = await observeOutsideCall('messaging', 'email-send', () => get().sendMail({
        from: config.from,
        to: message.to,
        subject: subject ?? text.slice(0, 60),
        text,
        html: `<!doctype html><html lang="${message.language}" dir="${dir}"><body><p>${linkify(text)}</p></body></html>`,
        messageId: `<${message.id}@portal.messages>`,
        headers: { [MESSAGE_REF_HEADER]: message.id, [LANGUAGE_HEADER]: message.language },
      }));
      return { providerRef: String(info.messageId) };
    },
    close: () => transporter?.close(),
  };
}
