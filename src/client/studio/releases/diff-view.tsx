// The semantic diff of a draft or between two releases, grouped by file: a text key with its
// English and Arabic before and after side by side (Arabic right to left), a plan row as a row
// before and after, a rule and any other change in plain words (the server's bilingual summary);
// a partner added or removed shows its name, origins, colour and logo (partner-card.tsx).
import type { ReactNode } from 'react';
import { planValueText } from '../../../config/release-diff/words.js';
import { useTranslation } from '../../lib/use-translation.js';
import { isPartnerFile, PartnerCard } from './partner-card.js';
import type { DiffEntry, ReleaseDiff } from './releases-api.js';

type TextEntry = Extract<DiffEntry, { kind: 'text' }>;
type PlanEntry = Extract<DiffEntry, { kind: 'plan' }>;

/** Entries by the file that holds them, in the diff's own order. */
export function groupByFile(diff: ReleaseDiff): Array<{ file: string; entries: DiffEntry[] }> {
  const groups = new Map<string, DiffEntry[]>();
  for (const entry of diff.entries) groups.set(entry.file, [...(groups.get(entry.file) ?? []), entry]);
  return [...groups].map(([file, entries]) => ({ file, entries }));
}

/** The ids, keys and values an entry's summary line quotes: each is isolated from the words around it. */
export function quotedParts(entry: DiffEntry): string[] {
  const parts: unknown[] = [entry.file, entry.pointer];
  if (entry.kind === 'plan') {
    parts.push(entry.plan, entry.product, ...entry.columns.flatMap((column) => [planValueText(entry.before?.[column]), planValueText(entry.after?.[column])]));
  } else if (entry.kind === 'text') {
    parts.push(entry.key, entry.partner, entry.en.before, entry.en.after, entry.ar.before, entry.ar.after);
  } else if (entry.kind === 'rule') {
    parts.push(entry.form, entry.tab, entry.field, entry.message?.key);
  }
  return parts.filter((part): part is string => typeof part === 'string' && part.trim() !== '' && part !== '—');
}

/**
 * The line with each quoted part in a <bdi>: an id or English words inside an Arabic sentence
 * (or the other way round) keep their own direction, so words do not change places across them.
 */
export function Isolated({ text, parts }: { text: string; parts: string[] }): ReactNode {
  const unique = [...new Set(parts)].sort((a, b) => b.length - a.length);
  if (unique.length === 0) return text;
  const pattern = new RegExp(`(${unique.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'g');
  return text.split(pattern).map((piece, index) => (index % 2 === 1 ? <bdi key={index}>{piece}</bdi> : piece));
}

export function DiffView({ diff, headingLevel = 3 }: { diff: ReleaseDiff; headingLevel?: 3 | 4 }) {
  const { t, i18n } = useTranslation();
  if (diff.entries.length === 0) return <p className="studio__hint">{t('studio.review.diff.none')}</p>;
  const Heading = `h${headingLevel}` as 'h3' | 'h4';
  const language = i18n.language === 'ar' ? 'ar' : 'en';
  return (
    <div className="studio-diff">
      {groupByFile(diff).map(({ file, entries }) => (
        <section key={file} className="studio-diff__file" aria-label={file}>
          <Heading className="studio-diff__file-name"><bdi dir="ltr">{file}</bdi></Heading>
          <ul className="studio-diff__entries">
            {entries.map((entry, index) => (
              <li key={`${entry.kind}|${entry.pointer}|${index}`} className={`studio-diff__entry studio-diff__entry--${entry.change}`}>
                <p className="studio-diff__summary"><Isolated text={entry.summary[language]} parts={quotedParts(entry)} /></p>
                {entry.kind === 'text' ? <TextSides entry={entry} /> : null}
                {entry.kind === 'plan' ? <PlanRows entry={entry} /> : null}
                {entry.kind === 'rule' && entry.message ? <RuleMessage entry={entry} /> : null}
                {entry.kind === 'file' && isPartnerFile(entry.file) ? <PartnerCard content={entry.change === 'removed' ? entry.before : entry.after} change={entry.change} /> : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function TextSides({ entry }: { entry: TextEntry }) {
  const { t } = useTranslation();
  return (
    <table className="studio-diff__table">
      <caption><bdi dir="ltr">{entry.key}{entry.partner ? ` (${entry.partner})` : ''}</bdi></caption>
      <thead>
        <tr><th scope="col">{t('studio.review.diff.language')}</th><th scope="col">{t('studio.review.diff.before')}</th><th scope="col">{t('studio.review.diff.after')}</th></tr>
      </thead>
      <tbody>
        {(['en', 'ar'] as const).map((lang) => (
          <tr key={lang}>
            <th scope="row">{t(`studio.pane.${lang}`)}</th>
            <td lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'} className="studio-diff__before">{entry[lang].before ?? '—'}</td>
            <td lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'} className="studio-diff__after">{entry[lang].after ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The plan table's own column names (studio.edit.plans), so the diff says what the editor says. */
const PLAN_COLUMNS = new Set(['id', 'product', 'name', 'label', 'addOns']);

function PlanRows({ entry }: { entry: PlanEntry }) {
  const { t } = useTranslation();
  const columnName = (column: string) => (PLAN_COLUMNS.has(column) ? t(`studio.edit.plans.${column}`) : <bdi dir="ltr">{column}</bdi>);
  return (
    // A plan has more columns than a phone is wide: the table scrolls in its own box, which the
    // keyboard can reach (tabIndex) to scroll it.
    <div className="studio-diff__scroll" tabIndex={0} role="group" aria-label={`${entry.product} / ${entry.plan}`}>
      <table className="studio-diff__table">
        <caption><bdi dir="ltr">{entry.product} / {entry.plan}</bdi></caption>
        <thead>
          <tr>
            <td />
            {entry.columns.map((column) => <th key={column} scope="col">{columnName(column)}</th>)}
          </tr>
        </thead>
        <tbody>
          {(['before', 'after'] as const).map((side) => (
            <tr key={side}>
              <th scope="row">{t(`studio.review.diff.${side}`)}</th>
              {entry.columns.map((column) => <td key={column} dir="auto" className={`studio-diff__${side}`}>{planValueText(entry[side]?.[column])}</td>)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RuleMessage({ entry }: { entry: Extract<DiffEntry, { kind: 'rule' }> }) {
  const { t } = useTranslation();
  const message = entry.message!;
  return (
    <dl className="studio-diff__message">
      <dt>{t('studio.review.diff.message')} <span dir="ltr">({message.key})</span></dt>
      <dd lang="en" dir="ltr">{message.en ?? '—'}</dd>
      <dd lang="ar" dir="rtl">{message.ar ?? '—'}</dd>
    </dl>
  );
}
