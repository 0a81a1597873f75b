// Realistic staff edits of the config tree (issue 21). Each is either refused by the checker (with
// the file and JSON pointer it must name) or must leave every journey walking on the sandbox.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

type Json = Record<string, any>;
export interface Edit {
  name: string;
  apply(root: string): void;
  /** [file, pointer] the checker must name; absent: the edit is accepted and every journey still walks. */
  refused?: [string, string];
  /** Extra fields the walk must find kept (table extra_fields) after the edit. */
  kept?: Record<string, unknown>;
}

export function edit(root: string, file: string, change: (data: Json) => void): void {
  const path = join(root, file);
  const data = JSON.parse(readFileSync(path, 'utf8')) as Json;
  change(data);
  writeFileSync(path, JSON.stringify(data, null, 2));
}

const BUY = 'schemas/forms/buy-policy.json';
/** Steps of the shipped ROP journey: a step pushed after them is at this index. */
const ROP_STEPS = (JSON.parse(readFileSync(join(import.meta.dirname, '../../journeys/rop-resubmission.json'), 'utf8')) as { steps: unknown[] }).steps.length;
const BUY_J = 'journeys/buy-policy.json';
const LEAD = 'schemas/forms/lead.json';
const RENEW = 'schemas/forms/renew-lookup.json';
const buyField = (root: string, name: string, schema: Json) => edit(root, BUY, (f) => (f.schema.properties[name] = schema));
const buyRequest = (root: string, change: (request: Json) => void) => edit(root, BUY_J, (j) => change(j.steps[0].request));
const texts = (root: string, change: (texts: Json, lng: 'en' | 'ar') => void) => {
  for (const lng of ['en', 'ar'] as const) edit(root, `locales/${lng}.json`, (t) => change(t, lng));
};
/** The README's recipe: a number between 1,000 and 100,000 (the pattern, a text rule, goes). */
const numericValue = (root: string, type: 'number' | 'integer') =>
  edit(root, BUY, (f) => {
    f.schema.properties.vehicleValue = { type, title: 'buyPolicy.fields.vehicleValue', minimum: 1000, maximum: 100000 };
    f.messages.vehicleValue = { required: 'error.required', minimum: 'buyPolicy.errors.vehicleValue', maximum: 'buyPolicy.errors.vehicleValue' };
  });
const referral = (root: string) => {
  buyField(root, 'referralCode', { type: 'string', title: 'buyPolicy.fields.referralCode', maxLength: 20 });
  texts(root, (t, lng) => (t.buyPolicy.fields.referralCode = lng === 'en' ? 'Referral code' : 'رمز الإحالة'));
};

export const EDITS: Edit[] = [
  // Types and ranges
  { name: 'vehicle value as a number between 1,000 and 100,000', apply: (r) => numericValue(r, 'number') },
  { name: 'vehicle value as a whole number between 1,000 and 100,000', apply: (r) => numericValue(r, 'integer') },
  { name: 'vehicle value as a yes/no', apply: (r) => buyField(r, 'vehicleValue', { type: 'boolean', title: 'buyPolicy.fields.vehicleValue' }), refused: [BUY, '/schema/properties/vehicleValue/type'] },
  { name: 'vehicle value up to 10^25 (longer than the insurer takes)', apply: (r) => buyField(r, 'vehicleValue', { type: 'integer', title: 'buyPolicy.fields.vehicleValue', maximum: 1e25 }), refused: [BUY, '/schema/properties/vehicleValue/maximum'] },
  { name: 'first name at least 2 letters', apply: (r) => edit(r, BUY, (f) => (f.schema.properties.firstName.minLength = 2)) },
  { name: 'first name at most 80 letters', apply: (r) => edit(r, BUY, (f) => (f.schema.properties.firstName.maxLength = 80)) },
  { name: 'first name up to 200 letters (the insurer takes 100)', apply: (r) => edit(r, BUY, (f) => (f.schema.properties.firstName.maxLength = 200)), refused: [BUY, '/schema/properties/firstName/maxLength'] },
  { name: 'chassis number at most 20', apply: (r) => edit(r, BUY, (f) => (f.schema.properties.chasisNo.maxLength = 20)) },
  { name: 'lead name at most 60', apply: (r) => edit(r, LEAD, (f) => (f.schema.properties.name.maxLength = 60)) },
  { name: 'privacy consent made a text', apply: (r) => edit(r, LEAD, (f) => (f.schema.properties.acceptPrivacyPolicy = { type: 'string', title: 'landing.form.privacyPolicy', enum: ['yes'] })), refused: [LEAD, '/schema/properties/acceptPrivacyPolicy/type'] },
  { name: 'civil id no longer required', apply: (r) => edit(r, BUY, (f) => (f.schema.required = f.schema.required.filter((n: string) => n !== 'civilId'))), refused: [BUY, '/schema/required'] },
  // New fields, mapped and unmapped
  { name: 'referral code added, mapped nowhere (a warning)', apply: referral },
  {
    name: 'referral code mapped into the quote request (kept with the quote)',
    apply: (r) => { referral(r); buyRequest(r, (q) => (q.referralCode = 'form.referralCode')); },
    kept: { referralCode: 'REF-123' },
  },
  {
    name: 'referral code mapped into the lead upload (kept with the lead)',
    apply: (r) => { referral(r); edit(r, BUY_J, (j) => (j.steps[0].sideEffects[0].request.referralCode = 'form.referralCode')); },
    kept: { referralCode: 'REF-123' },
  },
  {
    name: 'referral code mapped into the document request log (which takes no such field)',
    apply: (r) => edit(r, 'journeys/request-policy-document.json', (j) => (j.steps[1].sideEffects[0].request.REFERRAL = 'form.plateCode')),
    refused: ['journeys/request-policy-document.json', '/steps/1/sideEffects/0/request/REFERRAL'],
  },
  {
    name: 'a marketing consent checkbox mapped into the quote request',
    apply: (r) => {
      buyField(r, 'marketingConsent', { type: 'boolean', title: 'buyPolicy.fields.marketingConsent' });
      texts(r, (t) => (t.buyPolicy.fields.marketingConsent = 'OK'));
      buyRequest(r, (q) => (q.marketingConsent = 'form.marketingConsent'));
    },
    kept: { marketingConsent: true },
  },
  {
    name: 'years of driving (0-60) mapped into the quote request',
    apply: (r) => {
      buyField(r, 'yearsDriving', { type: 'integer', title: 'buyPolicy.fields.yearsDriving', minimum: 0, maximum: 60 });
      texts(r, (t) => (t.buyPolicy.fields.yearsDriving = 'Years'));
      buyRequest(r, (q) => (q.yearsDriving = 'form.yearsDriving'));
    },
    kept: { yearsDriving: 0 },
  },
  {
    name: 'a list field mapped into the quote request',
    apply: (r) => {
      buyField(r, 'drivers', { type: 'array', title: 'buyPolicy.fields.drivers', items: { type: 'string' } });
      texts(r, (t) => (t.buyPolicy.fields.drivers = 'Drivers'));
      buyRequest(r, (q) => (q.drivers = 'form.drivers'));
    },
    refused: [BUY, '/schema/properties/drivers/type'],
  },
  {
    name: 'an e-mail field mapped to the insurer\'s emailId',
    apply: (r) => {
      buyField(r, 'email', { type: 'string', title: 'buyPolicy.fields.email', maxLength: 100, pattern: '^\\s*([^@\\s]+@[^@\\s]+)?\\s*$' });
      texts(r, (t) => (t.buyPolicy.fields.email = 'E-mail'));
      buyRequest(r, (q) => (q.emailId = 'form.email'));
    },
  },
  {
    name: 'a city field on the landing lead form (sent as is, kept with the lead)',
    apply: (r) => {
      edit(r, LEAD, (f) => (f.schema.properties.city = { type: 'string', title: 'landing.form.city', maxLength: 40 }));
      texts(r, (t) => (t.landing.form.city = 'City'));
    },
    kept: { city: 'REF-123' },
  },
  {
    name: 'a field added to a renew tab but not sent',
    // Siblings of a fragment's $ref are merged over it (docs/architecture.md, "Shared fragments").
    apply: (r) => edit(r, RENEW, (f) => (f.tabs[0].schema = { properties: { nickname: { type: 'string', title: 'fields.civilId.label' } } })),
    refused: ['journeys/renew-policy.json', '/steps/0/request'],
  },
  // Renamed keys
  { name: 'quote request key mobileNo renamed mobile', apply: (r) => buyRequest(r, (q) => { q.mobile = q.mobileNo; delete q.mobileNo; }), refused: [BUY_J, '/steps/0/request'] },
  { name: 'request names a form field that does not exist', apply: (r) => buyRequest(r, (q) => (q.firstName = 'form.fullName')), refused: [BUY_J, '/steps/0/request/firstName'] },
  { name: 'a step id renamed without its goto', apply: (r) => edit(r, 'journeys/rop-resubmission.json', (j) => (j.steps[0].on.success = { goto: 'done' })), refused: ['journeys/rop-resubmission.json', '/steps/0/on/success/goto'] },
  { name: 'operation id misspelt in a journey', apply: (r) => edit(r, BUY_J, (j) => (j.steps[0].operation = 'new-quotes')), refused: [BUY_J, '/steps/0/operation'] },
  { name: 'a request that reads the response', apply: (r) => buyRequest(r, (q) => (q.chasisNo = 'response.quote.chassisNo')), refused: [BUY_J, '/steps/0/request/chasisNo'] },
  // Texts
  { name: 'an English text reworded', apply: (r) => edit(r, 'locales/en.json', (t) => (t.buyPolicy.fields.firstName = 'Your name')) },
  { name: 'an Arabic translation removed', apply: (r) => edit(r, 'locales/ar.json', (t) => delete t.buyPolicy.fields.firstName), refused: ['locales/ar.json', '/buyPolicy/fields/firstName'] },
  { name: 'a text removed from both languages', apply: (r) => texts(r, (t) => delete t.buyPolicy.fields.chasisNo), refused: [BUY, '/schema/properties/chasisNo/title'] },
  { name: 'a new error message for a short name', apply: (r) => {
    edit(r, BUY, (f) => { f.schema.properties.firstName.minLength = 2; f.messages.firstName.minLength = 'buyPolicy.errors.nameShort'; });
    texts(r, (t) => (t.buyPolicy.errors.nameShort = 'Too short'));
  } },
  // Order, tabs, widgets
  { name: 'buy form fields reordered', apply: (r) => edit(r, BUY, (f) => f.uiSchema['ui:order'].reverse()) },
  { name: 'renew tabs reordered', apply: (r) => edit(r, RENEW, (f) => f.tabs.reverse()) },
  { name: 'pay-premium tabs reordered', apply: (r) => edit(r, 'schemas/forms/pay-premium-lookup.json', (f) => f.tabs.reverse()) },
  { name: 'a Policy No tab added to renew', apply: (r) => {
    edit(r, RENEW, (f) => { f.tabs.push({ $ref: '../common/lookup.json#/tabs/policyNo' }); f.messages.policyNo = { $ref: '../common/messages.json#/policyNo' }; });
    edit(r, 'journeys/renew-policy.json', (j) => (j.steps[0].request.policyNo = 'form.policyNo'));
  } },
  { name: 'chassis number shown as a text area', apply: (r) => edit(r, BUY, (f) => (f.uiSchema.chasisNo = { 'ui:widget': 'textarea' })) },
  { name: 'vehicle value with a placeholder and help', apply: (r) => edit(r, BUY, (f) => (f.uiSchema.vehicleValue['ui:help'] = 'buyPolicy.fields.vehicleValue')) },
  // Catalogs and plans
  { name: 'a new plan for the comprehensive product', apply: (r) => {
    edit(r, 'schemas/catalog/products.json', (c) => c.plans.push({ id: '050099', product: '0501', name: 'Basic', label: 'catalog.plans.050099', addOns: [] }));
    texts(r, (t) => (t.catalog.plans['050099'] = 'Basic'));
  } },
  { name: 'a plan of a product that does not exist', apply: (r) => edit(r, 'schemas/catalog/products.json', (c) => (c.plans[0].product = '0599')), refused: ['schemas/catalog/products.json', '/plans/0/product'] },
  { name: 'a product label reworded', apply: (r) => edit(r, 'locales/en.json', (t) => (t.catalog.products['0501'] = 'Comprehensive cover')) },
  // Partners
  { name: 'a partner patch retitling the buy form\'s first name', apply: (r) => edit(r, 'partners/demo-partner.json', (p) => (p.overrides.forms['buy-policy'] = { uiSchema: { firstName: { 'ui:help': 'buyPolicy.fields.firstName' } } })) },
  { name: 'a partner patch of a path the form does not have', apply: (r) => edit(r, 'partners/demo-partner.json', (p) => (p.overrides.forms['buy-policy'] = { schema: { properties: { nickname: { type: 'string' } } } })), refused: ['partners/demo-partner.json', '/overrides/forms/buy-policy/schema/properties/nickname'] },
  { name: 'a partner patch making the vehicle value a yes/no', apply: (r) => edit(r, 'partners/demo-partner.json', (p) => (p.overrides.forms['buy-policy'] = { schema: { properties: { vehicleValue: { type: 'boolean' } } } })), refused: ['partners/demo-partner.json', '/overrides/forms/buy-policy'] },
  // Journeys
  { name: 'the lead upload side effect taken off the buy journey', apply: (r) => edit(r, BUY_J, (j) => delete j.steps[0].sideEffects) },
  { name: 'progress shown out of 4 steps', apply: (r) => edit(r, BUY_J, (j) => (j.steps[0].progress.total = 4)) },
  { name: 'a retry step added to ROP after an error', apply: (r) => edit(r, 'journeys/rop-resubmission.json', (j) => {
    j.steps.push({ ...j.steps[0], id: 'retry' });
    j.steps[0].on.error = { goto: 'retry' };
  }) },
  { name: 'a step nothing leads to', apply: (r) => edit(r, 'journeys/rop-resubmission.json', (j) => j.steps.push({ ...j.steps[0], id: 'again' })), refused: ['journeys/rop-resubmission.json', `/steps/${ROP_STEPS}`] },
];
