// The spec's own quote-record and preferences endpoints check mobile numbers and e-mail addresses by
// the summary forms' rules (one Oman mobile rule: schemas/common/fields.json), in the asker's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { omanNow } from '../../../sandbox/insurer/clock.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { lookUpQuote } from '../../testing/test-client.js';

let t: TestApp;
const quoteNo = `10/${omanNow().getUTCFullYear()}/0501/Q/900004`;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  await lookUpQuote(t, '/api/v1/motor/premiums/lookup', { lookupType: 'plateCivil', plateNumber: '1004', plateCode: 'B', civilId: '12345004' }, 'contact-owner');
}, 60_000);
afterAll(() => t?.close());

const preferences = (body: object, language = 'en') => t.app.inject({
  method: 'POST', url: '/api/v1/motor/quotes/communication-preferences',
  headers: { authorization: t.bearer('contact-owner'), 'accept-language': language },
  payload: { quoteNo, emailYN: 'N', smsYN: 'Y', whatsappYN: 'Y', mobileNo: '91234567', whatsappNo: '91234567', ...body },
});

describe('contact details on the spec endpoints', () => {
  it('refuses a number that is not an Oman mobile with the summary page\'s message, in English and Arabic', async () => {
    const en = await preferences({ mobileNo: '12345678' });
    expect(en.statusCode).toBe(400);
    expect(en.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Please enter a valid Mobile number' });
    expect(en.json().error.details).toEqual([expect.objectContaining({ field: '/mobileNo' })]);
    const ar = await preferences({ whatsappNo: '5551234' }, 'ar');
    expect(ar.statusCode).toBe(400);
    expect(ar.json().error.details).toEqual([expect.objectContaining({ field: '/whatsappNo' })]);
    expect(ar.json().error.message).toMatch(/[\u0600-\u06FF]/);
  });

  it('refuses an e-mail address the summary form would refuse', async () => {
    const res = await preferences({ emailYN: 'Y', emailId: 'not-an-address' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([expect.objectContaining({ field: '/emailId' })]);
  });

  it('takes what the page takes (+968 and spaces) and records the 8 digits', async () => {
    const res = await preferences({ mobileNo: '+968 9123 4567', whatsappNo: '968 9765 4321' });
    expect(res.statusCode).toBe(200);
    const [row] = await t.app.db.query<{ mobile_no: string; whatsapp_no: string }>(
      'select mobile_no, whatsapp_no from communication_preferences where quote_no = $1 order by id desc limit 1', [quoteNo]);
    expect(row).toEqual({ mobile_no: '91234567', whatsapp_no: '97654321' });
  });
});
