import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads, leadUploads, policyDocumentRequests } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { LOOKUP_RATE_PER_MINUTE: 1000, LEAD_UPLOAD_RATE_PER_MINUTE: 1000 } });
});
afterAll(async () => t?.close());

const lead = { selectedOption: 'Renew Policy', acceptPrivacyPolicy: true, name: ' Aisha Al Balushi ', mobileNo: '9123 4567', partnerId: 'spoofed', journeyId: 1, leadStatus: 'Initiated', journeyStatus: 1 };
const postLead = (payload: object, headers: Record<string, string> = {}, on = t) =>
  on.app.inject({ method: 'POST', url: '/api/v1/motor/leads', headers: { authorization: on.bearer(), ...headers }, payload });

// Smallest valid PNG header, enough for the byte check; the content is not decoded.
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

function multipart(fields: Record<string, string>, files: Record<string, Buffer> = {}) {
  const boundary = '----lead-upload-test';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const [name, bytes] of Object.entries(files)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`), bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const putUpload = (fields: Record<string, string>, files?: Record<string, Buffer>, on = t) => {
  const body = multipart(fields, files);
  return on.app.inject({ method: 'PUT', url: '/api/v1/motor/leads', headers: { authorization: on.bearer(), ...body.headers }, payload: body.payload });
};

describe('POST /api/v1/motor/leads', () => {
  it('stores the lead with the partner of the origin and answers its transId as data', async () => {
    const res = await postLead(lead);
    expect(res.statusCode).toBe(200);
    const transId = res.json().data as string;
    const [row] = await t.app.db.orm.select().from(leads).where(eq(leads.transId, transId));
    expect(row).toMatchObject({ selectedOption: 'Renew Policy', name: 'Aisha Al Balushi', mobileNo: '91234567', partnerId: 'default', journeyId: 1, leadStatus: 'Initiated', journeyStatus: 1 });
  });

  it('re-checks the landing rules in order and answers the first message', async () => {
    const blank = await postLead({ ...lead, name: '   ', mobileNo: '123' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe('Name is required');
    expect(blank.json().error.details.map((d: { field: string }) => d.field)).toEqual(['/name', '/mobileNo']);
    expect((await postLead({ ...lead, mobileNo: '81234567' })).json().error.message).toBe('Please enter valid oman mobile number.');
    expect((await postLead({ ...lead, acceptPrivacyPolicy: false })).json().error.message).toBe('Please accept the privacy policy');
    // A name that is there but too long is not told it is missing.
    const long = (await postLead({ ...lead, name: 'A'.repeat(101) })).json().error;
    // The wire schema refuses it before the form's check: worded by the generic text, not ajv's English.
    expect(long.details).toEqual([{ field: '/name', keyword: 'maxLength', message: 'This field is not valid' }]);
    const arabic = await postLead({ ...lead, name: 'A'.repeat(101) }, { 'accept-language': 'ar' });
    expect(arabic.json().error.details).toEqual([{ field: '/name', keyword: 'maxLength', message: 'هذا الحقل غير صالح' }]);
  });

  it('refuses an unknown option, a changed fixed field, an unknown field and a missing token', async () => {
    expect((await postLead({ ...lead, selectedOption: 'Steal Policy' })).statusCode).toBe(400);
    expect((await postLead({ ...lead, leadStatus: 'Converted' })).statusCode).toBe(400);
    expect((await postLead({ ...lead, admin: true })).statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/motor/leads', payload: lead });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('PUT /api/v1/motor/leads', () => {
  it('keeps a lookup page upload with its lead (the ROP page sends its policy number as quoteNo)', async () => {
    const transId = (await postLead(lead)).json().data as string;
    const res = await putUpload({ transId, plateNumber: '1001', plateCode: 'A', licenseNo: '08123456', quoteNo: 'P/10/0501/2025/900001' });
    expect(res.statusCode).toBe(200);
    const [row] = await t.app.db.orm.select().from(leadUploads).where(eq(leadUploads.id, res.json().data));
    expect(row).toMatchObject({ transId, partnerId: 'default', plateNumber: '1001', licenseNo: '08123456', quoteNo: 'P/10/0501/2025/900001', mulkiyaImageFrontPath: null });
  });

  it('stores checked images in the upload store and the vehicle value in baiza', async () => {
    const transId = (await postLead(lead)).json().data as string;
    const res = await putUpload({ transId, fullName: 'Aisha', selectedProduct: '0501', vehicleValue: '8000.5', mulkiyaInputType: 'upload' }, { mulkiyaImageFront: PNG, mulkiyaImageBack: PNG });
    expect(res.statusCode).toBe(200);
    const [row] = await t.app.db.orm.select().from(leadUploads).where(eq(leadUploads.id, res.json().data));
    expect(row!.vehicleValueBaiza).toBe(8_000_500);
    expect(row!.mulkiyaImageFrontPath).toBe(`db:${transId}/mulkiyaImageFront`);
    expect(await t.app.leadImagesRepository.get(transId, 'mulkiyaImageFront')).toEqual({ bytes: PNG, extension: 'png' });
  });

  it('keeps at most one image per kind: a new upload replaces the old one', async () => {
    const transId = (await postLead(lead)).json().data as string;
    const JPEG = Buffer.from('ffd8ffe000104a464946000101', 'hex');
    expect((await putUpload({ transId }, { dlImageFront: PNG, dlImageBack: PNG })).statusCode).toBe(200);
    expect((await putUpload({ transId }, { dlImageFront: JPEG })).statusCode).toBe(200);
    const rows = await t.app.db.query<{ kind: string; extension: string }>('select kind, extension from lead_upload_images where trans_id = $1 order by kind', [transId]);
    expect(rows).toEqual([{ kind: 'dlImageBack', extension: 'png' }, { kind: 'dlImageFront', extension: 'jpg' }]);
  });

  it('refuses an unknown lead, a file that is not an image, an unknown field and a bad value', async () => {
    expect((await putUpload({ transId: 'no-such-lead' })).statusCode).toBe(404);
    const transId = (await postLead(lead)).json().data as string;
    const text = await putUpload({ transId }, { dlImageFront: Buffer.from('<script>alert(1)</script>') });
    expect(text.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect((await putUpload({ transId }, { avatar: PNG })).statusCode).toBe(400);
    expect((await putUpload({ transId, isAdmin: '1' })).statusCode).toBe(400);
    // A vehicle value that is no OMR amount (a form may word it its own way) is kept as typed, not refused.
    expect((await putUpload({ transId, vehicleValue: '12,000' })).statusCode).toBe(200);
    const [kept] = await t.app.db.query<{ fields: Record<string, string> }>('select fields from extra_fields where trans_id = $1', [transId]);
    expect(kept?.fields).toEqual({ vehicleValue: '12,000' });
    // A product the catalog does not list (schemas/catalog/products.json).
    const product = await putUpload({ transId, selectedProduct: '0999' });
    expect(product.statusCode).toBe(400);
    expect(product.json().error.details).toEqual([expect.objectContaining({ field: '/selectedProduct', keyword: 'enum' })]);
    expect((await putUpload({ plateNumber: '1001' })).statusCode).toBe(400);
  });

  it('refuses JSON: the upload is multipart', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/v1/motor/leads', headers: { authorization: t.bearer() }, payload: { transId: 'x' } });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
  });
});

describe('PUT /api/v1/motor/leads quotas', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ env: { LEAD_UPLOAD_RATE_PER_MINUTE: 3, UPLOAD_STORE_MAX_BYTES: 3 * PNG.length } });
  });
  afterAll(async () => small?.close());

  it('refuses images over the store budget (507), then uploads over the per-client limit (429 with Retry-After)', async () => {
    const transId = (await postLead(lead, {}, small)).json().data as string;
    expect((await putUpload({ transId }, { mulkiyaImageFront: PNG, mulkiyaImageBack: PNG }, small)).statusCode).toBe(200);
    const full = await putUpload({ transId }, { dlImageFront: PNG, dlImageBack: PNG }, small);
    expect(full.statusCode).toBe(507);
    expect(full.json().error.code).toBe('UPLOAD_STORE_FULL');
    expect((await putUpload({ transId, plateNumber: '1001' }, {}, small)).statusCode).toBe(200);
    const limited = await putUpload({ transId }, {}, small);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
  });
});

describe('POST /api/dic/motor-insurance/request-policy-document', () => {
  const log = (payload: object) => t.app.inject({ method: 'POST', url: '/api/dic/motor-insurance/request-policy-document', payload });

  it('logs the lookup and its document list without a token', async () => {
    const res = await log({ PLATE_NO: '1006', PLATE_CODE: 'B', LICENSE_NO: '12345006', PHONE_NO: '', POLICY_NO: '', RESPONSE: [{ label: 'Receipt', url: '/api/v1/motor/documents/x' }] });
    expect(res.statusCode).toBe(204);
    const rows = await t.app.db.orm.select().from(policyDocumentRequests).where(eq(policyDocumentRequests.plateNo, '1006'));
    expect(rows.at(-1)).toMatchObject({ partnerId: 'default', plateCode: 'B', licenseNo: '12345006', phoneNo: null, response: ['Receipt~~/api/v1/motor/documents/x'] });
  });

  it('logs the failure text, and refuses any other text or an unknown field', async () => {
    expect((await log({ POLICY_NO: 'P/1', RESPONSE: 'Error fetching documents' })).statusCode).toBe(204);
    expect((await log({ POLICY_NO: 'P/1', RESPONSE: 'anything else' })).statusCode).toBe(400);
    expect((await log({ RESPONSE: [], EXTRA: 1 })).statusCode).toBe(400);
    expect((await log({ PLATE_NO: '1' })).statusCode).toBe(400);
  });
});
