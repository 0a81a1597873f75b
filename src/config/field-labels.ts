// A finding about a form's field names it as staff know it: by the label customers see, in the
// finding's language (English label in `message`, Arabic label in `ar.message`), with the JSON
// name kept after it in brackets for whoever edits the JSON. Done once here, on every finding the
// checker builds, so no rule has to look labels up: a rule names a field as `"name"` in English
// and `«⁨name⁩»` in Arabic (arabic-findings.ts), and the finding's pointer says which field it is.
import { iso } from './arabic-findings.js';
import { lookupText } from './lint-i18n.js';
import type { ConfigIssue, RawConfigFile } from './types.js';
import { isObject } from './types.js';

/** The field a pointer into a form file is about: under a schema's properties, a uiSchema or the messages. */
export function fieldOfPointer(pointer: string): { tab?: number; field: string } | undefined {
  const match = /^(?:\/tabs\/(\d+))?\/(?:schema\/properties|uiSchema|messages)\/([^/]+)/.exec(pointer);
  if (!match || match[2]!.startsWith('ui:')) return undefined;
  const field = match[2]!.replace(/~1/g, '/').replace(/~0/g, '~');
  return match[1] === undefined ? { field } : { tab: Number(match[1]), field };
}

/** The i18n key of a field's label: its uiSchema's ui:title (the tab's, then the form's), else its schema's title. */
export function labelKeyOf(form: unknown, field: string, tab?: number): string | undefined {
  if (!isObject(form)) return undefined;
  const tabs = Array.isArray(form.tabs) ? form.tabs.filter(isObject) : [];
  const own = tab !== undefined ? tabs[tab] : undefined;
  // A tab's uiSchema is patched over the form's; a tab-less pointer may still name a tab's field.
  const uis = own ? [own, form] : [form, ...tabs];
  const schemas = own ? [own] : [form, ...tabs];
  const uiTitle = (part: Record<string, unknown>) => (isObject(part.uiSchema) && isObject(part.uiSchema[field]) ? part.uiSchema[field]['ui:title'] : undefined);
  const title = (part: Record<string, unknown>) => (isObject(part.schema) && isObject(part.schema.properties) && isObject(part.schema.properties[field]) ? part.schema.properties[field].title : undefined);
  return [...uis.map(uiTitle), ...schemas.map(title)].find((key): key is string => typeof key === 'string');
}

const LATIN = /[A-Za-z]/;

/** The finding with its form field named by label where it first names it (the message only: a fix says what to write, in JSON names). */
function named(issue: ConfigIssue, label: { en?: string; ar?: string }, field: string): ConfigIssue {
  // The first mention is the field; a later one may be another thing of the same name (the insurer's field it fills).
  const message = label.en ? issue.message.replace(`"${field}"`, () => `"${label.en}" (${field})`) : issue.message;
  const ar = issue.ar && label.ar
    ? { ...issue.ar, message: issue.ar.message.replace(`«${iso(field)}»`, () => `«${LATIN.test(label.ar!) ? iso(label.ar!) : label.ar}» (${iso(field)})`) }
    : issue.ar;
  return { ...issue, message, ...(ar ? { ar } : {}) };
}

/** Every finding on a form's field, with the field named by its English and Arabic labels (from the files as read). */
export function nameFieldsByLabel(issues: ConfigIssue[], files: RawConfigFile[]): ConfigIssue[] {
  const forms = new Map(files.filter((f) => f.kind === 'form').map((f) => [f.file, f.data]));
  const locales = new Map(files.filter((f) => f.kind === 'locale').map((f) => [f.name, f.data]));
  const text = (lng: string, key: string): string | undefined => {
    const found = lookupText(locales.get(lng), key);
    return typeof found === 'string' && found.trim() !== '' ? found : undefined;
  };
  return issues.map((issue) => {
    const at = forms.has(issue.file) ? fieldOfPointer(issue.pointer) : undefined;
    const key = at && labelKeyOf(forms.get(issue.file), at.field, at.tab);
    if (!at || !key) return issue;
    return named(issue, { en: text('en', key), ar: text('ar', key) }, at.field);
  });
}
