// The checker's findings: for a refused tree (the site goes on serving the last good one) and
// the warnings of the tree being served; each with file, JSON pointer and fix, and a link to the
// form it concerns.
import { useTranslation } from '../lib/use-translation.js';
import { findingWords } from './finding-words.js';
import type { StudioFinding, StudioFindings } from './studio-api.js';
import type { StudioLocation } from './studio-location.js';
import { Link } from '../ui/route-link.js';
import { MetaText } from './bidi-text.js';

export function FindingsPanel({ findings, at }: { findings: StudioFindings; at: StudioLocation }) {
  const { t } = useTranslation();
  const { refused, warnings } = findings;
  return (
    <section className="studio-findings" aria-labelledby="studio-findings-title">
      <h2 id="studio-findings-title">{t('studio.findings.title')}</h2>
      {!refused && warnings.length === 0 ? <p className="studio-findings__none">{t('studio.findings.none')}</p> : null}
      {refused ? (
        <div className="studio-findings__group studio-findings__group--refused" role="alert">
          <p>{t('studio.findings.refused', { at: new Date(refused.at).toLocaleTimeString() })}</p>
          <FindingList findings={refused.issues} at={at} />
        </div>
      ) : null}
      {warnings.length > 0 ? (
        <div className="studio-findings__group">
          <p>{t('studio.findings.warnings')}</p>
          <FindingList findings={warnings} at={at} />
        </div>
      ) : null}
    </section>
  );
}

function FindingList({ findings, at }: { findings: StudioFinding[]; at: StudioLocation }) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="studio-findings__list">
      {findings.map((finding, index) => {
        const words = findingWords(finding, i18n.language);
        return (
        <li key={`${finding.file}${finding.pointer}${index}`} className="studio-finding">
          <p className="studio-finding__message" lang={words.lang} dir={words.lang === 'ar' ? 'rtl' : 'ltr'}><MetaText text={words.message} language={words.lang} /></p>
          <dl>
            <dt>{t('studio.findings.file')}</dt>
            <dd><code dir="ltr">{finding.file}</code></dd>
            <dt>{t('studio.findings.pointer')}</dt>
            <dd><code dir="ltr">{finding.pointer || '/'}</code></dd>
            <dt>{t('studio.findings.fix')}</dt>
            <dd lang={words.lang} dir={words.lang === 'ar' ? 'rtl' : 'ltr'}><MetaText text={words.fix} language={words.lang} /></dd>
          </dl>
          {finding.formId ? (
            <Link to={at.with({ form: finding.formId, journey: null, step: null, ...(finding.partnerId ? { partner: finding.partnerId } : {}) })}>
              {t('studio.findings.openForm', { form: finding.formId })}
            </Link>
          ) : null}
        </li>
        );
      })}
    </ul>
  );
}
