// One rule source (issue 10): what business staff change in the JSON is what the server enforces.
// The app runs on a copy of the config tree with staff-style edits, over real HTTP to the sandbox insurer.
import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfigTree } from '../../config/index.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { lookUpQuote } from '../testing/test-client.js';
import { operationForms } from './operation-forms.js';

type Json = Record<string, any>; // JSON files edited as staff would
const SHORT_NAME = { en: 'Please enter your full name (at least 3 letters)', ar: 'يرجى إدخال اسمك الكامل (3 أحرف على الأقل)' };

let root: string;
let t: TestApp;

function edit(file: string, change: (data: Json) => void): void {
  const path = join(root, file);
  const data = JSON.parse(readFileSync(path, 'utf8')) as Json;
  change(data);
  writeFileSync(path, JSON.stringify(data, null, 2));
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'config-tree-'));
  for (const dir of ['schemas', 'journeys', 'partners', 'locales']) cpSync(join(process.cwd(), dir), join(root, dir), { recursive: true });
  // A Policy No tab on Renew: the tab and its messages from the shared fragments, and the journey sends its field.
  edit('schemas/forms/renew-lookup.json', (form) => {
    form.tabs.push({ $ref: '../common/lookup.json#/tabs/policyNo' });
    form.messages.policyNo = { $ref: '../common/messages.json#/policyNo' };
  });
  edit('journeys/renew-policy.json', (journey) => (journey.steps[0].request.policyNo = 'form.policyNo'));
  // A rule added to the buy form, with a message of its own in both languages.
  edit('schemas/forms/buy-policy.json', (form) => {
    form.schema.properties.firstName.minLength = 3;
    form.messages.firstName.minLength = 'buyPolicy.errors.nameShort';
  });
  for (const lng of ['en', 'ar'] as const) edit(`locales/${lng}.json`, (texts) => (texts.buyPolicy.errors.nameShort = SHORT_NAME[lng]));
  // A channel without Request Policy Document: no journey sends its lookup from a form any more.
  unlinkSync(join(root, 'journeys/request-policy-document.json'));
  t = await createTestApp({ listen: true, configRoot: root, env: { LOOKUP_RATE_PER_MINUTE: 1000, LOOKUP_RATE_PER_PLATE_PER_HOUR: 1000 } });
}, 60_000);
afterAll(async () => {
  await t?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

const post = (url: string, payload: object, language?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: { authorization: t.bearer(), ...(language ? { 'accept-language': language } : {}) } });

describe('a Policy No tab added to Renew', () => {
  it('renews by policy number end to end against the sandbox insurer', async () => {
    const [row] = await t.app.db.query<{ policy_no: string }>(
      `select p.policy_no from sbx_ins_policies p join sbx_ins_vehicles v on v.id = p.vehicle_id where v.plate_no = '1001' and v.plate_code = 'A'`,
    );
    const { quote } = await lookUpQuote(t, '/api/v1/motor/renewals/lookup', { lookupType: 'policyNo', policyNo: ` ${row!.policy_no} ` });
    expect(quote).toMatchObject({ quoteStatus: 'Quote', plateNumber: '1001', previousPolicyNo: row!.policy_no });
  });

  it("refuses a blank policy number with the tab's message, and a tab no page offers", async () => {
    const blank = await post('/api/v1/motor/renewals/lookup', { lookupType: 'policyNo', policyNo: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Please enter your Policy No', details: [{ field: '/policyNo' }] });
    const other = await post('/api/v1/motor/premiums/lookup', { lookupType: 'policyNo', policyNo: 'P/1' });
    expect(other.statusCode).toBe(400);
    expect(other.json().error.details).toEqual([{ field: '/lookupType', keyword: 'enum', message: 'lookupType must be one of plateCivil, plateMobile, quoteNo' }]);
  });
});

describe('a rule added to the buy form', () => {
  const body = { mobileNo: '98000008', firstName: 'Al', plateNo: '1007', plateCode: 'D', civilId: '55000008', product: '0502', transId: 't' };

  it('is refused by the server with the form message, in English and in Arabic', async () => {
    for (const [language, message] of [[undefined, SHORT_NAME.en], ['ar-OM,ar;q=0.9,en;q=0.5', SHORT_NAME.ar]] as const) {
      const res = await post('/api/v1/motor/quotes/new', body, language);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message, details: [{ field: '/firstName', keyword: 'minLength', message }] });
    }
  });

  it("applies the catalog's rules: a catalog product, and a vehicle value where the product requires one", async () => {
    const unknown = await post('/api/v1/motor/quotes/new', { ...body, firstName: 'Alia', product: '0999' });
    expect(unknown.json().error).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: '/product', keyword: 'enum' }] });
    const tree = await loadConfigTree(root);
    const valued = tree.catalogs.products.data.products.find((p) => p.requiresVehicleValue)!;
    const noValue = await post('/api/v1/motor/quotes/new', { ...body, firstName: 'Alia', product: valued.id }, 'ar');
    expect(noValue.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message: 'هذا الحقل مطلوب', details: [{ field: '/vehicleValue', keyword: 'required' }] });
  });
});

describe('the lead form', () => {
  const lead = { selectedOption: 'Buy Policy', acceptPrivacyPolicy: true, name: 'Aisha', mobileNo: '+968 9123 4567' };

  it("refuses in the spec's order (name, mobile, privacy) with the form's messages in the request's language", async () => {
    const res = await post('/api/v1/motor/leads', { ...lead, name: ' ', mobileNo: '123', acceptPrivacyPolicy: false }, 'ar');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('الاسم مطلوب');
    expect(res.json().error.details.map((d: { field: string }) => d.field)).toEqual(['/name', '/mobileNo', '/acceptPrivacyPolicy']);
    const mobile = await post('/api/v1/motor/leads', { ...lead, mobileNo: '81234567' });
    expect(mobile.json().error).toMatchObject({ message: 'Please enter valid oman mobile number.', details: [{ field: '/mobileNo', keyword: 'pattern' }] });
    const option = await post('/api/v1/motor/leads', { ...lead, selectedOption: 'Sell Car' });
    expect(option.json().error).toMatchObject({ message: 'Please choose what you would like to do', details: [{ field: '/selectedOption' }] });
  });

  it('accepts a valid lead and keeps the fixed fields fixed', async () => {
    expect((await post('/api/v1/motor/leads', { ...lead, journeyId: 1 })).statusCode).toBe(200);
    expect((await post('/api/v1/motor/leads', { ...lead, journeyId: 2 })).statusCode).toBe(400);
  });
});

describe('a journey taken out of the config', () => {
  it('leaves its request answered as a service not offered, in both languages, never checked or run', async () => {
    for (const [language, text] of [['en', 'This service is not offered here.'], ['ar', 'هذه الخدمة غير متاحة هنا.']] as const) {
      const res = await post('/api/v1/motor/policy-documents/lookup', { lookupType: 'plateCivil', plateNumber: '1001', plateCode: 'A', civilId: '08123456' }, language);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().error).toMatchObject({ code: 'SERVICE_NOT_OFFERED' });
      const texts = JSON.parse(readFileSync(join(root, `locales/${language}.json`), 'utf8')) as Json;
      expect(texts.errors.SERVICE_NOT_OFFERED).toBe(text);
    }
  });
});

describe('operation -> form, from the journeys', () => {
  it('binds each lookup, the new quote and the lead to the form its journey step fills the body from', async () => {
    const tree = await loadConfigTree(process.cwd());
    const formsOf = (op: string) => operationForms(tree, 'default', op).map((b) => b.formId);
    for (const [journeyId, journey] of Object.entries(tree.journeys)) {
      for (const step of journey.data.steps as { form?: string; operation?: string }[]) {
        if (step.form && step.operation) expect(formsOf(step.operation), journeyId).toContain(step.form);
      }
    }
    const [lead] = operationForms(tree, 'default', tree.journeys['landing']!.data.steps[0]!.options!['leadOperation'] as string);
    expect(lead).toMatchObject({ journeyId: 'landing', formId: tree.journeys['landing']!.data.steps[0]!.forms![0] });
    expect(lead!.fields).toBeUndefined();
  });
});
