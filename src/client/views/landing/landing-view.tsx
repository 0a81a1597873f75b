import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { readItem, SESSION_KEYS } from '../../lib/storage.js';
import { callOperation } from '../../runtime/operations.js';
import type { ViewStepProps } from '../../runtime/views.js';
import { useClientState, withLoading } from '../../startup/client-state.js';
import { showErrorAlert } from '../../ui/error-alert.js';
import { LandingFooter } from './landing-footer.js';
import { landingOptions, type LandingAction, type LinkMap } from './landing-options.js';
import { LandingSections } from './landing-sections.js';
import { LeadForm, type LeadValues } from './lead-form.js';
import { leadProblems } from '../../../shared/lead-rules.js';
import { SiteMenu } from './site-menu.js';
import './landing.css';

/** Landing page (spec section 2): lead capture, then on to the chosen journey with the lead's transId. */
export default function LandingView({ step }: ViewStepProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { partnerConfig } = useClientState();
  const options = landingOptions(step.options);
  const links = (partnerConfig?.LINKS ?? {}) as LinkMap;
  const helpline = typeof partnerConfig?.HELPLINE === 'string' ? partnerConfig.HELPLINE : '';
  const [values, setValues] = useState<LeadValues>({ name: '', mobileNo: '', acceptPrivacyPolicy: false });

  const start = async (action: LandingAction) => {
    // Spec section 5: name, then mobile, then the privacy policy; the first failure is shown.
    const [problem] = leadProblems(values);
    if (problem) return showErrorAlert(t(problem.message));
    const body = {
      selectedOption: action.selectedOption,
      acceptPrivacyPolicy: true,
      name: values.name.trim(),
      mobileNo: values.mobileNo.replace(/\s+/g, ''),
      partnerId: readItem('session', SESSION_KEYS.partnerId) ?? undefined,
      journeyId: 1,
      leadStatus: 'Initiated',
      journeyStatus: 1,
    };
    const result = await withLoading(() => callOperation(options.leadOperation, body));
    // Spec section 4: a failed lead post keeps the customer here, with no message.
    if (!result.ok) return console.error('Lead could not be saved', result.error);
    const transId = (result.response as { data?: unknown } | undefined)?.data;
    navigate(action.navigate, { state: { name: body.name, mobileNumber: body.mobileNo, termsAccepted: true, transId } });
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
        <LeadForm values={values} onChange={setValues} actions={options.actions} moreActions={options.moreActions} onAction={onAction} privacyUrl={links.privacyPolicy} />
      </div>
      <LandingSections explainer={byId(options.explainerAction)} reasons={byId(options.reasonsAction)} enabled={values.acceptPrivacyPolicy} onAction={onAction} />
      <LandingFooter footer={options.footer} stores={options.stores} links={links} helpline={helpline} />
    </div>
  );
}
