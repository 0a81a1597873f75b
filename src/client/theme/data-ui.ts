// uiSchema rules that depend on the entered data, applied on every change: fields a card read
// locked become read-only, and a select whose options belong to another field's value (a plan
// to its product, `ui:enumParents` from the catalog) offers only the matching ones.
import type { UiSchema } from '@rjsf/utils';
import { lockedFields } from './ocr/card-capture-options.js';

type FieldUi = { 'ui:enumParents'?: unknown; 'ui:options'?: Record<string, unknown> };

/** Values of a catalog select allowed now, by field; absent when the field is not filtered. */
export function allowedEnums(uiSchema: UiSchema | undefined, formData: Record<string, unknown>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [name, raw] of Object.entries(uiSchema ?? {})) {
    const ui = raw as FieldUi | undefined;
    const parentField = ui?.['ui:options']?.enumParentField;
    const parents = ui?.['ui:enumParents'];
    if (typeof parentField !== 'string' || !Array.isArray(parents)) continue;
    out[name] = parents.flatMap((parent, index) => (parent === formData[parentField] ? [String(index)] : []));
  }
  return out;
}

/** The uiSchema with the data-driven rules applied; the same object when none applies. */
export function withDataRules(uiSchema: UiSchema | undefined, formData: Record<string, unknown>): UiSchema | undefined {
  const locked = lockedFields(uiSchema, formData);
  const allowed = allowedEnums(uiSchema, formData);
  if (!locked.length && !Object.keys(allowed).length) return uiSchema;
  const next: UiSchema = { ...uiSchema };
  for (const field of locked) next[field] = { ...next[field], 'ui:readonly': true };
  // Indexes into the enum, since the widget sees its options as a list in schema order.
  for (const [field, indexes] of Object.entries(allowed)) {
    next[field] = { ...next[field], 'ui:options': { ...next[field]?.['ui:options'], enumAllowed: indexes } };
  }
  return next;
}
