import { useId } from 'react';
import { useTranslation } from '../../lib/use-translation.js';
import { LightFormFields } from '../../theme/light-form/light-form-fields.js';
import type { LightForm } from '../../theme/light-form/light-form-model.js';
import type { LandingAction, RouteLink } from './landing-options.js';
import { Link } from '../../ui/route-link.js';

interface LeadFormProps {
  /** The lead form of the config (schemas/forms/<the step's form>.json), resolved for the partner. */
  form: LightForm & { title?: string };
  values: Record<string, unknown>;
  onChange: (values: Record<string, unknown>) => void;
  actions: LandingAction[];
  /** Spec: every action stays disabled until the privacy policy is accepted (the form's consent box). */
  enabled: boolean;
  onAction: (action: LandingAction) => void;
  /** Journeys started without a lead (Request Policy Document): plain links, always enabled. */
  moreActions?: RouteLink[];
  links: Record<string, string>;
  /** The customer starts on the form (focus, press, pointer over it): what an action runs can be fetched. */
  onStart?: () => void;
}

/** The hero form: the config's lead form drawn by the light renderer, so the landing route carries no rjsf. */
export function LeadForm({ form, values, onChange, actions, enabled, onAction, moreActions = [], links, onStart }: LeadFormProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <form id="lead" className="lead-form" aria-labelledby={`${id}-title`} noValidate onSubmit={(event) => event.preventDefault()} onFocus={onStart} onPointerDown={onStart} onPointerEnter={onStart}>
      {form.title ? <h2 id={`${id}-title`} className="lead-form__title">{t(form.title)}</h2> : null}
      <LightFormFields form={form} values={values} onChange={onChange} classPrefix="lead-form" links={links} />
      <div className="lead-form__actions">
        {actions.map((action) => (
          <button key={action.id} type="button" className="button" disabled={!enabled} onClick={() => onAction(action)}>
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
