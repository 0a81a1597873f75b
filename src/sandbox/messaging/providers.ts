// The SMS gateway and the WhatsApp Cloud API as the sandbox simulates them (the wire shapes are
// src/protocols/messaging/): bearer key checked, body checked, the message kept in the outbox as
// the customer's phone shows it. WhatsApp's "approved templates" are the locales' message texts
// under CONFIG_ROOT (docs/customers.md), as an insurer would register them with Meta.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { recipientKey } from '../../protocols/messaging/recipients.js';
import { SMS_SEND_PATH, smsSendRequestSchema, type SmsSendRequest, type SmsSendResponse } from '../../protocols/messaging/sms-http.js';
import {
  WHATSAPP_API_VERSION, fillTemplate, whatsappTemplateMessageSchema, whatsappTemplateName,
  type WhatsappSendResponse, type WhatsappTemplateMessage,
} from '../../protocols/messaging/whatsapp-cloud.js';
import { languageOf, storeMessage } from './outbox-store.js';

export interface ProviderKeys {
  smsToken: string;
  whatsappPhoneNumberId: string;
  whatsappToken: string;
  configRoot: string;
}

const bearerIs = (request: FastifyRequest, token: string) => token !== '' && request.headers.authorization === `Bearer ${token}`;

/** Template name -> its text per language, read from the locales each time (they are live config). */
async function registeredTemplate(configRoot: string, name: string, language: string): Promise<string | undefined> {
  const file = JSON.parse(await readFile(path.join(configRoot, 'locales', `${language}.json`), 'utf8')) as { messages?: Record<string, { text?: string }> };
  const found = Object.entries(file.messages ?? {}).find(([key]) => whatsappTemplateName(key) === name);
  return found?.[1].text;
}

const graphError = (reply: FastifyReply, status: number, code: number, message: string) =>
  reply.code(status).send({ error: { message, type: 'OAuthException', code } });

export function registerProviders(app: FastifyInstance, keys: ProviderKeys): void {
  app.post<{ Body: SmsSendRequest }>(`/sms${SMS_SEND_PATH}`, { schema: { body: smsSendRequestSchema, hide: true } }, async (request, reply) => {
    if (!bearerIs(request, keys.smsToken)) return reply.code(401).send({ error: 'invalid API key' });
    const { to, text, clientRef } = request.body;
    const messageId = await storeMessage(app.db, 'sms-', { channel: 'sms', recipient: recipientKey(to), language: languageOf(text), text, clientRef });
    return reply.code(202).send({ messageId, status: 'accepted' } satisfies SmsSendResponse);
  });

  app.post<{ Params: { version: string; phoneNumberId: string }; Body: WhatsappTemplateMessage }>('/whatsapp/:version/:phoneNumberId/messages', {
    schema: { body: whatsappTemplateMessageSchema, hide: true },
  }, async (request, reply) => {
    if (!bearerIs(request, keys.whatsappToken)) return graphError(reply, 401, 190, 'Invalid OAuth access token.');
    if (request.params.version !== WHATSAPP_API_VERSION || request.params.phoneNumberId !== keys.whatsappPhoneNumberId) {
      return graphError(reply, 400, 100, 'Unsupported post request: unknown version or phone number id.');
    }
    const { to, template, biz_opaque_callback_data: clientRef } = request.body;
    const text = await registeredTemplate(keys.configRoot, template.name, template.language.code);
    if (text === undefined) return graphError(reply, 404, 132001, `Template name does not exist in the translation: ${template.name} (${template.language.code})`);
    const params: Record<string, string> = {};
    for (const p of template.components?.flatMap((c) => c.parameters ?? []) ?? []) if (p.parameter_name) params[p.parameter_name] = p.text;
    const filled = fillTemplate(text, params);
    if (/\{\{\s*\w+\s*\}\}/.test(filled)) return graphError(reply, 400, 132000, 'Number of parameters does not match the expected number of params');
    const id = await storeMessage(app.db, 'wamid.', {
      channel: 'whatsapp', recipient: recipientKey(to), language: template.language.code, text: filled, clientRef: clientRef ?? `${Date.now()}-${to}`,
    });
    return reply.send({ messaging_product: 'whatsapp', contacts: [{ input: to, wa_id: to }], messages: [{ id }] } satisfies WhatsappSendResponse);
  });
}
