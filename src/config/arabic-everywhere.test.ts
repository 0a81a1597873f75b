// Every finding staff can see has its Arabic: the checker runs over one broken config per kind of
// finding (tests/fixtures/config, plus edits of the real tree for the kinds no fixture has), and a
// finding without `ar`, or whose Arabic has a Latin word outside an FSI…PDI isolate, fails.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkConfigTree, loadCheckedRelease } from './check.js';
import { readReleaseFiles } from './files.js';
import type { ConfigIssue } from './types.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const fixturesDir = path.join(repoRoot, 'tests/fixtures/config');
const metaDir = path.join(repoRoot, 'schemas/meta');
const ARABIC = /[\u0600-\u06FF]/;
const ISOLATE = /\u2068[^\u2069]*\u2069/g;

/** What is wrong with a finding's Arabic, or '' (the Latin outside isolates is named). */
function arabicProblem(issue: ConfigIssue): string {
  if (!issue.ar) return 'no Arabic';
  for (const part of ['message', 'fix'] as const) {
    const text = issue.ar[part];
    if (!ARABIC.test(text)) return `${part} is not Arabic`;
    const latin = text.replace(ISOLATE, '').match(/[A-Za-z]+/g);
    if (latin) return `${part} has Latin outside isolates: ${latin.join(' ')}`;
    if ((text.match(/\u2068/g) ?? []).length !== (text.match(/\u2069/g) ?? []).length) return `${part} has an unclosed isolate`;
  }
  return '';
}

const problems = (issues: ConfigIssue[]) =>
  issues.map((issue) => ({ at: `${issue.file}${issue.pointer}`, message: issue.message, problem: arabicProblem(issue) })).filter((p) => p.problem);

describe('every finding has Arabic', () => {
  const cases = readdirSync(fixturesDir).filter((name) => name !== 'valid').sort();
  it.each(cases)('%s', async (name) => {
    const issues = await checkConfigTree(path.join(fixturesDir, name), { metaDir, warnings: true });
    expect(issues.length).toBeGreaterThan(0);
    expect(problems(issues)).toEqual([]);
  });
});

/** An origin partners/default.json claims. */
const DEFAULT_ORIGIN = 'http://localhost:8080';

type Json = Record<string, any>;
type Edit = (file: (path: string, change: (data: Json) => void) => void) => void;

/** The kinds no fixture has: each an edit of the real tree, checked with warnings. */
const EDITS: Record<string, Edit> = {
  'a form: id, tabs, messages, effects, uiSchema, x-enum, ui:order, widget, field, template, format': (file) => {
    file('schemas/forms/buy-policy.json', (form) => {
      form.id = 'buy';
      form.messages = { ...form.messages, nope: { pattern: 'error.pattern' }, chasisNo: { pattern: 'error.pattern' } };
      form.effects = [{ when: { field: 'nope', equals: 'x' }, then: { show: ['nada'] } }];
      form.uiSchema.nope = {};
      form.uiSchema['ui:order'] = ['mobileNo', 'mobileNo', 'ghost'];
      form.uiSchema.chasisNo = { 'ui:widget': 'slider', 'ui:field': 'NoField', 'ui:FieldTemplate': 'NoTemplate' };
    });
  },
  'a form with a format it does not know': (file) => file('schemas/forms/lead.json', (form) => { form.schema.properties.name.format = 'emial'; }),
  'catalogs: twice, unknown product, not served': (file) => {
    file('schemas/catalog/products.json', (c) => { c.products.push({ ...c.products[0] }); c.plans.push({ ...c.plans[0] }); c.plans[1].product = '9999'; });
    file('schemas/catalog/plate-codes.json', (c) => { c.codes.push({ ...c.codes[0] }); });
    file('schemas/catalog/operations.json', (c) => { const [id] = Object.keys(c.operations); c.operations[id!].path = '/api/v1/nowhere'; });
  },
  'journeys: every step rule': (file) => {
    file('journeys/buy-policy.json', (j) => {
      j.id = 'buy';
      const step = j.steps[0];
      step.prefill = { nope: 'state.x', mobileNo: 'form.mobileNo' };
      step.request = { ...step.request, extra: 'response.x', tabbed: 'tab', nope: 'form.nope' };
      step.progress = { current: 5, total: 3 };
      step.on = { ...step.on, NO_SUCH_ERROR: { message: 'errors.EXISTING_CUSTOMER' }, success: { goto: 'nowhere' } };
      j.steps.push({ id: 'details', kind: 'form', form: 'no-form', operation: 'no-op', on: { success: { goto: 'details' }, error: { message: 'response' } } }, { id: 'lonely', kind: 'view', view: 'landing', forms: ['no-form'] });
      j.aliases = ['/motor-insurance/renew-policy'];
    });
    file('journeys/renew-policy.json', (j) => { j.steps.push({ id: 'noform', kind: 'form', request: { a: 'form.x' } }, { id: 'noview', kind: 'view', options: {} }); });
  },
  'partners: id, origin, plan, logo, source id, texts, overrides': (file) => {
    file('partners/demo-partner.json', (p) => {
      p.id = 'demo';
      p.origins.push(DEFAULT_ORIGIN);
      p.plans = ['nope'];
      p.logo = '/partners/missing.svg';
      delete p.srcBusId;
      p.text.en.landing = { hero: { title: 'Only English' } };
      p.text.en.nope = { x: 'y' };
      p.text.ar.partner = { name: { deep: 'x' } };
      p.overrides = { forms: { 'no-form': {}, 'renew-lookup': { nothere: 1 } }, journeys: { 'buy-policy': { title: 'no.such.key' } } };
    });
  },
  'a partner with a logo that is not an image': (file) => file('partners/demo-partner.json', (p) => { p.logo = 'data:image/png;base64,AAAA'; }),
  'a partner with a source business id already taken': (file) => file('partners/demo-partner.json', (p) => { p.srcBusId = 'CP'; }),
  'promo codes': (file) => file('schemas/catalog/promo-codes.json', (c) => {
    c.promoCodes.push({ ...c.promoCodes[0], validFrom: '2030-01-01', validTo: '2029-01-01', partners: ['nobody'], products: ['9999'] });
  }),
  'locales: empty, one language, plural': (file) => {
    file('locales/en.json', (l) => { l.landing.hero.title = ' '; l.onlyEnglish = 'x'; l.counted_one = 'one'; l.counted_other = 'many'; });
    file('locales/ar.json', (l) => { l.counted_other = 'كثير'; });
  },
  'the wire: types, lengths, required, unsent': (file) => {
    file('schemas/forms/buy-policy.json', (form) => {
      const p = form.schema.properties;
      p.firstName.maxLength = 500;
      p.civilId = { type: 'boolean', title: p.civilId.title ?? 'buyPolicy.fields.civilId' };
      p.vehicleValue = { type: 'array', items: { type: 'string' }, title: 'buyPolicy.fields.vehicleValue' };
      p.riskType = { type: 'integer', title: 'buyPolicy.fields.riskType', maximum: 1e15 };
      p.unsent = { type: 'string', title: 'buyPolicy.fields.firstName' };
      form.schema.required = form.schema.required.filter((f: string) => f !== 'product');
    });
    file('journeys/buy-policy.json', (j) => {
      const r = j.steps[0].request;
      r.unknownWire = 'form.firstName';
      delete r.mobileNo;
      j.steps[0].sideEffects.push({ operation: 'lead-upload', request: { transId: 'state.transId', acceptPrivacyPolicy: 'form.civilId' } });
    });
    file('partners/demo-partner.json', (p) => { p.overrides.forms['buy-policy'] = { schema: { properties: { plateNo: { type: 'number' } } } }; });
  },
};

describe('every finding of an edited real tree has Arabic', () => {
  it.each(Object.keys(EDITS))('%s', async (name) => {
    const { texts } = await readReleaseFiles(repoRoot);
    const edited = { ...texts };
    EDITS[name]!((file, change) => {
      const data = JSON.parse(edited[file]!) as Json;
      change(data);
      edited[file] = JSON.stringify(data);
    });
    const { issues } = await loadCheckedRelease(edited, repoRoot, { warnings: true });
    expect(issues.length).toBeGreaterThan(0);
    expect(problems(issues)).toEqual([]);
  });
});
