// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ar from '../../../locales/ar.json' with { type: 'json' };
import en from '../../../locales/en.json' with { type: 'json' };
import { I18nProvider } from '../lib/use-translation.js';
import { paneI18n } from './pane-i18n.js';
import { SignInScreen } from './sign-in-screen.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
/** The server: sign-in options as asked (local accounts only by default), and `status`/`body` for the sign-in. */
const answer = (status: number, body: unknown, options = { local: true, oidc: false }) =>
  vi.fn(async (url: string) => (url === '/api/staff/sign-in-options' ? json(200, { data: options }) : json(status, body)));

function show(language: 'en' | 'ar', onSignedIn = vi.fn()) {
  const i18n = paneI18n(language, (language === 'en' ? en : ar) as Record<string, unknown>, false);
  render(<I18nProvider i18n={i18n}><SignInScreen onSignedIn={onSignedIn} /></I18nProvider>);
  return onSignedIn;
}

function submit(username: string, password: string, labels = { username: 'Username', password: 'Password', submit: 'Sign in' }) {
  fireEvent.change(screen.getByLabelText(labels.username), { target: { value: username } });
  fireEvent.change(screen.getByLabelText(labels.password), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: labels.submit }));
}

describe('SignInScreen', () => {
  it('sends the username and password as JSON and hands on who signed in', async () => {
    const staff = { csrfToken: 'c', username: 'editor', roles: ['editor'] };
    const fetch = answer(200, { data: staff });
    vi.stubGlobal('fetch', fetch);
    const onSignedIn = show('en');
    submit(' editor ', 'editor-sandbox-2026');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(staff));
    const [url, init] = fetch.mock.calls.find(([called]) => called === '/api/staff/login') as unknown as [string, RequestInit];
    expect(url).toBe('/api/staff/login');
    expect(JSON.parse(init.body as string)).toEqual({ username: 'editor', password: 'editor-sandbox-2026' });
  });

  it('shows a refusal in the reader\'s language, tied to the fields', async () => {
    vi.stubGlobal('fetch', answer(401, { error: { code: 'STAFF_CREDENTIALS_INVALID', message: 'Wrong username or password.' } }));
    const onSignedIn = show('ar');
    submit('editor', 'wrong', { username: 'اسم المستخدم', password: 'كلمة المرور', submit: 'تسجيل الدخول' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('اسم المستخدم أو كلمة المرور غير صحيحة.');
    expect(screen.getByLabelText('كلمة المرور').getAttribute('aria-describedby')).toBe(alert.id);
    expect(screen.getByLabelText('كلمة المرور').getAttribute('aria-invalid')).toBe('true');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('says "too many attempts" when rate limited, and a general failure for anything else', async () => {
    vi.stubGlobal('fetch', answer(429, { error: { code: 'RATE_LIMITED', message: '' } }));
    show('en');
    submit('editor', 'x');
    expect((await screen.findByRole('alert')).textContent).toBe(en.errors.RATE_LIMITED);
    vi.stubGlobal('fetch', answer(500, { error: { code: 'INTERNAL', message: 'stack trace here' } }));
    submit('editor', 'y');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(en.errors.INTERNAL));
  });

  it('offers the identity provider when there is one, and no form without local accounts', async () => {
    vi.stubGlobal('fetch', answer(200, {}, { local: false, oidc: true }));
    show('en');
    const link = await screen.findByRole('link', { name: "Sign in with your organisation's account" });
    expect(link.getAttribute('href')).toBe('/api/staff/oidc/login');
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it('says why the identity provider\'s sign-in came back without a session, in the reader\'s language', async () => {
    vi.stubGlobal('fetch', answer(200, {}, { local: false, oidc: true }));
    for (const [query, code] of [['no-role', 'STAFF_NO_PORTAL_ROLE'], ['failed', 'STAFF_SIGN_IN_FAILED']] as const) {
      for (const [language, texts] of [['en', en], ['ar', ar]] as const) {
        window.history.replaceState(null, '', `/studio?signIn=${query}`);
        show(language);
        expect((await screen.findByRole('alert')).textContent).toBe(texts.errors[code]);
        cleanup();
      }
    }
    window.history.replaceState(null, '', '/studio');
  });
});
