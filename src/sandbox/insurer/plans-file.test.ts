import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadInsurerPlans, plansFileIn, PlansFileError } from './plans-file.js';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const original = JSON.parse(readFileSync(plansFileIn(repoRoot), 'utf8')) as Record<string, unknown> & { plans: Array<Record<string, unknown>>; products: Array<Record<string, unknown>> };

/** The repository's file with `change` applied, in a directory of its own beside the schema. */
function brokenCopy(change: (data: typeof original) => void): string {
  const root = mkdtempSync(path.join(tmpdir(), 'sandbox-plans-'));
  cpSync(path.join(repoRoot, 'sandbox'), path.join(root, 'sandbox'), { recursive: true });
  const data = structuredClone(original);
  change(data);
  writeFileSync(plansFileIn(root), JSON.stringify(data));
  return plansFileIn(root);
}

async function problemsOf(file: string): Promise<string[]> {
  const err = await loadInsurerPlans(file).then(() => undefined, (e: unknown) => e);
  expect(err).toBeInstanceOf(PlansFileError);
  expect((err as PlansFileError).message).toContain(file);
  return (err as PlansFileError).problems;
}

describe('the sandbox insurer plans file', () => {
  it('reads the repository file: amounts in baiza, plans in the file order', async () => {
    const table = await loadInsurerPlans(plansFileIn(repoRoot));
    expect(table.vatPercent).toBe(5);
    expect(table.addOns.get('uae')).toEqual({ label: 'UAE Extension (Orange Card)', baiza: 12_000 });
    expect(table.products.get('0502')?.rating).toMatchObject({ basis: 'bodyAndUsage', baiza: { BUS: { COMMERCIAL: 160_000 } } });
    expect(table.plans.map((p) => p.planId)).toEqual(original.plans.map((p) => p.id));
  });

  it('names the pointer of a schema violation', async () => {
    const file = brokenCopy((data) => {
      data.plans[0]!['id'] = '5013';
      (data.products[1]!['rating'] as Record<string, unknown>)['basis'] = 'flat';
    });
    const problems = await problemsOf(file);
    expect(problems).toContainEqual(expect.stringMatching(/^\/plans\/0\/id: must match pattern/));
    expect(problems).toContainEqual('/products/1/rating/basis: "flat" is not one of vehicleValue, bodyAndUsage.');
  });

  it('names an add-on, product or id the plans refer to that the file does not define', async () => {
    const problems = await problemsOf(brokenCopy((data) => {
      data.plans[0]!['addOns'] = ['orangeCard'];
      data.plans[1]!['product'] = '0509';
      data.plans[2]!['id'] = data.plans[3]!['id'];
    }));
    expect(problems).toEqual([
      '/plans/0/addOns/0: "orangeCard" is not an add-on of this file (medex, driver, family, rsa, uae).',
      '/plans/1/product: "0509" is not a product of this file (0501, 0502).',
      `/plans/3/id: plan ${String(original.plans[3]!['id'])} is listed twice.`,
    ]);
  });

  it('says so when the file is missing or not JSON', async () => {
    const missing = path.join(mkdtempSync(path.join(tmpdir(), 'sandbox-plans-')), 'sandbox', 'insurer-plans.json');
    await expect(loadInsurerPlans(missing)).rejects.toThrow(/cannot be read/);
    const file = brokenCopy(() => {});
    writeFileSync(file, '{ "vatPercent": 5,');
    expect((await problemsOf(file))[0]).toMatch(/is not valid JSON/);
  });
});
