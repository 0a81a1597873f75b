// @vitest-environment jsdom
// A partner's Arabic site uses its Arabic name (issue 32 part 5): the logo's text and the bar's
// label are the partner's name in the page's language, from its text overrides, not "Partner logo";
// the tab's title names the partner too.
import { cleanup, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import ar from '../../../locales/ar.json' with { type: 'json' };
import en from '../../../locales/en.json' with { type: 'json' };
import demo from '../../../partners/demo-partner.json' with { type: 'json' };
import { localeWithOverrides } from '../../config/resolve.js';
import type { LocaleFile, PartnerConfig } from '../../config/types.js';
import { I18nProvider } from '../lib/use-translation.js';
import { clientState } from '../startup/client-state.js';
import { pageTitle } from './layout.js';
import { LogoBar } from './logo-bar.js';

afterEach(cleanup);

async function showAs(language: 'en' | 'ar', partnerId: string, logo: string | null) {
  const partner = partnerId === 'demo-partner' ? (demo as unknown as PartnerConfig) : undefined;
  const i18n = createInstance();
  await i18n.init({ lng: language, fallbackLng: false, interpolation: { escapeValue: false }, resources: {
    [language]: { translation: localeWithOverrides((language === 'ar' ? ar : en) as unknown as LocaleFile, partner, language) },
  } });
  clientState.set((state) => ({ ...state, partnerDetail: { PARTNER_ID: partnerId, LOGO: logo } }));
  render(<I18nProvider i18n={i18n}><MemoryRouter initialEntries={['/buy-policy']}><LogoBar /></MemoryRouter></I18nProvider>);
  return i18n;
}

describe('LogoBar: the partner by its name in the page language', () => {
  it("on the Arabic site, the logo's text and the bar's label are the partner's Arabic name", async () => {
    const i18n = await showAs('ar', 'demo-partner', '/partners/demo-partner.svg');
    expect(screen.getByRole('img').getAttribute('alt')).toBe('ديمو موتورز');
    expect(screen.getByRole('region', { name: 'ديمو موتورز' })).toBeTruthy();
    expect(pageTitle(i18n.t.bind(i18n), 'demo-partner')).toBe('ديمو موتورز · تأمين المركبات');
  });

  it('on the English site, the English name', async () => {
    const i18n = await showAs('en', 'demo-partner', '/partners/demo-partner.svg');
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Demo Motors');
    expect(pageTitle(i18n.t.bind(i18n), 'demo-partner')).toBe('Demo Motors · Motor Insurance');
  });

  it("the insurer's own site keeps its brand as the title, and without a logo shows the name as text", async () => {
    const i18n = await showAs('ar', 'default', null);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('region').textContent).toBe(ar.partner.name);
    expect(pageTitle(i18n.t.bind(i18n), 'default')).toBe('تأمين المركبات');
  });
});
