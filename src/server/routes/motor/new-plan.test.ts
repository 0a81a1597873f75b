// Issue 21, item 5: staff add a third-party plan to the catalogue (schemas/catalog/products.json)
// and to the sandbox insurer's plans file (sandbox/insurer-plans.json), and a customer gets a
// priced quote with it through the API. The plans file is read at start and again by the
// sandbox's POST /_reset (docs/sandbox-insurer.md, "Plans, add-ons and rating").
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

const PLAN = '050020';
let root = '';
let t: TestApp;

function editJson(file: string, change: (data: Record<string, any>) => void): void {
  const full = path.join(root, file);
  const data = JSON.parse(readFileSync(full, 'utf8')) as Record<string, any>;
  change(data);
  writeFileSync(full, JSON.stringify(data, null, 2));
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'new-plan-'));
  for (const dir of ['schemas', 'journeys', 'partners', 'locales', 'public', 'sandbox']) cpSync(path.resolve(dir), path.join(root, dir), { recursive: true });
  // What staff write in the portal's config: the plan, and its label in both languages.
  editJson('schemas/catalog/products.json', (data) => {
    data.plans.push({ id: PLAN, product: '0502', name: 'Basic + Driver + RSA', label: `catalog.plans.${PLAN}`, addOns: ['driver', 'rsa'] });
  });
  editJson('locales/en.json', (data) => void (data.catalog.plans[PLAN] = 'Basic + Driver + RSA'));
  editJson('locales/ar.json', (data) => void (data.catalog.plans[PLAN] = 'أساسي + السائق + المساعدة على الطريق'));
  // The sandbox reads its plans file under CONFIG_ROOT; the portal reads its tree there too.
  t = await createTestApp({ listen: true, env: { CONFIG_ROOT: root, LOOKUP_RATE_PER_MINUTE: 1000, LOOKUP_RATE_PER_PLATE_PER_HOUR: 1000 } });
}, 180_000);
afterAll(async () => {
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

// docs/sandbox-insurer.md: 2001 H is a new vehicle (Corolla, saloon, private) of licence 55000008.
const newQuote = () =>
  t.app.inject({
    method: 'POST', url: '/api/v1/motor/quotes/new', headers: { authorization: t.bearer('staff') },
    payload: { mobileNo: '98000008', firstName: 'Staff', plateNo: '2001', plateCode: 'H', civilId: '55000008', product: '0502' },
  });
const confirm = (quoteNo: string) =>
  t.app.inject({
    method: 'POST', url: '/api/v1/motor/quotes/confirm-package', headers: { authorization: t.bearer('staff') },
    payload: { quoteNo, packageId: PLAN, prodId: '0502' },
  });
const reset = () => t.app.inject({ method: 'POST', url: '/sandbox/insurer/_reset' });

describe('a new third-party plan, end to end in the sandbox', () => {
  it('is neither offered nor confirmed while only the catalogue has it (the sandbox logs a warning)', async () => {
    const res = await newQuote();
    expect(res.statusCode).toBe(200);
    const packages = res.json().quote.packages as Array<{ planId: string }>;
    expect(packages.map((p) => p.planId)).not.toContain(PLAN);
    expect((await confirm(res.json().quote.quoteNo)).statusCode).toBeGreaterThanOrEqual(400);
    expect((await reset()).json()).toEqual({ reset: true });
  }, 120_000);

  it('is priced once the sandbox plans file has it too, after the sandbox _reset', async () => {
    editJson('sandbox/insurer-plans.json', (data) => {
      data.plans.push({ id: PLAN, product: '0502', name: 'Basic + Driver + RSA', addOns: ['driver', 'rsa'] });
    });
    expect((await reset()).json()).toEqual({ reset: true });
    const res = await newQuote();
    expect(res.statusCode).toBe(200);
    const { quote } = res.json();
    // Saloon, private: basic 55.000 + driver 5.000 + RSA 7.000 = 67.000, VAT 5% 3.350.
    expect(quote.packages).toContainEqual(expect.objectContaining({
      planId: PLAN, plan: 'Basic + Driver + RSA', premiumAmt: '70.350',
      coverage: 'Third Party Bodily Injury,Third Party Property Damage,Driver Personal Accident,Roadside Assistance (RSA)',
    }));
    const confirmed = await confirm(quote.quoteNo);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ quoteNo: quote.quoteNo, packageId: PLAN, premiumAmt: '70.350' });
    await reset();
  }, 120_000);

  it('keeps the table in use and names the file and pointer when the edited file is broken', async () => {
    editJson('sandbox/insurer-plans.json', (data) => void (data.plans.at(-1).addOns = ['driver', 'orangeCard']));
    const res = await reset();
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      reset: false, file: path.join(root, 'sandbox', 'insurer-plans.json'),
      problems: [expect.stringContaining('/plans/8/addOns/1: "orangeCard" is not an add-on of this file')],
    });
    const still = await newQuote();
    expect(still.json().quote.packages).toContainEqual(expect.objectContaining({ planId: PLAN, premiumAmt: '70.350' }));
  }, 120_000);
});
