// The three message adapters against the sandbox's providers over real HTTP and SMTP: what
// app.messages.send queues arrives in /sandbox/outbox.json in the customer's language with its
// links, a partner's text override is used, and the simulators refuse what a provider refuses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfigTree } from '../../../config/index.js';
import { SANDBOX_MESSAGING } from '../../env.js';
import { renderMessage } from '../../messages/render.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ listen: true, env: { MESSAGE_RETRY_DELAY_SECONDS: 1, MESSAGE_RETRY_LIMIT: 1 } });
  base = t.app.localBaseUrl();
}, 60_000);
afterAll(() => t?.close());

interface Entry { channel: string; to: string; language: string; subject?: string; text: string; links: string[]; sentAt: string }

async function outbox(to: string, count: number): Promise<Entry[]> {
  const end = Date.now() + 20_000;
  for (;;) {
    const res = await fetch(`${base}/sandbox/outbox.json?to=${encodeURIComponent(to)}`);
    expect(res.status).toBe(200);
    const entries = (await res.json()) as Entry[];
    if (entries.length >= count || Date.now() > end) return entries;
    await new Promise((r) => setTimeout(r, 250));
  }
}

const link = 'https://portal.example.om/documents/abc123';

describe('messages through the sandbox providers', () => {
  it('an SMS in Arabic arrives at the number, however the number is spelled', async () => {
    await t.app.messages.send({ eventKey: 'test:sms-ar', channel: 'sms', to: '91110001', language: 'ar', template: 'otpCode', params: { code: '481516' } });
    const [sms] = await outbox('+968 9111 0001', 1);
    expect(sms).toMatchObject({ channel: 'sms', to: '96891110001', language: 'ar', links: [] });
    expect(sms!.text).toContain('481516');
    expect(sms!.text).toContain('رمز التحقق');
    expect(new Date(sms!.sentAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await outbox('91110001', 1))).toHaveLength(1);
    const row = await t.app.messagesRepository.byEventKey('test:sms-ar');
    expect(row?.provider_ref).toMatch(/^sms-/);
  }, 30_000);

  it('a WhatsApp template message in English, with its document link', async () => {
    await t.app.messages.send({ eventKey: 'test:wa-en', channel: 'whatsapp', to: '91110002', language: 'en', template: 'policyDocuments', params: { policyNo: 'P-1001', link } });
    const [wa] = await outbox('91110002', 1);
    expect(wa).toMatchObject({ channel: 'whatsapp', language: 'en', links: [link] });
    expect(wa!.text).toBe(`Insurer Motor Portal: your policy P-1001 is issued. Your documents: ${link}`.replace('Insurer Motor Portal', t.app.configTree.partners.default!.data.name));
    expect((await t.app.messagesRepository.byEventKey('test:wa-en'))?.provider_ref).toMatch(/^wamid\./);
  }, 30_000);

  it('an e-mail over SMTP in Arabic, with subject and link', async () => {
    await t.app.messages.send({ eventKey: 'test:mail-ar', channel: 'email', to: 'Salma@Example.om', language: 'ar', template: 'policyDocuments', params: { policyNo: 'P-2002', link } });
    const [mail] = await outbox('salma@example.om', 1);
    expect(mail).toMatchObject({ channel: 'email', to: 'salma@example.om', language: 'ar', subject: 'وثيقة تأمين مركبتك رقم P-2002', links: [link] });
    expect(mail!.text).toContain('تم إصدار وثيقتك');
  }, 30_000);

  it('the outbox page shows phone and mail in English and Arabic', async () => {
    const en = await (await fetch(`${base}/sandbox/outbox?to=91110002`)).text();
    expect(en).toContain('<html lang="en" dir="ltr">');
    expect(en).toContain(`<a href="${link}"`);
    const ar = await fetch(`${base}/sandbox/outbox?lang=ar&to=salma@example.om`);
    expect(ar.headers['get']('content-type')).toMatch(/text\/html/);
    const arText = await ar.text();
    expect(arText).toContain('<html lang="ar" dir="rtl">');
    expect(arText).toContain('وثيقة تأمين مركبتك رقم P-2002');
    expect((await fetch(`${base}/sandbox/outbox?lang=fr`)).status).toBe(400);
    expect((await fetch(`${base}/sandbox/outbox.json?to=x`)).status).toBe(400);
  });

  it('a message the provider refuses is failed after its tries and kept out of the outbox', async () => {
    await t.app.messages.send({ eventKey: 'test:no-template', channel: 'whatsapp', to: '91110003', language: 'en', template: 'noSuchTemplate' });
    const end = Date.now() + 20_000;
    let row = await t.app.messagesRepository.byEventKey('test:no-template');
    while (row?.state !== 'failed' && Date.now() < end) {
      await new Promise((r) => setTimeout(r, 250));
      row = await t.app.messagesRepository.byEventKey('test:no-template');
    }
    expect(row).toMatchObject({ state: 'failed', attempts: 2 });
    expect(row?.last_error).toMatch(/HTTP 404 .*132001/);
    expect(await outbox('91110003', 0)).toEqual([]);
  }, 30_000);
});

describe('the sandbox providers refuse what a provider refuses', () => {
  const post = (path: string, token: string, body: unknown) => fetch(`${base}/sandbox${path}`, {
    method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body),
  });
  const sms = { from: 'MotorCover', to: '96891110009', text: 'hello', clientRef: 'r-1' };
  const wa = (over: object = {}) => ({
    messaging_product: 'whatsapp', recipient_type: 'individual', to: '96891110009', type: 'template',
    template: { name: 'otp_code', language: { code: 'en' }, components: [{ type: 'body', parameters: [{ type: 'text', parameter_name: 'code', text: '1' }, { type: 'text', parameter_name: 'sender', text: 'X' }] }] }, ...over,
  });
  const waPath = `/whatsapp/v21.0/${SANDBOX_MESSAGING.WHATSAPP_PHONE_NUMBER_ID}/messages`;

  it('SMS: a wrong key is 401, a bad body 400, the same client reference one message', async () => {
    expect((await post('/sms/messages', 'wrong', sms)).status).toBe(401);
    expect((await post('/sms/messages', SANDBOX_MESSAGING.SMS_GATEWAY_TOKEN, { ...sms, to: '+968 9111' })).status).toBe(400);
    expect((await post('/sms/messages', SANDBOX_MESSAGING.SMS_GATEWAY_TOKEN, { ...sms, extra: 1 })).status).toBe(400);
    const first = await post('/sms/messages', SANDBOX_MESSAGING.SMS_GATEWAY_TOKEN, sms);
    const again = await post('/sms/messages', SANDBOX_MESSAGING.SMS_GATEWAY_TOKEN, sms);
    expect(first.status).toBe(202);
    expect((await first.json()).messageId).toBe((await again.json()).messageId);
    expect(await outbox('91110009', 1)).toHaveLength(1);
  });

  it('WhatsApp: a wrong token 401, an unknown phone number id 400, a missing parameter 400, an unknown template 404', async () => {
    expect((await post(waPath, 'wrong', wa())).status).toBe(401);
    expect((await post('/whatsapp/v21.0/999/messages', SANDBOX_MESSAGING.WHATSAPP_ACCESS_TOKEN, wa())).status).toBe(400);
    const missing = wa({ template: { name: 'otp_code', language: { code: 'ar' }, components: [] } });
    expect((await post(waPath, SANDBOX_MESSAGING.WHATSAPP_ACCESS_TOKEN, missing)).status).toBe(400);
    const unknown = wa({ template: { name: 'nope', language: { code: 'en' } } });
    const res = await post(waPath, SANDBOX_MESSAGING.WHATSAPP_ACCESS_TOKEN, unknown);
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe(132001);
    expect((await post(waPath, SANDBOX_MESSAGING.WHATSAPP_ACCESS_TOKEN, wa())).status).toBe(200);
  });
});

describe('message texts', () => {
  it('a partner overrides a message text; the rest keeps the insurer\'s', async () => {
    const tree = structuredClone(await loadConfigTree(process.cwd()));
    const partner = tree.partners['demo-partner']!.data;
    partner.text = { ...partner.text, en: { ...partner.text?.en, messages: { otpCode: { text: '{{sender}} code {{code}}' } } } };
    expect(renderMessage(tree, 'demo-partner', 'en', 'otpCode', { code: '1234' }).text).toBe(`${partner.name} code 1234`);
    expect(renderMessage(tree, 'demo-partner', 'en', 'policyDocuments', { policyNo: 'P', link }).subject).toBe('Your motor insurance policy P');
    expect(renderMessage(tree, 'gone-partner', 'ar', 'otpCode', { code: '9' }).text).toContain(tree.partners.default!.data.name);
    expect(() => renderMessage(tree, undefined, 'en', 'missing', {})).toThrow(/messages\.missing\.text/);
  });
});
