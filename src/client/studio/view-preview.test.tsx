// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ar from '../../../locales/ar.json' with { type: 'json' };
import en from '../../../locales/en.json' with { type: 'json' };
import type { Step } from '../../config/generated/journey.js';
import { I18nProvider } from '../lib/use-translation.js';
import { paneI18n } from './pane-i18n.js';
import type { PartnerLook } from './studio-api.js';
import { stopActions, ViewPreview } from './view-preview.js';
import { sampleViewState } from './view-samples.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const partner: PartnerLook = { id: 'p', name: 'P', logo: null, theme: {}, config: { SHOW_MULTIPLE_PLANS: 1, SRC_BUS_ID: 'x', SHOW_PROMO_CODE: 1, HELPLINE: '800 12345' } };

function show(step: Step) {
  const fetch = vi.fn(() => Promise.reject(new Error('no API from a preview')));
  vi.stubGlobal('fetch', fetch);
  render(
    <I18nProvider i18n={paneI18n('en', en as Record<string, unknown>, false)}>
      <MemoryRouter initialEntries={['/studio/edit']}>
        <ViewPreview step={step} forms={{}} partner={partner} />
      </MemoryRouter>
    </I18nProvider>,
  );
  return fetch;
}

describe('ViewPreview', () => {
  it("draws a payment result from the sample answer, with the chosen partner's helpline, and calls no API", async () => {
    const fetch = show({ id: 'done', kind: 'view', view: 'payment-success' } as Step);
    expect(await screen.findByText('Your premium payment is successful.')).toBeTruthy();
    expect(screen.getByText('800 12345')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("keeps a view's buttons and links from acting, while its fields still take input", () => {
    const pressed = vi.fn();
    const typed = vi.fn();
    render(
      <div onClickCapture={stopActions}>
        <button type="button" onClick={pressed}><span>Pay</span></button>
        <a href="/motor-insurance" onClick={pressed}>Home</a>
        <input aria-label="Name" onClick={typed} />
      </div>,
    );
    fireEvent.click(screen.getByText('Pay'));
    expect(fireEvent.click(screen.getByText('Home'))).toBe(false);
    fireEvent.click(screen.getByLabelText('Name'));
    expect(pressed).not.toHaveBeenCalled();
    expect(typed).toHaveBeenCalledOnce();
  });

  it('names each region of the Arabic pane by its Arabic heading when both panes are drawn side by side', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new Error('no API from a preview'))));
    const step = { id: 'done', kind: 'view', view: 'payment-success', options: { documentsFrom: 'docs' } } as Step;
    render(
      <MemoryRouter initialEntries={['/studio/edit']}>
        {(['en', 'ar'] as const).map((language) => (
          <div key={language} data-testid={language}>
            <I18nProvider i18n={paneI18n(language, (language === 'en' ? en : ar) as Record<string, unknown>, false)}>
              <ViewPreview step={step} forms={{}} partner={partner} />
            </I18nProvider>
          </div>
        ))}
      </MemoryRouter>,
    );
    const arabic = within(screen.getByTestId('ar'));
    await arabic.findByText(ar.payment.help.title);
    const regions = arabic.getAllByRole('region');
    expect(regions.length).toBeGreaterThan(0);
    // A fixed id in a view made the Arabic pane's regions take the English pane's headings as names.
    for (const region of regions) expect(region.getAttribute('aria-labelledby') && document.getElementById(region.getAttribute('aria-labelledby')!)?.textContent).toMatch(/[\u0600-\u06FF]/);
    expect(arabic.getByRole('region', { name: ar.payment.help.title })).toBeTruthy();
  });

  it('says so for a view the portal does not know', () => {
    show({ id: 'x', kind: 'view', view: 'no-such-view' } as Step);
    expect(screen.getByText(/is not one the portal knows/)).toBeTruthy();
  });
});

describe('sampleViewState', () => {
  it('puts the premium and the documents under the keys the step names, and a quote with plans to choose', () => {
    const state = sampleViewState({ id: 's', kind: 'view', view: 'quote-summary', options: { premium: { from: 'amount' }, documentsFrom: 'docs' } } as Step, {});
    expect(state.amount).toMatch(/^\d+\.\d{3}$/);
    expect(state.docs).toEqual([expect.objectContaining({ label: expect.any(String), url: expect.any(String) })]);
    expect((state.quote as { packages: unknown[] }).packages.length).toBeGreaterThan(1);
  });
});
