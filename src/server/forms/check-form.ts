// One rule source: the server checks a request against the same resolved form the browser renders
// for the request's partner, with the same messages. Used by the lookups, the new quote, the lead
// and anything else whose body a journey step fills from a form.
import { partnerById, partnerConfigView, type ResolvedForm } from '../../config/resolve.js';
import type { ConfigTree } from '../../config/types.js';
import type { Effect } from '../../config/generated/form.js';
import { isBlank } from '../../shared/blank.js';
import { AppError, type FieldProblem } from '../errors.js';
import { resolvedForm, validatorFor } from './form-cache.js';
import { fieldMessage } from './form-messages.js';

export type FormData = Record<string, unknown>;

export interface FormCheckOptions {
  /** The tab whose schema applies, on a form with tabs. */
  tab?: string;
}

/** The schema that applies: the form's own, or the named tab's; undefined for an unknown tab. */
export function schemaOf(form: ResolvedForm, tab?: string): (Record<string, unknown> & { $id: string }) | undefined {
  if (!form.tabs) return form.schema;
  return form.tabs.find((t) => t.id === tab)?.schema;
}

/** Field names in the order the page shows them (ui:order, else the schema's own order). */
function fieldOrder(form: ResolvedForm, schema: Record<string, unknown>, tab?: string): string[] {
  const ui = (form.tabs?.find((t) => t.id === tab)?.uiSchema ?? form.uiSchema ?? {}) as Record<string, unknown>;
  const order = Array.isArray(ui['ui:order']) ? (ui['ui:order'] as string[]) : [];
  const own = Object.keys((schema['properties'] ?? {}) as Record<string, unknown>);
  return [...order.filter((name) => own.includes(name)), ...own.filter((name) => !order.includes(name))];
}

/** The form's effects as the browser applies them: here, the `require` rules that hold for this data and partner. */
function requiredByEffects(tree: ConfigTree, partnerId: string, effects: Effect[] | undefined, data: FormData): string[] {
  if (!effects?.length) return [];
  const view = partnerConfigView(partnerById(tree, partnerId));
  const features = { multiplePlans: view.SHOW_MULTIPLE_PLANS === 1, promoCode: view.SHOW_PROMO_CODE === 1, skipPayment: view.SHOW_SKIP_PAYMENT === 1 };
  const holds = ({ when }: Effect) => {
    if (when.feature !== undefined && features[when.feature] !== (when.is ?? true)) return false;
    if (when.field === undefined) return true;
    const value = data[when.field];
    if (when.equals !== undefined) return value === when.equals;
    if (when.in !== undefined) return when.in.includes(value as string | number | boolean);
    return !isBlank(value);
  };
  return effects.filter(holds).flatMap((effect) => effect.then.require ?? []);
}

/**
 * What is wrong with `data` by the form's rules (schema + effects), one problem per field in the
 * page's order, each with the message the page shows in `lang`. Empty when the data passes.
 */
export function formProblems(tree: ConfigTree, partnerId: string, formId: string, data: FormData, lang = 'en', options: FormCheckOptions = {}): FieldProblem[] {
  const form = resolvedForm(tree, partnerId, formId);
  const schema = schemaOf(form, options.tab);
  if (!schema) throw new Error(`schemas/forms/${formId}.json has no ${options.tab === undefined ? 'schema' : `tab "${options.tab}"`}`);
  const validate = validatorFor(tree, schema);
  const byField = new Map<string, string>();
  if (!validate(data)) {
    for (const e of validate.errors ?? []) {
      const field = e.keyword === 'required' ? String(e.params['missingProperty']) : (e.instancePath.split('/')[1] ?? '');
      if (!byField.has(field)) byField.set(field, e.keyword);
    }
  }
  for (const field of requiredByEffects(tree, partnerId, form.effects, data)) {
    if (!byField.has(field) && isBlank(data[field])) byField.set(field, 'required');
  }
  if (!byField.size) return [];
  const order = fieldOrder(form, schema, options.tab);
  const rank = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
  return [...byField.entries()]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([field, keyword]) => ({ field: `/${field}`, keyword, message: fieldMessage(tree, partnerId, form, field, keyword, lang) }));
}

/** Throws a 400 VALIDATION_FAILED (first problem's message, every problem in `details`) unless `data` passes the form. */
export function checkForm(tree: ConfigTree, partnerId: string, formId: string, data: FormData, lang = 'en', options: FormCheckOptions = {}): void {
  const details = formProblems(tree, partnerId, formId, data, lang, options);
  if (details.length) throw new AppError('VALIDATION_FAILED', { message: details[0]!.message, details });
}
