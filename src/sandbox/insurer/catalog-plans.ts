// The portal's catalogue (schemas/catalog/products.json) and the sandbox insurer's plans file are
// edited separately; a plan the portal offers but the sandbox cannot price would only show as
// "We could not prepare a quote" to whoever tries it, so the sandbox says so in its log instead.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { InsurerPlans } from './plans-file.js';

/** Plan ids of the catalogue beside the plans file (same config root) that the file does not price. */
export async function catalogPlansNotPriced(plansFile: string, table: InsurerPlans): Promise<string[]> {
  const catalogFile = path.join(path.dirname(plansFile), '..', 'schemas', 'catalog', 'products.json');
  let catalog: unknown;
  try {
    catalog = JSON.parse(await readFile(catalogFile, 'utf8'));
  } catch {
    // No catalogue there (the simulators alone, a test's tree) or a broken one: the config check reports that.
    return [];
  }
  const plans = (catalog as { plans?: unknown }).plans;
  if (!Array.isArray(plans)) return [];
  const priced = new Set(table.plans.map((p) => `${p.product}/${p.planId}`));
  return plans
    .map((p) => p as { id?: unknown; product?: unknown })
    .filter((p) => typeof p.id === 'string' && !priced.has(`${String(p.product)}/${p.id}`))
    .map((p) => String(p.id));
}
