// Every word the diff says, in English and Arabic: the plain-word phrase of each validation
// keyword (one table) and the summary line of each kind of entry.
import { shortJson } from './json-diff.js';
import type { Bilingual, Change, ResolvedText, TextSides } from './types.js';

/** Arabic counted nouns: 1 and 2 have their own forms, 3-10 take the plural, 11+ the singular accusative. */
function arCount(n: string, forms: { one: string; two: string; few: string; many: string }): string {
  const value = Number(n);
  if (value === 1) return forms.one;
  if (value === 2) return forms.two;
  if (Number.isInteger(value) && value >= 3 && value <= 10) return `${n} ${forms.few}`;
  return `${n} ${forms.many}`;
}
const CHARACTERS = { one: 'حرف واحد', two: 'حرفان', few: 'أحرف', many: 'حرفًا' };
const ITEMS = { one: 'عنصر واحد', two: 'عنصران', few: 'عناصر', many: 'عنصرًا' };

type Phrase = (value: string) => string;

/**
 * The plain words of each rule keyword, given the keyword's value as text. Its keys are also the
 * keywords the diff reads as rules; `required` stands for the field's membership of `required`.
 */
export const RULE_WORDS: Readonly<Record<string, { en: Phrase; ar: Phrase }>> = {
  required: { en: () => 'required', ar: () => 'إلزامي' },
  minLength: { en: (n) => `at least ${n} characters`, ar: (n) => `${arCount(n, CHARACTERS)} على الأقل` },
  maxLength: { en: (n) => `at most ${n} characters`, ar: (n) => `${arCount(n, CHARACTERS)} على الأكثر` },
  pattern: { en: (p) => `matching the pattern ${p}`, ar: (p) => `مطابقة النمط ${p}` },
  not: { en: (s) => `not matching ${s}`, ar: (s) => `عدم مطابقة ${s}` },
  format: { en: (f) => `in the ${f} format`, ar: (f) => `بصيغة ${f}` },
  enum: { en: (l) => `one of ${l}`, ar: (l) => `إحدى القيم ${l.replaceAll(', ', '، ')}` },
  'x-enum': { en: (c) => `one of the ${c} list`, ar: (c) => `من قائمة ${c}` },
  const: { en: (v) => `exactly ${v}`, ar: (v) => `مساويًا لـ ${v}` },
  minimum: { en: (n) => `at least ${n}`, ar: (n) => `لا يقل عن ${n}` },
  maximum: { en: (n) => `at most ${n}`, ar: (n) => `لا يزيد على ${n}` },
  exclusiveMinimum: { en: (n) => `more than ${n}`, ar: (n) => `أكبر من ${n}` },
  exclusiveMaximum: { en: (n) => `less than ${n}`, ar: (n) => `أصغر من ${n}` },
  multipleOf: { en: (n) => `a multiple of ${n}`, ar: (n) => `من مضاعفات ${n}` },
  minItems: { en: (n) => `at least ${n} items`, ar: (n) => `${arCount(n, ITEMS)} على الأقل` },
  maxItems: { en: (n) => `at most ${n} items`, ar: (n) => `${arCount(n, ITEMS)} على الأكثر` },
  uniqueItems: { en: (v) => (v === 'true' ? 'no item twice' : 'items may repeat'), ar: (v) => (v === 'true' ? 'دون تكرار العناصر' : 'يجوز تكرار العناصر') },
};

/** A keyword's value as the phrase shows it: numbers and names bare, lists comma-separated. */
function valueText(value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object' || v === null)) {
    const list = value.map(String).join(', ');
    return list.length > 80 ? `${list.slice(0, 79)}…` : list;
  }
  return shortJson(value, 60);
}

export function rulePhrase(keyword: string, value: unknown): Bilingual {
  const words = RULE_WORDS[keyword];
  const text = valueText(value);
  return words ? { en: words.en(text), ar: words.ar(text) } : { en: `${keyword} ${text}`, ar: `${keyword} ${text}` };
}

export function ruleSummary(
  where: Bilingual, keyword: string, change: Change, before: unknown, after: unknown, message: ResolvedText | undefined,
): Bilingual {
  const was = rulePhrase(keyword, before);
  const now = rulePhrase(keyword, after);
  const en = change === 'added' ? `${where.en}: ${now.en} added`
    : change === 'removed' ? `${where.en}: ${was.en} removed`
      : `${where.en}: ${was.en} changed to ${now.en}`;
  const ar = change === 'added' ? `${where.ar}: أُضيف الشرط «${now.ar}»`
    : change === 'removed' ? `${where.ar}: أُزيل الشرط «${was.ar}»`
      : `${where.ar}: تغيّر الشرط من «${was.ar}» إلى «${now.ar}»`;
  return {
    en: message?.en ? `${en} (message: "${message.en}")` : en,
    ar: message?.ar ? `${ar} (الرسالة: «${message.ar}»)` : ar,
  };
}

function sideWords(name: Bilingual, side: TextSides): Bilingual {
  if (side.before === null) return { en: `${name.en} added "${side.after}"`, ar: `${name.ar}: أُضيف «${side.after}»` };
  if (side.after === null) return { en: `${name.en} removed (was "${side.before}")`, ar: `${name.ar}: أُزيل (كان «${side.before}»)` };
  return { en: `${name.en} "${side.before}" → "${side.after}"`, ar: `${name.ar}: من «${side.before}» إلى «${side.after}»` };
}

/** Both languages' changes on both lines: a reviewer reading either sees what each language will say. */
export function textSummary(key: string, partner: string | undefined, en: TextSides, ar: TextSides): Bilingual {
  const parts = [
    ...(en.before !== en.after ? [sideWords({ en: 'English', ar: 'بالإنجليزية' }, en)] : []),
    ...(ar.before !== ar.after ? [sideWords({ en: 'Arabic', ar: 'بالعربية' }, ar)] : []),
  ];
  const head = partner ? { en: `Text ${key} (partner ${partner})`, ar: `النص ${key} (الشريك ${partner})` } : { en: `Text ${key}`, ar: `النص ${key}` };
  return { en: `${head.en}: ${parts.map((p) => p.en).join('; ')}`, ar: `${head.ar}: ${parts.map((p) => p.ar).join('؛ ')}` };
}

/** A plan column in staff words: the insurer's name is not what customers see, so it says so. */
export const PLAN_COLUMN_WORDS: Readonly<Record<string, Bilingual>> = {
  id: { en: 'plan id', ar: 'رمز الخطة' },
  product: { en: 'product', ar: 'المنتج' },
  name: { en: "insurer's plan name", ar: 'اسم الخطة لدى شركة التأمين' },
  label: { en: 'text key', ar: 'مفتاح النص' },
  addOns: { en: 'add-ons', ar: 'الإضافات' },
};

/** A plan cell as one short line: a list comma-separated, nothing as an em dash. */
export function planValueText(value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object' || v === null)) return value.length ? value.map(String).join(', ') : '—';
  return shortJson(value, 60);
}

type Row = Record<string, unknown> | undefined;

export function planSummary(change: Change, plan: string, product: string, label: Bilingual | undefined, columns: string[], before?: Row, after?: Row): Bilingual {
  const named = { en: `Plan ${plan}${label ? ` "${label.en}"` : ''} (product ${product})`, ar: `الخطة ${plan}${label ? ` «${label.ar}»` : ''} (المنتج ${product})` };
  if (change === 'added') return { en: `${named.en} added`, ar: `أُضيفت ${named.ar}` };
  if (change === 'removed') return { en: `${named.en} removed`, ar: `أُزيلت ${named.ar}` };
  // Each changed column with its value before and after, so the line alone tells what changed.
  const parts = columns.map((column) => {
    const words = PLAN_COLUMN_WORDS[column] ?? { en: column, ar: column };
    const was = planValueText(before?.[column]);
    const now = planValueText(after?.[column]);
    return { en: `${words.en} "${was}" → "${now}"`, ar: `${words.ar} من «${was}» إلى «${now}»` };
  });
  return { en: `${named.en} changed: ${parts.map((p) => p.en).join('; ')}`, ar: `تغيّرت ${named.ar}: ${parts.map((p) => p.ar).join('؛ ')}` };
}

export function valueSummary(change: Change, pointer: string, before: unknown, after: unknown): Bilingual {
  if (change === 'added') return { en: `Added ${pointer}: ${shortJson(after)}`, ar: `أُضيف ${pointer}: ${shortJson(after)}` };
  if (change === 'removed') return { en: `Removed ${pointer} (was ${shortJson(before)})`, ar: `أُزيل ${pointer} (كان ${shortJson(before)})` };
  return { en: `Changed ${pointer}: ${shortJson(before)} → ${shortJson(after)}`, ar: `تغيّر ${pointer}: من ${shortJson(before)} إلى ${shortJson(after)}` };
}

export function fileSummary(change: Change, file: string): Bilingual {
  return change === 'added' ? { en: `File ${file} added`, ar: `أُضيف الملف ${file}` } : { en: `File ${file} removed`, ar: `أُزيل الملف ${file}` };
}
