// A plan's customer-visible name is the text of its `label` key in both locale files; the plan's
// `name` is the insurer's own name for it, which no customer sees. These are the edits of a plan
// row that touch both: the label's texts written into the draft's locales, and a label key that
// follows the plan id while it is named after it (so a new row gets its key as its id is typed).
import { flattenTexts, withText, withoutText, type Texts } from './text-rows.js';

export interface Plan { id: string; product: string; name: string; label: string; addOns?: string[] }
export interface Catalog { products: Array<{ id: string; name: string }>; plans: Plan[] }
export interface PlanEdit { catalog: Catalog; en: Texts; ar: Texts }

const DEFAULT_PREFIX = 'catalog.plans.';

/** The key a plan with this id gets: the prefix the other plans' keys share with their ids. */
export function labelKeyFor(plans: Plan[], id: string): string {
  const named = plans.find((plan) => plan.id && plan.label.endsWith(`.${plan.id}`));
  const prefix = named ? named.label.slice(0, named.label.length - named.id.length) : DEFAULT_PREFIX;
  return `${prefix}${id}`;
}

/** The plan's label text in one language ('' while its key has none). */
export function labelText(texts: Texts, key: string): string {
  return key ? flattenTexts(texts)[key] ?? '' : '';
}

/** The plan at `index` with a new id; its key (and the key's texts) follow the id if it was named after it. */
export function withPlanId(edit: PlanEdit, index: number, id: string): PlanEdit {
  const { catalog } = edit;
  const plan = catalog.plans[index]!;
  const follows = id.trim() !== '' && (plan.label === '' || plan.label === labelKeyFor(catalog.plans, plan.id));
  const label = follows ? labelKeyFor(catalog.plans, id) : plan.label;
  const plans = catalog.plans.map((row, i) => (i === index ? { ...row, id, label } : row));
  if (label === plan.label) return { ...edit, catalog: { ...catalog, plans } };
  // Another plan sharing the old key keeps it; a key that already has texts keeps them.
  const shared = catalog.plans.some((row, i) => i !== index && row.label === plan.label);
  const move = (texts: Texts) => {
    const flat = flattenTexts(texts);
    const kept = plan.label && !shared ? withoutText(texts, plan.label) : texts;
    return withText(kept, label, flat[label] ?? (plan.label ? flat[plan.label] : undefined) ?? '');
  };
  return { catalog: { ...catalog, plans }, en: move(edit.en), ar: move(edit.ar) };
}

/** A new row: the first product, no id yet (its key comes with the id). */
export function withNewPlan(catalog: Catalog): Catalog {
  return { ...catalog, plans: [...catalog.plans, { id: '', product: catalog.products[0]?.id ?? '', name: '', label: '', addOns: [] }] };
}
