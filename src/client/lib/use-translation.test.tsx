// @vitest-environment jsdom
// The binding (react-i18next, set up in use-translation.ts) as the portal relies on it.
import { act, cleanup, render, screen } from '@testing-library/react';
import i18next, { createInstance, type i18n as I18n } from 'i18next';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider, useTranslation } from './use-translation.js';

afterEach(cleanup);

async function instance(texts: Record<string, Record<string, unknown>>, language = 'en'): Promise<I18n> {
  const i18n = createInstance();
  await i18n.init({ lng: language, fallbackLng: false, resources: Object.fromEntries(Object.entries(texts).map(([l, t]) => [l, { translation: t }])) });
  return i18n;
}

let effects = 0;
function Greeting() {
  const { t, i18n } = useTranslation();
  // Counts how often an effect that depends on t runs (the layout's document title does this).
  useEffect(() => void (effects += 1), [t]);
  return <p lang={i18n.language}>{t('hello', { name: 'Ali' })}</p>;
}

const show = (i18n: I18n) => render(<I18nProvider i18n={i18n}><Greeting /><Greeting /></I18nProvider>);
const texts = () => screen.getAllByRole('paragraph').map((p) => `${p.getAttribute('lang')}:${p.textContent}`);

describe('useTranslation', () => {
  it('renders the texts of the instance given by the provider, with interpolation', async () => {
    show(await instance({ en: { hello: 'Hello {{name}}' } }));
    expect(texts()).toEqual(['en:Hello Ali', 'en:Hello Ali']);
  });

  it('renders again, with a new t, when the language changes', async () => {
    const i18n = await instance({ en: { hello: 'Hello {{name}}' }, ar: { hello: 'مرحبا {{name}}' } });
    show(i18n);
    effects = 0;
    await act(() => i18n.changeLanguage('ar'));
    expect(texts()).toEqual(['ar:مرحبا Ali', 'ar:مرحبا Ali']);
    expect(effects).toBe(2);
  });

  it('renders again when texts are added or removed in the same language', async () => {
    const i18n = await instance({ en: { hello: 'Hello {{name}}' } });
    show(i18n);
    act(() => void i18n.addResourceBundle('en', 'translation', { hello: 'Welcome {{name}}' }, true, true));
    expect(texts()).toEqual(['en:Welcome Ali', 'en:Welcome Ali']);
    act(() => void i18n.removeResourceBundle('en', 'translation'));
    expect(texts()).toEqual(['en:hello', 'en:hello']);
  });

  it('uses the portal\'s own instance where no provider is above (no Suspense: texts load before the first render)', async () => {
    await i18next.init({ lng: 'en', fallbackLng: false, resources: { en: { translation: { hello: 'Salaam {{name}}' } } } });
    render(<Greeting />);
    expect(texts()).toEqual(['en:Salaam Ali']);
    act(() => void i18next.addResourceBundle('en', 'translation', { hello: 'Ahlan {{name}}' }, true, true));
    expect(texts()).toEqual(['en:Ahlan Ali']);
  });

  it('stops listening when unmounted', async () => {
    const i18n = await instance({ en: { hello: 'Hello {{name}}' }, ar: { hello: 'مرحبا' } });
    const view = show(i18n);
    view.unmount();
    effects = 0;
    await i18n.changeLanguage('ar');
    expect(effects).toBe(0);
  });
});
