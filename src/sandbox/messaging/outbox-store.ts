// The outbox in SQL (migration 0160): what each simulated provider accepted.
import { randomBytes } from 'node:crypto';
import type { AppDatabase } from '../../db-kit/database.js';

type Db = Pick<AppDatabase, 'query'>;

export type OutboxChannel = 'sms' | 'whatsapp' | 'email';

export interface OutboxEntry {
  channel: OutboxChannel;
  to: string;
  language: string;
  subject?: string;
  text: string;
  links: string[];
  sentAt: string;
}

export interface NewOutboxEntry {
  channel: OutboxChannel;
  recipient: string;
  language: string;
  subject?: string;
  text: string;
  clientRef: string;
}

/** Every http(s) address in a text, in order (trailing punctuation is not part of a link). */
export function linksIn(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((m) => m[0].replace(/[.,;:!?)\]]+$/, ''));
}

/** Arabic script in the text: the language a provider without a language field stores. */
export const languageOf = (text: string) => (/[\u0600-\u06FF]/.test(text) ? 'ar' : 'en');

/** Stores a message once per (channel, clientRef) and answers the provider's id for it. */
export async function storeMessage(db: Db, prefix: string, m: NewOutboxEntry): Promise<string> {
  const ref = `${prefix}${randomBytes(12).toString('hex')}`;
  const rows = await db.query<{ provider_ref: string }>(
    `insert into sandbox_outbox (channel, recipient, language, subject, text, links, provider_ref, client_ref)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (channel, client_ref) do update set client_ref = excluded.client_ref
     returning provider_ref`,
    [m.channel, m.recipient, m.language, m.subject ?? null, m.text, JSON.stringify(linksIn(m.text)), ref, m.clientRef],
  );
  return rows[0]!.provider_ref;
}

interface Row {
  channel: OutboxChannel;
  recipient: string;
  language: string;
  subject: string | null;
  text: string;
  links: string[];
  sent_at: Date;
}

/** The newest first; one recipient's, or everybody's. */
export async function listOutbox(db: Db, recipient: string | undefined, limit = 200): Promise<OutboxEntry[]> {
  const rows = recipient === undefined
    ? await db.query<Row>('select * from sandbox_outbox order by id desc limit $1', [limit])
    : await db.query<Row>('select * from sandbox_outbox where recipient = $1 order by id desc limit $2', [recipient, limit]);
  return rows.map((r) => ({
    channel: r.channel, to: r.recipient, language: r.language, ...(r.subject ? { subject: r.subject } : {}),
    text: r.text, links: r.links, sentAt: new Date(r.sent_at).toISOString(),
  }));
}
