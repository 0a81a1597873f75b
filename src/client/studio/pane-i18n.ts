// One i18next instance per preview pane, so English and Arabic render side by side (the portal's
// own instance has one language at a time). In key mode every text shows the key it comes from.
import { createInstance, type i18n as I18n, type PostProcessorModule } from 'i18next';
import type { Texts } from './studio-api.js';

const SHOW_KEY = 'studioShowKey';

/** Replaces the text with the key it came from (of a fallback list, the one that answered). */
export const showKeyProcessor: PostProcessorModule = {
  type: 'postProcessor',
  name: SHOW_KEY,
  process: (_value: string, key: string | string[], options: { i18nResolved?: { usedKey?: string } }) => {
    const used = options.i18nResolved?.usedKey;
    return used ?? (Array.isArray(key) ? String(key[0] ?? '') : key);
  },
};

export function paneI18n(language: 'en' | 'ar', texts: Texts, showKeys: boolean): I18n {
  const instance = createInstance();
  instance.use(showKeyProcessor);
  // Resources are given inline, so init completes synchronously (initImmediate: false).
  void instance.init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: texts } },
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    initAsync: false,
    postProcess: showKeys ? [SHOW_KEY] : false,
    postProcessPassResolved: showKeys,
  });
  return instance;
}
