// The words the Arabic of the findings shares (every finding has its Arabic, beside its English
// where it is built; arabic-everywhere.test.ts holds them to it): the studio shows it to staff
// working in Arabic. Names, values and paths stay as written, wrapped in Unicode isolates (FSI…PDI)
// so they keep their own direction inside Arabic text.
import { closest } from './did-you-mean.js';

/** An id, key, value or path inside Arabic text, isolated so its direction cannot mix with the Arabic. */
export const iso = (text: string): string => `\u2068${text}\u2069`;

/** « هل تقصد "x"؟» or ''. */
export function didYouMeanAr(wrong: string, known: Iterable<string>): string {
  const found = closest(wrong, known);
  return found ? ` هل تقصد «${iso(found)}»؟` : '';
}

/** A wrong type in words: what the value should have been, and how to write it. */
export const TYPE_WORDS_AR: Record<string, { what: string; fix: string }> = {
  boolean: { what: `${iso('true')} أو ${iso('false')}`, fix: `يرجى كتابة ${iso('true')} أو ${iso('false')} دون علامات تنصيص.` },
  integer: { what: 'عددًا صحيحًا', fix: 'يرجى كتابة عدد صحيح دون علامات تنصيص (مثل 2).' },
  number: { what: 'رقمًا', fix: 'يرجى كتابة رقم دون علامات تنصيص (مثل 2.5).' },
  string: { what: 'نصًا', fix: `يرجى كتابة نص بين علامتي تنصيص مزدوجتين (مثل ${iso('"abc"')}).` },
  array: { what: 'قائمة', fix: `يرجى كتابة قائمة بين قوسين معقوفين (مثل ${iso('["a", "b"]')}).` },
  object: { what: 'مجموعة حقول', fix: `يرجى كتابة مجموعة حقول بين قوسين متعرجين (مثل ${iso('{ "name": "value" }')}).` },
};

/** The types of a field in Arabic words (for the rule and shape findings). */
export const TYPE_NAMES_AR: Record<string, string> = { string: 'نص', number: 'رقم', integer: 'عدد صحيح', boolean: 'نعم/لا', array: 'قائمة', object: 'مجموعة حقول' };
