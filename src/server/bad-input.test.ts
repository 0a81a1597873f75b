// Bad input of issue 9 gets a 400 with a catalogue code, never a 5xx: control characters in any
// text field (refused by the schema, naming the field), malformed multipart bodies, and an
// insurer error text that is not a plain message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app.js';
import { confirmPolicyCode } from './testing/test-client.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ listen: true, env: { LOOKUP_RATE_PER_MINUTE: 1000, LOOKUP_RATE_PER_PLATE_PER_HOUR: 1000, OCR_RATE_PER_MINUTE: 1000 } });
}, 60_000);
afterAll(async () => t?.close());

const auth = () => ({ authorization: t.bearer() });
const lead = { selectedOption: 'Renew Policy', acceptPrivacyPolicy: true, name: 'Aisha', mobileNo: '91234567', journeyId: 1, leadStatus: 'Initiated', journeyStatus: 1 };
const BOUNDARY = '----bad-input-test';
const multipartHeaders = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
const field = (name: string, value: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

describe('control characters', () => {
  it('refuses a NUL in a stored JSON field with a 400 naming the field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/motor/leads', headers: auth(), payload: { ...lead, name: 'Ai\u0000sha' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: '/name', keyword: 'controlCharacters' }] });
  });

  it('refuses a NUL in a field forwarded to the insurer before the insurer is asked (no 503)', async () => {
    const res = await t.app.inject({
      method: 'POST', url: '/api/v1/motor/premiums/lookup', headers: auth(),
      payload: { lookupType: 'plateCivil', plateNumber: '1004', plateCode: 'B\u0000', civilId: '12345004' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual(expect.arrayContaining([expect.objectContaining({ field: '/plateCode', keyword: 'controlCharacters' })]));
  });

  it('refuses a control character in a query string and in a multipart text field', async () => {
    const query = await t.app.inject({ url: `/api/v1/payments/payment-responses?br=${encodeURIComponent('a\u0001b')}`, headers: auth() });
    expect(query.statusCode).toBe(400);
    const posted = await t.app.inject({ method: 'POST', url: '/api/v1/motor/leads', headers: auth(), payload: lead });
    const transId = posted.json().data as string;
    const upload = await t.app.inject({
      method: 'PUT', url: '/api/v1/motor/leads', headers: { ...auth(), ...multipartHeaders },
      payload: `${field('transId', transId)}${field('fullName', 'Ai\u0000sha')}--${BOUNDARY}--\r\n`,
    });
    expect(upload.statusCode).toBe(400);
    expect(upload.json().error).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: '/fullName', keyword: 'controlCharacters' }] });
  });

  it('still takes tabs and line breaks, and Arabic text', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/motor/leads', headers: auth(), payload: { ...lead, name: 'عائشة البلوشي' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('lone UTF-16 surrogates (issue 20)', () => {
  // The ROP status and the documents come after a one-time code for the policy (issue 24).
  type Code = { purpose: 'documents' | 'rop-status'; policy: Record<string, string> };
  const lookups: Array<[string, Record<string, string>, string, Code?]> = [
    ['rop-resubmissions', { lookupType: 'plateMobile', plateNumber: '3003', plateCode: 'R', mobileNumber: '72000011' }, 'plateCode',
      { purpose: 'rop-status', policy: { plateNumber: '3003', plateCode: 'R', mobileNo: '72000011' } }],
    ['renewals', { lookupType: 'plateCivil', plateNumber: '1001', plateCode: 'A', civilId: '08123456' }, 'plateCode'],
    ['premiums', { lookupType: 'plateCivil', plateNumber: '1004', plateCode: 'B', civilId: '12345004' }, 'plateNumber'],
    ['policy-documents', { lookupType: 'plateCivil', plateNumber: '1006', plateCode: 'B', civilId: '12345006' }, 'civilId',
      { purpose: 'documents', policy: { plateNumber: '1006', plateCode: 'B', civilId: '12345006' } }],
  ];
  const post = (name: string, payload: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: `/api/v1/motor/${name}/lookup`, headers: { ...auth(), 'content-type': 'application/json' }, payload: JSON.stringify(payload) as never });

  for (const [name, good, field, code] of lookups) {
    it(`a lone surrogate in the ${name} lookup is a 400 naming /${field}, and the lookups sent with it are answered as alone`, async () => {
      if (code) await confirmPolicyCode(t, code.policy, code.purpose);
      const alone = await post(name, good);
      expect(alone.statusCode).toBe(200);
      const [poisoned, ...innocent] = await Promise.all([
        post(name, { ...good, [field]: `${good[field]}\udfff` }), post(name, good), post(name, good), post(name, good), post(name, good),
      ]);
      expect(poisoned!.statusCode).toBe(400);
      expect(poisoned!.json().error).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: `/${field}`, keyword: 'malformedText' }] });
      expect(innocent.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
      // Document links carry a fresh signed token each time: compared without it.
      const unsigned = (body: string) => body.replace(/[A-Za-z0-9_.~-]{24,}/g, '<token>');
      expect(innocent.map((r) => unsigned(r.body))).toEqual(innocent.map(() => unsigned(alone.body)));
    });
  }

  it('a lone surrogate in a stored field (the lead) is a 400, while a paired one (an emoji) is text', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/api/v1/motor/leads', headers: { ...auth(), 'content-type': 'application/json' }, payload: JSON.stringify({ ...lead, name: 'Ai\ud800sha' }) as never });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: '/name', keyword: 'malformedText' }] });
    const emoji = await t.app.inject({ method: 'POST', url: '/api/v1/motor/leads', headers: auth(), payload: { ...lead, name: 'Aisha \ud83d\ude97' } });
    expect(emoji.statusCode).not.toBe(500);
  });
});

describe('malformed multipart', () => {
  const bodies: Array<[string, Record<string, string>, string]> = [
    ['no boundary', { 'content-type': 'multipart/form-data' }, 'abc'],
    ['a truncated body', multipartHeaders, `--${BOUNDARY}\r\nContent-Disposition: form-data; name="mulkiyaImageFront"; filename="f.png"\r\n\r\n\u0089PNG`],
    ['a broken part header', multipartHeaders, `--${BOUNDARY}\r\nnot a header\r\n\r\nabc`],
  ];
  for (const [method, url] of [['POST', '/api/v1/ocr/mulkiya'], ['POST', '/api/v1/ocr/licence'], ['PUT', '/api/v1/motor/leads']] as const) {
    for (const [what, headers, payload] of bodies) {
      it(`${method} ${url} with ${what} is a 400 BAD_REQUEST`, async () => {
        const res = await t.app.inject({ method, url, headers: { ...auth(), ...headers }, payload });
        expect(res.statusCode).toBe(400);
        expect(res.json().error.code).toBe('BAD_REQUEST');
        expect(res.body).not.toMatch(/\bat\s|node_modules|busboy/);
      });
    }
  }
});

describe('insurer error text on the pay-premium lookup', () => {
  const fault = (errMsg: string) =>
    t.app.inject({ method: 'POST', url: '/sandbox/insurer/_faults', payload: { kind: 'errMsg', errMsg, operation: 'getTransDtls' } });
  const lookup = () => t.app.inject({
    method: 'POST', url: '/api/v1/motor/premiums/lookup', headers: auth(),
    payload: { lookupType: 'plateCivil', plateNumber: '1004', plateCode: 'B', civilId: '12345004' },
  });

  it('shows a plain one-line message as received', async () => {
    await fault('Vehicle is blacklisted');
    expect((await lookup()).json().error).toMatchObject({ code: 'INSURER_ERROR', message: 'Vehicle is blacklisted' });
  });

  it('withholds an injected Java stack trace and shows the generic insurer error text', async () => {
    await fault('java.lang.NullPointerException: null\n\tat com.insurer.b2b.QuoteService.getTransDtls(QuoteService.java:214)\n\tat sun.reflect.GeneratedMethodAccessor');
    const res = await lookup();
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toEqual({ code: 'INSURER_ERROR', message: 'The insurance service could not process the request.', requestId: expect.any(String) });
  });
});
