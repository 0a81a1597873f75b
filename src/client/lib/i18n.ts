import i18next, { type Resource } from 'i18next';
import { configVersionHeaders, noteConfigVersion, onConfigVersionChange } from './config-version.js';
import { readItem, writeItem } from './storage.js';

export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
const LANGUAGE_KEY = 'language';
/**
 * The chosen language also as a cookie (the server reads it, src/server/plugins/static-app.ts): an
 * Arabic reader's next page arrives right to left with the Arabic texts already on their way.
 */
const LANGUAGE_COOKIE = 'language';

/** Keeps the cookie equal to the stored choice (a year; a preference, sent with pages only). */
export function rememberLanguageCookie(language: Language): void {
  if (typeof document === 'undefined') return;
  if (document.cookie.split('; ').includes(`${LANGUAGE_COOKIE}=${language}`)) return;
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language);
}

export function storedLanguage(): Language {
  // A link in a customer's message names the message's language (?lang=ar): the page opens in it.
  const asked = typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('lang');
  if (isLanguage(asked)) return asked;
  const stored = readItem('local', LANGUAGE_KEY);
  return isLanguage(stored) ? stored : 'en';
}

/**
 * The language an address asks for (`?lang=ar`: a reminder's links carry the customer's), else
 * none. It wins over the stored choice for that page, which it does not change.
 */
export function addressLanguage(search = typeof location === 'undefined' ? '' : location.search): Language | undefined {
  const asked = new URLSearchParams(search).get('lang');
  return isLanguage(asked) ? asked : undefined;
}

/** Arabic is a true right-to-left layout: the whole document flips, not single widgets. */
export function applyDocumentLanguage(language: Language, root = document.documentElement): void {
  root.lang = language;
  root.dir = language === 'ar' ? 'rtl' : 'ltr';
}

const bundled = import.meta.glob<Resource>('../../../locales/*.json', { import: 'default' });

/**
 * The server merges the partner's text overrides over the base locale; when it cannot answer,
 * the base locale shipped with the build still gives the customer real text.
 */
async function loadLocale(language: Language): Promise<Record<string, unknown>> {
  try {
    // The answer's ETag is the tree version: the browser revalidates and an unchanged text set is a 304.
    const response = await fetch(`/api/v1/config/locales/${language}`, { headers: { Accept: 'application/json', ...configVersionHeaders() } });
    noteConfigVersion(response);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return (await response.json()) as Record<string, unknown>;
  } catch (error) {
    console.warn(`Partner texts for "${language}" unavailable, using the base locale`, error);
    const load = bundled[`../../../locales/${language}.json`];
    return load ? ((await load()) as Record<string, unknown>) : {};
  }
}

async function ensureLoaded(language: Language): Promise<void> {
  if (i18next.hasResourceBundle(language, 'translation')) return;
  i18next.addResourceBundle(language, 'translation', await loadLocale(language), true, true);
}

/**
 * A newer config tree was swapped in on the server: the shown language's texts are fetched again
 * and the page re-renders with them; other languages load fresh when chosen.
 */
async function reloadTexts(): Promise<void> {
  const language = isLanguage(i18next.language) ? i18next.language : storedLanguage();
  const translation = await loadLocale(language);
  for (const other of LANGUAGES) if (other !== language) i18next.removeResourceBundle(other, 'translation');
  // The language stays; useTranslation re-renders on the added texts (lib/use-translation.ts).
  i18next.addResourceBundle(language, 'translation', translation, true, true);
}

/** How the portal's texts are looked up, by the page and by the build's render of its first screen. */
export const I18N_OPTIONS = { fallbackLng: false, interpolation: { escapeValue: false }, returnEmptyString: false } as const;

export async function initI18n(language: Language = addressLanguage() ?? storedLanguage()): Promise<typeof i18next> {
  onConfigVersionChange(() => void reloadTexts());
  // A choice stored before the cookie existed: the next page gets it.
  const stored = readItem('local', LANGUAGE_KEY);
  if (isLanguage(stored)) rememberLanguageCookie(stored);
  const translation = await loadLocale(language);
  await i18next.init({ ...I18N_OPTIONS, lng: language, resources: { [language]: { translation } } });
  applyDocumentLanguage(language);
  return i18next;
}

/** Switches language, remembers the choice across visits, and flips the document direction. */
export async function switchLanguage(language: Language): Promise<void> {
  await ensureLoaded(language);
  await i18next.changeLanguage(language);
  writeItem('local', LANGUAGE_KEY, language);
  rememberLanguageCookie(language);
  applyDocumentLanguage(language);
}
