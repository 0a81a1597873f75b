// The audit trail, newest first: filtered by action, person and time, paged ("older entries"),
// and downloadable as CSV or JSON with the same filters.
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation.js';
import { whyDisabled } from '../disabled-reason.js';
import { usePagedList } from '../use-paged-list.js';
import { AuditEntry } from './audit-entry.js';
import { auditExportUrl, releasesApi, type AuditFilter } from './releases-api.js';
import { ApiMessage, LoadState, type ReviewProps } from './review-bits.js';
import { fromOmanInput } from './times.js';

/** The actions the server writes (src/server/staff/audit.ts, src/server/releases/actor.ts). */
export const AUDIT_ACTIONS = [
  'sign-in', 'sign-in-failed', 'sign-out', 'draft-created', 'draft-saved', 'draft-file-reverted', 'draft-file-removed', 'draft-submitted',
  'draft-reopened', 'draft-approved', 'draft-rejected', 'release-published', 'release-scheduled', 'release-cancelled',
  'release-rolled-back', 'rollback-requested', 'release-share-changed',
] as const;

/** The form's values as the API's filter: blank fields left out, Oman times as instants. */
export function filterOf(form: FormData): AuditFilter {
  const text = (name: string) => String(form.get(name) ?? '').trim() || undefined;
  const time = (name: string) => {
    const value = text(name);
    return value ? (fromOmanInput(value) ?? undefined) : undefined;
  };
  return { action: text('action'), actor: text('actor'), from: time('from'), to: time('to') };
}

export function AuditScreen({ staff, onSignedOut }: ReviewProps) {
  const { t } = useTranslation();
  const api = useMemo(() => releasesApi(staff), [staff]);
  const [filter, setFilter] = useState<AuditFilter>({});
  // Older pages are added below the first one; a new filter starts over.
  const { first, rows: entries, next, busy, error, clearError, loadOlder } = usePagedList(
    (before?: number) => api.audit(filter, before), [api, filter], onSignedOut,
  );
  const olderWhy = whyDisabled('studio-audit-busy', busy ? t('studio.whyDisabled.busy') : null);
  useEffect(() => {
    document.title = `${t('studio.review.audit.title')} · ${t('studio.title')}`;
  }, [t]);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clearError();
    setFilter(filterOf(new FormData(event.currentTarget)));
  };

  return (
    <div className="studio-review">
      <h1 className="studio-review__title">{t('studio.review.audit.title')}</h1>
      <form className="studio-review__filters" onSubmit={apply} aria-label={t('studio.review.audit.filters')}>
        <label>
          {t('studio.review.audit.action')}
          <select name="action" defaultValue="">
            <option value="">{t('studio.review.audit.anyAction')}</option>
            {AUDIT_ACTIONS.map((action) => <option key={action} value={action}>{t(`studio.review.audit.actions.${action}`)}</option>)}
          </select>
        </label>
        <label>{t('studio.review.audit.actor')}<input name="actor" autoComplete="off" dir="ltr" /></label>
        <label>{t('studio.review.audit.from')}<input name="from" type="datetime-local" step={1} /></label>
        <label>{t('studio.review.audit.to')}<input name="to" type="datetime-local" step={1} /></label>
        <button type="submit" className="studio-review__button studio-review__button--primary">{t('studio.review.audit.apply')}</button>
      </form>
      <p className="studio-review__exports">
        {t('studio.review.audit.export')}{' '}
        <a href={auditExportUrl(filter, 'csv')} download>{t('studio.review.audit.csv')}</a>{' · '}
        <a href={auditExportUrl(filter, 'json')} download>{t('studio.review.audit.json')}</a>
      </p>
      <LoadState loaded={first} onSignedOut={onSignedOut} />
      <p role="status" className="studio__hint">
        {first.status === 'ready' ? t('studio.review.audit.shown', { count: entries.length }) : ''}
      </p>
      {entries.length > 0 ? (
        <ol className="studio-review__list" aria-label={t('studio.review.audit.title')}>
          {entries.map((entry) => <AuditEntry key={entry.id} entry={entry} />)}
        </ol>
      ) : null}
      {error ? <ApiMessage error={error} /> : null}
      {next !== null && first.status === 'ready' ? (
        <><button type="button" className="studio-review__button" {...olderWhy.button} onClick={() => void loadOlder()}>{t('studio.review.audit.older')}</button>{olderWhy.hint}</>
      ) : null}
    </div>
  );
}
