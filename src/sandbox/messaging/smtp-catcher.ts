// The sandbox mail server: a real SMTP server (smtp-server, nodemailer's sibling) on a free
// loopback port, so the portal's e-mail adapter speaks SMTP to it exactly as to a provider; each
// mail it accepts is parsed (mailparser) and kept in the outbox.
import { SMTPServer } from 'smtp-server';
import { simpleParser, type AddressObject } from 'mailparser';
import type { AppDatabase } from '../../db-kit/database.js';
import { LANGUAGE_HEADER, MESSAGE_REF_HEADER } from '../../protocols/messaging/email.js';
import { recipientKey } from '../../protocols/messaging/recipients.js';
import { languageOf, storeMessage } from './outbox-store.js';

export interface SmtpCatcher {
  url: string;
  close(): Promise<void>;
}

const firstAddress = (to: AddressObject | AddressObject[] | undefined) => (Array.isArray(to) ? to[0] : to)?.value[0]?.address ?? '';

export async function startSmtpCatcher(db: Pick<AppDatabase, 'query'>, log: { warn(obj: object, msg: string): void }): Promise<SmtpCatcher> {
  const server = new SMTPServer({
    // Loopback only, no TLS to negotiate; any sign-in is accepted (the sandbox checks the wire, not keys).
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    banner: 'sandbox mail server',
    size: 5 * 1024 * 1024,
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'sandbox' });
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(async (mail) => {
        const header = (name: string) => {
          const value = mail.headers.get(name.toLowerCase());
          return typeof value === 'string' ? value : undefined;
        };
        const text = (mail.text ?? '').trim();
        await storeMessage(db, 'mail-', {
          channel: 'email',
          recipient: recipientKey(firstAddress(mail.to)),
          language: header(LANGUAGE_HEADER) ?? languageOf(text),
          ...(mail.subject ? { subject: mail.subject } : {}),
          text,
          clientRef: header(MESSAGE_REF_HEADER) ?? mail.messageId ?? `${Date.now()}-${Math.random()}`,
        });
        callback();
      }).catch((error: unknown) => {
        log.warn({ err: error }, 'sandbox mail server could not keep a mail');
        callback(error instanceof Error ? error : new Error(String(error)));
      });
    },
  });
  server.on('error', (error) => log.warn({ err: error }, 'sandbox mail server error'));
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
