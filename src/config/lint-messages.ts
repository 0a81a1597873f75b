// Every rule of a field says its own words: a keyword (pattern, not, minLength...) with no message
// of its own falls back to the generic "error.<keyword>" text (a warning), and a message written
// for a keyword the field does not have is never shown (an error, usually a typo).
import { didYouMeanAr, iso } from './arabic-findings.js';
import { didYouMean } from './did-you-mean.js';
import { isoList } from './finding-texts.js';
import { lookupText } from './lint-i18n.js';
import type { ConfigIssue, ConfigTree, FormConfig } from './types.js';
import { isObject } from './types.js';

/** Keywords that can fail on a filled-in field, each shown with a message. */
const RULE_KEYWORDS = ['pattern', 'not', 'minLength', 'maxLength', 'format', 'enum', 'const', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'];

/** Field -> the keywords that can fail on it, over the form's schema or all its tabs. */
function fieldKeywords(form: FormConfig): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const schemas = form.tabs ? form.tabs.map((t) => t.schema) : form.schema ? [form.schema] : [];
  const add = (field: string, keyword: string) => out.set(field, (out.get(field) ?? new Set()).add(keyword));
  for (const schema of schemas) {
    for (const [field, rule] of Object.entries(schema.properties)) {
      if (!out.has(field)) out.set(field, new Set());
      if (!isObject(rule)) continue;
      for (const keyword of RULE_KEYWORDS) if (keyword in rule) add(field, keyword);
      if ('x-enum' in rule) add(field, 'enum');
    }
    const required = (schema as { required?: unknown }).required;
    if (Array.isArray(required)) for (const field of required) if (typeof field === 'string') add(field, 'required');
  }
  for (const effect of form.effects ?? []) for (const field of effect.then.require ?? []) add(field, 'required');
  return out;
}

// "This field is required" is the spec's own generic text; a select cannot leave its list, nor an
// input its maxLength, so these generic messages are fine and need no warning.
const GENERIC_IS_FINE = new Set(['required', 'enum', 'maxLength']);

export function lintMessages(tree: ConfigTree, form: FormConfig, file: string, prefix = ''): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  const keywords = fieldKeywords(form);
  const messages = (form.messages ?? {}) as Record<string, Record<string, string>>;
  const locales = Object.values(tree.locales);
  const hasText = (key: string) => locales.length > 0 && locales.every((l) => typeof lookupText(l.data, key) === 'string');
  for (const [field, byKeyword] of Object.entries(messages)) {
    const own = keywords.get(field);
    if (!own || !isObject(byKeyword)) continue; // an unknown field is lintForm's to report
    for (const keyword of Object.keys(byKeyword)) {
      if (own.has(keyword)) continue;
      issues.push({
        file, pointer: `${prefix}/messages/${field}/${keyword}`,
        message: `"${field}" has no "${keyword}" rule, so this message is never shown.${didYouMean(keyword, own)}`,
        fix: own.size > 0 ? `Use one of the field's rules: ${[...own].join(', ')}; or remove this message.` : 'Remove this message: the field has no rule.',
        ar: {
          message: `ليس للحقل «${iso(field)}» القاعدة «${iso(keyword)}»، فلن تظهر هذه الرسالة أبدًا.${didYouMeanAr(keyword, own)}`,
          fix: own.size > 0 ? `يرجى استخدام إحدى قواعد الحقل: ${isoList(own)}؛ أو حذف هذه الرسالة.` : 'يرجى حذف هذه الرسالة: ليس للحقل أي قاعدة.',
        },
      });
    }
  }
  for (const [field, own] of keywords) {
    for (const keyword of own) {
      if (GENERIC_IS_FINE.has(keyword) || messages[field]?.[keyword]) continue;
      if (hasText(`forms.${form.id}.${field}.error.${keyword}`) || hasText(`fields.${field}.error.${keyword}`)) continue;
      issues.push({
        file, pointer: `${prefix}/messages/${field}`, severity: 'warning',
        message: `The "${keyword}" rule of "${field}" has no message of its own: customers see the generic "error.${keyword}" text.`,
        fix: `Add "${keyword}": "<i18n key>" under messages/${field}, or the texts fields.${field}.error.${keyword} to both locale files.`,
        ar: {
          message: `ليس للقاعدة «${iso(keyword)}» في الحقل «${iso(field)}» رسالة خاصة بها: يرى العملاء النص العام «${iso(`error.${keyword}`)}».`,
          fix: `يرجى إضافة ${iso(`"${keyword}": "<i18n key>"`)} تحت ${iso(`messages/${field}`)}، أو مفتاح النص ${iso(`fields.${field}.error.${keyword}`)} إلى ملفَّي النصوص.`,
        },
      });
    }
  }
  return issues;
}
