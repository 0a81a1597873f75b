// Small pieces the review screens share: an API refusal in words, an instant in both time zones,
// a status badge, and the loading / failed line of a screen's data.
import { useEffect, type ReactNode } from 'react';
import { ApiError } from '../../lib/api-error.js';
import { useTranslation } from '../../lib/use-translation.js';
import type { StaffMember } from '../staff-api.js';
import { isSignInRequired } from '../use-staff-session.js';
import type { Loaded } from '../use-studio-data.js';
import { bothTimes } from './times.js';

export interface ReviewProps {
  staff: StaffMember;
  /** The session ended (expired, or signed out elsewhere): back to the sign-in screen. */
  onSignedOut: () => void;
}

/** The server's refusal in the reader's language (its own English message if the code has no text). */
export function useApiMessage() {
  const { t } = useTranslation();
  return (error: unknown): string =>
    error instanceof ApiError ? t(`errors.${error.code}`, { defaultValue: error.message, ...error.params }) : t('studio.failed');
}

/** A refusal, announced; a draft changed by someone else offers to load it again. */
export function ApiMessage({ error, onReload, id }: { error: unknown; onReload?: () => void; id?: string }) {
  const { t } = useTranslation();
  const message = useApiMessage();
  const code = error instanceof ApiError ? error.code : null;
  return (
    <div className="studio-review__error" role="alert" id={id}>
      <p>{message(error)}</p>
      {code === 'DRAFT_CHANGED' && onReload ? (
        <button type="button" className="studio-review__button" onClick={onReload}>{t('studio.review.reload')}</button>
      ) : null}
    </div>
  );
}

/** An instant in Oman time to the second, and in the reader's time when it reads differently. */
export function Times({ at }: { at: string | null | undefined }) {
  const { t, i18n } = useTranslation();
  const times = at ? bothTimes(at, i18n.language) : null;
  if (!times || !at) return <>{t('studio.review.never')}</>;
  return (
    <time dateTime={at}>
      {t('studio.review.omanTime', { time: times.oman })}
      {times.same ? null : <> · {t('studio.review.yourTime', { time: times.local })}</>}
    </time>
  );
}

export function Badge({ kind, children }: { kind: string; children: ReactNode }) {
  return <span className={`studio-badge studio-badge--${kind}`}>{children}</span>;
}

/** The loading or failed line of a screen's data (nothing once ready); a lost session signs out. */
export function LoadState({ loaded, onSignedOut }: { loaded: Loaded<unknown>; onSignedOut: () => void }) {
  const { t } = useTranslation();
  const gone = loaded.status === 'failed' && isSignInRequired(loaded.error);
  useEffect(() => {
    if (gone) onSignedOut();
  }, [gone, onSignedOut]);
  if (loaded.status === 'loading') return <p className="studio__hint" aria-busy="true">{t('studio.loading')}</p>;
  if (loaded.status === 'failed') return <ApiMessage error={loaded.error} />;
  return null;
}
