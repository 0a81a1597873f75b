import { useMemo, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.js';
import { useNavigate } from 'react-router';
import { readItem, SESSION_KEYS } from '../../lib/storage.js';
import { callOperation } from '../../runtime/operations.js';
import { readSource, type SourceContext } from '../../runtime/outcome.js';
import type { ViewStepProps } from '../../runtime/views.js';
import { useClientState, withLoading } from '../../startup/client-state.js';
import { consentMissing, emptyValues, lightFields, submittedValues, type LightForm } from '../../theme/light-form/light-form-model.js';
import { checkLightForm } from '../../theme/light-form/light-validate.js';
import { showErrorAlert } from '../../ui/error-alert.js';
import { LandingFooter } from './landing-footer.js';
import { landingOptions, type LandingAction, type LinkMap } from './landing-options.js';
import { LandingSections } from './landing-sections.js';
import { LeadForm } from './lead-form.js';
import { SiteMenu } from './site-menu.js';
import './landing.css';

/** Spec section 3, "Lead": fixed fields of every lead, besides what the customer entered. */
const LEAD_FIXED = { journeyId: 1, leadStatus: 'Initiated', journeyStatus: 1 };

/** Landing page (spec section 2): lead capture, then on to the chosen journey with the lead's transId. */
export default function LandingView({ step, forms }: ViewStepProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { partnerConfig } = useClientState();
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
    // The pressed action says what the customer wants: it goes into the form field the step names.
    const data = options.optionField ? { ...values, [options.optionField]: action.selectedOption } : values;
    // Spec section 5: the form's checks in its order; the first failure is shown.
    const check = await checkLightForm(form, data, { exists: (key) => i18n.exists(key), t: (key, params) => t(key, params) });
    if (!check.ok) return showErrorAlert(check.message);
    const entered = submittedValues(fields, data);
    const body = { ...entered, partnerId: readItem('session', SESSION_KEYS.partnerId) ?? undefined, ...LEAD_FIXED };
    const result = await withLoading(() => callOperation(options.leadOperation, body));
    // Spec section 4: a failed lead post keeps the customer here, with no message.
    if (!result.ok) return console.error('Lead could not be saved', result.error);
    const context: SourceContext = { form: entered, state: {}, response: result.response };
    const state = Object.fromEntries(Object.entries(options.navigationState).map(([key, source]) => [key, readSource(source, context)]));
    navigate(action.navigate, { state });
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
          <LeadForm form={form} values={values} onChange={setValues} actions={options.actions} enabled={enabled} moreActions={options.moreActions} onAction={onAction} links={links} />
        ) : null}
      </div>
      <LandingSections explainer={byId(options.explainerAction)} reasons={byId(options.reasonsAction)} enabled={enabled} onAction={onAction} />
      <LandingFooter footer={options.footer} stores={options.stores} links={links} helpline={helpline} />
    </div>
  );
}
