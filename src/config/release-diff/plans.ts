// schemas/catalog/products.json `plans` as rows: a plan added, removed or changed (which columns),
// matched by plan id, so a reviewer reads "plan X added" rather than a shifted array.
import { isObject } from '../types.js';
import { sameJson } from './json-diff.js';
import { localeText } from './texts.js';
import type { Bilingual, PlanEntry, ReleaseFiles } from './types.js';
import { planSummary } from './words.js';

export const PRODUCTS_FILE = 'schemas/catalog/products.json';

type Row = Record<string, unknown>;

function rowsOf(data: unknown): Map<string, { row: Row; index: number }> {
  const rows = new Map<string, { row: Row; index: number }>();
  const plans = isObject(data) && Array.isArray(data.plans) ? data.plans : [];
  plans.forEach((row, index) => {
    if (isObject(row) && typeof row.id === 'string' && !rows.has(row.id)) rows.set(row.id, { row, index });
  });
  return rows;
}

/** The plan's label texts in that release, when its label key has them. */
function labelOf(row: Row, files: ReleaseFiles): Bilingual | undefined {
  if (typeof row.label !== 'string') return undefined;
  const en = localeText(files, 'en', row.label);
  const ar = localeText(files, 'ar', row.label);
  return en !== null || ar !== null ? { en: en ?? row.label, ar: ar ?? row.label } : undefined;
}

export function planEntries(beforeFiles: ReleaseFiles, afterFiles: ReleaseFiles): PlanEntry[] {
  const before = rowsOf(beforeFiles[PRODUCTS_FILE]);
  const after = rowsOf(afterFiles[PRODUCTS_FILE]);
  const entries: PlanEntry[] = [];
  for (const plan of [...new Set([...before.keys(), ...after.keys()])]) {
    const was = before.get(plan);
    const now = after.get(plan);
    if (was && now && sameJson(was.row, now.row)) continue;
    const change = !was ? 'added' : !now ? 'removed' : 'changed';
    const shown = now ?? was!;
    const columns = [...new Set([...Object.keys(was?.row ?? {}), ...Object.keys(now?.row ?? {})])]
      .filter((column) => !was || !now || !sameJson(was.row[column], now.row[column]))
      .sort();
    const product = String(shown.row.product ?? '');
    entries.push({
      kind: 'plan', file: PRODUCTS_FILE, pointer: `/plans/${shown.index}`, change, product, plan, columns,
      ...(was ? { before: was.row } : {}),
      ...(now ? { after: now.row } : {}),
      summary: planSummary(change, plan, product, labelOf(shown.row, now ? afterFiles : beforeFiles), columns, was?.row, now?.row),
    });
  }
  return entries;
}

/** products.json without its plans (what is left for the structural diff). */
export function withoutPlans(data: unknown): unknown {
  if (!isObject(data)) return data;
  const { plans: _plans, ...rest } = data;
  return rest;
}
