// @vitest-environment jsdom
// The review of a new partner (issue 32 part 5): the diff shows its name in both languages, its
// origins, source business id, colour and logo, not only "file added"; and its preview's "before"
// side says the partner is new instead of an error.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import arLocale from '../../../../locales/ar.json' with { type: 'json' };
import enLocale from '../../../../locales/en.json' with { type: 'json' };
import demo from '../../../../partners/demo-partner.json' with { type: 'json' };
import { diffReleases } from '../../../config/release-diff.js';
import { I18nProvider } from '../../lib/use-translation.js';
import { DraftPreviewPanel } from '../editors/draft-preview.js';
import { paneI18n } from '../pane-i18n.js';
import { DiffView } from './diff-view.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LOGO = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=';
const gulf = {
  ...structuredClone(demo), id: 'gulf-motors', name: 'Gulf Motors', origins: ['https://gulf.example', 'https://www.gulf.example'], srcBusId: 'GMO',
  logo: LOGO, theme: { 'color-primary': '#8a1538' }, text: { en: { partner: { name: 'Gulf Motors' } }, ar: { partner: { name: 'الخليج للسيارات' } } },
};
const i18nOf = (language: 'en' | 'ar') => paneI18n(language, (language === 'en' ? enLocale : arLocale) as Record<string, unknown>, false);

describe('DiffView: a partner added', () => {
  it('shows its names, origins, source business id, colour and logo', () => {
    const diff = diffReleases({ 'partners/demo-partner.json': demo }, { 'partners/demo-partner.json': demo, 'partners/gulf-motors.json': gulf });
    render(<I18nProvider i18n={i18nOf('en')}><DiffView diff={diff} /></I18nProvider>);
    const card = screen.getByRole('group', { name: 'New partner: Gulf Motors' });
    const value = (term: string) => within(card).getByText(term).nextElementSibling as HTMLElement;
    expect(value('Name').textContent).toBe('Gulf Motors');
    expect(value('Name shown in Arabic').textContent).toBe('الخليج للسيارات');
    expect(value('Name shown in Arabic').getAttribute('dir')).toBe('rtl');
    expect(within(value('Site addresses')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(gulf.origins);
    expect(value("Insurer's source business id").textContent).toBe('GMO');
    expect(value('Brand colour').textContent).toContain('#8a1538');
    expect(within(card).getByRole('img', { name: 'Gulf Motors' }).getAttribute('src')).toBe(LOGO);
  });

  it('in Arabic, with the labels in Arabic', () => {
    const diff = diffReleases({}, { 'partners/gulf-motors.json': gulf });
    render(<I18nProvider i18n={i18nOf('ar')}><DiffView diff={diff} /></I18nProvider>);
    const card = screen.getByRole('group', { name: 'شريك جديد: Gulf Motors' });
    expect(within(card).getByText('عناوين المواقع')).toBeTruthy();
    expect(within(card).getByText('رمز مصدر الأعمال لدى شركة التأمين')).toBeTruthy();
  });
});

describe("DraftPreviewPanel: a new partner's before side", () => {
  it('says the partner is new where the release before it has no site of it', async () => {
    const journey = { id: 'landing', title: 'landing.title', steps: [{ id: 'start', kind: 'view', view: 'landing', forms: [], options: {} }] };
    const partners = [{ id: 'default', name: 'Insurer', file: 'partners/default.json' }, { id: 'gulf-motors', name: 'Gulf Motors', file: 'partners/gulf-motors.json' }];
    const answer = (url: string) => {
      const q = new URL(url, 'http://studio').searchParams;
      const tree = { journeys: [{ ...journey, file: 'journeys/landing.json', route: '/motor-insurance' }], forms: [], partners };
      if (q.get('side') === 'base' && q.get('partner') === 'gulf-motors') return { revision: 2, side: 'base', findings: [], tree, newPartner: 'gulf-motors' };
      return {
        revision: 2, side: q.get('side'), findings: [], tree, journey, forms: {}, validators: {}, texts: { en: enLocale, ar: arLocale },
        partner: { id: q.get('partner'), name: 'x', logo: null, theme: {}, config: { SHOW_MULTIPLE_PLANS: 0, SRC_BUS_ID: 'x', SHOW_PROMO_CODE: 0 } },
      };
    };
    vi.stubGlobal('fetch', vi.fn(async (url: string) => new Response(JSON.stringify({ data: answer(url) }), { status: 200, headers: { 'content-type': 'application/json' } })));
    render(<I18nProvider i18n={i18nOf('en')}><DraftPreviewPanel staff={{ csrfToken: 'c', username: 'approver', roles: ['approver'] }} draftId="d1" revision={2} compare={{ base: 1 }} /></I18nProvider>);
    const before = () => document.querySelector<HTMLElement>('[data-side="base"]')!;
    await waitFor(() => expect(before().querySelector('.landing')).not.toBeNull());
    expect(before().textContent).not.toContain('is new in this draft');
    fireEvent.change(await screen.findByLabelText(/^Partner/), { target: { value: 'gulf-motors' } });
    await waitFor(() => expect(before().textContent).toContain('The partner Gulf Motors (gulf-motors) is new in this draft'));
    expect(within(before()).queryByRole('alert')).toBeNull();
  });
});
