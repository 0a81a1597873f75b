// app.messages.send(...): the one way the server sends a customer a message. It writes the
// message's row and its sending job in one transaction, keyed by the event (a second send of the
// same event, from any process or retry, does nothing), and returns at once; a worker of any
// process then hands it to the channel's transport, retrying with back-off, and records the
// outcome. A message out of tries is marked failed and its job goes to the dead-letter queue.
// Urgent messages (one-time codes): the customer waits on a screen. The process that queued one
// hands it to the provider itself as soon as the row commits, without a trip through the queue
// (under load every statement waits its turn on the database, and a fetch is several). Its job is
// still written in the same transaction, held back for a lease longer than a provider call: if
// this sending fails or the process dies, the job sends it then, on the urgent queue, ahead of
// other messages.
import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { JobContext } from '../jobs/job-queue.js';
import type { DatabaseHandle } from '../types.js';
import type { MessageRequest, MessageTransports, OutgoingMessage } from './message-types.js';

export const MESSAGE_QUEUE = 'message-send';
/** The same jobs for messages somebody is waiting for (MessageRequest.urgent). */
export const URGENT_MESSAGE_QUEUE = 'message-send-urgent';

export interface SendResult {
  messageId: string;
  /** False when the event already had its message (nothing new was queued). */
  queued: boolean;
}

export interface Messages {
  /** `tx`: queue the message in the caller's transaction (it is queued exactly when that commits). */
  send(request: MessageRequest, options?: { tx?: DatabaseHandle }): Promise<SendResult>;
}

declare module 'fastify' {
  interface FastifyInstance {
    messages: Messages;
  }
}

export interface MessagesOptions {
  transports: MessageTransports;
}

export const messageService = fp(async (app: FastifyInstance, options: MessagesOptions) => {
  const repo = app.messagesRepository;
  /** How long an urgent message's job waits while this process sends it at once (a provider call and its time-out, with room). */
  const leaseMs = app.env.MESSAGE_TIMEOUT_MS + 5_000;
  const sendingNow = new Set<Promise<void>>();
  let closing = false;
  const sendNow = (message: OutgoingMessage) => {
    const transport = options.transports[message.channel];
    // Closing, or no transport here: the job sends it once its lease ends (or records why not).
    if (closing || !transport) return;
    const sending = (async () => {
      try {
        const { providerRef } = await transport.deliver(message, app.log);
        await repo.markSent(message.id, providerRef, false);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await repo.noteError(message.id, reason, false, false).catch(() => {});
        app.log.warn({ messageId: message.id, channel: message.channel, template: message.template, reason }, 'message not sent at once; its job tries again');
      }
    })().finally(() => sendingNow.delete(sending));
    sendingNow.add(sending);
  };
  // A sending in hand finishes (and is recorded) before the database closes, so its job does not send it again.
  app.addHook('preClose', async () => {
    closing = true;
    await Promise.allSettled([...sendingNow]);
  });
  const sendOne = async ({ messageId }: { messageId: string }, job: JobContext) => {
    const row = await repo.startAttempt(messageId);
    // Sent already: a retry of a job whose process died after the provider took the message.
    if (!row) return;
    const message: OutgoingMessage = {
      id: row.id, eventKey: row.event_key, channel: row.channel, to: row.recipient, language: row.language,
      template: row.template, params: row.params, ...(row.partner_id ? { partnerId: row.partner_id } : {}),
    };
    try {
      const transport = options.transports[row.channel];
      if (!transport) throw new Error(`no transport configured for channel ${row.channel}`);
      const { providerRef } = await transport.deliver(message, job.log);
      await repo.markSent(row.id, providerRef);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await repo.noteError(row.id, reason, job.lastTry);
      // The recipient is personal data: the log names the message, not the person.
      job.log.warn({ messageId: row.id, channel: row.channel, template: row.template, retryCount: job.retryCount, final: job.lastTry, reason }, 'message not sent');
      throw error;
    }
  };
  for (const name of [URGENT_MESSAGE_QUEUE, MESSAGE_QUEUE]) {
    await app.jobs.define<{ messageId: string }>({
      name,
      retryLimit: app.env.MESSAGE_RETRY_LIMIT,
      retryDelaySeconds: app.env.MESSAGE_RETRY_DELAY_SECONDS,
      // Longer than a provider call with its time-out, so a live sending is never taken for a dead one.
      expireInSeconds: Math.max(app.env.MESSAGE_EXPIRE_SECONDS, Math.ceil(app.env.MESSAGE_TIMEOUT_MS / 1000) + 1),
    }, sendOne);
  }

  app.decorate('messages', {
    async send(request, options = {}) {
      const messageId = randomUUID();
      const atOnce = request.urgent && !request.startAfter;
      const startAfter = atOnce ? new Date(Date.now() + leaseMs) : request.startAfter;
      const queue = async (tx: DatabaseHandle) => {
        const inserted = await repo.insert(tx, {
          id: messageId, eventKey: request.eventKey, channel: request.channel, to: request.to, language: request.language,
          template: request.template, params: request.params ?? {}, ...(request.partnerId ? { partnerId: request.partnerId } : {}),
          ...(request.sensitive ? { sensitive: true } : {}), ...(request.reference ? { reference: request.reference } : {}),
        });
        if (inserted) {
          await app.jobs.send(request.urgent ? URGENT_MESSAGE_QUEUE : MESSAGE_QUEUE, { messageId }, { tx, singletonKey: request.eventKey, ...(startAfter ? { startAfter } : {}) });
          if (atOnce) {
            const message: OutgoingMessage = {
              id: messageId, eventKey: request.eventKey, channel: request.channel, to: request.to, language: request.language,
              template: request.template, params: request.params ?? {}, ...(request.partnerId ? { partnerId: request.partnerId } : {}),
            };
            tx.afterCommit(() => sendNow(message));
          }
        }
        return inserted;
      };
      const queued = options.tx ? await queue(options.tx) : await app.db.transaction(queue);
      if (queued) return { messageId, queued };
      const existing = await repo.byEventKey(request.eventKey, options.tx);
      return { messageId: existing?.id ?? messageId, queued: false };
    },
  } satisfies Messages);
}, { name: 'messages', dependencies: ['job-queue', 'messages-repository'] });
