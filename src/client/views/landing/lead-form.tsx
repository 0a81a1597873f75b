import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LandingAction, RouteLink } from './landing-options.js';

export interface LeadValues {
  name: string;
  mobileNo: string;
  acceptPrivacyPolicy: boolean;
}

interface LeadFormProps {
  values: LeadValues;
  onChange: (values: LeadValues) => void;
  actions: LandingAction[];
  onAction: (action: LandingAction) => void;
  /** Journeys started without a lead (Request Policy Document): plain links, always enabled. */
  moreActions?: RouteLink[];
  privacyUrl?: string;
}

/** The hero form: hand-written so the landing route carries no form library. */
export function LeadForm({ values, onChange, actions, onAction, moreActions = [], privacyUrl }: LeadFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [touched, setTouched] = useState({ name: false, mobileNo: false });
  const nameMissing = touched.name && !values.name.trim();
  const mobileMissing = touched.mobileNo && !values.mobileNo.trim();
  const touch = (field: keyof typeof touched) => setTouched((current) => ({ ...current, [field]: true }));

  return (
    <form id="lead" className="lead-form" aria-labelledby={`${id}-title`} noValidate onSubmit={(event) => event.preventDefault()}>
      <h2 id={`${id}-title`} className="lead-form__title">{t('landing.form.title')}</h2>
      <div className="lead-form__field">
        <label htmlFor={`${id}-name`}>{t('landing.form.name')}</label>
        <input
          id={`${id}-name`} name="name" type="text" autoComplete="name" value={values.name}
          aria-invalid={nameMissing} aria-describedby={nameMissing ? `${id}-name-error` : undefined}
          onChange={(event) => onChange({ ...values, name: event.target.value })} onBlur={() => touch('name')}
        />
        {/* A reserved line: the message appearing on blur must not move the privacy box under a click. */}
        <div className="lead-form__message">
          {nameMissing ? <p id={`${id}-name-error`} className="lead-form__error">{t('landing.form.nameRequired')}</p> : null}
        </div>
      </div>
      <div className="lead-form__field">
        <label htmlFor={`${id}-mobile`}>{t('landing.form.mobile')}</label>
        <input
          id={`${id}-mobile`} name="mobileNo" type="tel" inputMode="tel" autoComplete="tel" dir="ltr" value={values.mobileNo}
          aria-invalid={mobileMissing} aria-describedby={mobileMissing ? `${id}-mobile-error` : undefined}
          onChange={(event) => onChange({ ...values, mobileNo: event.target.value })} onBlur={() => touch('mobileNo')}
        />
        <div className="lead-form__message">
          {mobileMissing ? <p id={`${id}-mobile-error`} className="lead-form__error">{t('landing.form.mobileRequired')}</p> : null}
        </div>
      </div>
      <div className="lead-form__consent">
        <input
          id={`${id}-privacy`} type="checkbox" checked={values.acceptPrivacyPolicy}
          onChange={(event) => onChange({ ...values, acceptPrivacyPolicy: event.target.checked })}
        />
        <label htmlFor={`${id}-privacy`}>
          {t('landing.form.acceptPrefix')}{' '}
          {privacyUrl ? <a href={privacyUrl} target="_blank" rel="noreferrer">{t('landing.form.privacyPolicy')}</a> : t('landing.form.privacyPolicy')}
        </label>
      </div>
      <div className="lead-form__actions">
        {actions.map((action) => (
          // Spec: every action stays disabled until the privacy policy is accepted.
          <button key={action.id} type="button" className="button" disabled={!values.acceptPrivacyPolicy} onClick={() => onAction(action)}>
            {t(action.label)}
          </button>
        ))}
      </div>
      {moreActions.length ? (
        <ul className="lead-form__more">
          {moreActions.map((link) => (
            <li key={link.route}><Link to={link.route}>{t(link.label)}</Link></li>
          ))}
        </ul>
      ) : null}
    </form>
  );
}
