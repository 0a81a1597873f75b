// The faults a business user makes in a form's embedded JSON Schema, each at the field's own
// pointer with a fix in plain words: a pattern that is not a regular expression, a keyword that
// is not JSON Schema (a typo: ajv strict would only say "unknown keyword" for the whole schema),
// and a required field the schema does not define. ajv compiles the schema after these pass.
import { formatIssues } from './check-ui-names.js';
import { didYouMeanAr, iso, TYPE_NAMES_AR } from './arabic-findings.js';
import { didYouMean } from './did-you-mean.js';
import type { ConfigIssue } from './types.js';
import { isObject } from './types.js';

/** Draft-07 keywords, plus the portal's own `x-enum` and the comment keys. */
export const SCHEMA_KEYWORDS = new Set([
  '$id', '$schema', '$ref', '$comment', 'title', 'description', 'default', 'readOnly', 'writeOnly', 'examples',
  'multipleOf', 'maximum', 'exclusiveMaximum', 'minimum', 'exclusiveMinimum', 'maxLength', 'minLength', 'pattern',
  'additionalItems', 'items', 'maxItems', 'minItems', 'uniqueItems', 'contains', 'maxProperties', 'minProperties',
  'required', 'additionalProperties', 'definitions', 'properties', 'patternProperties', 'dependencies', 'propertyNames',
  'const', 'enum', 'type', 'format', 'contentMediaType', 'contentEncoding', 'if', 'then', 'else', 'allOf', 'anyOf',
  'oneOf', 'not', 'x-enum',
]);

/** The keywords that fit only one type of value, in staff words, and what fits a text instead. */
const TYPED_KEYWORDS: Record<string, { type: 'string' | 'number' | 'array'; words: string; ar: string; forText?: string }> = {
  minLength: { type: 'string', words: 'at least this many characters', ar: 'عدد أحرف لا يقل عن' },
  maxLength: { type: 'string', words: 'at most this many characters', ar: 'عدد أحرف لا يزيد على' },
  pattern: { type: 'string', words: 'matches this pattern', ar: 'يطابق هذا النمط' },
  minimum: { type: 'number', words: 'at least this number', ar: 'رقم لا يقل عن', forText: 'minLength' },
  maximum: { type: 'number', words: 'at most this number', ar: 'رقم لا يزيد على', forText: 'maxLength' },
  exclusiveMinimum: { type: 'number', words: 'more than this number', ar: 'رقم أكبر من', forText: 'minLength' },
  exclusiveMaximum: { type: 'number', words: 'less than this number', ar: 'رقم أصغر من', forText: 'maxLength' },
  multipleOf: { type: 'number', words: 'a multiple of this number', ar: 'من مضاعفات هذا الرقم' },
  minItems: { type: 'array', words: 'at least this many items', ar: 'عدد عناصر لا يقل عن' },
  maxItems: { type: 'array', words: 'at most this many items', ar: 'عدد عناصر لا يزيد على' },
};
const TYPE_NAMES: Record<string, string> = { string: 'a text', number: 'a number', integer: 'a whole number', boolean: 'a yes/no', array: 'a list', object: 'a group of fields' };

/** A rule on a field of another type (ajv strict would refuse the whole schema in its own jargon). */
function typedKeywordIssues(node: Record<string, unknown>, at: string, file: string): ConfigIssue[] {
  const declared = typeof node.type === 'string' ? [node.type] : Array.isArray(node.type) ? node.type.filter((t): t is string => typeof t === 'string') : [];
  if (declared.length === 0) return [];
  const field = /\/properties\/([^/]+)$/.exec(at)?.[1];
  const name = field?.replace(/~1/g, '/').replace(/~0/g, '~');
  const what = name ? `Field "${name}"` : 'This value';
  const whatAr = name ? `الحقل «${iso(name)}»` : 'هذه القيمة';
  return Object.entries(TYPED_KEYWORDS).flatMap(([keyword, rule]) => {
    if (!(keyword in node) || declared.includes(rule.type) || (rule.type === 'number' && declared.includes('integer'))) return [];
    const isText = declared.includes('string');
    return [{
      file, pointer: `${at}/${keyword}`,
      message: `${what} is ${declared.map((t) => TYPE_NAMES[t] ?? t).join(' or ')}, so the rule "${rule.words}" (${keyword}) cannot apply to it.`,
      fix: `Remove "${keyword}" from this field${isText && rule.forText ? `; for a text's length use ${rule.forText} (${TYPED_KEYWORDS[rule.forText]!.words})` : ''}.`,
      ar: {
        message: `${whatAr} من النوع ${declared.map((t) => TYPE_NAMES_AR[t] ?? iso(t)).join(' أو ')}، فلا تنطبق عليه القاعدة «${rule.ar}» (${iso(keyword)}).`,
        fix: `يرجى حذف «${iso(keyword)}» من هذا الحقل${isText && rule.forText ? `؛ ولطول النص استخدم ${iso(rule.forText)} («${TYPED_KEYWORDS[rule.forText]!.ar}»)` : ''}.`,
      },
    }];
  });
}

const SUBSCHEMA = ['items', 'additionalItems', 'contains', 'additionalProperties', 'propertyNames', 'if', 'then', 'else', 'not'];
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'items'];
const SUBSCHEMA_MAPS = ['properties', 'patternProperties', 'definitions'];

export function lintEmbeddedSchema(schema: unknown, file: string, pointer: string): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  walk(schema, pointer, file, issues);
  return issues;
}

function walk(node: unknown, at: string, file: string, issues: ConfigIssue[]): void {
  if (!isObject(node)) return;
  for (const key of Object.keys(node)) {
    if (!SCHEMA_KEYWORDS.has(key)) {
      issues.push({
        file, pointer: `${at}/${key}`, message: `"${key}" is not a JSON Schema keyword, so it would be ignored.${didYouMean(key, SCHEMA_KEYWORDS)}`, fix: `Correct the spelling, or remove "${key}" (fields go under "properties").`,
        ar: { message: `«${iso(key)}» ليست كلمة يعرفها وصف النموذج، فسيُتجاهل.${didYouMeanAr(key, SCHEMA_KEYWORDS)}`, fix: `يرجى تصحيح الكتابة أو حذف «${iso(key)}» (الحقول توضع تحت ${iso('"properties"')}).` },
      });
    }
  }
  issues.push(...formatIssues(node, file, at), ...typedKeywordIssues(node, at, file));
  if (typeof node.pattern === 'string') {
    try {
      new RegExp(node.pattern, 'u');
    } catch (error) {
      issues.push({
        file, pointer: `${at}/pattern`, message: `The pattern is not a valid regular expression (${(error as Error).message.replace(/^.*: /, '').toLowerCase()}).`, fix: 'Correct the pattern: close every ( and [, and write a backslash twice in JSON ("\\\\d" for a digit).',
        ar: { message: 'هذا النمط ليس تعبيرًا نمطيًا صالحًا.', fix: `يرجى تصحيح النمط: أغلق كل ${iso('(')} و${iso('[')}، واكتب الشرطة المائلة العكسية مرتين في ${iso('JSON')} (${iso('"\\\\d"')} للرقم).` },
      });
    }
  }
  if (Array.isArray(node.required) && isObject(node.properties)) {
    const fields = Object.keys(node.properties);
    node.required.forEach((name, i) => {
      if (typeof name === 'string' && !fields.includes(name)) {
        issues.push({
          file, pointer: `${at}/required/${i}`, message: `"${name}" is required but is not a field of "properties".${didYouMean(name, fields)}`, fix: `Use one of the fields: ${fields.join(', ')}; or add "${name}" to "properties".`,
          ar: { message: `«${iso(name)}» مطلوب لكنه ليس من حقول النموذج.${didYouMeanAr(name, fields)}`, fix: `يرجى استخدام أحد الحقول: ${iso(fields.join(', '))}؛ أو إضافة «${iso(name)}» إلى الحقول.` },
        });
      }
    });
  }
  for (const key of SUBSCHEMA) if (isObject(node[key])) walk(node[key], `${at}/${key}`, file, issues);
  for (const key of SUBSCHEMA_LISTS) {
    const list = node[key];
    if (Array.isArray(list)) list.forEach((item, i) => walk(item, `${at}/${key}/${i}`, file, issues));
  }
  for (const key of SUBSCHEMA_MAPS) {
    const map = node[key];
    if (isObject(map)) for (const [name, child] of Object.entries(map)) walk(child, `${at}/${key}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`, file, issues);
  }
}
