// @vitest-environment jsdom
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n, storedLanguage, switchLanguage } from './i18n.js';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

describe('i18n', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('loads partner texts from the server, switches to Arabic right-to-left and remembers it', async () => {
    vi.stubGlobal('fetch', vi.fn(async (url: string) => json(url.endsWith('/ar') ? { ui: { home: 'الرئيسية' } } : { ui: { home: 'Home' } })));
    await initI18n('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(i18next.t('ui.home')).toBe('Home');
    await switchLanguage('ar');
    expect(i18next.t('ui.home')).toBe('الرئيسية');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(storedLanguage()).toBe('ar');
    // The server serves the next page as an Arabic document (static-app.ts) by this cookie.
    expect(document.cookie).toContain('language=ar');
  });

  it('gives a choice stored before the cookie existed its cookie at the next start', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({})));
    document.cookie = 'language=; path=/; max-age=0';
    localStorage.setItem('language', 'en');
    await initI18n('en');
    expect(document.cookie).toContain('language=en');
  });

  it('falls back to the base locale of the build when the server cannot answer', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 503 })));
    i18next.removeResourceBundle('ar', 'translation');
    await switchLanguage('ar');
    expect(i18next.t('ui.notFound.title')).toBe('الصفحة غير موجودة');
  });

  it('ignores an unknown stored language', () => {
    localStorage.setItem('language', 'fr');
    expect(storedLanguage()).toBe('en');
  });
});
