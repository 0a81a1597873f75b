// Release history, newest first: each release's status, kind, message, people and times, with
// "compare with previous", "roll back to this one" (a reason required) and "cancel" (scheduled).
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.js';
import { Link } from '../../ui/route-link.js';
import { useLoaded } from '../use-studio-data.js';
import { ReleaseItem, type HistoryOutcome } from './release-item.js';
import { releasesApi } from './releases-api.js';
import { LoadState, type ReviewProps } from './review-bits.js';
import { draftPath } from './review-paths.js';

export function HistoryScreen({ staff, onSignedOut }: ReviewProps) {
  const { t } = useTranslation();
  const api = useMemo(() => releasesApi(staff), [staff]);
  const [round, setRound] = useState(0);
  const list = useLoaded(() => api.releases(), [api, round]);
  const [outcome, setOutcome] = useState<HistoryOutcome | null>(null);
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    document.title = `${t('studio.review.history.title')} · ${t('studio.title')}`;
  }, [t]);
  useEffect(() => {
    if (outcome) notice.current?.focus();
  }, [outcome]);
  const done = (result: HistoryOutcome) => {
    setOutcome(result);
    setRound((n) => n + 1);
  };

  return (
    <div className="studio-review">
      <h1 className="studio-review__title">{t('studio.review.history.title')}</h1>
      <div ref={notice} tabIndex={-1} role="status" className={outcome ? 'studio-review__notice' : undefined}>
        {outcome ? <HistoryNotice outcome={outcome} /> : null}
      </div>
      <LoadState loaded={list} onSignedOut={onSignedOut} />
      {list.status === 'ready' ? (
        <>
          {list.data.source === 'files' ? <p className="studio__hint">{t('studio.review.history.fromFiles')}</p> : null}
          <ol className="studio-review__list" aria-label={t('studio.review.history.title')}>
            {list.data.releases.map((release, index) => (
              <ReleaseItem key={release.number} release={release} previous={list.data.releases[index + 1]?.number ?? null}
                newest={list.data.releases[0]!.number} newestLive={list.data.releases.find((r) => r.cancelledAt === null)?.number} staff={staff} api={api} onDone={done} onSignedOut={onSignedOut} />
            ))}
          </ol>
        </>
      ) : null}
    </div>
  );
}

function HistoryNotice({ outcome }: { outcome: HistoryOutcome }) {
  const { t } = useTranslation();
  if (outcome.kind === 'share') return <p>{t('studio.review.done.share', { number: outcome.number, share: outcome.share })}</p>;
  if (outcome.kind === 'cancelled') return <p>{t('studio.review.done.cancelled', { number: outcome.number })}</p>;
  if (outcome.kind === 'rollback-draft') {
    return (
      <p>
        {t('studio.review.done.rollbackDraft', { to: outcome.to })}{' '}
        <Link to={draftPath(outcome.draft)}>{t('studio.review.done.openDraft')}</Link>
      </p>
    );
  }
  return <p>{t('studio.review.done.rolledBack', { number: outcome.number, to: outcome.to })}</p>;
}
