// One release of the history with its steps: compare with the one before it, roll back to it
// (a reason required), cancel it while it is scheduled.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation.js';
import { whyDisabled } from '../disabled-reason.js';
import type { StaffMember } from '../staff-api.js';
import { isSignInRequired } from '../use-staff-session.js';
import { DiffView } from './diff-view.js';
import type { Release, ReleaseDiff, ReleasesApi } from './releases-api.js';
import { ApiMessage, Badge, Times } from './review-bits.js';
import { canCancel, canRollBackTo, rollbackMode } from './review-rules.js';
import { ShareControls, ShareFacts } from './share-controls.js';

/** The author the server names its own releases by (src/server/releases/seed.ts). */
const SYSTEM_ACTOR = 'system';

export type HistoryOutcome =
  | { kind: 'rolled-back'; number: number; to: number }
  | { kind: 'rollback-draft'; draft: string; to: number }
  | { kind: 'cancelled'; number: number }
  | { kind: 'share'; number: number; share: number };

interface Props {
  release: Release;
  previous: number | null;
  newest: number;
  /** The newest release not cancelled: only its share may change. */
  newestLive: number | undefined;
  staff: StaffMember;
  api: ReleasesApi;
  onDone: (outcome: HistoryOutcome) => void;
  onSignedOut: () => void;
}

export function ReleaseItem({ release, previous, newest, newestLive, staff, api, onDone, onSignedOut }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [diff, setDiff] = useState<ReleaseDiff | null>(null);
  const [rollingBack, setRollingBack] = useState(false);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const mode = rollbackMode(staff);
  const busyWhy = whyDisabled(`${id}-busy`, busy ? t('studio.whyDisabled.busy') : null);
  // The reason field takes the focus when the form opens: it is what is asked for next.
  useEffect(() => {
    if (rollingBack) document.getElementById(`${id}-reason`)?.focus();
  }, [rollingBack, id]);
  const run = async <T,>(step: () => Promise<T>, then: (value: T) => void) => {
    setBusy(true);
    setError(null);
    try {
      then(await step());
    } catch (caught) {
      if (isSignInRequired(caught)) onSignedOut();
      else setError(caught);
    } finally {
      setBusy(false);
    }
  };
  const compare = () => {
    if (diff) return setDiff(null);
    if (previous !== null) void run(() => api.compare(previous, release.number), setDiff);
  };
  const rollBack = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setMissing(true);
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    void run(() => api.rollback(release.number, reason.trim()), (outcome) => {
      setRollingBack(false);
      onDone('release' in outcome
        ? { kind: 'rolled-back', number: outcome.release.number, to: release.number }
        : { kind: 'rollback-draft', draft: outcome.draft.id, to: release.number });
    });
  };

  return (
    <li className="studio-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="studio-card__head">
        {t('studio.review.releaseNumber', { number: release.number })}{' '}
        <Badge kind={release.status}>{t(`studio.review.releaseStatus.${release.status}`)}</Badge>{' '}
        <small>{t(`studio.review.kind.${release.kind}`, { number: release.rollbackOf ?? '' })}</small>
      </h2>
      {/* A seed release's message is the server's own English: said here in the reader's language. */}
      <p className="studio-card__message">{release.kind === 'seed' ? t('studio.review.history.seedMessage') : release.message}</p>
      <dl className="studio-review__facts">
        <dt>{t('studio.review.draft.authors')}</dt><dd>{release.authors.map((name) => (name === SYSTEM_ACTOR ? t('studio.review.history.system') : name)).join(', ')}</dd>
        <dt>{t('studio.review.history.approver')}</dt><dd>{release.approver ?? '—'}</dd>
        <dt>{t('studio.review.history.published')}</dt><dd><Times at={release.publishedAt} /></dd>
        <dt>{t('studio.review.history.effective')}</dt><dd><Times at={release.effectiveAt} /></dd>
        {release.cancelledAt ? <><dt>{t('studio.review.history.cancelled')}</dt><dd><Times at={release.cancelledAt} /> {release.cancelledBy ?? ''}</dd></> : null}
      </dl>
      {release.share ? <ShareFacts release={{ ...release, share: release.share }} /> : null}
      {error ? <ApiMessage error={error} /> : null}
      <ShareControls release={release} newestLive={newestLive} staff={staff} api={api} busyButton={busyWhy.button}
        run={(step, then) => void run(step, then)} onChanged={(share) => onDone({ kind: 'share', number: release.number, share })} />
      <div className="studio-review__buttons">
        {previous !== null ? (
          <button type="button" className="studio-review__button" aria-expanded={diff !== null} {...busyWhy.button} onClick={compare}>
            {t('studio.review.history.compare', { number: previous })}
          </button>
        ) : null}
        {mode && canRollBackTo(release, newest) && !rollingBack ? (
          <button type="button" className="studio-review__button" {...busyWhy.button} onClick={() => setRollingBack(true)}>{t('studio.review.history.rollback')}</button>
        ) : null}
        {canCancel(release, staff) ? (
          <button type="button" className="studio-review__button" {...busyWhy.button}
            onClick={() => void run(() => api.cancel(release.number), () => onDone({ kind: 'cancelled', number: release.number }))}>
            {t('studio.review.history.cancel')}
          </button>
        ) : null}
      </div>
      {busyWhy.hint}
      {rollingBack && mode ? (
        <form className="studio-review__rollback" onSubmit={rollBack}>
          <p className="studio__hint">{t(mode === 'release' ? 'studio.review.history.rollbackNow' : 'studio.review.history.rollbackAsk')}</p>
          <label htmlFor={`${id}-reason`}>{t('studio.review.history.reason')}</label>
          <textarea id={`${id}-reason`} value={reason} maxLength={500} rows={2} aria-required="true"
            onChange={(event) => { setReason(event.target.value); setMissing(false); }}
            aria-invalid={missing || undefined} aria-describedby={missing ? `${id}-missing` : undefined} />
          {missing ? <p id={`${id}-missing`} className="studio-review__error" role="alert">{t('studio.review.history.reasonRequired')}</p> : null}
          <div className="studio-review__buttons">
            <button type="submit" className="studio-review__button studio-review__button--primary" {...busyWhy.button}>
              {t('studio.review.history.rollbackTo', { number: release.number })}
            </button>
            <button type="button" className="studio-review__button" onClick={() => setRollingBack(false)}>{t('studio.review.history.keep')}</button>
          </div>
        </form>
      ) : null}
      {diff ? (
        <section aria-label={t('studio.review.history.compare', { number: previous })}>
          <DiffView diff={diff} headingLevel={3} />
        </section>
      ) : null}
    </li>
  );
}
