// Run by the build only (vite.config.ts firstScreenMarkup), never part of the page's code: the
// app's own first render of a route, as markup, for the server to put in that route's page.
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { FirstScreenMarkup } from '../../shared/first-screens.js';
import { I18N_OPTIONS, type Language } from '../lib/i18n.js';
import { I18nProvider } from '../lib/use-translation.js';
import { AppRoutes } from './router.js';

/**
 * What the app draws first at `route` (the same tree main.tsx renders, before start-up, the runner
 * or any chunk has come), with `translation`'s texts; and every text it looked up, so the server
 * sends the markup only while the page's texts are still these.
 */
export async function renderFirstScreen(route: string, language: Language, translation: Record<string, unknown>): Promise<FirstScreenMarkup> {
  const i18n = i18next.createInstance();
  await i18n.init({ ...I18N_OPTIONS, lng: language, resources: { [language]: { translation } } });
  const texts: FirstScreenMarkup['texts'] = {};
  // Every lookup goes through the store's getResource (i18next's Translator), a plural's forms and
  // a missing key's included; i18next's types leave that method out.
  const store = i18n.services.resourceStore as unknown as { getResource: (lng: string, ns: string, key: string | string[] | undefined, options?: unknown) => unknown };
  const lookUp = store.getResource.bind(store);
  store.getResource = (lng, ns, key, options) => {
    const value: unknown = lookUp(lng, ns, key, options);
    // Without a key it is a whole text set's lookup (react-i18next asking whether it is loaded).
    if (lng === language && key !== undefined) texts[Array.isArray(key) ? key.join('.') : key] = typeof value === 'string' ? value : null;
    return value;
  };
  const html = renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <StaticRouter location={route}>
        <AppRoutes />
      </StaticRouter>
    </I18nProvider>,
  );
  return { html, texts };
}
