// The preview's texts from the editor's own files, unsaved edits included: a changed text shows at
// once, where the draft's tree comes back only after the save and the server's check. The same
// merge as the server's (locale file, then the partner's `text` overrides), so nothing differs.
import { localeWithOverrides } from '../../../config/resolve.js';
import type { LocaleFile, PartnerConfig } from '../../../config/types.js';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Both languages' texts as the partner's customers would read the editor's files, or null without them. */
export function textsOfFiles(files: Readonly<Record<string, unknown>> | undefined, partner: string): Record<'en' | 'ar', Record<string, unknown>> | null {
  const en = files?.['locales/en.json'];
  const ar = files?.['locales/ar.json'];
  const partnerFile = files?.[`partners/${partner}.json`];
  if (!isObject(en) || !isObject(ar) || !isObject(partnerFile)) return null;
  const of = (locale: Record<string, unknown>, lng: string) => localeWithOverrides(locale as LocaleFile, partnerFile as unknown as PartnerConfig, lng) as Record<string, unknown>;
  return { en: of(en, 'en'), ar: of(ar, 'ar') };
}
