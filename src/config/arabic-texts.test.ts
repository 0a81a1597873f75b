// The Arabic as an Omani insurer writes it (issue 37, docs/glossary.md): every count in the
// plural form its number needs, chosen by the `count` the code passes; one term per idea in the
// customers' texts (locales/ar.json) and the studio's (schemas/meta/i18n/ar.json); one spelling of
// tanwin, ellipsis and quotes.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { pluralFormOf, pluralFormsOf } from './plural-keys.js';

const repo = path.resolve(import.meta.dirname, '../..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(repo, file), 'utf8')) as Record<string, unknown>;

function flatten(node: unknown, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    if (key === '$schema' && !prefix) continue;
    const here = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[here] = value;
    else if (value && typeof value === 'object') flatten(value, here, out);
  }
  return out;
}

const localeFiles = { en: readJson('locales/en.json'), ar: readJson('locales/ar.json') };
const en = flatten(localeFiles.en);
const ar = flatten(localeFiles.ar);
const meta = readJson('schemas/meta/i18n/ar.json') as { labels: Record<string, string>; texts: Record<string, string> };
const partnerTexts = readdirSync(path.join(repo, 'partners')).filter((name) => name.endsWith('.json')).flatMap((name) => {
  const text = (readJson(`partners/${name}`).text as { ar?: unknown } | undefined)?.ar;
  return Object.entries(text ? flatten(text) : {}).map(([key, value]) => [`partners/${name} text.ar.${key}`, value] as [string, string]);
});
/** Every Arabic text a person reads: the customers' and staff's texts (and partners' own), the studio's generated editors. */
const arabicTexts: Array<[where: string, text: string]> = [
  ...Object.entries(ar).map(([key, text]) => [`locales/ar.json ${key}`, text] as [string, string]),
  ...partnerTexts,
  ...Object.entries(meta.labels).map(([name, text]) => [`schemas/meta/i18n/ar.json labels.${name}`, text] as [string, string]),
  ...Object.entries(meta.texts).map(([english, text]) => [`schemas/meta/i18n/ar.json texts["${english.slice(0, 60)}"]`, text] as [string, string]),
];

/** Texts with a count, by key without the plural suffix: key -> forms present. */
function families(texts: Record<string, string>): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const key of Object.keys(texts)) {
    const plural = pluralFormOf(key);
    if (plural) out.set(plural.key, (out.get(plural.key) ?? new Set()).add(plural.form));
  }
  return out;
}

// Placeholders that carry words, codes, dates, links or a measure with its unit: never a number
// that counts something. Every other placeholder is taken for a number.
const NOT_NUMBERS = new Set([
  'language', 'tab', 'quoteNo', 'product', 'phone', 'label', 'policyNo', 'channels', 'version', 'view', 'at', 'form',
  'username', 'time', 'author', 'zone', 'status', 'key', 'field', 'path', 'error', 'kind', 'value', 'mobile', 'sender',
  'code', 'name', 'plate', 'expiryDate', 'link', 'optOutLink', 'date', 'size', 'ratio', 'message', 'partner',
  // A place in a text (line 3, column 7), not a count.
  'line', 'column',
]);

/**
 * Where any number reads right in Arabic: a label's value ("المحاولات المتبقية: 4"), the total of
 * "من" ("الخطوة 2 من 4"), or the number naming the thing before it ("الإصدار 12", "بالإصدار 12").
 */
function readsForAnyNumber(before: string): boolean {
  return /[:：]\s*$/.test(before) || /(^|\s)من\s$/.test(before) || /(^|\s)[وفبلك]?ال[\u0600-\u06FF\u064B-\u0652]+\s$/.test(before);
}

/** Numbers in a text that need its plural forms: [placeholder, text before it]. */
function countedNumbers(text: string): string[] {
  const out: string[] = [];
  for (const match of text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)) {
    const name = match[1]!;
    if (NOT_NUMBERS.has(name)) continue;
    if (!readsForAnyNumber(text.slice(0, match.index))) out.push(name);
  }
  return out;
}

const sourceFiles = (dir: string): string[] =>
  readdirSync(path.join(repo, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(rel);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [rel] : [];
  });
const sources = sourceFiles('src').map((file) => ({ file, text: readFileSync(path.join(repo, file), 'utf8') }));

describe('counts in Arabic', () => {
  const arFamilies = families(ar);
  const enFamilies = families(en);

  it('every Arabic text that counts with a number has its plural forms, the number being `count`', () => {
    const wrong: string[] = [];
    for (const [key, text] of Object.entries(ar)) {
      for (const name of countedNumbers(text)) {
        if (name !== 'count') wrong.push(`${key}: {{${name}}} counts something: name it {{count}} (and pass count in the code)`);
        else if (!pluralFormOf(key)) wrong.push(`${key}: {{count}} needs the Arabic plural forms ${pluralFormsOf('ar').map((f) => `${key}_${f}`).join(', ')}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('a text with a count has every plural form of each language (ar: zero one two few many other; en: one other)', () => {
    expect(pluralFormsOf('ar')).toEqual(['zero', 'one', 'two', 'few', 'many', 'other']);
    expect(pluralFormsOf('en')).toEqual(['one', 'other']);
    const missing: string[] = [];
    for (const [lng, own] of [['ar', arFamilies], ['en', enFamilies]] as const) {
      for (const key of new Set([...arFamilies.keys(), ...enFamilies.keys()])) {
        for (const form of pluralFormsOf(lng)) if (!own.get(key)?.has(form)) missing.push(`${lng}: ${key}_${form}`);
      }
    }
    expect(missing).toEqual([]);
    expect(arFamilies.size).toBeGreaterThanOrEqual(6);
  });

  it('the code passes `count` to every text with plural forms', () => {
    const wrong: string[] = [];
    for (const key of arFamilies.keys()) {
      const error = /^errors\.(\w+)$/.exec(key)?.[1];
      // errors.<CODE> is translated with the API's params: the server names the number `count`.
      const escaped = (error ? `'${error}'` : `'${key}'`).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const needle = new RegExp(error ? escaped : `\\bt\\(\\s*${escaped}`, 'g');
      const uses = sources.flatMap(({ file, text }) => [...text.matchAll(needle)].map((m) => ({ file, after: text.slice(m.index, m.index + 200) })));
      if (uses.length === 0) wrong.push(`${key}: no code uses it`);
      for (const { file, after } of uses) {
        const call = after.split('\n')[0]!;
        if (!/\bcount\b/.test(call) && !(error && !/params/.test(call))) wrong.push(`${file}: ${call.trim()}`);
      }
      if (error && !uses.some(({ after }) => /params: \{[^}]*\bcount: /.test(after.split('\n')[0]!))) wrong.push(`${key}: the server gives no count`);
    }
    expect(wrong).toEqual([]);
  });

  it('i18next picks the Arabic form by the number', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'ar', resources: { ar: { translation: localeFiles.ar }, en: { translation: localeFiles.en } }, interpolation: { escapeValue: false } });
    const t = i18n.t;
    const wait = (count: number) => t('otp.resendIn', { count });
    expect([0, 1, 2, 3, 10, 11, 30, 100].map(wait)).toEqual([
      'يمكنك طلب رمز جديد الآن.',
      'يمكنك طلب رمز جديد بعد ثانية واحدة.',
      'يمكنك طلب رمز جديد بعد ثانيتين.',
      'يمكنك طلب رمز جديد بعد 3 ثوانٍ.',
      'يمكنك طلب رمز جديد بعد 10 ثوانٍ.',
      'يمكنك طلب رمز جديد بعد 11 ثانية.',
      'يمكنك طلب رمز جديد بعد 30 ثانية.',
      'يمكنك طلب رمز جديد بعد 100 ثانية.',
    ]);
    expect(t('ui.upload.hint', { count: 2 })).toBe('اختر صورتين: الوجه الأمامي والوجه الخلفي.');
    expect(t('errors.VEHICLE_TOO_OLD_FOR_COVER', { count: 5 })).toContain('لا يزيد عمرها على 5 سنوات.');
    expect(t('errors.VEHICLE_TOO_OLD_FOR_COVER', { count: 15 })).toContain('لا يزيد عمرها على 15 سنة.');
    // The browser asks whether the error has a text before it shows it (runtime/outcome.ts).
    expect(i18n.exists('errors.VEHICLE_TOO_OLD_FOR_COVER', { count: 5 })).toBe(true);
    await i18n.changeLanguage('en');
    expect(t('ui.components.uploaded', { count: 1 })).toBe('1 file handed over for upload.');
    expect(t('studio.edit.texts.count', { count: 797 })).toBe('797 texts');
  });
});

/**
 * Known variants of the glossary's terms (docs/glossary.md: English, the one Arabic term, where):
 * each names its glossary entry, which must be in the glossary.
 */
const VARIANTS: Array<{ term: string; variant: RegExp; use: string }> = [
  { term: 'mobile (number)', variant: /المحمول|محمول/, use: 'رقم الهاتف النقال' },
  { term: 'mobile (number)', variant: /(?<![\u0600-\u06FF])(?<!هاتف |هاتفك )(ال)?نقال/, use: 'رقم الهاتف النقال (النقال after الهاتف)' },
  { term: 'mobile (number)', variant: /رقم (ال)?هاتفك?(?![\u0600-\u06FF])(?! (ال)?نقال)|هاتفك(?! النقال)/, use: 'رقم الهاتف النقال (not رقم الهاتف alone)' },
  { term: 'Oman, Omani', variant: /(^|[^\u0600-\u06FF])عمان/, use: 'عُمان, عُماني' },
  { term: 'ROP resubmission', variant: /إعادة التقديم|مستند الشرطة/, use: 'إعادة الإرسال إلى شرطة عُمان السلطانية' },
  { term: 'policy documents', variant: /وثائق التأمين|مستند الوثيقة/, use: 'مستندات الوثيقة' },
  { term: 'licence number', variant: /رقم الرخصة/, use: 'رقم رخصة القيادة' },
  { term: 'upload', variant: /تحميل (ال)?صور/, use: 'رفع' },
  { term: 'promo code', variant: /رمز الخصم|رموز الخصم/, use: 'الرمز الترويجي' },
  { term: 'motor insurance', variant: /التأمين على المركبات/, use: 'تأمين المركبات' },
  { term: 'quote', variant: /تسعيرة/, use: 'عرض السعر' },
  { term: 'greeting', variant: /عزيزنا|عزيزي/, use: 'no greeting' },
  { term: 'journey', variant: /المسارات/, use: 'الرحلات' },
  { term: 'approve / approved / approver', variant: /تمت الموافقة|(?<![\u0600-\u06FF])وافق عليه(?![\u0600-\u06FF])|يوافق عليها معتمد/, use: 'اعتماد / معتمدة / معتمِد' },
  { term: 'served (the release or tree in effect)', variant: /المعتمدة? حاليًا|المقدَّم الآن|سبق تقديمه/, use: 'الساري' },
  { term: 'lead', variant: /طلباته/, use: 'العميل المحتمل' },
  { term: 'issue (a numbered request, e.g. issue 24)', variant: /المسألة/, use: 'البلاغ' },
];

describe('one Arabic term per idea (docs/glossary.md)', () => {
  const glossary = readFileSync(path.join(repo, 'docs/glossary.md'), 'utf8');

  it('names every term it checks in the glossary', () => {
    for (const { term } of VARIANTS) expect(glossary, term).toContain(`| ${term} |`);
  });

  it('finds each variant where it is written (the check can fail)', () => {
    expect(arabicTexts.length).toBeGreaterThan(1000);
    const finds = (text: string) => [...new Set(VARIANTS.filter(({ variant }) => variant.test(text)).map(({ term }) => term))];
    expect(finds('أدخل رقم الهاتف المحمول')).toEqual(['mobile (number)']);
    expect(finds('رقم النقال')).toEqual(['mobile (number)']);
    expect(finds('يرجى إدخال رقم الهاتف')).toEqual(['mobile (number)']);
    expect(finds('يرجى إدخال رقم هاتفك النقال')).toEqual([]);
    expect(finds('شرطة عمان السلطانية')).toEqual(['Oman, Omani']);
    expect(finds('طلب وثائق التأمين')).toEqual(['policy documents']);
    expect(finds('رمز الخصم غير صالح')).toEqual(['promo code']);
    expect(finds('المسارات')).toEqual(['journey']);
    expect(finds('تمت الموافقة')).toEqual(['approve / approved / approver']);
    expect(finds('معتمدة')).toEqual([]);
  });

  it('locales/ar.json and the studio\'s Arabic use the glossary\'s terms', () => {
    const found = arabicTexts.flatMap(([where, text]) =>
      VARIANTS.filter(({ variant }) => variant.test(text)).map(({ term, use }) => `${where}: "${variant(text, term)}" for ${term}: write ${use}`));
    expect(found).toEqual([]);
  });
});

const variant = (text: string, term: string) => VARIANTS.filter((v) => v.term === term).map((v) => v.variant.exec(text)?.[0]).find(Boolean) ?? '';

describe('one spelling', () => {
  /** The text outside `code`, which stays as the English writes it. */
  const prose = (text: string) => text.replace(/`[^`]*`/g, '');

  it('tanwin on alif is ًا, never اً', () => {
    expect(arabicTexts.filter(([, text]) => /اً/.test(text)).map(([where]) => where)).toEqual([]);
  });
  it('an ellipsis is the one character …, in both languages', () => {
    expect(arabicTexts.filter(([, text]) => /\.\.\./.test(prose(text))).map(([where]) => where)).toEqual([]);
    expect(Object.entries(en).filter(([, text]) => /\.\.\./.test(text)).map(([key]) => key)).toEqual([]);
  });
  it('quotes are «…» in Arabic and “…” in English', () => {
    expect(arabicTexts.filter(([, text]) => /["“”]/.test(prose(text))).map(([where]) => where)).toEqual([]);
    expect(Object.entries(en).filter(([, text]) => /"/.test(text)).map(([key]) => key)).toEqual([]);
  });
});
