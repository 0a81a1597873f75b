import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { fieldRuleProblems } from '../../config/forms/field-rules.js';

type FormData = Record<string, unknown>;

/**
 * Rules the compiled schema cannot hold (src/config/forms/field-rules.ts: fields made required by
 * the form's effects, widget rules), as rjsf's error schema. Built as an error schema of its own
 * because rjsf's customValidate only reaches fields that already have a value.
 */
export function portalErrorSchema(
  schema: RJSFSchema,
  uiSchema: UiSchema | undefined,
  required: string[],
  data: FormData,
  translate: (field: string, keyword: string) => string,
): ErrorSchema {
  const errors: Record<string, { __errors: string[] }> = {};
  for (const { field, keyword } of fieldRuleProblems(schema as Record<string, unknown>, uiSchema, required, data)) {
    errors[field] = { __errors: [translate(field, keyword)] };
  }
  return errors as ErrorSchema;
}

/** Hidden fields get the hidden widget; effect-required ones are flagged for the asterisk. */
export function withEffects(uiSchema: UiSchema | undefined, required: string[], hidden: string[]): UiSchema | undefined {
  if (!required.length && !hidden.length) return uiSchema;
  const next: UiSchema = { ...uiSchema };
  for (const field of required) next[field] = { ...next[field], 'ui:options': { ...next[field]?.['ui:options'], portalRequired: true } };
  for (const field of hidden) next[field] = { ...next[field], 'ui:widget': 'hidden' };
  return next;
}
