import { useMemo, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.js';
import { useNavigate } from 'react-router';
import { ChunkLoadError, onFirstUse } from '../../lib/lazy-chunk.js';
import type { ViewStepProps } from '../../runtime/views.js';
import { usePartnerConfig } from '../../startup/client-state.js';
import { consentMissing, emptyValues, lightFields, type LightForm } from '../../theme/light-form/light-form-model.js';
import { preloadErrorAlert, showErrorAlert } from '../../ui/error-alert.js';
import { LandingFooter } from './landing-footer.js';
import { landingOptions, type LandingAction, type LinkMap } from './landing-options.js';
import { LandingSections } from './landing-sections.js';
import { LeadForm } from './lead-form.js';
import { SiteMenu } from './site-menu.js';
import './landing.css';

/**
 * What an action runs (check, lead post, alert dialog) is fetched when the customer starts on the
 * lead form: a focus or a press in it, or the pointer over it. Every action waits for the form's
 * consent box, so the code is there before any action can be pressed.
 */
const preloadSubmit = onFirstUse(() => import('./lead-submit.js'), 'lead-submit');
const prepareSubmit = () => {
  void preloadSubmit().catch(() => {});
  void preloadErrorAlert().catch(() => {});
};

/** Landing page (spec section 2): lead capture, then on to the chosen journey (lead-submit.ts). */
export default function LandingView({ step, forms }: ViewStepProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const partnerConfig = usePartnerConfig();
  const options = landingOptions(step.options);
  // The step's first form is the lead form (its journey file names it under "forms").
  const form = forms[step.forms?.[0] ?? ''] as (LightForm & { title?: string }) | undefined;
  const fields = useMemo(() => (form ? lightFields(form) : []), [form]);
  const links = (partnerConfig?.LINKS ?? {}) as LinkMap;
  const helpline = typeof partnerConfig?.HELPLINE === 'string' ? partnerConfig.HELPLINE : '';
  const [values, setValues] = useState<Record<string, unknown>>(() => emptyValues(fields));
  const enabled = form ? !consentMissing(form, values) : false;

  const start = async (action: LandingAction) => {
    if (!form) return;
    let submit: typeof import('./lead-submit.js');
    try {
      submit = await preloadSubmit();
    } catch (error) {
      // Nothing unchecked is sent: the customer is told, and the next press tries again.
      console.error('The lead form could not be sent', error);
      return showErrorAlert((texts) => texts.t(`ui.chunk.kind.${error instanceof ChunkLoadError ? error.kind : 'error'}`));
    }
    await submit.submitLead({ form, fields, values, options, action, navigate });
  };
  const onAction = (action: LandingAction) => void start(action);
  const byId = (id: string) => options.actions.find((action) => action.id === id);

  return (
    <div className="landing">
      <SiteMenu menu={options.menu} social={options.social} links={links} helpline={helpline} />
      <div className="landing__hero">
        <div className="landing__intro">
          <p className="landing__kicker">{t('landing.hero.kicker')}</p>
          <p className="landing__lead">{t('landing.hero.text')}</p>
        </div>
        {form ? (
          <LeadForm onStart={prepareSubmit} form={form} values={values} onChange={setValues} actions={options.actions} enabled={enabled} moreActions={options.moreActions} onAction={onAction} links={links} />
        ) : null}
      </div>
      <LandingSections explainer={byId(options.explainerAction)} reasons={byId(options.reasonsAction)} enabled={enabled} onAction={onAction} />
      <LandingFooter footer={options.footer} stores={options.stores} links={links} helpline={helpline} />
    </div>
  );
}
