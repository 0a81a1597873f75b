// The studio's sign-in screen: username, password, the server's refusal in the reader's
// language, and a switch to the other language (the studio has no customer header).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../lib/api-error.js';
import { isLanguage, switchLanguage, type Language } from '../lib/i18n.js';
import { useTranslation } from '../lib/use-translation.js';
import { OIDC_SIGN_IN_URL, staffApi, type SignInOptions, type StaffMember } from './staff-api.js';

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ar: 'العربية' };
const SHOWN_CODES = new Set(['STAFF_CREDENTIALS_INVALID', 'RATE_LIMITED', 'VALIDATION_FAILED']);
/** Back from the identity provider without a session (?signIn=...; oidc-routes.ts): what the screen says. */
const REFUSALS: Record<string, string> = { failed: 'STAFF_SIGN_IN_FAILED', 'no-role': 'STAFF_NO_PORTAL_ROLE' };

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const other: Language = (isLanguage(i18n.language) ? i18n.language : 'en') === 'en' ? 'ar' : 'en';
  const onSwitch = () => {
    switchLanguage(other).catch((error: unknown) => console.error('Language switch failed', error));
  };
  return (
    // Named in itself, so that a reader of either language finds their own.
    <button type="button" className="studio__language" lang={other} onClick={onSwitch} aria-label={t('ui.language.switchTo', { language: LANGUAGE_NAMES[other] })}>
      {LANGUAGE_NAMES[other]}
    </button>
  );
}

export function SignInScreen({ onSignedIn }: { onSignedIn: (staff: StaffMember) => void }) {
  const { t } = useTranslation();
  const [errorCode, setErrorCode] = useState<string | null>(() =>
    REFUSALS[new URLSearchParams(window.location.search).get('signIn') ?? ''] ?? null);
  const [busy, setBusy] = useState(false);
  const username = useRef<HTMLInputElement>(null);
  // Local accounts (the sandbox's, or configured) show the form; the identity provider a link.
  // Until the server says, the form is shown: it is what the sandbox has.
  const [options, setOptions] = useState<SignInOptions>({ local: true, oidc: false });
  useEffect(() => {
    staffApi.options().then(setOptions, () => {});
  }, []);
  useEffect(() => {
    document.title = t('studio.signIn.title');
  }, [t]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setErrorCode(null);
    try {
      onSignedIn(await staffApi.signIn(String(data.get('username') ?? '').trim(), String(data.get('password') ?? '')));
    } catch (error) {
      const code = error instanceof ApiError && SHOWN_CODES.has(error.code) ? error.code : 'INTERNAL';
      setErrorCode(code);
      setBusy(false);
      // Back to the first field, with the message announced (role=alert) and tied to both fields.
      username.current?.focus();
    }
  };

  const invalid = errorCode === 'STAFF_CREDENTIALS_INVALID' || errorCode === 'VALIDATION_FAILED';
  const described = errorCode ? { 'aria-describedby': 'studio-sign-in-error' } : {};
  const message = errorCode ? <p id="studio-sign-in-error" className="studio__error" role="alert">{t(`errors.${errorCode}`)}</p> : null;
  return (
    <div className="studio studio--sign-in">
      <header className="studio__bar">
        <p className="studio__title">{t('studio.title')}</p>
        <LanguageSwitch />
      </header>
      <main className="studio-sign-in" id="main">
        <h1 className="studio-sign-in__title">{t('studio.signIn.title')}</h1>
        {options.oidc ? (
          <p><a className="studio-sign-in__provider" href={OIDC_SIGN_IN_URL}>{t('studio.signIn.withProvider')}</a></p>
        ) : null}
        {options.local ? (
          <form className="studio-sign-in__form" onSubmit={(event) => void onSubmit(event)} noValidate>
            <label htmlFor="studio-username">{t('studio.signIn.username')}</label>
            <input id="studio-username" ref={username} name="username" autoComplete="username" required autoFocus
              autoCapitalize="none" spellCheck={false} dir="ltr" aria-invalid={invalid || undefined} {...described} />
            <label htmlFor="studio-password">{t('studio.signIn.password')}</label>
            <input id="studio-password" name="password" type="password" autoComplete="current-password" required dir="ltr"
              aria-invalid={invalid || undefined} {...described} />
            {message}
            <button type="submit" className="studio-sign-in__submit" disabled={busy} aria-busy={busy || undefined}>
              {busy ? t('studio.signIn.submitting') : t('studio.signIn.submit')}
            </button>
          </form>
        ) : message}
      </main>
    </div>
  );
}
