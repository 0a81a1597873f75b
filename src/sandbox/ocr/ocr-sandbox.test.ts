// Round trip over real HTTP: the portal's OCR adapters against the sandbox vendors.
import { readFileSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARDS_DIR, cardFile } from '../../../tests/fixtures/cards/cards.js';
import { OcrError } from '../../server/adapters/ocr/ocr-errors.js';
import { createOcrAdapters } from '../../server/adapters/ocr/index.js';
import {
  createLicenceOcr, type LicenceRead, type MulkiyaRead, type OcrVendor,
} from '../../server/adapters/ocr/ocr-vendors.js';
import type { OcrImage } from '../../server/adapters/ocr/vendor-client.js';
import { OCR_SANDBOX_CREDENTIALS, ocrSandbox } from './index.js';

let app: FastifyInstance;
let base: string;
const settings = { timeoutMs: 5000, now: () => now };
let now = 5_000_000;
let mulkiya: OcrVendor<MulkiyaRead>;
let licence: OcrVendor<LicenceRead>;

beforeAll(async () => {
  app = Fastify();
  await app.register(ocrSandbox, { prefix: '/sandbox/ocr', tokenTtlSeconds: 120, maxFileBytes: 2_000_000, now: () => now });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  base = `${origin}/sandbox/ocr`;
  // Built as the portal builds them (no base URL: this server's sandbox) and kept for the whole
  // file, so the token cache carries over. Their clock is the real one, the simulators' is `now`.
  ({ mulkiya, licence } = createOcrAdapters({
    OCR_MULKIYA_USERNAME: OCR_SANDBOX_CREDENTIALS.mulkiya.username, OCR_MULKIYA_PASSWORD: OCR_SANDBOX_CREDENTIALS.mulkiya.password,
    OCR_LICENCE_USERNAME: OCR_SANDBOX_CREDENTIALS.licence.username, OCR_LICENCE_PASSWORD: OCR_SANDBOX_CREDENTIALS.licence.password,
    OCR_TIMEOUT_MS: 5000,
  }, () => origin));
});
afterAll(() => app.close());

const png = (path: string): OcrImage => ({ bytes: readFileSync(path), mediaType: 'image/png' });
const card = (id: string): OcrImage[] => [png(cardFile(id, '-front.png')), png(cardFile(id, '-back.png'))];

async function codeOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(OcrError);
  return (error as OcrError).code;
}

describe('OCR adapters against the sandbox vendors', () => {
  it('reads a Mulkiya from its front and back pictures', async () => {
    expect(await mulkiya.read(card('mulkiya-2001-h'))).toEqual({
      plateNumber: '2001', plateCode: 'H', chassis: 'JTDBR32E900200001',
      result: { Chassis: 'JTDBR32E900200001', Registration_Number_Eng: '2001/H' },
    });
  });

  it('reads a licence, and a fake-webcam JPEG capture of one', async () => {
    expect(await licence.read(card('licence-55000009'))).toMatchObject({ name: 'Noor Al Busaidi', licenceNumber: '55000009' });
    const webcam = { bytes: readFileSync(cardFile('licence-55000008', '-webcam.jpg')), mediaType: 'image/jpeg' };
    expect(await licence.read([webcam, webcam])).toMatchObject({ name: 'Said Al Maskari', licenceNumber: '55000008' });
  });

  it('gives missing data for a card of the other kind and for the card without a chassis', async () => {
    expect(await codeOf(licence.read(card('mulkiya-1001-a')))).toBe('OCR_MISSING_DATA');
    expect(await codeOf(mulkiya.read(card('mulkiya-missing-chassis')))).toBe('OCR_MISSING_DATA');
  });

  it('gives unreadable for a blank picture and for bytes that are no picture', async () => {
    const blank = png(`${CARDS_DIR}blank.png`);
    expect(await codeOf(mulkiya.read([blank, blank]))).toBe('OCR_UNREADABLE');
    expect(await codeOf(licence.read([{ bytes: Buffer.from('not a picture'), mediaType: 'image/png' }]))).toBe('OCR_UNREADABLE');
  });

  it('gives a failure for the fault card and for a picture over the vendor limit', async () => {
    expect(await codeOf(mulkiya.read(card('ocr-fault')))).toBe('OCR_FAILED');
    const huge = { bytes: new Uint8Array(2_000_001), mediaType: 'image/png' };
    expect(await codeOf(licence.read([huge]))).toBe('OCR_FAILED');
  });

  it('refuses wrong credentials, and a token of one vendor at the other', async () => {
    const wrong = createLicenceOcr({ ...settings, baseUrl: `${base}/licence`, ...OCR_SANDBOX_CREDENTIALS.mulkiya });
    expect(await codeOf(wrong.read(card('licence-55000008')))).toBe('OCR_FAILED');
    const auth = await fetch(`${base}/mulkiya/auth`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(OCR_SANDBOX_CREDENTIALS.mulkiya),
    });
    const { access_token: token, expires_in: expiresIn } = (await auth.json()) as { access_token: string; expires_in: number };
    expect(expiresIn).toBe(120);
    const form = new FormData();
    form.append('fileKey', new Blob([readFileSync(cardFile('licence-55000008', '-back.png'))]), 'back.png');
    const other = await fetch(`${base}/licence/output_ocr`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(other.status).toBe(401);
    const same = await fetch(`${base}/mulkiya/output_ocr`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(same.status).toBe(200);
    expect(await same.json()).toEqual({});
  });

  it('expires its tokens, and the adapter logs in again before they do', async () => {
    const auth = await fetch(`${base}/licence/auth`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(OCR_SANDBOX_CREDENTIALS.licence),
    });
    const { access_token: token } = (await auth.json()) as { access_token: string };
    now += 121_000;
    const form = new FormData();
    form.append('fileKey', new Blob([readFileSync(cardFile('licence-55000008', '-back.png'))]), 'back.png');
    const expired = await fetch(`${base}/licence/output_ocr`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(expired.status).toBe(401);
    // The adapter's cached token is as old as this one and, by its own clock, still fresh:
    // the simulator's 401 must make it log in again once, not fail.
    expect(await licence.read(card('licence-55000008'))).toMatchObject({ licenceNumber: '55000008' });
  });
});
