// The shape of a customer message as the rest of the server hands it over, and what a channel's
// transport (the SMS gateway, WhatsApp, e-mail adapters) must do with it.
import type { FastifyBaseLogger } from 'fastify';

export const MESSAGE_CHANNELS = ['sms', 'whatsapp', 'email'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
export type MessageLanguage = 'en' | 'ar';

export interface MessageRequest {
  /** Idempotency key: one message per key, however many processes, requests or retries send it. */
  eventKey: string;
  channel: MessageChannel;
  /** Mobile number (8 digits, Oman) or e-mail address. */
  to: string;
  language: MessageLanguage;
  /** Key of the message text under `messages.<template>` in locales/ (the partner's text overrides first). */
  template: string;
  params?: Record<string, string>;
  partnerId?: string;
  /** The params hold a secret (a one-time code): kept only until the message is sent or failed. */
  sensitive?: boolean;
  /** What the message is about (a policy number): staff find a policy's deliveries by it. */
  reference?: string;
  /** Not sent before this time (a renewal reminder due in the quiet hours is held to their end). */
  startAfter?: Date;
  /**
   * Somebody is waiting on a screen for it (a one-time code): the queuing process sends it as soon
   * as it commits, and its job, on a queue of its own, is the fallback after a lease, so it never
   * waits behind other customers' messages.
   */
  urgent?: boolean;
}

export interface OutgoingMessage extends Required<Omit<MessageRequest, 'partnerId' | 'sensitive' | 'reference' | 'startAfter' | 'urgent'>> {
  id: string;
  partnerId?: string;
}

export interface MessageTransport {
  /** Hands the message to the provider; throws when it did not take it (the job is retried). */
  deliver(message: OutgoingMessage, log: FastifyBaseLogger): Promise<{ providerRef?: string }>;
}

export type MessageTransports = Partial<Record<MessageChannel, MessageTransport>>;
