// The sandbox insurer's products, plans, add-ons and rating table come from a file staff can edit
// (sandbox/insurer-plans.json under the config root, documented in docs/sandbox-insurer.md), so
// that a new plan can be priced end to end before the real insurer is asked. The file is checked
// against its JSON Schema (sandbox/insurer-plans.schema.json, beside it) and for the references a
// schema cannot express; every problem names the file and the JSON pointer.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import { parseOmr } from './money.js';

export type UsageType = 'PRIVATE' | 'COMMERCIAL';

export type ProductRating =
  | { basis: 'vehicleValue'; ratePerMille: Record<UsageType, number>; minimumBaiza: number; maxVehicleAgeYears: number }
  | { basis: 'bodyAndUsage'; baiza: Record<string, Record<UsageType, number>> };

export interface InsurerProduct {
  id: string;
  name: string;
  /** Comprehensive, Third Party: answered as productType, and the cover's name in refusals. */
  type: string;
  basicCover: string[];
  rating: ProductRating;
}

export interface Plan {
  planId: string;
  product: string;
  name: string;
  addOns: string[];
}

export interface InsurerPlans {
  vatPercent: number;
  addOns: Map<string, { label: string; baiza: number }>;
  products: Map<string, InsurerProduct>;
  /** In the file's order: the order getQuoteV2 offers them. */
  plans: Plan[];
}

/** The file under a config root; sandbox-serve and the portal's sandbox both read it from CONFIG_ROOT. */
export const plansFileIn = (configRoot: string) => path.join(configRoot, 'sandbox', 'insurer-plans.json');
const SCHEMA_FILE = 'insurer-plans.schema.json';

export class PlansFileError extends Error {
  constructor(readonly file: string, readonly problems: string[]) {
    super(`The sandbox insurer's plans file ${file} is not valid:\n${problems.map((p) => `  - ${p}`).join('\n')}\nSee docs/sandbox-insurer.md, "Plans, add-ons and rating".`);
    this.name = 'PlansFileError';
  }
}

interface FileShape {
  vatPercent: number;
  addOns: Record<string, { label: string; premium: string }>;
  products: Array<{
    id: string; name: string; type: string; basicCover: string[];
    rating: { basis: 'vehicleValue'; ratePerMille: Record<UsageType, number>; minimumPremium: string; maxVehicleAgeYears: number }
      | { basis: 'bodyAndUsage'; premiums: Record<string, Record<UsageType, string>> };
  }>;
  plans: Array<{ id: string; product: string; name: string; addOns: string[] }>;
}

async function readJson(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    throw new PlansFileError(file, [`cannot be read (${(err as NodeJS.ErrnoException).code ?? String(err)}); copy it from the repository's sandbox/ folder.`]);
  }
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new PlansFileError(file, [`is not valid JSON: ${(err as Error).message}`]);
  }
}

/** What JSON Schema cannot say: unique ids, and plans naming products and add-ons of the file. */
function referenceProblems(data: FileShape): string[] {
  const problems: string[] = [];
  const productIds = data.products.map((p) => p.id);
  productIds.forEach((id, i) => {
    if (productIds.indexOf(id) !== i) problems.push(`/products/${i}/id: product ${id} is listed twice.`);
  });
  const planIds = data.plans.map((p) => p.id);
  data.plans.forEach((plan, i) => {
    if (planIds.indexOf(plan.id) !== i) problems.push(`/plans/${i}/id: plan ${plan.id} is listed twice.`);
    if (!productIds.includes(plan.product)) problems.push(`/plans/${i}/product: "${plan.product}" is not a product of this file (${productIds.join(', ')}).`);
    plan.addOns.forEach((addOn, j) => {
      if (!(addOn in data.addOns)) problems.push(`/plans/${i}/addOns/${j}: "${addOn}" is not an add-on of this file (${Object.keys(data.addOns).join(', ')}).`);
    });
  });
  return problems;
}

/** Amounts to baiza (the schema has checked their form). */
function toPlans(data: FileShape): InsurerPlans {
  const baiza = (value: string) => parseOmr(value)!;
  const perUsage = (row: Record<UsageType, string>) => ({ PRIVATE: baiza(row.PRIVATE), COMMERCIAL: baiza(row.COMMERCIAL) });
  return {
    vatPercent: data.vatPercent,
    addOns: new Map(Object.entries(data.addOns).map(([id, a]) => [id, { label: a.label, baiza: baiza(a.premium) }])),
    products: new Map(data.products.map((p) => [p.id, {
      id: p.id, name: p.name, type: p.type, basicCover: p.basicCover,
      rating: p.rating.basis === 'vehicleValue'
        ? { basis: 'vehicleValue', ratePerMille: p.rating.ratePerMille, minimumBaiza: baiza(p.rating.minimumPremium), maxVehicleAgeYears: p.rating.maxVehicleAgeYears }
        : { basis: 'bodyAndUsage', baiza: Object.fromEntries(Object.entries(p.rating.premiums).map(([body, row]) => [body, perUsage(row)])) },
    }])),
    plans: data.plans.map((p) => ({ planId: p.id, product: p.product, name: p.name, addOns: p.addOns })),
  };
}

/** Reads and checks the plans file; a PlansFileError lists every problem with its pointer. */
export async function loadInsurerPlans(file: string): Promise<InsurerPlans> {
  const schemaFile = path.join(path.dirname(file), SCHEMA_FILE);
  const schema = await readJson(schemaFile);
  const data = await readJson(file);
  let validate: ValidateFunction;
  try {
    validate = new Ajv({ allErrors: true, strict: true, discriminator: true }).compile(schema as object);
  } catch (err) {
    throw new PlansFileError(schemaFile, [`is not a valid JSON Schema: ${(err as Error).message}`]);
  }
  if (!validate(data)) {
    // A failed oneOf (the rating's two shapes) also reports each branch: the branch errors say more.
    const errors = (validate.errors ?? []).filter((e) => e.keyword !== 'oneOf');
    throw new PlansFileError(file, errors.map((e) => {
      if (e.keyword === 'discriminator') {
        const { tag, tagValue } = e.params as { tag: string; tagValue: unknown };
        return `${e.instancePath}/${tag}: ${JSON.stringify(tagValue)} is not one of vehicleValue, bodyAndUsage.`;
      }
      const allowed = e.keyword === 'const' ? ` (${JSON.stringify((e.params as { allowedValue: unknown }).allowedValue)})` : '';
      const extra = e.keyword === 'additionalProperties' ? ` ("${(e.params as { additionalProperty: string }).additionalProperty}")` : '';
      return `${e.instancePath || '/'}: ${e.message ?? 'is not valid'}${allowed}${extra}.`;
    }));
  }
  const problems = referenceProblems(data as FileShape);
  if (problems.length) throw new PlansFileError(file, problems);
  return toPlans(data as FileShape);
}
