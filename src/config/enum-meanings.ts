// Meta-schemas may say what each value of an enum means with `enumDescriptions` (the list VS
// Code's JSON editor shows beside each value) and name the kind of value with `title`. The checker
// then answers a wrong value with the meanings, and suggests a value by its meaning too: staff
// write "orangeCard" for what the catalogue calls "uae" ("Orange Card / UAE cover").
import { iso } from './arabic-findings.js';
import { closest } from './did-you-mean.js';
import type { ConfigIssue } from './types.js';

export interface EnumMeanings {
  values: string[];
  descriptions: string[];
  /** What one value is ("Add-on"), from the schema's title; undefined without one. */
  noun?: string;
}

const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The value `wrong` most likely meant: a near spelling of a value, else a value whose meaning contains it. */
export function meantValue(wrong: string, meanings: EnumMeanings): string | undefined {
  const bySpelling = closest(wrong, meanings.values);
  if (bySpelling) return bySpelling;
  const key = squash(wrong);
  if (key.length < 3) return undefined;
  const index = meanings.descriptions.findIndex((d) => squash(d).includes(key));
  return index >= 0 ? meanings.values[index] : undefined;
}

const article = (noun: string) => (/^[aeiou]/i.test(noun) ? 'an' : 'a');

/** Message and fix for a value not in the enum, naming each allowed value's meaning (in English, isolated, in the Arabic). */
export function enumIssueText(wrong: unknown, meanings: EnumMeanings): Pick<ConfigIssue, 'message' | 'fix' | 'ar'> {
  const meaningOf = (value: string) => meanings.descriptions[meanings.values.indexOf(value)] ?? '';
  const what = meanings.noun ? `${article(meanings.noun)} ${meanings.noun.toLowerCase()}` : 'an allowed value';
  const guess = typeof wrong === 'string' ? meantValue(wrong, meanings) : undefined;
  const choices = meanings.values.map((v) => `"${v}" (${meaningOf(v)})`);
  return {
    message: `${JSON.stringify(wrong)} is not ${what}${guess ? `; did you mean "${guess}" (${meaningOf(guess)})?` : '.'}`,
    fix: `Use one of: ${choices.join(', ')}.`,
    ar: {
      message: `${iso(String(JSON.stringify(wrong)))} ليست قيمة مسموحًا بها${guess ? `؛ هل تقصد «${iso(guess)}» (${iso(meaningOf(guess))})؟` : '.'}`,
      fix: `يرجى استخدام إحدى القيم: ${choices.map(iso).join('، ')}.`,
    },
  };
}

/** The meanings a schema gives its enum, if it gives one for every value. */
export function enumMeaningsOf(schema: Record<string, unknown>): EnumMeanings | undefined {
  const { enum: values, enumDescriptions: descriptions, title } = schema;
  if (!Array.isArray(values) || !Array.isArray(descriptions) || values.length !== descriptions.length) return undefined;
  if (!values.every((v) => typeof v === 'string') || !descriptions.every((d) => typeof d === 'string')) return undefined;
  return { values, descriptions, noun: typeof title === 'string' ? title : undefined };
}
