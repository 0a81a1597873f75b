// One entry of the audit: when, who, what, on what, from where, and its details (a change's
// summary lines in the reader's language; anything else as short values).
import { Fragment } from 'react';
import { useTranslation } from '../../lib/use-translation.js';
import type { AuditRecord } from './releases-api.js';
import { Times } from './review-bits.js';

const isLine = (value: unknown): value is { en: string; ar: string } =>
  typeof value === 'object' && value !== null && typeof (value as { en?: unknown }).en === 'string' && typeof (value as { ar?: unknown }).ar === 'string';

/** An instant as the API writes one (ISO 8601, UTC): shown as every time in the studio is. */
const isInstant = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/.test(value);

/** A detail's value in one short line: long JSON is cut, so a big change does not flood the page. */
export function shortValue(value: unknown, max = 160): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value) ?? '';
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export function AuditEntry({ entry }: { entry: AuditRecord }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'ar' ? 'ar' : 'en';
  const { summary, ...rest } = entry.details;
  const lines = Array.isArray(summary) ? summary.filter(isLine) : [];
  const other = Object.entries(rest).filter(([, value]) => value !== null && value !== undefined);
  return (
    <li className="studio-card">
      <p className="studio-card__head">
        <strong>{t(`studio.review.audit.actions.${entry.action}`, { defaultValue: entry.action })}</strong>{' · '}
        <bdi dir="ltr">{entry.actor}</bdi>{' · '}
        <Times at={entry.at} />
      </p>
      <dl className="studio-review__facts">
        {entry.target ? <><dt>{t('studio.review.audit.target')}</dt><dd><bdi dir="ltr">{entry.target}</bdi></dd></> : null}
        {entry.clientAddress ? <><dt>{t('studio.review.audit.address')}</dt><dd><bdi dir="ltr">{entry.clientAddress}</bdi></dd></> : null}
        {other.map(([key, value]) => (
          <Fragment key={key}><dt><bdi dir="ltr">{key}</bdi></dt><dd>{isInstant(value) ? <Times at={value} /> : <bdi dir="ltr">{shortValue(value)}</bdi>}</dd></Fragment>
        ))}
      </dl>
      {lines.length > 0 ? (
        <ul className="studio-review__summary" aria-label={t('studio.review.audit.summary')}>
          {lines.map((line, index) => <li key={index}>{line[language]}</li>)}
        </ul>
      ) : null}
    </li>
  );
}
