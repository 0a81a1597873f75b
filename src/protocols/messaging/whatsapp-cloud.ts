// WhatsApp Business Cloud API, the part the portal uses: a business-initiated message is a
// template registered with Meta, sent as POST <base>/<version>/<phone-number-id>/messages with a
// bearer token, its parameters named (parameter_format NAMED). The answer names the message:
// { messaging_product, contacts: [{ input, wa_id }], messages: [{ id: "wamid..." }] }.

export const WHATSAPP_API_VERSION = 'v21.0';

export const whatsappMessagesPath = (phoneNumberId: string, version = WHATSAPP_API_VERSION) => `/${version}/${encodeURIComponent(phoneNumberId)}/messages`;

/** Template names may hold lower-case letters, digits and underscores: `otpCode` -> `otp_code`. */
export const whatsappTemplateName = (templateKey: string) =>
  templateKey.replace(/([a-z0-9])([A-Z])/g, '$1_$2').replace(/[^A-Za-z0-9]+/g, '_').toLowerCase();

export interface WhatsappTextParameter {
  type: 'text';
  parameter_name: string;
  text: string;
}

export interface WhatsappTemplateMessage {
  messaging_product: 'whatsapp';
  recipient_type: 'individual';
  to: string;
  type: 'template';
  /** The portal's message id, echoed in status webhooks (Cloud API: biz_opaque_callback_data). */
  biz_opaque_callback_data?: string;
  template: {
    name: string;
    language: { code: 'en' | 'ar' };
    components: { type: 'body'; parameters: WhatsappTextParameter[] }[];
  };
}

export interface WhatsappSendResponse {
  messaging_product: 'whatsapp';
  contacts: { input: string; wa_id: string }[];
  messages: { id: string }[];
}

/** Graph API errors: { error: { message, type, code } }. */
export interface WhatsappError {
  error: { message: string; type: string; code: number };
}

export const whatsappTemplateMessageSchema = {
  type: 'object',
  required: ['messaging_product', 'to', 'type', 'template'],
  properties: {
    messaging_product: { const: 'whatsapp' },
    recipient_type: { const: 'individual' },
    to: { type: 'string', pattern: '^[1-9][0-9]{7,14}$' },
    type: { const: 'template' },
    biz_opaque_callback_data: { type: 'string', maxLength: 512 },
    template: {
      type: 'object',
      required: ['name', 'language'],
      properties: {
        name: { type: 'string', pattern: '^[a-z0-9_]{1,512}$' },
        language: { type: 'object', required: ['code'], properties: { code: { enum: ['en', 'ar'] } } },
        components: {
          type: 'array',
          items: {
            type: 'object',
            required: ['type'],
            properties: {
              type: { const: 'body' },
              parameters: {
                type: 'array',
                items: {
                  type: 'object', required: ['type', 'text'],
                  properties: { type: { const: 'text' }, parameter_name: { type: 'string' }, text: { type: 'string', maxLength: 1024 } },
                },
              },
            },
          },
        },
      },
    },
  },
} as const;

/** Fills a template text's {{name}} placeholders (the same syntax as the locales). */
export function fillTemplate(text: string, params: Record<string, string>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => params[name] ?? whole);
}
