// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { createInstance, type i18n as I18n } from 'i18next';
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

  it('follows an instance initialised again (its text store is a new one)', async () => {
    const i18n = await instance({ en: { hello: 'Hello {{name}}' } });
    show(i18n);
    await act(() => i18n.init({ lng: 'en', resources: { en: { translation: { hello: 'Hi {{name}}' } } } }));
    expect(texts()).toEqual(['en:Hi Ali', 'en:Hi Ali']);
    act(() => void i18n.addResourceBundle('en', 'translation', { hello: 'Hey {{name}}' }, true, true));
    expect(texts()).toEqual(['en:Hey Ali', 'en:Hey Ali']);
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
