// The texts editor's rows: every key of English and Arabic side by side, filtered to what is
// missing in one language or still the English words in Arabic, and a change written back into
// the nested locale file at its dotted key. A text with a count has a row per plural form; a form
// one language does not use (English `_two`) is not missing there.
import { needsText } from '../../../config/plural-keys.js';
import { textLeaves } from '../../../config/text-keys.js';

export type Texts = Record<string, unknown>;
export type TextFilter = 'all' | 'missing' | 'unchanged';

export interface TextRow {
  key: string;
  en: string | undefined;
  ar: string | undefined;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Leaf strings by dotted key ($schema left out: it is no text). */
export function flattenTexts(texts: Texts): Record<string, string> {
  return Object.fromEntries([...textLeaves(texts)].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

const blank = (text: string | undefined) => text === undefined || text.trim() === '';

export function textRows(en: Texts, ar: Texts, filter: TextFilter, search = ''): TextRow[] {
  const flatEn = flattenTexts(en);
  const flatAr = flattenTexts(ar);
  const keys = [...new Set([...Object.keys(flatEn), ...Object.keys(flatAr)])].sort();
  const needle = search.trim().toLowerCase();
  return keys
    .map((key) => ({ key, en: flatEn[key], ar: flatAr[key] }))
    .filter((row) => {
      if (filter === 'missing' && !((needsText('en', row.key) && blank(row.en)) || (needsText('ar', row.key) && blank(row.ar)))) return false;
      // Arabic that is the English text word for word was copied, not translated.
      if (filter === 'unchanged' && !(row.en !== undefined && row.en.trim() !== '' && row.en === row.ar)) return false;
      return !needle || [row.key, row.en ?? '', row.ar ?? ''].some((text) => text.toLowerCase().includes(needle));
    });
}

/** A copy of `texts` with the text at `key` (a.b.c) set, making the objects on the way. */
export function withText(texts: Texts, key: string, value: string): Texts {
  const [head, ...rest] = key.split('.');
  if (!head) return texts;
  if (rest.length === 0) return { ...texts, [head]: value };
  const child = isObject(texts[head]) ? (texts[head] as Texts) : {};
  return { ...texts, [head]: withText(child, rest.join('.'), value) };
}

/** A copy of `texts` without the text at `key` (objects left empty on the way are dropped). */
export function withoutText(texts: Texts, key: string): Texts {
  const [head, ...rest] = key.split('.');
  if (!head || !(head in texts)) return texts;
  if (rest.length === 0) {
    const { [head]: _gone, ...others } = texts;
    return others;
  }
  if (!isObject(texts[head])) return texts;
  const child = withoutText(texts[head] as Texts, rest.join('.'));
  if (Object.keys(child).length > 0) return { ...texts, [head]: child };
  const { [head]: _empty, ...others } = texts;
  return others;
}
