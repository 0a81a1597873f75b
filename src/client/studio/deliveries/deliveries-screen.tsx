// Policy deliveries (issue 24): the messages that took each issued policy's documents to the
// customer, by policy number: channel, masked recipient, status, attempts, last error and times.
// One column of cards, so it reads at 390 px as at full width.
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation.js';
import { whyDisabled } from '../disabled-reason.js';
import { usePagedList } from '../use-paged-list.js';
import { ApiMessage, Badge, LoadState, Times, type ReviewProps } from '../releases/review-bits.js';
import { listDeliveries, type Delivery, type DeliveryFilter } from './deliveries-api.js';

const STATES = ['queued', 'sent', 'failed'] as const;

function DeliveryCard({ delivery: d }: { delivery: Delivery }) {
  const { t } = useTranslation();
  const none = t('studio.deliveries.none');
  return (
    <li className="studio-card">
      <p className="studio-card__head">
        <bdi dir="ltr">{d.policyNo}</bdi>{' · '}
        <strong>{t(`studio.deliveries.channels.${d.channel}`)}</strong>{' '}
        <Badge kind={d.state}>{t(`studio.deliveries.states.${d.state}`)}</Badge>
      </p>
      <dl className="studio-review__facts">
        <dt>{t('studio.deliveries.columns.kind')}</dt><dd>{t(`studio.deliveries.kinds.${d.kind}`)}</dd>
        <dt>{t('studio.deliveries.columns.recipient')}</dt><dd><bdi dir="ltr">{d.recipient}</bdi></dd>
        <dt>{t('studio.deliveries.columns.attempts')}</dt><dd>{d.attempts}</dd>
        <dt>{t('studio.deliveries.columns.lastError')}</dt><dd>{d.lastError ? <bdi dir="ltr">{d.lastError}</bdi> : none}</dd>
        <dt>{t('studio.deliveries.columns.createdAt')}</dt><dd><Times at={d.createdAt} /></dd>
        <dt>{t('studio.deliveries.columns.sentAt')}</dt><dd>{d.sentAt ? <Times at={d.sentAt} /> : none}</dd>
      </dl>
    </li>
  );
}

export function DeliveriesScreen({ onSignedOut }: ReviewProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<DeliveryFilter>({});
  const { first, rows, next, busy, error, clearError, loadOlder } = usePagedList(
    (before?: string) => listDeliveries(filter, before), [filter], onSignedOut,
  );
  const olderWhy = whyDisabled('studio-deliveries-busy', busy ? t('studio.whyDisabled.busy') : null);
  useEffect(() => {
    document.title = `${t('studio.deliveries.title')} · ${t('studio.title')}`;
  }, [t]);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clearError();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim() || undefined;
    setFilter({ policyNo: text('policyNo'), state: text('state') });
  };

  return (
    <div className="studio-review">
      <h1 className="studio-review__title">{t('studio.deliveries.title')}</h1>
      <p className="studio__hint">{t('studio.deliveries.intro')}</p>
      <form className="studio-review__filters" role="search" onSubmit={apply} aria-label={t('studio.deliveries.search')}>
        <label>{t('studio.deliveries.policyNo')}<input name="policyNo" type="search" autoComplete="off" dir="ltr" /></label>
        <label>
          {t('studio.deliveries.state')}
          <select name="state" defaultValue="">
            <option value="">{t('studio.deliveries.anyState')}</option>
            {STATES.map((state) => <option key={state} value={state}>{t(`studio.deliveries.states.${state}`)}</option>)}
          </select>
        </label>
        <button type="submit" className="studio-review__button studio-review__button--primary">{t('studio.deliveries.apply')}</button>
      </form>
      <LoadState loaded={first} onSignedOut={onSignedOut} />
      <p role="status" className="studio__hint">
        {first.status === 'ready' ? (rows.length ? t('studio.deliveries.shown', { count: rows.length }) : t('studio.deliveries.empty')) : ''}
      </p>
      {rows.length > 0 ? (
        <ol className="studio-review__list" aria-label={t('studio.deliveries.title')}>
          {rows.map((row) => <DeliveryCard key={row.id} delivery={row} />)}
        </ol>
      ) : null}
      {error ? <ApiMessage error={error} /> : null}
      {next !== null && first.status === 'ready' ? (
        <><button type="button" className="studio-review__button" {...olderWhy.button} onClick={() => void loadOlder()}>{t('studio.deliveries.older')}</button>{olderWhy.hint}</>
      ) : null}
    </div>
  );
}
