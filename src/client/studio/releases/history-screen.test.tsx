// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../locales/en.json' with { type: 'json' };
import { I18nProvider } from '../../lib/use-translation.js';
import { paneI18n } from '../pane-i18n.js';
import { filterOf } from './audit-screen.js';
import { HistoryScreen } from './history-screen.js';
import type { Release } from './releases-api.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const release = (number: number, status: Release['status']): Release => ({
  number, status, kind: number === 1 ? 'seed' : 'change', message: `Release message ${number}`, author: 'editor', authors: ['editor'], approver: number === 1 ? null : 'approver',
  rollbackOf: null, createdAt: '2026-03-01T00:00:00Z', approvedAt: null, publishedAt: '2026-03-01T00:00:00Z', effectiveAt: '2026-03-01T00:00:00Z', cancelledAt: null,
});
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function show(roles: string[], rollback: unknown) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') return json(200, { data: rollback });
    if (url.startsWith('/api/staff/diff')) return json(200, { data: { files: [], entries: [] } });
    return json(200, { data: { effective: 2, source: 'database', releases: [release(2, 'effective'), release(1, 'superseded')] } });
  });
  vi.stubGlobal('fetch', fetch);
  render(
    <I18nProvider i18n={paneI18n('en', en as Record<string, unknown>, false)}>
      <MemoryRouter><HistoryScreen staff={{ csrfToken: 'c', username: 'someone', roles }} onSignedOut={vi.fn()} /></MemoryRouter>
    </I18nProvider>,
  );
  return fetch;
}

describe('HistoryScreen', () => {
  it('while a rollback runs, its disabled buttons say why (issue 32: every disabled button says why)', async () => {
    const fetch = show(['release-manager'], null);
    fetch.mockImplementation(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') return new Promise<Response>(() => {}); // still running
      return json(200, { data: { effective: 2, source: 'database', releases: [release(2, 'effective'), release(1, 'superseded')] } });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Roll back to this one' }));
    fireEvent.change(screen.getByLabelText('Reason (required)'), { target: { value: 'Undo' } });
    const go = screen.getByRole('button', { name: 'Roll back to release 1' }) as HTMLButtonElement;
    expect(go.getAttribute('aria-describedby')).toBeNull();
    fireEvent.click(go);
    await vi.waitFor(() => expect(go.disabled).toBe(true));
    expect(document.getElementById(go.getAttribute('aria-describedby')!)?.textContent).toBe('Please wait until the current action finishes.');
  });

  it('rolls back at once for a release manager, with the reason required first', async () => {
    const fetch = show(['release-manager'], { release: { ...release(3, 'effective'), kind: 'rollback', rollbackOf: 1 } });
    // Only the earlier release can be the target: the newest one has no rollback button.
    fireEvent.click(await screen.findByRole('button', { name: 'Roll back to this one' }));
    expect(screen.getByText(/the rollback takes effect at once/)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Reason (required)'));
    fireEvent.click(screen.getByRole('button', { name: 'Roll back to release 1' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Write the reason');
    fireEvent.change(screen.getByLabelText('Reason (required)'), { target: { value: 'Headline was wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Roll back to release 1' }));
    expect(await screen.findByText('Release 3 brings back release 1: customers see it now.')).toBeTruthy();
    const [url, init] = fetch.mock.calls.find(([, called]) => called?.method === 'POST')!;
    expect(url).toBe('/api/staff/releases/1/rollback');
    expect(JSON.parse(String(init!.body))).toEqual({ reason: 'Headline was wrong' });
  });

  it("tells an editor their rollback waits for an approver", async () => {
    show(['editor'], { draft: { id: 'd1' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Roll back to this one' }));
    fireEvent.change(screen.getByLabelText('Reason (required)'), { target: { value: 'Undo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Roll back to release 1' }));
    expect((await screen.findByText(/is a draft waiting for an approver/)).textContent).toContain('release 1');
    expect(screen.getByRole('link', { name: 'Open the draft' }).getAttribute('href')).toBe('/studio/drafts/d1');
  });

  it('offers no rollback to an approver, and compares a release with the one before', async () => {
    const fetch = show(['approver'], null);
    fireEvent.click(await screen.findByRole('button', { name: 'Compare with release 1' }));
    expect(await screen.findByText('Nothing changes.')).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => url === '/api/staff/diff?from=1&to=2')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Roll back to this one' })).toBeNull();
  });
});

describe('audit filterOf', () => {
  it('leaves blank fields out and reads the times as Oman\'s, to the second', () => {
    const form = new FormData();
    form.set('action', 'draft-approved');
    form.set('actor', ' ');
    form.set('from', '2026-03-01T08:00:30');
    form.set('to', '');
    expect(filterOf(form)).toEqual({ action: 'draft-approved', actor: undefined, from: '2026-03-01T04:00:30.000Z', to: undefined });
  });
});
