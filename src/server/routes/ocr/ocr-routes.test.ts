import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardFile, CARDS_DIR } from '../../../../tests/fixtures/cards/cards.js';
import { createTestApp, TEST_TOKEN_SECRET, type TestApp } from '../../testing/test-app.js';
import { issueToken } from '../../tokens.js';

// The real app, listening, so its OCR adapters reach the sandbox vendors over real HTTP.
const MAX_BYTES = 100_000;
let t: TestApp;
let base: string;
beforeAll(async () => {
  // Every test here reads from one address; the limit itself is tested on its own app below.
  t = await createTestApp({ listen: true, env: { UPLOAD_MAX_BYTES: MAX_BYTES, OCR_RATE_PER_MINUTE: 1000 } });
  base = t.app.localBaseUrl();
});
afterAll(() => t?.close());

const png = (id: string, side: '-front.png' | '-back.png') => new Uint8Array(readFileSync(cardFile(id, side)));
const bytesOf = (file: string) => new Uint8Array(readFileSync(file));

async function post(vendor: string, parts: Array<[string, Uint8Array<ArrayBuffer>, string?]>, auth = true) {
  const form = new FormData();
  for (const [name, bytes, type] of parts) form.append(name, new Blob([bytes], { type: type ?? 'image/png' }), `${name}.png`);
  const res = await fetch(`${base}/api/v1/ocr/${vendor}`, { method: 'POST', body: form, headers: auth ? { authorization: t.bearer() } : {} });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { error?: { code: string } } };
}

describe('POST /api/v1/ocr/mulkiya and /licence', () => {
  it('reads both sides of a Mulkiya into plate number, plate code and chassis', async () => {
    const res = await post('mulkiya', [['front', png('mulkiya-2001-h', '-front.png')], ['back', png('mulkiya-2001-h', '-back.png')]]);
    expect(res).toEqual({ status: 200, body: { plateNumber: '2001', plateCode: 'H', chassis: 'JTDBR32E900200001' } });
  });

  it('reads a licence, also from a webcam JPEG, and answers only the fields the form needs', async () => {
    const webcam = bytesOf(cardFile('licence-55000008', '-webcam.jpg'));
    const res = await post('licence', [['scan1', webcam, 'image/jpeg'], ['scan2', webcam, 'image/jpeg']]);
    expect(res).toEqual({ status: 200, body: { name: 'Said Al Maskari', licenceNumber: '55000008' } });
  });

  it('answers OCR_UNREADABLE for a blank card, OCR_MISSING_DATA without chassis, OCR_FAILED when the vendor fails', async () => {
    const blank = bytesOf(`${CARDS_DIR}blank.png`);
    expect(await post('mulkiya', [['a', blank], ['b', blank]])).toMatchObject({ status: 400, body: { error: { code: 'OCR_UNREADABLE' } } });
    const missing = await post('mulkiya', [['a', png('mulkiya-missing-chassis', '-back.png')]]);
    expect(missing).toMatchObject({ status: 422, body: { error: { code: 'OCR_MISSING_DATA' } } });
    const licenceOnMulkiya = await post('licence', [['a', png('mulkiya-2001-h', '-back.png')]]);
    expect(licenceOnMulkiya).toMatchObject({ status: 422, body: { error: { code: 'OCR_MISSING_DATA' } } });
    const fault = await post('licence', [['a', png('ocr-fault', '-back.png')]]);
    expect(fault).toMatchObject({ status: 502, body: { error: { code: 'OCR_FAILED' } } });
  });

  it('refuses a file that is not an image by its content, whatever its declared type', async () => {
    const text = new TextEncoder().encode('<html>not a picture</html>'.repeat(10));
    expect(await post('mulkiya', [['a', text, 'image/png']])).toMatchObject({ status: 415, body: { error: { code: 'UNSUPPORTED_MEDIA_TYPE' } } });
  });

  it('refuses a picture over the upload cap', async () => {
    const big = new Uint8Array(MAX_BYTES + 1024);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    expect(await post('licence', [['a', big, 'image/jpeg']])).toMatchObject({ status: 413, body: { error: { code: 'PAYLOAD_TOO_LARGE' } } });
  });

  it('refuses more than two pictures, no picture, and a caller without a token', async () => {
    const back = png('licence-55000008', '-back.png');
    expect((await post('licence', [['a', back], ['b', back], ['c', back]])).body.error?.code).toBe('BAD_REQUEST');
    expect((await post('licence', [])).status).toBe(400);
    expect((await post('licence', [['a', back]], false)).status).toBe(401);
  });
});

describe('OCR rate limit', () => {
  it('allows OCR_RATE_PER_MINUTE reads per browser address or partner client, then answers 429 RATE_LIMITED', async () => {
    const partner = 'partner-ocr';
    const limited = await createTestApp({ listen: true, env: { OCR_RATE_PER_MINUTE: 2, AUTH_CLIENTS: { [partner]: 'partner-ocr-secret-0123456789' } } });
    const partnerBearer = `Bearer ${issueToken(partner, TEST_TOKEN_SECRET, 600).accessToken}`;
    try {
      const call = (vendor: 'mulkiya' | 'licence', card: string, ip: string, authorization = limited.bearer()) => {
        const form = new FormData();
        form.append('back', new Blob([png(card, '-back.png')], { type: 'image/png' }), 'back.png');
        return limited.app.inject({ method: 'POST', url: `/api/v1/ocr/${vendor}`, remoteAddress: ip, headers: { authorization }, payload: form });
      };
      const notAnImage = () => {
        const form = new FormData();
        form.append('a', new Blob([new TextEncoder().encode('<html>not a picture</html>'.repeat(10))], { type: 'image/png' }), 'a.png');
        return limited.app.inject({ method: 'POST', url: '/api/v1/ocr/licence', remoteAddress: '10.0.0.1', headers: { authorization: limited.bearer() }, payload: form });
      };

      expect((await call('mulkiya', 'mulkiya-2001-h', '10.0.0.1')).statusCode).toBe(200);
      // A refused picture counts too, and both endpoints share one budget.
      expect((await notAnImage()).statusCode).toBe(415);
      const over = await call('licence', 'licence-55000008', '10.0.0.1');
      expect(over.statusCode).toBe(429);
      expect(over.json()).toEqual({ error: { code: 'RATE_LIMITED', message: 'Too many attempts. Please wait a minute and try again.', requestId: expect.any(String) } });
      expect((await call('mulkiya', 'mulkiya-2001-h', '10.0.0.1')).json().error.code).toBe('RATE_LIMITED');

      // Another browser address is another client.
      expect((await call('licence', 'licence-55000008', '10.0.0.2')).statusCode).toBe(200);
      // A partner's confidential client is counted by its client id, whatever the address.
      expect((await call('licence', 'licence-55000008', '10.0.0.1', partnerBearer)).statusCode).toBe(200);
      expect((await call('licence', 'licence-55000008', '10.0.0.3', partnerBearer)).statusCode).toBe(200);
      expect((await call('licence', 'licence-55000008', '10.0.0.4', partnerBearer)).json().error.code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});
