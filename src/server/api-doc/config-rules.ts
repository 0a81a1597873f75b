// The rules of the config tree in the document: a request body the server checks against the
// form a journey sends it from (src/server/forms, docs/architecture.md "Server-side form checks")
// gets that form's rules on its fields (patterns such as the mobile number's, catalog enums such
// as the product ids, lengths) and the tab field its tab ids (`lookupType`). Read from the tree
// with the same bindings the check uses, so the document says what is enforced, and a reloaded
// tree gives a new document. Forms as the insurer's own site (the default partner) has them; a
// partner's patches may narrow them.
import { DEFAULT_PARTNER_ID } from '../../config/index.js';
import type { ConfigTree } from '../../config/types.js';
import { schemaOf } from '../forms/check-form.js';
import { operationForms, operationsAt, resolvedForm } from '../forms/index.js';
import type { OpenApiDocument } from './document.js';

type Json = Record<string, unknown>;

/** The keywords of a form field that constrain its value (titles and i18n keys are the page's). */
const RULE_KEYWORDS = ['enum', 'const', 'pattern', 'format', 'minLength', 'maxLength', 'minimum', 'maximum', 'not', 'anyOf', 'oneOf'];

function ruleOf(field: Json): Json | undefined {
  const rule = Object.fromEntries(RULE_KEYWORDS.filter((k) => field[k] !== undefined).map((k) => [k, field[k]]));
  return Object.keys(rule).length ? rule : undefined;
}

interface FieldRules {
  rules: Map<string, Json>;
  /** "form" or "form (tab)" of each place the field comes from. */
  sources: Set<string>;
}

/** What the forms bound to one operation say, by body field; the tab field's ids; required fields by place. */
function bodyRules(tree: ConfigTree, method: string, path: string) {
  const fields = new Map<string, FieldRules>();
  const tabs = new Map<string, Set<string>>();
  const required: string[] = [];
  const bindings = operationsAt(tree, method, path).flatMap((op) => operationForms(tree, DEFAULT_PARTNER_ID, op));
  for (const binding of bindings) {
    const form = resolvedForm(tree, DEFAULT_PARTNER_ID, binding.formId);
    const tabIds = form.tabs?.map((t) => t.id) ?? [undefined];
    for (const tab of tabIds) {
      const schema = schemaOf(form, tab);
      if (!schema) continue;
      const properties = (schema['properties'] ?? {}) as Record<string, Json>;
      const pairs = binding.fields
        ? Object.entries(binding.fields).filter(([, f]) => properties[f])
        : Object.keys(properties).map((f) => [f, f] as [string, string]);
      const place = tab ? `${binding.formId} (${binding.tabField ?? 'tab'} ${tab})` : binding.formId;
      for (const [bodyField, formField] of pairs) {
        const entry = fields.get(bodyField) ?? { rules: new Map(), sources: new Set() };
        const rule = ruleOf(properties[formField]!);
        if (rule) entry.rules.set(JSON.stringify(rule), rule);
        entry.sources.add(place);
        fields.set(bodyField, entry);
        // A client may also use the form's own name of a renamed field (ROP's mobileNumber).
        if (formField !== bodyField && !fields.has(formField)) fields.set(formField, entry);
      }
      const bodyName = new Map(pairs.map(([b, f]) => [f, b]));
      const names = ((schema['required'] ?? []) as string[]).map((f) => bodyName.get(f) ?? f);
      if (names.length) required.push(`${place}: ${names.join(', ')}`);
      if (tab && binding.tabField) tabs.set(binding.tabField, (tabs.get(binding.tabField) ?? new Set()).add(tab));
    }
  }
  return { bindings, fields, tabs, required };
}

function jsonBodySchema(operation: Json): Json | undefined {
  const body = operation['requestBody'] as { content?: Record<string, { schema?: Json }> } | undefined;
  const schema = body?.content?.['application/json']?.schema;
  return schema?.['properties'] ? schema : undefined;
}

/** The document with the config tree's form rules on the bodies the forms check (changes `doc`). */
export function addConfigRules(doc: OpenApiDocument, tree: ConfigTree): OpenApiDocument {
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const schema = jsonBodySchema(operation);
      if (!schema) continue;
      const { bindings, fields, tabs, required } = bodyRules(tree, method, path);
      if (!bindings.length) continue;
      const properties = schema['properties'] as Record<string, Json>;
      for (const [name, ids] of tabs) {
        if (properties[name]) properties[name] = { ...properties[name], enum: [...ids] };
      }
      for (const [name, { rules, sources }] of fields) {
        const property = properties[name];
        if (!property || tabs.has(name) || rules.size === 0) continue;
        const list = [...rules.values()];
        // One rule everywhere: on the field itself; else the value must meet the rule of the form it comes from.
        properties[name] = list.length === 1 ? { ...property, ...list[0], ...stricterMaxLength(property, list[0]!) } : { ...property, anyOf: list };
        properties[name]!['description'] = `Checked by ${[...sources].join('; ')}.`;
      }
      const forms = [...new Set(bindings.map((b) => b.formId))].join(', ');
      schema['description'] = `Checked against the form${bindings.length > 1 ? 's' : ''} ${forms} of the journeys (schemas/forms, ` +
        `as the default site has them), with the form's messages. Required: ${required.join('; ') || 'nothing'}.`;
    }
  }
  return doc;
}

/** The stricter maxLength of the route's wire schema and the form's rule. */
function stricterMaxLength(property: Json, rule: Json): Json {
  const a = property['maxLength'];
  const b = rule['maxLength'];
  return typeof a === 'number' && typeof b === 'number' ? { maxLength: Math.min(a, b) } : {};
}
