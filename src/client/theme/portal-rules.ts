import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { isBlank } from '../../shared/blank.js';
import { checkWidgetRule, widgetRuleOf } from './rules.js';
import { inputKindOf } from './widget-testers.js';

type FormData = Record<string, unknown>;

/**
 * Rules the compiled schema cannot hold: widget rules (e-mail, telephone) for fields whose schema
 * has no pattern of its own, and fields made required by the form's effects. Built as an error
 * schema of its own because rjsf's customValidate only reaches fields that already have a value.
 */
export function portalErrorSchema(
  schema: RJSFSchema,
  uiSchema: UiSchema | undefined,
  required: string[],
  data: FormData,
  translate: (field: string, keyword: string) => string,
): ErrorSchema {
  const errors: Record<string, { __errors: string[] }> = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (typeof property !== 'object') continue;
    if (required.includes(name) && isBlank(data[name])) {
      errors[name] = { __errors: [translate(name, 'required')] };
      continue;
    }
    // Only text is dialled or mailed: a yes/no box such as "Same as Mobile No" has no widget rule.
    if (property.pattern || (property.type !== undefined && property.type !== 'string')) continue;
    // The rule of the input the field's widget draws (the same testers choose it), never of its name.
    const broken = checkWidgetRule(widgetRuleOf(inputKindOf(property, uiSchema?.[name])), data[name]);
    if (broken) errors[name] = { __errors: [translate(name, broken)] };
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
