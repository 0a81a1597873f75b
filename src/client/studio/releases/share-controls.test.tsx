// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ar from '../../../../locales/ar.json' with { type: 'json' };
import en from '../../../../locales/en.json' with { type: 'json' };
import { I18nProvider } from '../../lib/use-translation.js';
import { paneI18n } from '../pane-i18n.js';
import { HistoryScreen } from './history-screen.js';
import type { Release } from './releases-api.js';
import { shareActions } from './review-rules.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const release = (number: number, status: Release['status'], share?: Partial<NonNullable<Release['share']>>): Release => ({
  number, status, kind: number === 1 ? 'seed' : 'change', message: `Release message ${number}`, author: 'editor', authors: ['editor'], approver: number === 1 ? null : 'approver',
  rollbackOf: null, createdAt: '2026-03-01T00:00:00Z', approvedAt: null, publishedAt: '2026-03-01T00:00:00Z', effectiveAt: '2026-03-01T00:00:00Z', cancelledAt: null,
  share: share ? { base: number - 1, share: 30, stagedAt: '2026-03-01T00:00:00Z', changedAt: '2026-03-01T00:00:00Z', changedBy: 'approver', guardrail: null, ...share } : null,
});
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function show(releases: Release[], username = 'someone', lng: 'en' | 'ar' = 'en') {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') return json(200, { data: releases[0] });
    return json(200, { data: { effective: 1, staged: null, source: 'database', releases } });
  });
  vi.stubGlobal('fetch', fetch);
  render(
    <I18nProvider i18n={paneI18n(lng, (lng === 'en' ? en : ar) as Record<string, unknown>, false)}>
      <MemoryRouter><HistoryScreen staff={{ csrfToken: 'c', username, roles: ['approver'] }} onSignedOut={vi.fn()} /></MemoryRouter>
    </I18nProvider>,
  );
  return fetch;
}

describe('staged releases in the history', () => {
  it('shows the share and changes it with a reason', async () => {
    const fetch = show([release(2, 'staged', {}), release(1, 'effective')]);
    expect(await screen.findByText('Served to 30% of new visits; the others are served release 1.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Change the share' }));
    const percent = screen.getByLabelText('Share of new visits (%)') as HTMLInputElement;
    fireEvent.change(percent, { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set the share' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter a whole number from 0 to 100.');
    fireEvent.change(percent, { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set the share' }));
    expect(screen.getByRole('alert').textContent).toBe('Write the reason for the change.');
    fireEvent.change(screen.getByLabelText('Reason (required)'), { target: { value: 'Going well' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set the share' }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/staff/releases/2/share', expect.objectContaining({ method: 'POST', body: JSON.stringify({ share: 50, reason: 'Going well' }) })));
    expect(await screen.findByText('Release 2 is now on 50% of new visits.')).toBeTruthy();
  });

  it("shows the guardrail's numbers in Arabic", async () => {
    const guardrail = { comparisons: [{ metric: 'conversion', journey: 'motor-renewal', step: 'vehicle', base: { hits: 320, total: 400 }, staged: { hits: 240, total: 400 }, z: -6.2, worse: true }] };
    show([release(2, 'stopped', { share: 0, changedBy: 'guardrail', guardrail }), release(1, 'effective')], 'someone', 'ar');
    expect(await screen.findByText(/أوقفته الحماية التلقائية/)).toBeTruthy();
    expect(screen.getByText(/الخطوة: vehicle. انتقل منها إلى الخطوة التالية في هذا الإصدار: 60٪ \(العدد: 400\)؛ وفي الإصدار الأساس: 80٪/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'غيّر النسبة' })).toBeTruthy();
  });

  it('offers an author only the stop, and nobody anything on a promoted or older release', () => {
    const staged = release(2, 'staged', {});
    const approver = { username: 'approver2', roles: ['approver'] };
    expect(shareActions(staged, 2, approver)).toEqual(['promote', 'stop', 'change']);
    expect(shareActions(staged, 2, { username: 'editor', roles: ['editor', 'approver'] })).toEqual(['stop']);
    expect(shareActions(staged, 3, approver)).toEqual([]);
    expect(shareActions(release(2, 'effective', { share: 100 }), 2, approver)).toEqual([]);
    expect(shareActions(staged, 2, { username: 'e2', roles: ['editor'] })).toEqual([]);
    expect(shareActions(staged, 2, { ...approver, partnerScope: 'demo-partner' })).toEqual([]);
  });
});
