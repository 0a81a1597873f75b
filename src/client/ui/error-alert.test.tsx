// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import ar from '../../../locales/ar.json';
import en from '../../../locales/en.json';

beforeAll(async () => {
  await i18next.init({ lng: 'en', resources: { en: { translation: en }, ar: { translation: ar } }, interpolation: { escapeValue: false } });
});
afterEach(() => {
  cleanup();
  vi.doUnmock('./error-dialog.js');
  vi.resetModules();
  vi.restoreAllMocks();
});

describe('ErrorAlert', () => {
  it('draws nothing until an alert is shown, then fetches and opens the dialog, which closes with OK', async () => {
    const { ErrorAlert, errorAlert, showErrorAlert } = await import('./error-alert.js');
    const { container } = render(<ErrorAlert />);
    expect(container.innerHTML).toBe('');
    act(() => showErrorAlert('Mobile number is not valid'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Mobile number is not valid');
    fireEvent.click(screen.getByRole('button', { name: en.ui.alert.ok }));
    expect(errorAlert.get()).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The second alert reuses the mounted dialog.
    act(() => showErrorAlert('Try again later'));
    expect(screen.getByRole('dialog').textContent).toContain('Try again later');
  });

  it("draws a translated text in the page's language, also when the language changes with the alert open", async () => {
    const { ErrorAlert, showErrorAlert } = await import('./error-alert.js');
    render(<ErrorAlert />);
    // The answer came before the Arabic texts did: the alert opens in English, then turns Arabic.
    act(() => showErrorAlert((texts) => texts.t('errors.LICENCE_EXPIRED')));
    expect((await screen.findByRole('alert')).textContent).toBe(en.errors.LICENCE_EXPIRED);
    await act(() => i18next.changeLanguage('ar'));
    expect(screen.getByRole('alert').textContent).toBe(ar.errors.LICENCE_EXPIRED);
    await act(() => i18next.changeLanguage('en'));
  });

  it('shows the text in the browser alert when the dialog cannot be downloaded', async () => {
    vi.doMock('./error-dialog.js', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 503 })));
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { ErrorAlert, errorAlert, showErrorAlert } = await import('./error-alert.js');
    render(<ErrorAlert />);
    act(() => showErrorAlert('Service unavailable'));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Service unavailable'));
    expect(errorAlert.get()).toBeNull();
    vi.unstubAllGlobals();
  });
});
