import { useId } from 'react';
import { useTranslation } from '../../lib/use-translation.js';
import type { LandingAction } from './landing-options.js';

interface LandingSectionsProps {
  explainer?: LandingAction;
  reasons?: LandingAction;
  enabled: boolean;
  onAction: (action: LandingAction) => void;
}

const STEPS = ['input', 'quote', 'receive'] as const;
const REASONS = ['instant', 'paperless', 'support', 'network', 'trusted'] as const;

/** The marketing sections; their buttons run the same lead action as the hero's. */
export function LandingSections({ explainer, reasons, enabled, onAction }: LandingSectionsProps) {
  const { t } = useTranslation();
  // Ids of this instance: the studio draws two landings side by side (English, Arabic), and a fixed
  // id would label the Arabic pane's sections with the English headings.
  const id = useId();
  const button = (action: LandingAction | undefined, label: string) =>
    action ? (
      <button type="button" className="button" disabled={!enabled} onClick={() => onAction(action)} title={enabled ? undefined : t('landing.form.acceptFirst')}>
        {t(label)}
      </button>
    ) : null;
  return (
    <>
      <section className="landing__section" aria-labelledby={`${id}-steps`}>
        <h2 id={`${id}-steps`}>{t('landing.steps.title')}</h2>
        <ol className="landing__steps">
          {STEPS.map((key, index) => (
            <li key={key}>
              <span className="landing__step-number" aria-hidden="true">{index + 1}</span>
              <h3>{t(`landing.steps.${key}.title`)}</h3>
              <p>{t(`landing.steps.${key}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className="landing__section" aria-labelledby={`${id}-explainer`}>
        <h2 id={`${id}-explainer`}>{t('landing.explainer.title')}</h2>
        <p>{t('landing.explainer.text')}</p>
        <div className="landing__compare">
          <div>
            <h3>{t('landing.explainer.comprehensive.title')}</h3>
            <p>{t('landing.explainer.comprehensive.text')}</p>
          </div>
          <div>
            <h3>{t('landing.explainer.thirdParty.title')}</h3>
            <p>{t('landing.explainer.thirdParty.text')}</p>
          </div>
        </div>
        {button(explainer, 'landing.explainer.action')}
      </section>
      <section className="landing__section" aria-labelledby={`${id}-reasons`}>
        <h2 id={`${id}-reasons`}>{t('landing.reasons.title')}</h2>
        <ul className="landing__reasons">
          {REASONS.map((key) => (
            <li key={key}>
              <h3>{t(`landing.reasons.${key}.title`)}</h3>
              <p>{t(`landing.reasons.${key}.text`)}</p>
            </li>
          ))}
        </ul>
        {button(reasons, 'landing.reasons.action')}
      </section>
    </>
  );
}
