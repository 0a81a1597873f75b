// The steps a reader may take with a draft, by role and state (review-rules.ts): submit with a
// message, reopen, approve or reject with a comment, publish now or at a chosen time. A refusal
// of the server is shown in words beside the form, never as a crash.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation.js';
import { whyDisabled } from '../disabled-reason.js';
import type { StaffMember } from '../staff-api.js';
import { isSignInRequired } from '../use-staff-session.js';
import { isAuthorOf, type Draft, type Release, type ReleasesApi } from './releases-api.js';
import { ApiMessage, Times } from './review-bits.js';
import { draftActions } from './review-rules.js';
import { fromOmanInput, OMAN_TIME_ZONE, toOmanInput } from './times.js';

export type Outcome = { kind: 'submitted' | 'reopened' | 'approved' | 'rejected' } | { kind: 'published'; release: Release };

interface Props {
  draft: Draft;
  staff: StaffMember;
  api: ReleasesApi;
  onDone: (outcome: Outcome) => void;
  onReload: () => void;
  onSignedOut: () => void;
}

export function DraftActions({ draft, staff, api, onDone, onReload, onSignedOut }: Props) {
  const { t } = useTranslation();
  const actions = draftActions(draft, staff);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const errorId = useId();
  const run = async (step: () => Promise<Outcome>) => {
    setBusy(true);
    setError(null);
    try {
      onDone(await step());
    } catch (caught) {
      if (isSignInRequired(caught)) onSignedOut();
      else setError(caught);
    } finally {
      setBusy(false);
    }
  };
  if (actions.length === 0) {
    const own = draft.status === 'submitted' && isAuthorOf(draft, staff.username);
    return own ? <p className="studio__hint">{t('studio.review.actions.ownDraft')}</p> : null;
  }
  const described: Record<string, string> = error ? { 'aria-describedby': errorId } : {};
  // One action at a time: while it runs, every button says so through one hint.
  const busyWhy = whyDisabled(`${errorId}-busy`, busy ? t('studio.whyDisabled.busy') : null);
  const busyButton = busyWhy.button;

  return (
    <section className="studio-review__actions" aria-labelledby={`${errorId}-title`}>
      <h2 id={`${errorId}-title`}>{t('studio.review.actions.title')}</h2>
      {error ? <ApiMessage error={error} id={errorId} onReload={() => { setError(null); onReload(); }} /> : null}
      {busyWhy.hint}
      {actions.includes('submit') ? (
        <form onSubmit={(event) => { event.preventDefault(); const message = field(event, 'message'); void run(async () => (await api.submit(draft.id, message), { kind: 'submitted' })); }}>
          <label htmlFor={`${errorId}-message`}>{t('studio.review.actions.message')}</label>
          <textarea id={`${errorId}-message`} name="message" defaultValue={draft.message} maxLength={500} rows={2} {...described} />
          <button type="submit" className="studio-review__button studio-review__button--primary" {...busyButton}>{t('studio.review.actions.submit')}</button>
        </form>
      ) : null}
      {actions.includes('approve') || actions.includes('reject') ? (
        <ReviewForm draft={draft} api={api} busyButton={busyButton} run={run} canApprove={actions.includes('approve')} canReject={actions.includes('reject')} described={described} />
      ) : null}
      {actions.includes('publish') ? <PublishForm draft={draft} api={api} busyButton={busyButton} run={run} described={described} /> : null}
      {actions.includes('reopen') ? (
        <p>
          <button type="button" className="studio-review__button" {...busyButton}
            onClick={() => void run(async () => (await api.reopen(draft.id), { kind: 'reopened' }))}>{t('studio.review.actions.reopen')}</button>
        </p>
      ) : null}
    </section>
  );
}

const field = (event: FormEvent<HTMLFormElement>, name: string) => String(new FormData(event.currentTarget).get(name) ?? '').trim();

interface FormProps {
  draft: Draft;
  api: ReleasesApi;
  /** The buttons' disabled state and its reason while an action runs. */
  busyButton: { disabled: boolean; 'aria-describedby'?: string };
  run: (step: () => Promise<Outcome>) => Promise<void>;
  described: Record<string, string>;
}

function ReviewForm({ draft, api, busyButton, run, canApprove, canReject, described }: FormProps & { canApprove: boolean; canReject: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const reject = () => {
    // A rejection tells the author why: the comment is required (the server says so too).
    if (!comment.trim()) {
      setMissing(true);
      document.getElementById(`${id}-comment`)?.focus();
      return;
    }
    void run(async () => (await api.reject(draft.id, comment.trim()), { kind: 'rejected' }));
  };
  return (
    <form onSubmit={(event) => { event.preventDefault(); void run(async () => (await api.approve(draft.id, comment.trim()), { kind: 'approved' })); }}>
      <label htmlFor={`${id}-comment`}>{t('studio.review.actions.comment')}</label>
      <textarea id={`${id}-comment`} value={comment} maxLength={2000} rows={3} onChange={(event) => { setComment(event.target.value); setMissing(false); }}
        aria-invalid={missing || undefined} {...(missing ? { 'aria-describedby': `${id}-missing` } : described)} />
      {missing ? <p id={`${id}-missing`} className="studio-review__error" role="alert">{t('studio.review.actions.commentRequired')}</p> : null}
      <div className="studio-review__buttons">
        {canApprove ? <button type="submit" className="studio-review__button studio-review__button--primary" {...busyButton}>{t('studio.review.actions.approve')}</button> : null}
        {canReject ? <button type="button" className="studio-review__button" {...busyButton} onClick={reject}>{t('studio.review.actions.reject')}</button> : null}
      </div>
    </form>
  );
}

function PublishForm({ draft, api, busyButton, run, described }: FormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [when, setWhen] = useState<'now' | 'at'>('now');
  const [at, setAt] = useState(() => toOmanInput(new Date(Date.now() + 60 * 60 * 1000)));
  const [bad, setBad] = useState(false);
  const [share, setShare] = useState('100');
  const [badShare, setBadShare] = useState(false);
  const instant = when === 'at' ? fromOmanInput(at) : null;
  const shareValue = Number(share);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (when === 'at' && !instant) {
      setBad(true);
      document.getElementById(`${id}-at`)?.focus();
      return;
    }
    if (!Number.isInteger(shareValue) || shareValue < 1 || shareValue > 100) {
      setBadShare(true);
      document.getElementById(`${id}-share`)?.focus();
      return;
    }
    void run(async () => ({ kind: 'published', release: await api.publish(draft.id, instant ?? undefined, shareValue) }));
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <fieldset className="studio-review__when">
        <legend>{t('studio.review.actions.when')}</legend>
        <label><input type="radio" name="when" checked={when === 'now'} onChange={() => setWhen('now')} /> {t('studio.review.actions.now')}</label>
        <label><input type="radio" name="when" checked={when === 'at'} onChange={() => setWhen('at')} /> {t('studio.review.actions.at')}</label>
        {when === 'at' ? (
          <>
            <label htmlFor={`${id}-at`}>{t('studio.review.actions.time', { zone: OMAN_TIME_ZONE })}</label>
            <input id={`${id}-at`} type="datetime-local" step={1} value={at} onChange={(event) => { setAt(event.target.value); setBad(false); }}
              aria-invalid={bad || undefined} aria-describedby={`${id}-zones`} {...(bad ? {} : described)} />
            <p id={`${id}-zones`} className="studio__hint" aria-live="polite">
              {instant ? <>{t('studio.review.actions.takesEffect')} <Times at={instant} /></> : t('studio.review.actions.timeInvalid')}
            </p>
          </>
        ) : null}
      </fieldset>
      <p className="studio-review__share-field">
        <label htmlFor={`${id}-share`}>{t('studio.review.share.onPublish')}</label>
        <input id={`${id}-share`} type="number" inputMode="numeric" min={1} max={100} step={1} value={share}
          onChange={(event) => { setShare(event.target.value); setBadShare(false); }} aria-invalid={badShare || undefined} aria-describedby={`${id}-share-hint`} />
        <span id={`${id}-share-hint`} className="studio__hint" aria-live="polite">
          {badShare ? t('studio.review.share.onPublishInvalid') : shareValue >= 1 && shareValue < 100 ? t('studio.review.share.onPublishStaged', { share: shareValue }) : t('studio.review.share.onPublishAll')}
        </span>
      </p>
      <button type="submit" className="studio-review__button studio-review__button--primary" {...busyButton}>
        {when === 'now' ? t('studio.review.actions.publishNow') : t('studio.review.actions.schedule')}
      </button>
    </form>
  );
}
