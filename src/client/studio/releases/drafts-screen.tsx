// Drafts of the next release, newest first, filtered by status (kept in the address: ?status=).
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/use-translation.js';
import { Link } from '../../ui/route-link.js';
import { useLoaded } from '../use-studio-data.js';
import { DRAFT_STATUSES, releasesApi, type DraftStatus } from './releases-api.js';
import { Badge, LoadState, Times, type ReviewProps } from './review-bits.js';
import { draftPath } from './review-paths.js';

const isStatus = (value: string | null): value is DraftStatus => (DRAFT_STATUSES as readonly string[]).includes(value ?? '');

export function DraftsScreen({ staff, onSignedOut }: ReviewProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = isStatus(raw) ? raw : undefined;
  const api = useMemo(() => releasesApi(staff), [staff]);
  const drafts = useLoaded(() => api.drafts(status), [api, status]);
  useEffect(() => {
    document.title = `${t('studio.review.drafts.title')} · ${t('studio.title')}`;
  }, [t]);

  return (
    <div className="studio-review">
      <h1 className="studio-review__title">{t('studio.review.drafts.title')}</h1>
      <label className="studio-review__filter">
        {t('studio.review.drafts.filter')}{' '}
        <select value={status ?? ''} onChange={(event) => setParams(event.target.value ? { status: event.target.value } : {})}>
          <option value="">{t('studio.review.drafts.all')}</option>
          {DRAFT_STATUSES.map((value) => <option key={value} value={value}>{t(`studio.review.status.${value}`)}</option>)}
        </select>
      </label>
      <LoadState loaded={drafts} onSignedOut={onSignedOut} />
      {drafts.status === 'ready' ? (
        drafts.data.length === 0 ? (
          <p className="studio__hint" role="status">{t('studio.review.drafts.none')}</p>
        ) : (
          <ul className="studio-review__list" aria-label={t('studio.review.drafts.title')}>
            {drafts.data.map((draft) => (
              <li key={draft.id} className="studio-card">
                <p className="studio-card__head">
                  <Link to={draftPath(draft.id)} className="studio-card__link">{draft.message}</Link>{' '}
                  <Badge kind={draft.status}>{t(`studio.review.status.${draft.status}`)}</Badge>
                </p>
                <p className="studio-card__meta">
                  {t('studio.review.byOn', { author: draft.authors.join(', '), base: draft.base })}
                  {' · '}
                  {t('studio.review.files', { count: draft.files.length + (draft.removed?.length ?? 0) })}
                  {' · '}
                  <Times at={draft.updatedAt} />
                </p>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}
