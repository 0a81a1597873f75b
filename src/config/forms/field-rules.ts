// The rules of a form beyond what its compiled JSON Schema checks: fields its effects require now
// (effects.ts) and the widgets' own rules (widget-rules.ts). The page shows them beside the fields
// (client/theme/portal-rules.ts), the server refuses a request by them (server/forms/check-form.ts).
import { isBlank } from './blank.js';
import { inputKindOf } from './widget-testers.js';
import { checkWidgetRule, widgetRuleOf, type WidgetRule } from './widget-rules.js';

type Json = Record<string, unknown>;

export interface FieldRuleProblem {
  field: string;
  /** `required` or a widget rule (`email`, `tel`), worded like an ajv keyword. */
  keyword: string;
}

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Each field of the schema with its widget rule (none for a field with its own pattern, or no text). */
type RulePlan = Array<[field: string, rule: WidgetRule | undefined]>;

function rulePlan(properties: Json, uiSchema: Json | undefined): RulePlan {
  return Object.entries(properties).filter(([, property]) => isObject(property)).map(([field, property]) => {
    const p = property as Json;
    // Only text is dialled or mailed: a yes/no box such as "Same as Mobile No" has no widget rule.
    if (p['pattern'] || (p['type'] !== undefined && p['type'] !== 'string')) return [field, undefined];
    // The rule of the input the field's widget draws (the same testers choose it), never of its name.
    return [field, widgetRuleOf(inputKindOf(p, uiSchema?.[field]))];
  });
}

// The plan depends on the config alone, and the server checks every request against the same
// cached schema objects: choosing the widgets per request made a valid buy-policy's check 27-44 µs
// instead of 10-13 (best of 20 batches); once per schema and uiSchema it is 7-11. Config objects
// are never changed in place (a reloaded tree, an edited draft, a partner's patch are new
// objects), so a plan keyed by them cannot go stale.
const NO_UI: Json = {};
const plans = new WeakMap<Json, WeakMap<Json, RulePlan>>();

function cachedPlan(properties: Json, uiSchema: Json | undefined): RulePlan {
  let byUi = plans.get(properties);
  if (!byUi) plans.set(properties, (byUi = new WeakMap()));
  let plan = byUi.get(uiSchema ?? NO_UI);
  if (!plan) byUi.set(uiSchema ?? NO_UI, (plan = rulePlan(properties, uiSchema)));
  return plan;
}

/**
 * One problem at most per field of the schema, in schema order: blank while required by an effect,
 * else a broken widget rule (text fields whose schema has no pattern of its own).
 */
export function fieldRuleProblems(schema: Json, uiSchema: Json | undefined, required: readonly string[], data: Json): FieldRuleProblem[] {
  const problems: FieldRuleProblem[] = [];
  if (!isObject(schema['properties'])) return problems;
  for (const [field, rule] of cachedPlan(schema['properties'], uiSchema)) {
    if (required.includes(field) && isBlank(data[field])) {
      problems.push({ field, keyword: 'required' });
      continue;
    }
    const broken = checkWidgetRule(rule, data[field]);
    if (broken) problems.push({ field, keyword: broken });
  }
  return problems;
}
