// One rule source: the server checks a request against the same resolved form the browser renders
// for the request's partner, with the same messages. Used by the lookups, the new quote, the lead
// and anything else whose body a journey step fills from a form.
import { partnerById, partnerConfigView, type ResolvedForm } from '../../config/resolve.js';
import type { ConfigTree } from '../../config/types.js';
import { applyEffects } from '../../config/forms/effects.js';
import { featuresOf } from '../../config/forms/features.js';
import { fieldOrder } from '../../config/forms/field-order.js';
import { fieldRuleProblems, type FieldRuleProblem } from '../../config/forms/field-rules.js';
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

/** The uiSchema that applies: the named tab's (the loader merged the form's into it), else the form's. */
function uiSchemaOf(form: ResolvedForm, tab?: string): Record<string, unknown> | undefined {
  return (form.tabs?.find((t) => t.id === tab)?.uiSchema ?? form.uiSchema) as Record<string, unknown> | undefined;
}

/**
 * The rules beyond the schema as the page applies them (src/config/forms: the fields the form's
 * effects require now for this partner's switches, the widgets' rules), by field and keyword.
 */
function ruleKeywords(tree: ConfigTree, partnerId: string, form: ResolvedForm, data: FormData, tab?: string): FieldRuleProblem[] {
  // Most forms have no effects: then the partner's switches are not read at all.
  const required = form.effects?.length ? applyEffects(form.effects, data, data, featuresOf(partnerConfigView(partnerById(tree, partnerId)))).required : [];
  return fieldRuleProblems(schemaOf(form, tab) ?? {}, uiSchemaOf(form, tab), required, data);
}

/** ruleKeywords with the page's message of each: what the page shows beside the fields. */
export function ruleProblems(tree: ConfigTree, partnerId: string, form: ResolvedForm, data: FormData, lang = 'en', tab?: string): FieldProblem[] {
  return ruleKeywords(tree, partnerId, form, data, tab)
    .map(({ field, keyword }) => ({ field: `/${field}`, keyword, message: fieldMessage(tree, partnerId, form, field, keyword, lang) }));
}

/**
 * What is wrong with `data` by the form's rules (schema, then ruleKeywords), one problem per field in the
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
  // A field the schema already refuses keeps that problem (one per field, as the page shows one).
  for (const { field, keyword } of ruleKeywords(tree, partnerId, form, data, options.tab)) {
    if (!byField.has(field)) byField.set(field, keyword);
  }
  if (!byField.size) return [];
  const order = fieldOrder(schema, uiSchemaOf(form, options.tab));
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
