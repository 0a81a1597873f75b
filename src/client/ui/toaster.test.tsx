// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import { Toaster } from './toaster.js';
import { toast, toasts } from './toast-store.js';

beforeAll(async () => {
  await i18next.init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
});
afterEach(() => {
  cleanup();
  toasts.set([]);
});

describe('Toaster', () => {
  it('keeps an empty live region, then fetches and shows the toasts, which can be dismissed', async () => {
    const { container } = render(<Toaster />);
    const region = container.querySelector('[aria-live="polite"]');
    expect(region?.childElementCount).toBe(0);
    act(() => void toast.error('Upload failed'));
    expect((await screen.findByRole('alert')).textContent).toContain('Upload failed');
    act(() => void toast.success('Saved'));
    expect(screen.getByRole('status').textContent).toContain('Saved');
    fireEvent.click(screen.getAllByRole('button', { name: en.ui.toast.dismiss })[0]!);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(container.querySelector('[aria-live="polite"]')).toBe(region);
  });
});
