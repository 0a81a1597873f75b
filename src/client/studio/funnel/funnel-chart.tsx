// One funnel drawn twice: bars (plain CSS, hidden from screen readers) and the same numbers as a
// table, which screen readers read. Bars grow from the start edge, so they mirror in Arabic.
import { useTranslation } from '../../lib/use-translation.js';
import type { FunnelSeries } from './funnel-api.js';

/** Steps the server records from payments (src/server/events/step-events.ts MONEY_STEPS): named in words. */
const MONEY_STEPS = ['paid', 'issued'];

/** A step by its title in the reader's language where it has one, its id beside it (what the editor shows). */
export function useStepName(titles: Record<string, string | undefined> = {}) {
  const { t } = useTranslation();
  return (step: string) => {
    if (MONEY_STEPS.includes(step)) return t(`studio.funnel.money.${step}`);
    const title = titles[step];
    return title ? <>{t(title)} <small>(<bdi dir="ltr">{step}</bdi>)</small></> : <bdi dir="ltr">{step}</bdi>;
  };
}

export function FunnelChart({ series, title, stepTitles }: { series: FunnelSeries; title: string; stepTitles?: Record<string, string | undefined> }) {
  const { t, i18n } = useTranslation();
  const stepName = useStepName(stepTitles);
  // Latin digits in both languages (docs/staff-guide.md, "Digits and identifiers").
  const locale = i18n.language === 'ar' ? 'ar-OM-u-nu-latn' : 'en-OM';
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const count = new Intl.NumberFormat(locale);
  const most = Math.max(1, ...series.steps.map((s) => s.visits));
  return (
    <figure className="studio-funnel">
      <figcaption className="studio-funnel__title">{title}</figcaption>
      <ol className="studio-funnel__bars" aria-hidden="true">
        {series.steps.map((s) => (
          <li key={`${s.index}-${s.step}`} className="studio-funnel__row">
            <span className="studio-funnel__step">{stepName(s.step)}</span>
            <span className="studio-funnel__track">
              <span className="studio-funnel__bar" style={{ inlineSize: `${(100 * s.visits) / most}%` }} />
            </span>
            <span className="studio-funnel__count">{count.format(s.visits)}</span>
          </li>
        ))}
      </ol>
      <table className="studio-funnel__table">
        <caption className="studio-funnel__caption">{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t('studio.funnel.columns.step')}</th>
            <th scope="col">{t('studio.funnel.columns.visits')}</th>
            <th scope="col">{t('studio.funnel.columns.wentOn')}</th>
          </tr>
        </thead>
        <tbody>
          {series.steps.map((s) => (
            <tr key={`${s.index}-${s.step}`}>
              <th scope="row">{stepName(s.step)}</th>
              <td>{count.format(s.visits)}</td>
              <td>{s.wentOn === null ? t('studio.funnel.none') : percent.format(s.wentOn)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
