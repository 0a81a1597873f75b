// Form rules: a change to a field's validation keywords (or to whether it is required) is one
// entry with the field's label and the rule in plain words, in English and Arabic, and the
// message customers then see. Forms are compared with their schemas/common fragments inlined,
// so a fragment's change shows in every form that uses it, blamed on the fragment's file.
import { mergePatch, pointerSegment } from '../merge-patch.js';
import { inlineRefs } from '../refs.js';
import { isObject, type Fragments, type Origin } from '../types.js';
import { sameJson } from './json-diff.js';
import { localeText } from './texts.js';
import type { Bilingual, ReleaseFiles, ResolvedText, RuleEntry } from './types.js';
import { RULE_WORDS, ruleSummary } from './words.js';

export const FORMS_DIR = 'schemas/forms/';
export const FRAGMENTS_DIR = 'schemas/common/';

interface FieldView {
  tab?: string;
  field: string;
  /** i18n key of the label: the uiSchema's ui:title, else the schema's title. */
  title?: string;
  /** Keyword -> its value and where it is written; `required` is true when the field is required. */
  rules: Map<string, { value: unknown; at: Origin }>;
  /** Keyword -> the i18n key the form's messages give, and where. */
  messages: Map<string, { key: string; at: Origin }>;
}

interface FormView {
  id: string;
  fields: Map<string, FieldView>;
}

const seg = pointerSegment;

export function fragmentsOf(files: ReleaseFiles): Fragments {
  return Object.fromEntries(Object.entries(files).filter(([file]) => file.startsWith(FRAGMENTS_DIR)));
}

function formView(file: string, data: unknown, fragments: Fragments): FormView {
  const { value, origins } = inlineRefs(data, file, fragments);
  const form = isObject(value) ? value : {};
  const originOf = (pointer: string): Origin => origins.get(pointer) ?? { file, pointer };
  const id = typeof form.id === 'string' ? form.id : file.slice(FORMS_DIR.length).replace(/\.json$/, '');
  const topUi = isObject(form.uiSchema) ? form.uiSchema : {};
  const messages = isObject(form.messages) ? form.messages : {};
  const parts = Array.isArray(form.tabs)
    ? form.tabs.map((tab, i) => ({
      tab: isObject(tab) && typeof tab.id === 'string' ? tab.id : String(i),
      schema: isObject(tab) ? tab.schema : undefined,
      at: `/tabs/${i}/schema`,
      ui: isObject(tab) && isObject(tab.uiSchema) ? mergePatch(topUi, tab.uiSchema) : topUi,
    }))
    : [{ tab: undefined, schema: form.schema, at: '/schema', ui: topUi }];
  const fields = new Map<string, FieldView>();
  for (const { tab, schema, at, ui } of parts) {
    if (!isObject(schema) || !isObject(schema.properties)) continue;
    const required = Array.isArray(schema.required) ? schema.required : [];
    for (const [field, prop] of Object.entries(schema.properties)) {
      const rules = new Map<string, { value: unknown; at: Origin }>();
      const propAt = `${at}/properties/${seg(field)}`;
      for (const keyword of Object.keys(RULE_WORDS)) {
        if (keyword !== 'required' && isObject(prop) && keyword in prop) rules.set(keyword, { value: prop[keyword], at: originOf(`${propAt}/${seg(keyword)}`) });
      }
      if (required.includes(field)) rules.set('required', { value: true, at: originOf(`${at}/required`) });
      const byKeyword = isObject(messages[field]) ? messages[field] : {};
      const fieldMessages = new Map(Object.entries(byKeyword).flatMap(([keyword, key]) =>
        typeof key === 'string' ? [[keyword, { key, at: originOf(`/messages/${seg(field)}/${seg(keyword)}`) }] as const] : []));
      const fieldUi = isObject(ui) && isObject(ui[field]) ? ui[field] : {};
      const title = typeof fieldUi['ui:title'] === 'string' ? fieldUi['ui:title'] : isObject(prop) && typeof prop.title === 'string' ? prop.title : undefined;
      fields.set(`${tab ?? ''}\u0000${field}`, { ...(tab !== undefined ? { tab } : {}), field, ...(title !== undefined ? { title } : {}), rules, messages: fieldMessages });
    }
  }
  return { id, fields };
}

function labelOf(view: FieldView, files: ReleaseFiles): Bilingual {
  const text = (lng: string) => (view.title ? localeText(files, lng, view.title) : null) ?? view.field;
  return { en: text('en'), ar: text('ar') };
}

/** The message chain of the portal: the form's own, then forms.<form>.<field>, fields.<field>, the generic one. */
function messageOf(form: string, view: FieldView, keyword: string, files: ReleaseFiles): ResolvedText | undefined {
  const keys = [view.messages.get(keyword)?.key, `forms.${form}.${view.field}.error.${keyword}`, `fields.${view.field}.error.${keyword}`, `error.${keyword}`];
  for (const key of keys) {
    if (key === undefined) continue;
    const en = localeText(files, 'en', key);
    const ar = localeText(files, 'ar', key);
    if (en !== null || ar !== null) return { key, en, ar };
  }
  return undefined;
}

export interface RuleDiff {
  entries: RuleEntry[];
  /** Where the rules (and their messages) are written: the structural diff leaves these places out. */
  covered: Origin[];
}

/** The rule changes of one form present in both releases. */
export function formRuleDiff(file: string, beforeFiles: ReleaseFiles, afterFiles: ReleaseFiles): RuleDiff {
  const before = formView(file, beforeFiles[file], fragmentsOf(beforeFiles));
  const after = formView(file, afterFiles[file], fragmentsOf(afterFiles));
  const entries: RuleEntry[] = [];
  const covered: Origin[] = [];
  const requiredAt: Origin[] = [];
  for (const [name, now] of after.fields) {
    // A field added or removed as a whole is one structural entry.
    const was = before.fields.get(name);
    if (!was) continue;
    for (const keyword of Object.keys(RULE_WORDS)) {
      const b = was.rules.get(keyword);
      const a = now.rules.get(keyword);
      if (!a && !b) continue;
      if (a && b && sameJson(a.value, b.value)) continue;
      const change = !b ? 'added' : !a ? 'removed' : 'changed';
      const [view, files] = a ? [now, afterFiles] : [was, beforeFiles];
      const at = (a ?? b)!.at;
      const message = messageOf(after.id, view, keyword, files);
      const label = labelOf(view, files);
      const context = [...(at.file !== file ? [after.id] : []), ...(view.tab !== undefined ? [view.tab] : [])];
      const where = { en: [...context, label.en].join(' / '), ar: [...context, label.ar].join(' / ') };
      entries.push({
        kind: 'rule', file: at.file, pointer: at.pointer, change, form: after.id,
        ...(view.tab !== undefined ? { tab: view.tab } : {}),
        field: view.field, keyword,
        ...(b ? { before: b.value } : {}),
        ...(a ? { after: a.value } : {}),
        label,
        ...(message ? { message } : {}),
        summary: ruleSummary(where, keyword, change, b?.value, a?.value, message),
      });
      for (const side of [was.messages.get(keyword), now.messages.get(keyword), ...(keyword === 'required' ? [] : [a, b])]) if (side) covered.push(side.at);
      if (keyword === 'required') for (const side of [a, b]) if (side) requiredAt.push(side.at);
    }
  }
  // A `required` list is left out only when the rules above tell all of its change: a field
  // added or removed with it would otherwise lose its part of that change.
  const wholeFieldRequired = [...new Set([...before.fields.keys(), ...after.fields.keys()])].some((name) =>
    before.fields.has(name) !== after.fields.has(name) && (before.fields.get(name) ?? after.fields.get(name))!.rules.has('required'));
  if (!wholeFieldRequired) covered.push(...requiredAt);
  return { entries, covered };
}
