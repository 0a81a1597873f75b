// Everything the tree holds, as links: each journey with its steps, each form, each partner.
import { useTranslation } from '../lib/use-translation.js';
import type { StudioTree } from './studio-api.js';
import type { StudioLocation } from './studio-location.js';
import { Link } from '../ui/route-link.js';

export function StudioNav({ tree, at }: { tree: StudioTree; at: StudioLocation }) {
  const { t } = useTranslation();
  const current = (match: boolean) => (match ? ('page' as const) : undefined);
  return (
    <nav className="studio-nav" aria-label={t('studio.title')}>
      <p><Link to="/studio/edit">{t('studio.edit.nav')}</Link></p>
      <h2>{t('studio.journeys')}</h2>
      <ul>
        {tree.journeys.map((journey) => (
          <li key={journey.id}>
            <span className="studio-nav__group">{journey.id}</span>
            <ul>
              {journey.steps.map((step) => (
                <li key={step.id}>
                  <Link to={at.with({ journey: journey.id, step: step.id, form: null })} aria-current={current(at.journey === journey.id && at.step === step.id)}>
                    {step.id} <small>({step.kind === 'form' ? step.form : step.view})</small>
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <h2>{t('studio.forms')}</h2>
      <ul>
        {tree.forms.map((form) => (
          <li key={form.id}>
            <Link to={at.with({ form: form.id, journey: null, step: null })} aria-current={current(at.form === form.id)}>
              {form.id}
            </Link>
          </li>
        ))}
      </ul>
      <h2>{t('studio.partners')}</h2>
      <ul>
        {tree.partners.map((partner) => (
          <li key={partner.id}>
            <Link to={at.with({ partner: partner.id })} aria-current={current(at.partner === partner.id)}>
              {partner.name} <small>({partner.id})</small>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
