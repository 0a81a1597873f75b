// What GET /api/staff/deliveries answers per message (src/server/routes/staff/delivery-routes.ts
// serves it; the studio's deliveries screen reads it): the schema and its type, written once here
// for the route, the repository and the browser.

export const DELIVERY_KINDS = ['issued', 'resent'] as const;
export const DELIVERY_CHANNELS = ['whatsapp', 'email', 'sms'] as const;
export const DELIVERY_STATES = ['queued', 'sent', 'failed'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** One policy message as staff see it (the recipient masked by the server). */
export interface Delivery {
  id: string;
  policyNo: string;
  kind: (typeof DELIVERY_KINDS)[number];
  channel: (typeof DELIVERY_CHANNELS)[number];
  recipient: string;
  language: 'en' | 'ar';
  state: DeliveryState;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** A page of deliveries: `next` is the `before` of the following page (null on the last). */
export interface DeliveryPage {
  data: Delivery[];
  page: { next: string | null };
}

const TIME = { type: 'string', format: 'date-time' } as const;

/** The JSON schema of a Delivery (the route's response; the OpenAPI document shows it). */
export const DELIVERY_SCHEMA = {
  type: 'object', additionalProperties: false,
  required: ['id', 'policyNo', 'kind', 'channel', 'recipient', 'language', 'state', 'attempts', 'lastError', 'createdAt', 'sentAt'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    policyNo: { type: 'string' },
    kind: { type: 'string', enum: DELIVERY_KINDS, description: 'Sent when the policy was issued, or on the customer\'s "send again".' },
    channel: { type: 'string', enum: DELIVERY_CHANNELS },
    recipient: { type: 'string', description: 'Masked: the last four digits of a number, the first letter and domain of an address.' },
    language: { type: 'string', enum: ['en', 'ar'] },
    state: { type: 'string', enum: DELIVERY_STATES, description: 'queued: waiting or being retried; sent: the provider took it; failed: out of tries.' },
    attempts: { type: 'integer', minimum: 0, maximum: 2147483647 },
    lastError: { type: ['string', 'null'], description: 'The provider\'s last refusal.' },
    createdAt: TIME,
    sentAt: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;
