// One entry of the audit: when, who, what, on what, from where, and its details (a change's
// summary lines in the reader's language; anything else as short values under the field's name in
// the reader's language: lists as words, instants in the reader's time and Oman's (times.ts),
// codes and ids isolated left to right inside Arabic).
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.js';
import { MetaText } from '../bidi-text.js';
import type { AuditRecord } from './releases-api.js';
import { Times } from './review-bits.js';

const isLine = (value: unknown): value is { en: string; ar: string } =>
  typeof value === 'object' && value !== null && typeof (value as { en?: unknown }).en === 'string' && typeof (value as { ar?: unknown }).ar === 'string';

/** A detail's value in one short line: long JSON is cut, so a big change does not flood the page. */
export function shortValue(value: unknown, max = 160): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value) ?? '';
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** An instant as the API writes one (ISO 8601): shown as every time in the studio is. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** A detail's value as words: a list's items one after the other, an instant as times, else one short line. */
function DetailValue({ value, language }: { value: unknown; language: string }): ReactNode {
  if (typeof value === 'string' && INSTANT.test(value)) return <Times at={value} />;
  if (Array.isArray(value) && value.every((item) => ['string', 'number'].includes(typeof item))) {
    const separator = language === 'ar' ? '، ' : ', ';
    return value.map((item, index) => <Fragment key={index}>{index > 0 ? separator : null}<bdi dir="ltr">{String(item)}</bdi></Fragment>);
  }
  return <bdi dir="auto">{shortValue(value)}</bdi>;
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
          <Fragment key={key}>
            <dt>{t(`studio.review.audit.fields.${key}`, { defaultValue: key })}</dt>
            <dd><DetailValue value={value} language={language} /></dd>
          </Fragment>
        ))}
      </dl>
      {lines.length > 0 ? (
        <ul className="studio-review__summary" aria-label={t('studio.review.audit.summary')}>
          {lines.map((line, index) => <li key={index}><MetaText text={line[language]} language={language} /></li>)}
        </ul>
      ) : null}
    </li>
  );
}
