// Every SQL statement of the messages table (migration 0095): the row each customer message
// event gets once, and what became of its sending.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AppDatabase, DatabaseHandle } from '../types.js';
import type { MessageChannel, MessageLanguage } from './message-types.js';

export interface MessageRow {
  id: string;
  event_key: string;
  channel: MessageChannel;
  recipient: string;
  language: MessageLanguage;
  template: string;
  params: Record<string, string>;
  partner_id: string | null;
  state: 'queued' | 'sent' | 'failed';
  attempts: number;
  last_error: string | null;
  provider_ref: string | null;
  created_at: Date;
  sent_at: Date | null;
}

export interface NewMessage {
  id: string;
  eventKey: string;
  channel: MessageChannel;
  to: string;
  language: MessageLanguage;
  template: string;
  params: Record<string, string>;
  partnerId?: string;
  sensitive?: boolean;
  reference?: string;
}

export function createMessagesRepository(db: AppDatabase) {
  return {
    /** Inserts the event's row; false when the event already has one (the idempotency key). */
    async insert(tx: DatabaseHandle, m: NewMessage): Promise<boolean> {
      const rows = await tx.query(
        `insert into messages (id, event_key, channel, recipient, language, template, params, partner_id, sensitive, reference)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) on conflict (event_key) do nothing returning id`,
        [m.id, m.eventKey, m.channel, m.to, m.language, m.template, JSON.stringify(m.params), m.partnerId ?? null, m.sensitive ?? false, m.reference ?? null],
      );
      return rows.length === 1;
    },
    /** `tx`: inside a caller's transaction (on PGlite the outer handle waits for it to end). */
    async byEventKey(eventKey: string, tx: DatabaseHandle = db): Promise<MessageRow | undefined> {
      return (await tx.query<MessageRow>('select * from messages where event_key = $1', [eventKey]))[0];
    },
    /**
     * The message to send now, its try counted before the provider is called (a crash mid-call
     * still shows in attempts); undefined when it is no longer queued (sent already, or failed).
     * One statement: a message is fetched and counted in one round trip.
     */
    async startAttempt(id: string): Promise<MessageRow | undefined> {
      return (await db.query<MessageRow>(`update messages set attempts = attempts + 1 where id = $1 and state = 'queued' returning *`, [id]))[0];
    },
    /** `counted`: the try was not counted before the call (a sending at once, without startAttempt). */
    async markSent(id: string, providerRef: string | undefined, counted = true): Promise<void> {
      await db.query(
        `update messages set state = 'sent', sent_at = now(), provider_ref = $2, last_error = null, attempts = attempts + $3,
           params = case when sensitive then '{}'::jsonb else params end where id = $1 and state <> 'sent'`, [id, providerRef ?? null, counted ? 0 : 1],
      );
    },
    async noteError(id: string, error: string, final: boolean, counted = true): Promise<void> {
      await db.query(
        `update messages set last_error = $2, state = case when $3 then 'failed' else state end, attempts = attempts + $4,
           params = case when $3 and sensitive then '{}'::jsonb else params end where id = $1 and state <> 'sent'`, [id, error.slice(0, 500), final, counted ? 0 : 1],
      );
    },
    async countsByState(): Promise<{ channel: string; state: string; count: number }[]> {
      return db.query('select channel, state, count(*)::int as count from messages group by channel, state');
    },
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    messagesRepository: MessagesRepository;
  }
}

export const messagesRepository = fp(async (app: FastifyInstance) => {
  app.decorate('messagesRepository', createMessagesRepository(app.db));
}, { name: 'messages-repository', decorators: { fastify: ['db'] } });
