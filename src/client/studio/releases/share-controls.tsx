// A staged release's share in the history: what share of new visits it is served to, against which
// release, whether the guardrail stopped it and on what numbers, and (review-rules.ts shareActions)
// promote it to everyone, stop it, or set another share, each with a reason.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation.js';
import type { StaffMember } from '../staff-api.js';
import type { Release, ReleaseShare, ReleasesApi } from './releases-api.js';
import { Times } from './review-bits.js';
import { shareActions, type ShareAction } from './review-rules.js';

/** The actor the server names the guardrail's changes by (src/server/releases/shares.ts). */
const GUARDRAIL = 'guardrail';

interface Comparison {
  metric: 'server-errors' | 'conversion';
  journey?: string;
  step?: string;
  base: { hits: number; total: number };
  staged: { hits: number; total: number };
  z: number;
  worse: boolean;
}

const percent = (p: { hits: number; total: number }) => (p.total === 0 ? 0 : Math.round((p.hits / p.total) * 1000) / 10);

export function ShareFacts({ release }: { release: Release & { share: ReleaseShare } }) {
  const { t } = useTranslation();
  const { share, base, changedBy, changedAt, guardrail } = release.share;
  const worse = ((guardrail?.comparisons ?? []) as Comparison[]).filter((c) => c.worse);
  return (
    <div className="studio-review__share">
      <p>
        {share === 0 ? t('studio.review.share.stopped', { base }) : share === 100 ? t('studio.review.share.promoted') : t('studio.review.share.staged', { share, base })}{' '}
        <small>{t('studio.review.share.changed', { who: changedBy === GUARDRAIL ? t('studio.review.share.guardrail') : changedBy })} <Times at={changedAt} /></small>
      </p>
      {guardrail ? (
        <div>
          <p>{t('studio.review.share.guardrailStopped')}</p>
          <ul>
            {worse.map((c, i) => (
              <li key={i}>
                {c.metric === 'server-errors'
                  ? t('studio.review.share.errors', { staged: percent(c.staged), base: percent(c.base), stagedVisits: c.staged.total, baseVisits: c.base.total })
                  : t('studio.review.share.conversion', { journey: c.journey, step: c.step, staged: percent(c.staged), base: percent(c.base), stagedVisits: c.staged.total, baseVisits: c.base.total })}
                {' '}<small>(z = {c.z})</small>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

interface Props {
  release: Release;
  newestLive: number | undefined;
  staff: StaffMember;
  api: ReleasesApi;
  busyButton: { disabled: boolean; 'aria-describedby'?: string };
  run: (step: () => Promise<unknown>, then: () => void) => void;
  onChanged: (share: number) => void;
}

export function ShareControls({ release, newestLive, staff, api, busyButton, run, onChanged }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const actions = shareActions(release, newestLive, staff);
  const [open, setOpen] = useState<ShareAction | null>(null);
  const [share, setShare] = useState('');
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState<'share' | 'reason' | null>(null);
  useEffect(() => {
    if (open) document.getElementById(`${id}-${open === 'change' ? 'share' : 'reason'}`)?.focus();
  }, [open, id]);
  if (actions.length === 0) return null;
  const start = (action: ShareAction) => {
    setOpen(action);
    setShare(action === 'promote' ? '100' : action === 'stop' ? '0' : String(release.share?.share || ''));
    setMissing(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(share);
    if (share.trim() === '' || !Number.isInteger(value) || value < 0 || value > 100) {
      setMissing('share');
      document.getElementById(`${id}-share`)?.focus();
      return;
    }
    if (!reason.trim()) {
      setMissing('reason');
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    run(() => api.changeShare(release.number, value, reason.trim()), () => {
      setOpen(null);
      onChanged(value);
    });
  };
  return (
    <>
      <div className="studio-review__buttons">
        {actions.map((action) => (
          <button key={action} type="button" className="studio-review__button" aria-expanded={open === action} {...busyButton} onClick={() => start(action)}>
            {t(`studio.review.share.${action}`)}
          </button>
        ))}
      </div>
      {open ? (
        <form className="studio-review__rollback" onSubmit={submit} noValidate>
          <p className="studio__hint">{t(`studio.review.share.${open}Hint`, { base: release.share?.base })}</p>
          <label htmlFor={`${id}-share`}>{t('studio.review.share.percent')}</label>
          <input id={`${id}-share`} type="number" inputMode="numeric" min={0} max={100} step={1} value={share} readOnly={open !== 'change'}
            onChange={(event) => { setShare(event.target.value); setMissing(null); }}
            aria-invalid={missing === 'share' || undefined} aria-describedby={missing === 'share' ? `${id}-missing` : undefined} />
          <label htmlFor={`${id}-reason`}>{t('studio.review.history.reason')}</label>
          <textarea id={`${id}-reason`} value={reason} maxLength={500} rows={2} aria-required="true"
            onChange={(event) => { setReason(event.target.value); setMissing(null); }}
            aria-invalid={missing === 'reason' || undefined} aria-describedby={missing === 'reason' ? `${id}-missing` : undefined} />
          {missing ? <p id={`${id}-missing`} className="studio-review__error" role="alert">{t(missing === 'share' ? 'studio.review.share.percentInvalid' : 'studio.review.share.reasonRequired')}</p> : null}
          <div className="studio-review__buttons">
            <button type="submit" className="studio-review__button studio-review__button--primary" {...busyButton}>{t(`studio.review.share.${open}Confirm`)}</button>
            <button type="button" className="studio-review__button" onClick={() => setOpen(null)}>{t('studio.review.history.keep')}</button>
          </div>
        </form>
      ) : null}
    </>
  );
}
