// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ar from '../../../../locales/ar.json' with { type: 'json' };
import en from '../../../../locales/en.json' with { type: 'json' };
import { I18nProvider } from '../../lib/use-translation.js';
import { paneI18n } from '../pane-i18n.js';
import { DraftScreen } from './draft-screen.js';
import type { Draft, ReleaseDiff } from './releases-api.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ID = '0b6f1f9e-4a57-4d0e-9b43-2f4b0e1d7c11';
const draft = (changes: Partial<Draft> = {}): Draft => ({
  id: ID, base: 1, kind: 'change', message: 'New headline', author: 'editor', authors: ['editor'], status: 'submitted', revision: 2,
  files: ['locales/ar.json', 'locales/en.json'], removed: [], findings: [], problems: 0,
  createdAt: '2026-03-14T06:00:00Z', updatedAt: '2026-03-14T06:05:00Z', ...changes,
});
const diff: ReleaseDiff = {
  files: [{ file: 'locales/en.json', change: 'changed' }, { file: 'locales/ar.json', change: 'changed' }],
  entries: [{
    kind: 'text', file: 'locales/en.json', pointer: '/landing/title', change: 'changed', key: 'landing.title', files: ['locales/en.json', 'locales/ar.json'],
    en: { before: 'Motor Insurance', after: 'Car cover in minutes' }, ar: { before: 'تأمين المركبات', after: 'تأمين سيارتك في دقائق' },
    summary: { en: 'Text landing.title changed', ar: 'تغيّر النص landing.title' },
  }],
};

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
type Answer = (url: string, init?: RequestInit) => Response;

/** The preview route's answer: the landing journey's view step, with the headline of each side. */
function previewAnswer(url: string) {
  const side = new URL(url, 'http://studio').searchParams.get('side');
  const headline = side === 'base' ? { en: 'Motor Insurance', ar: 'تأمين المركبات' } : { en: 'Car cover in minutes', ar: 'تأمين سيارتك في دقائق' };
  const texts = (base: Record<string, unknown>, title: string) => ({ ...base, landing: { ...(base.landing as object), title } });
  const journey = { id: 'landing', title: 'landing.title', steps: [{ id: 'start', kind: 'view', view: 'landing', forms: [], options: {} }] };
  return {
    revision: 2, side, findings: [],
    tree: { journeys: [{ ...journey, file: 'journeys/landing.json', route: '/motor-insurance' }], forms: [], partners: [{ id: 'default', name: 'Insurer', file: 'partners/default.json' }] },
    partner: { id: 'default', name: 'Insurer', logo: null, theme: {}, config: { SHOW_MULTIPLE_PLANS: 0, SRC_BUS_ID: 'x', SHOW_PROMO_CODE: 0 } },
    journey, forms: {}, texts: { en: texts(en, headline.en), ar: texts(ar, headline.ar) }, validators: {},
  };
}

function serve(onPost: Answer, shown: Draft = draft()) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') return onPost(url, init);
    if (url.endsWith('/diff')) return json(200, { data: diff });
    if (url.includes('/preview?')) return json(200, { data: previewAnswer(url) });
    return json(200, { data: shown });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function show(username: string, roles: string[], language: 'en' | 'ar' = 'en') {
  const i18n = paneI18n(language, (language === 'en' ? en : ar) as Record<string, unknown>, false);
  const staff = { csrfToken: 'csrf-1', username, roles };
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter><DraftScreen staff={staff} onSignedOut={vi.fn()} id={ID} /></MemoryRouter>
    </I18nProvider>,
  );
}

describe('DraftScreen', () => {
  it('shows the text change in English and Arabic side by side, Arabic right to left', async () => {
    serve(() => json(500, {}));
    show('approver', ['approver']);
    const table = await screen.findByRole('table', { name: 'landing.title' });
    expect(within(table).getByText('Car cover in minutes')).toBeTruthy();
    const arabic = within(table).getByText('تأمين سيارتك في دقائق');
    expect(arabic.getAttribute('dir')).toBe('rtl');
    expect(arabic.getAttribute('lang')).toBe('ar');
    expect(screen.getByRole('heading', { level: 1, name: 'New headline' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the full preview of the draft' }).getAttribute('href')).toBe(`/studio/edit?draft=${ID}`);
  });

  it('shows the base release before the draft, each drawn by the landing view in English and Arabic, without calling the API from the view', async () => {
    const fetch = serve(() => json(500, {}));
    show('approver', ['approver']);
    const compare = await screen.findByRole('region', { name: 'Before and after' });
    const before = compare.querySelector<HTMLElement>('[data-side="base"]')!;
    const after = compare.querySelector<HTMLElement>('[data-side="draft"]')!;
    expect(within(before).getByText('Before: release 1')).toBeTruthy();
    await waitFor(() => expect(before.querySelector('.landing')).not.toBeNull());
    await waitFor(() => expect(after.querySelector('.landing')).not.toBeNull());
    const headline = (side: HTMLElement, pane: string) => within(side).getByRole('region', { name: pane }).querySelector('.studio-step__journey')?.textContent;
    expect(headline(before, 'English')).toBe('Motor Insurance');
    expect(headline(before, 'Arabic')).toBe('تأمين المركبات');
    expect(headline(after, 'English')).toBe('Car cover in minutes');
    expect(headline(after, 'Arabic')).toBe('تأمين سيارتك في دقائق');
    expect(within(after).getByRole('region', { name: 'Arabic' }).getAttribute('dir')).toBe('rtl');
    // Only the studio's own calls: the draft, its diff and the two sides of the preview.
    const urls = fetch.mock.calls.map(([url]) => String(url));
    expect(urls.every((url) => url.startsWith('/api/staff/'))).toBe(true);
    expect(urls.filter((url) => url.includes('side=base'))).toHaveLength(1);
  });

  it('approves with the comment and the CSRF token, then says so and moves the focus there', async () => {
    const fetch = serve(() => json(200, { data: draft({ status: 'approved', reviewer: 'approver' }) }));
    show('approver', ['approver']);
    fireEvent.change(await screen.findByLabelText('Comment (required to reject)'), { target: { value: 'Reads well' } });
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const status = await screen.findByText('Approved: it can be published now.');
    await waitFor(() => expect(document.activeElement).toBe(status.closest('[role="status"]')));
    const [url, init] = fetch.mock.calls.find(([, called]) => called?.method === 'POST')!;
    expect(url).toBe(`/api/staff/drafts/${ID}/approve`);
    expect((init!.headers as Record<string, string>)['X-CSRF-Token']).toBe('csrf-1');
    expect(JSON.parse(String(init!.body))).toEqual({ comment: 'Reads well' });
  });

  it("shows the server's refusal of an own approval in words, not a crash", async () => {
    serve(() => json(403, { error: { code: 'DRAFT_OWN_APPROVAL', message: 'own' } }), draft({ author: 'someone', authors: ['someone'] }));
    show('approver', ['approver'], 'ar');
    fireEvent.click(await screen.findByRole('button', { name: 'اعتماد' }));
    expect((await screen.findByRole('alert')).textContent).toContain('لقد عدّلت هذه المسودة، لذا لا يمكنك اعتمادها');
  });

  it('gives the author no approve button, and tells a changed draft to be loaded again', async () => {
    serve(() => json(409, { error: { code: 'DRAFT_CHANGED', message: 'changed' } }));
    show('editor', ['editor', 'approver']);
    await screen.findByRole('table', { name: 'landing.title' });
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Take back to edit' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Someone else saved or moved this draft');
    expect(within(alert).getByRole('button', { name: 'Load it again' })).toBeTruthy();
  });

  it('gives someone who changed a draft another started no approve button, says why, and names every author (issue 36)', async () => {
    serve(() => json(500, {}), draft({ author: 'editor', authors: ['editor', 'edapp'] }));
    show('edapp', ['editor', 'approver'], 'ar');
    await screen.findByRole('table', { name: 'landing.title' });
    expect(screen.queryByRole('button', { name: 'اعتماد' })).toBeNull();
    expect(screen.getByText('editor, edapp')).toBeTruthy();
    expect(screen.getByText('المُعِدّون')).toBeTruthy();
  });

  it('refuses a reject without a comment before asking the server', async () => {
    const fetch = serve(() => json(200, { data: draft() }));
    show('approver', ['approver']);
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Write a comment');
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('publishes at a chosen Oman time, to the second, as an ISO instant', async () => {
    const release = { number: 2, status: 'scheduled', effectiveAt: '2030-01-01T08:00:00.000Z' };
    const fetch = serve(() => json(200, { data: release }), draft({ status: 'approved', reviewer: 'approver' }));
    show('releases', ['release-manager']);
    fireEvent.click(await screen.findByLabelText('At a chosen time'));
    const input = screen.getByLabelText(/Date and time in Oman/);
    expect(input.getAttribute('step')).toBe('1');
    fireEvent.change(input, { target: { value: '2030-01-01T12:00:07' } });
    // Oman is UTC+4: what will happen, to the second, before the click.
    const hint = screen.getByText((_, element) => element?.tagName === 'P' && /^Takes effect/.test(element.textContent ?? ''));
    expect(hint.textContent).toContain('Oman time 1 Jan 2030, 12:00:07');
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    await screen.findByText(/Release 2 is scheduled for/);
    const [, init] = fetch.mock.calls.find(([, called]) => called?.method === 'POST')!;
    expect(JSON.parse(String(init!.body))).toEqual({ effectiveAt: '2030-01-01T08:00:07.000Z' });
  });
});
