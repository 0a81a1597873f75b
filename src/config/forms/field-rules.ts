// The rules of a form beyond what its compiled JSON Schema checks: fields its effects require now
// (effects.ts) and the widgets' own rules (widget-rules.ts). The page shows them beside the fields
// (client/theme/portal-rules.ts), the server refuses a request by them (server/forms/check-form.ts).
import { isBlank } from './blank.js';
import { inputKindOf } from './widget-testers.js';
import { checkWidgetRule, widgetRuleOf } from './widget-rules.js';

type Json = Record<string, unknown>;

export interface FieldRuleProblem {
  field: string;
  /** `required` or a widget rule (`email`, `tel`), worded like an ajv keyword. */
  keyword: string;
}

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * One problem at most per field of the schema, in schema order: blank while required by an effect,
 * else a broken widget rule (text fields whose schema has no pattern of its own).
 */
export function fieldRuleProblems(schema: Json, uiSchema: Json | undefined, required: readonly string[], data: Json): FieldRuleProblem[] {
  const problems: FieldRuleProblem[] = [];
  const properties = isObject(schema['properties']) ? schema['properties'] : {};
  for (const [field, property] of Object.entries(properties)) {
    if (!isObject(property)) continue;
    if (required.includes(field) && isBlank(data[field])) {
      problems.push({ field, keyword: 'required' });
      continue;
    }
    // Only text is dialled or mailed: a yes/no box such as "Same as Mobile No" has no widget rule.
    if (property['pattern'] || (property['type'] !== undefined && property['type'] !== 'string')) continue;
    // The rule of the input the field's widget draws (the same testers choose it), never of its name.
    const broken = checkWidgetRule(widgetRuleOf(inputKindOf(property, uiSchema?.[field])), data[field]);
    if (broken) problems.push({ field, keyword: broken });
  }
  return problems;
}
