// Text changes, one entry per key with its English and Arabic before and after: from the two
// locale files (merged) and from each partner's text overrides (tagged with the partner).
import { pointerSegment } from '../merge-patch.js';
import { textLeaves } from '../text-keys.js';
import { isObject } from '../types.js';
import type { ReleaseFiles, TextEntry, TextSides } from './types.js';
import { textSummary } from './words.js';

export const TEXT_LANGUAGES = ['en', 'ar'] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];
export const localeFile = (lng: string) => `locales/${lng}.json`;

/** Every text of a nested texts object by dotted key (a locale file's `$schema` is not a text). */
export function flattenTexts(node: unknown): Map<string, string> {
  return new Map([...textLeaves(node)].map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]));
}

/** The text of `key` in a release's locale file, or null. */
export function localeText(files: ReleaseFiles, lng: string, key: string): string | null {
  const node = key.split('.').reduce<unknown>((at, part) => (isObject(at) ? at[part] : undefined), files[localeFile(lng)]);
  return typeof node === 'string' ? node : null;
}

/** One language's texts on each side; a side is undefined where its file does not exist. */
export interface TextSource {
  file: string;
  /** Pointer of the texts object in the file ('' for a locale file, /text/en in a partner file). */
  base: string;
  before: Map<string, string> | undefined;
  after: Map<string, string> | undefined;
}

const keyPointer = (key: string) => key.split('.').map((part) => `/${pointerSegment(part)}`).join('');

export function textEntries(sources: Record<TextLanguage, TextSource>, partner?: string): TextEntry[] {
  const changedIn = (source: TextSource, key: string) =>
    source.before !== undefined && source.after !== undefined && source.before.get(key) !== source.after.get(key);
  const keys = new Set<string>();
  for (const lng of TEXT_LANGUAGES) {
    const { before, after } = sources[lng];
    if (!before || !after) continue; // a locale file added or removed is one file entry
    for (const key of new Set([...before.keys(), ...after.keys()])) if (before.get(key) !== after.get(key)) keys.add(key);
  }
  return [...keys].sort().map((key): TextEntry => {
    const side = (lng: TextLanguage): TextSides => ({ before: sources[lng].before?.get(key) ?? null, after: sources[lng].after?.get(key) ?? null });
    const en = side('en');
    const ar = side('ar');
    const changed = TEXT_LANGUAGES.filter((lng) => changedIn(sources[lng], key));
    const first = sources[changed[0]!];
    const change = en.before === null && ar.before === null ? 'added' : en.after === null && ar.after === null ? 'removed' : 'changed';
    return {
      kind: 'text', file: first.file, pointer: `${first.base}${keyPointer(key)}`, change, key,
      ...(partner !== undefined ? { partner } : {}),
      en, ar,
      files: [...new Set(changed.map((lng) => sources[lng].file))],
      summary: textSummary(key, partner, en, ar),
    };
  });
}

/** The changed keys of the two locale files. */
export function localeTextEntries(before: ReleaseFiles, after: ReleaseFiles): TextEntry[] {
  const source = (lng: TextLanguage): TextSource => {
    const file = localeFile(lng);
    return { file, base: '', before: file in before ? flattenTexts(before[file]) : undefined, after: file in after ? flattenTexts(after[file]) : undefined };
  };
  return textEntries({ en: source('en'), ar: source('ar') });
}

/** The partner's text overrides (partner.schema.json: `text.en`, `text.ar`). */
export function partnerTextEntries(file: string, before: unknown, after: unknown): TextEntry[] {
  const texts = (data: unknown, lng: TextLanguage) => flattenTexts(isObject(data) && isObject(data.text) ? data.text[lng] : undefined);
  const source = (lng: TextLanguage): TextSource => ({ file, base: `/text/${lng}`, before: texts(before, lng), after: texts(after, lng) });
  const id = isObject(after) && typeof after.id === 'string' ? after.id : file.replace(/^.*\/|\.json$/g, '');
  return textEntries({ en: source('en'), ar: source('ar') }, id);
}

/** A partner file without its text overrides (what is left for the structural diff). */
export function withoutPartnerTexts(data: unknown): unknown {
  if (!isObject(data) || !isObject(data.text)) return data;
  const { en: _en, ar: _ar, ...otherTexts } = data.text;
  const { text: _text, ...rest } = data;
  return Object.keys(otherTexts).length > 0 ? { ...rest, text: otherTexts } : rest;
}
