// The sandbox's message providers, mounted under /sandbox by src/sandbox/index.ts: the SMS
// gateway (/sandbox/sms), the WhatsApp Cloud API (/sandbox/whatsapp), a mail server (SMTP on a
// loopback port, told to the portal through onSmtpListening), and the outbox of everything they
// took: GET /sandbox/outbox.json?to=<mobile or e-mail> and the page /sandbox/outbox.
import type { FastifyPluginAsync } from 'fastify';
import { recipientKey } from '../../protocols/messaging/recipients.js';
import { listOutbox } from './outbox-store.js';
import { OUTBOX_CSS, outboxPage } from './outbox-page.js';
import { registerProviders, type ProviderKeys } from './providers.js';
import { startSmtpCatcher } from './smtp-catcher.js';

export interface MessagingSandboxOptions extends ProviderKeys {
  /** Where the sandbox mail server listens (smtp://127.0.0.1:<port>), once it does. */
  onSmtpListening?: (url: string) => void;
}

const outboxQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { to: { type: 'string', minLength: 3, maxLength: 254 }, lang: { enum: ['en', 'ar'] } },
} as const;

export const messagingSandbox: FastifyPluginAsync<MessagingSandboxOptions> = async (app, options) => {
  registerProviders(app, options);
  const smtp = await startSmtpCatcher(app.db, app.log);
  options.onSmtpListening?.(smtp.url);
  app.addHook('onClose', () => smtp.close());

  app.get<{ Querystring: { to?: string } }>('/outbox.json', { schema: { querystring: outboxQuery, hide: true } }, async (request, reply) => {
    const to = request.query.to;
    return reply.header('cache-control', 'no-store').send(await listOutbox(app.db, to === undefined ? undefined : recipientKey(to)));
  });
  app.get<{ Querystring: { to?: string; lang?: 'en' | 'ar' } }>('/outbox', { schema: { querystring: outboxQuery, hide: true } }, async (request, reply) => {
    const { to, lang = 'en' } = request.query;
    const entries = await listOutbox(app.db, to === undefined ? undefined : recipientKey(to));
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(outboxPage(entries, lang, to));
  });
  app.get('/outbox.css', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=300').send(OUTBOX_CSS));
};
