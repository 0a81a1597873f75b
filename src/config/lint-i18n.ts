// Every text a person sees is an i18n key; each key named anywhere in the tree must exist in
// every language, and the languages must hold the same keys (Arabic complete, not partial).
import type { ConfigIssue, ConfigTree, FormConfig, JourneyConfig } from './types.js';
import { isObject } from './types.js';
import { iso } from './arabic-findings.js';
import { pluralFormOf, pluralFormsOf } from './plural-keys.js';
import { textKeys } from './text-keys.js';

export const REQUIRED_LANGUAGES = ['en', 'ar'] as const;

/** The languages' names in Arabic, for the Arabic findings. */
const LANGUAGE_AR: Record<string, string> = { en: 'الإنجليزية', ar: 'العربية' };

/** A key named in a file, and where. */
export interface KeyRef {
  key: string;
  file: string;
  pointer: string;
}

const UI_TEXT_OPTIONS = new Set(['ui:title', 'ui:description', 'ui:placeholder', 'ui:help']);

function schemaKeys(node: unknown, file: string, pointer: string, out: KeyRef[]): void {
  if (!isObject(node)) return;
  for (const word of ['title', 'description'] as const) {
    if (typeof node[word] === 'string') out.push({ key: node[word], file, pointer: `${pointer}/${word}` });
  }
  if (isObject(node.properties)) {
    for (const [name, child] of Object.entries(node.properties)) schemaKeys(child, file, `${pointer}/properties/${name}`, out);
  }
  if (isObject(node.items)) schemaKeys(node.items, file, `${pointer}/items`, out);
}

function uiKeys(node: unknown, file: string, pointer: string, out: KeyRef[]): void {
  if (!isObject(node)) return;
  for (const [name, value] of Object.entries(node)) {
    const at = `${pointer}/${name}`;
    if (UI_TEXT_OPTIONS.has(name) && typeof value === 'string') out.push({ key: value, file, pointer: at });
    else if (name === 'ui:enumNames' && Array.isArray(value)) value.forEach((v, i) => typeof v === 'string' && out.push({ key: v, file, pointer: `${at}/${i}` }));
    else if (isObject(value)) uiKeys(value, file, at, out);
  }
}

export function formKeys(form: FormConfig, file: string, prefix = ''): KeyRef[] {
  const out: KeyRef[] = [];
  if (form.title) out.push({ key: form.title, file, pointer: `${prefix}/title` });
  if (form.schema) schemaKeys(form.schema, file, `${prefix}/schema`, out);
  uiKeys(form.uiSchema, file, `${prefix}/uiSchema`, out);
  form.tabs?.forEach((tab, i) => {
    out.push({ key: tab.label, file, pointer: `${prefix}/tabs/${i}/label` });
    schemaKeys(tab.schema, file, `${prefix}/tabs/${i}/schema`, out);
    uiKeys(tab.uiSchema, file, `${prefix}/tabs/${i}/uiSchema`, out);
  });
  for (const [field, byKeyword] of Object.entries(form.messages ?? {})) {
    for (const [keyword, key] of Object.entries(byKeyword)) out.push({ key, file, pointer: `${prefix}/messages/${field}/${keyword}` });
  }
  return out;
}

export function journeyKeys(journey: JourneyConfig, file: string, prefix = ''): KeyRef[] {
  const out: KeyRef[] = [{ key: journey.title, file, pointer: `${prefix}/title` }];
  journey.steps.forEach((step, i) => {
    const at = `${prefix}/steps/${i}`;
    if (step.title) out.push({ key: step.title, file, pointer: `${at}/title` });
    if (step.submit) out.push({ key: step.submit.label, file, pointer: `${at}/submit/label` });
    for (const [name, outcome] of Object.entries(step.on ?? {})) {
      if ('message' in outcome && outcome.message !== 'response') out.push({ key: outcome.message, file, pointer: `${at}/on/${name}/message` });
    }
  });
  return out;
}

export function catalogKeys(tree: ConfigTree): KeyRef[] {
  const { products, plateCodes, errors } = tree.catalogs;
  return [
    ...products.data.products.map((p, i) => ({ key: p.label, file: products.file, pointer: `/products/${i}/label` })),
    ...products.data.plans.map((p, i) => ({ key: p.label, file: products.file, pointer: `/plans/${i}/label` })),
    ...plateCodes.data.codes.flatMap((c, i) => (c.label ? [{ key: c.label, file: plateCodes.file, pointer: `/codes/${i}/label` }] : [])),
    // The browser shows t('errors.<CODE>') for every error the API answers with.
    ...Object.keys(errors.data.errors).map((code) => ({ key: `errors.${code}`, file: errors.file, pointer: `/errors/${code}` })),
  ];
}

export function lookupText(locale: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (isObject(node) ? node[part] : undefined), locale);
}

/** A text of the locale at `key`, or a text with a count there (its plural forms, `<key>_other` among them). */
export function hasText(locale: unknown, key: string): boolean {
  return typeof lookupText(locale, key) === 'string' || typeof lookupText(locale, `${key}_other`) === 'string';
}

/** Issues for keys missing (or not a text) in any required language. */
export function missingKeys(tree: ConfigTree, refs: KeyRef[]): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  for (const lng of REQUIRED_LANGUAGES) {
    const locale = tree.locales[lng];
    if (!locale) continue;
    for (const ref of refs) {
      if (hasText(locale.data, ref.key)) continue;
      issues.push({
        file: ref.file, pointer: ref.pointer,
        message: `The text "${ref.key}" is missing in ${locale.file}.`,
        fix: `Add "${ref.key}" to ${locale.file} (nested: ${ref.key.split('.').map((p) => `"${p}"`).join(' > ')}), or correct the key.`,
        ar: {
          message: `مفتاح النص «${iso(ref.key)}» غير موجود في ${iso(locale.file)}.`,
          fix: `يرجى إضافة «${iso(ref.key)}» إلى ${iso(locale.file)} (متداخلًا: ${iso(ref.key.split('.').map((p) => `"${p}"`).join(' > '))})، أو تصحيح مفتاح النص.`,
        },
      });
    }
  }
  return issues;
}

/** The texts of a locale by name: a plain key, or a text with a count by its key without the
 * plural suffix, with the plural forms it has. */
function textsByName(data: unknown): Map<string, Set<string> | undefined> {
  const names = new Map<string, Set<string> | undefined>();
  for (const key of textKeys(data)) {
    const plural = pluralFormOf(key);
    if (!plural) names.set(key, undefined);
    else names.set(plural.key, (names.get(plural.key) ?? new Set<string>()).add(plural.form));
  }
  return names;
}

/** Both languages exist, hold the same keys (a text with a count: the plural forms each language
 * needs), and no text is empty. */
export function lintLocales(tree: ConfigTree): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  const present = REQUIRED_LANGUAGES.filter((lng) => tree.locales[lng]);
  for (const lng of REQUIRED_LANGUAGES) {
    if (!tree.locales[lng]) {
      issues.push({
        file: `locales/${lng}.json`, pointer: '', message: `The ${lng} texts are missing.`, fix: `Create locales/${lng}.json with every key of the other language.`,
        ar: { message: `نصوص ${LANGUAGE_AR[lng]} غير موجودة.`, fix: `يرجى إنشاء ${iso(`locales/${lng}.json`)} بكل مفاتيح النصوص الموجودة في اللغة الأخرى.` },
      });
    }
  }
  const names = new Map(present.map((lng) => [lng, textsByName(tree.locales[lng]!.data)]));
  for (const lng of present) {
    const { file, data } = tree.locales[lng]!;
    for (const key of textKeys(data)) {
      const text = lookupText(data, key);
      if (typeof text === 'string' && text.trim() === '') {
        issues.push({
          file, pointer: `/${key.split('.').join('/')}`, message: `The text "${key}" is empty.`, fix: 'Write the text, or remove the key if nothing uses it.',
          ar: { message: `نص مفتاح النص «${iso(key)}» فارغ.`, fix: 'يرجى كتابة النص، أو حذف مفتاح النص إن لم يكن مستخدمًا.' },
        });
      }
    }
    for (const [name, forms] of names.get(lng)!) {
      const pointer = `/${name.split('.').join('/')}`;
      if (forms) {
        const missing = pluralFormsOf(lng).filter((form) => !forms.has(form));
        if (missing.length > 0) {
          issues.push({
            file, pointer, message: `"${name}" has a count, but no ${missing.map((f) => `"${name}_${f}"`).join(', ')}.`, fix: `Write the ${lng} plural forms ${pluralFormsOf(lng).map((f) => `_${f}`).join(', ')} of "${name}".`,
            ar: {
              message: `للنص «${iso(name)}» عدد، لكن لا توجد صيغ الجمع ${iso(missing.map((f) => `"${name}_${f}"`).join(', '))}.`,
              fix: `يرجى كتابة صيغ الجمع ${iso(pluralFormsOf(lng).map((f) => `_${f}`).join(', '))} للنص «${iso(name)}» في نصوص ${LANGUAGE_AR[lng] ?? iso(lng)}.`,
            },
          });
        }
      }
      for (const other of present) {
        if (other === lng || names.get(other)!.has(name)) continue;
        issues.push({
          file: tree.locales[other]!.file, pointer, message: `"${name}" exists in ${file} but not here.`, fix: `Add the ${other} text of "${name}".`,
          ar: { message: `مفتاح النص «${iso(name)}» موجود في ${iso(file)} وليس هنا.`, fix: `يرجى إضافة نص «${iso(name)}» ${LANGUAGE_AR[other] ? `بـ${LANGUAGE_AR[other]}` : `باللغة ${iso(other)}`}.` },
        });
      }
    }
  }
  return issues;
}
