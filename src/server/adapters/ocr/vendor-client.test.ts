import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OcrError } from './ocr-errors.js';
import { createLicenceOcr, createMulkiyaOcr } from './ocr-vendors.js';
import { OcrVendorClient, type OcrImage, type OcrVendorConfig } from './vendor-client.js';

// A scripted vendor over real HTTP: each test says what /auth and /output_ocr answer next.
type Answer = { status: number; body?: unknown; raw?: string; delayMs?: number };
const vendor = {
  logins: 0,
  calls: [] as Array<{ token: string; field: string; type: string; bytes: number }>,
  issued: [] as string[],
  auth: [] as Answer[],
  ocr: [] as Answer[],
};
let server: FastifyInstance;
let baseUrl: string;

async function answer(reply: import('fastify').FastifyReply, next: Answer | undefined) {
  if (!next) return reply.code(500).send({ error: 'unscripted' });
  if (next.delayMs) await new Promise((resolve) => setTimeout(resolve, next.delayMs));
  if (next.raw !== undefined) return reply.code(next.status).type('text/html').send(next.raw);
  return reply.code(next.status).send(next.body ?? {});
}

beforeAll(async () => {
  server = Fastify();
  await server.register(multipart);
  server.post('/v1/auth', async (request, reply) => {
    vendor.logins++;
    const { username, password } = request.body as { username: string; password: string };
    if (username !== 'portal' || password !== 'pa55-w0rd') return reply.code(401).send({ error: 'bad credentials' });
    const next = vendor.auth.shift() ?? { status: 200, body: { access_token: `tok-${vendor.logins}`, expires_in: 600 } };
    const token = (next.body as { access_token?: string } | undefined)?.access_token;
    if (token) vendor.issued.push(token);
    return answer(reply, next);
  });
  server.post('/v1/output_ocr', async (request, reply) => {
    const file = await request.file();
    const bytes = file ? (await file.toBuffer()).length : 0;
    vendor.calls.push({ token: request.headers.authorization ?? '', field: file?.fieldname ?? '', type: file?.mimetype ?? '', bytes });
    return answer(reply, vendor.ocr.shift());
  });
  baseUrl = `${await server.listen({ port: 0, host: '127.0.0.1' })}/v1`;
});
afterAll(() => server.close());
beforeEach(() => {
  Object.assign(vendor, { logins: 0, calls: [], issued: [], auth: [], ocr: [] });
});

const image: OcrImage = { bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]), mediaType: 'image/png', fileName: 'front.png' };
const logLines: string[] = [];
function config(overrides: Partial<OcrVendorConfig> = {}): OcrVendorConfig {
  const log = (fields: Record<string, unknown>, message: string) => logLines.push(JSON.stringify({ ...fields, message }));
  return { vendor: 'mulkiya', baseUrl, username: 'portal', password: 'pa55-w0rd', timeoutMs: 2000, logger: { info: log, warn: log }, ...overrides };
}
const ok = (body: unknown): Answer => ({ status: 200, body });

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(OcrError);
    return (error as OcrError).code;
  }
  throw new Error('expected an OcrError');
}

describe('OCR vendor client', () => {
  it('logs in once and sends the picture as multipart fileKey with the bearer token', async () => {
    const client = new OcrVendorClient(config());
    vendor.ocr.push(ok({ Chassis: 'C1' }), ok({ Chassis: 'C2' }));
    expect(await client.recognise(image)).toEqual({ Chassis: 'C1' });
    expect(await client.recognise(image)).toEqual({ Chassis: 'C2' });
    expect(vendor.logins).toBe(1);
    expect(vendor.calls).toEqual([
      { token: 'Bearer tok-1', field: 'fileKey', type: 'image/png', bytes: 7 },
      { token: 'Bearer tok-1', field: 'fileKey', type: 'image/png', bytes: 7 },
    ]);
  });

  it("writes a call's lines to the logger it is handed (the asking request's), else to its own", async () => {
    const client = new OcrVendorClient(config());
    const requestLines: string[] = [];
    const requestLog = { info: (f: object, m: string) => requestLines.push(m), warn: (f: object, m: string) => requestLines.push(m) };
    vendor.ocr.push(ok({ Chassis: 'C1' }), ok({ Chassis: 'C2' }));
    logLines.length = 0;
    await client.recognise(image, requestLog);
    expect(requestLines).toEqual(['OCR call', 'OCR call']); // the log-in, then the picture
    expect(logLines).toEqual([]);
    await client.recognise(image);
    expect(logLines.map((l) => JSON.parse(l).message)).toEqual(['OCR call']);
  });

  it('shares one log-in between parallel calls', async () => {
    const client = new OcrVendorClient(config());
    vendor.ocr.push(ok({}), ok({}), ok({}));
    await Promise.all([client.recognise(image), client.recognise(image), client.recognise(image)]);
    expect(vendor.logins).toBe(1);
  });

  it('logs in again once the token is about to expire', async () => {
    let now = 1_000_000;
    const client = new OcrVendorClient(config({ now: () => now }));
    vendor.ocr.push(ok({}), ok({}), ok({}));
    await client.recognise(image);
    now += 560_000; // 600 s token, renewed 30 s before: still good at 560 s
    await client.recognise(image);
    expect(vendor.logins).toBe(1);
    now += 15_000;
    await client.recognise(image);
    expect(vendor.logins).toBe(2);
    expect(vendor.calls.map((c) => c.token)).toEqual(['Bearer tok-1', 'Bearer tok-1', 'Bearer tok-2']);
  });

  it('logs in again once when the vendor refuses a cached token, and gives up on a second 401', async () => {
    const client = new OcrVendorClient(config());
    vendor.ocr.push(ok({}), { status: 401 }, ok({ NAME: 'X' }));
    await client.recognise(image);
    expect(await client.recognise(image)).toEqual({ NAME: 'X' });
    expect(vendor.logins).toBe(2);
    vendor.ocr.push({ status: 401 }, { status: 401 });
    expect(await codeOf(client.recognise(image))).toBe('OCR_FAILED');
    expect(vendor.logins).toBe(3);
  });

  it('maps 400 to OCR_UNREADABLE and every other failure to OCR_FAILED', async () => {
    const client = new OcrVendorClient(config());
    vendor.ocr.push({ status: 400, body: { error: 'unreadable' } });
    expect(await codeOf(client.recognise(image))).toBe('OCR_UNREADABLE');
    for (const failure of [{ status: 500 }, { status: 503 }, { status: 413 }, { status: 200, raw: '<html>oops</html>' }, ok([1, 2])]) {
      vendor.ocr.push(failure);
      expect(await codeOf(client.recognise(image))).toBe('OCR_FAILED');
    }
  });

  it('fails with OCR_FAILED on a time-out, an unreachable host, wrong credentials and a log-in without a token', async () => {
    vendor.ocr.push({ status: 200, body: {}, delayMs: 400 });
    expect(await codeOf(new OcrVendorClient(config({ timeoutMs: 100 })).recognise(image))).toBe('OCR_FAILED');
    expect(await codeOf(new OcrVendorClient(config({ baseUrl: 'http://127.0.0.1:9/v1' })).recognise(image))).toBe('OCR_FAILED');
    expect(await codeOf(new OcrVendorClient(config({ password: 'wrong' })).recognise(image))).toBe('OCR_FAILED');
    vendor.auth.push(ok({ token_type: 'Bearer' }));
    expect(await codeOf(new OcrVendorClient(config()).recognise(image))).toBe('OCR_FAILED');
  });

  it('never writes the password or a token into a log line or an error message', async () => {
    logLines.length = 0;
    const client = new OcrVendorClient(config());
    vendor.ocr.push(ok({}), { status: 500 });
    await client.recognise(image);
    const error = await client.recognise(image).catch((e: Error) => e);
    await new OcrVendorClient(config({ password: 'wrong-pa55-w0rd' })).recognise(image).catch(() => undefined);
    expect(logLines.length).toBeGreaterThanOrEqual(4);
    const text = [...logLines, String(error)].join('\n');
    for (const secret of ['pa55-w0rd', ...vendor.issued]) expect(text).not.toContain(secret);
  });
});

describe('Mulkiya and licence reads', () => {
  const mulkiya = () => createMulkiyaOcr(config());
  const licence = () => createLicenceOcr(config());

  it('merges front and back into the plate and chassis', async () => {
    vendor.ocr.push(ok({ Registration_Number_Eng: '2001/H', Owner: 'Said' }), ok({ Chassis: ' JTDBR32E900200001 ', Registration_Number_Eng: '' }));
    const read = await mulkiya().read([image, image]);
    expect(read).toMatchObject({ plateNumber: '2001', plateCode: 'H', chassis: 'JTDBR32E900200001' });
    expect(read.result).toEqual({ Registration_Number_Eng: '2001/H', Owner: 'Said', Chassis: 'JTDBR32E900200001' });
  });

  it('reads the licence name and number', async () => {
    vendor.ocr.push(ok({}), ok({ NAME: 'Said Al Maskari', LICENSE_NUMBER: 55000008 }));
    expect(await licence().read([image, image])).toMatchObject({ name: 'Said Al Maskari', licenceNumber: '55000008' });
  });

  it('reports missing data when a required field is absent or the plate cannot be parsed', async () => {
    vendor.ocr.push(ok({ Registration_Number_Eng: '2001/H' }), ok({}));
    expect(await codeOf(mulkiya().read([image, image]))).toBe('OCR_MISSING_DATA');
    vendor.ocr.push(ok({ Registration_Number_Eng: 'H', Chassis: 'X' }));
    expect(await codeOf(mulkiya().read([image]))).toBe('OCR_MISSING_DATA');
    vendor.ocr.push(ok({ NAME: 'Said' }));
    expect(await codeOf(licence().read([image]))).toBe('OCR_MISSING_DATA');
    expect(await codeOf(licence().read([]))).toBe('OCR_MISSING_DATA');
  });

  it('succeeds on the picture that was read even when the other one failed', async () => {
    vendor.ocr.push({ status: 400 }, ok({ NAME: 'Said', LICENSE_NUMBER: '55000008' }));
    expect(await licence().read([image, image])).toMatchObject({ licenceNumber: '55000008' });
  });

  it('without the fields, a service failure outranks an unreadable picture', async () => {
    vendor.ocr.push({ status: 400 }, ok({}));
    expect(await codeOf(licence().read([image, image]))).toBe('OCR_UNREADABLE');
    vendor.ocr.push({ status: 400 }, { status: 502 });
    expect(await codeOf(licence().read([image, image]))).toBe('OCR_FAILED');
  });
});
