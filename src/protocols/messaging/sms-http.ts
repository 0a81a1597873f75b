// The SMS gateway's HTTP wire (a JSON API of the kind Omani SMS aggregators offer): POST
// <base>/messages with a bearer key; the gateway answers 202 with its id for the message.
// `clientRef` is the portal's message id, so a retried request is recognised as the same message.

export const SMS_SEND_PATH = '/messages';

export interface SmsSendRequest {
  /** Sender id registered with the gateway (e.g. the insurer's name). */
  from: string;
  /** International digits without "+" (recipients.ts). */
  to: string;
  text: string;
  clientRef: string;
}

export interface SmsSendResponse {
  messageId: string;
  status: 'accepted';
}

export const smsSendRequestSchema = {
  type: 'object',
  required: ['from', 'to', 'text', 'clientRef'],
  additionalProperties: false,
  properties: {
    from: { type: 'string', minLength: 1, maxLength: 11 },
    to: { type: 'string', pattern: '^[1-9][0-9]{7,14}$' },
    text: { type: 'string', minLength: 1, maxLength: 1600 },
    clientRef: { type: 'string', minLength: 1, maxLength: 64 },
  },
} as const;
