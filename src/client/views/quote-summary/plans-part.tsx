import { useTranslation } from '../../lib/use-translation.js';
import type { ResolvedForm } from '../../../config/resolve.js';
import { formatOmr } from '../../lib/format.js';
import type { QuotePackage } from './summary-data.js';

interface Props {
  form: ResolvedForm;
  packages: QuotePackage[];
  chosen: string | undefined;
  onChoose: (planId: string) => void;
}

/** Plan choice on the summary; choosing one asks the insurer to confirm it (confirmPackage). */
export function PlansPart({ form, packages, chosen, onChoose }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <fieldset className="summary-part plans">
      <legend className="summary-part__title">{t(form.title ?? 'summary.plans.title')}</legend>
      {packages.map((pkg) => (
        <label key={pkg.planId} className="plans__option">
          <input type="radio" name={`${form.id}-plan`} value={pkg.planId} checked={chosen === pkg.planId} onChange={() => onChoose(pkg.planId)} />
          <span className="plans__name">{pkg.plan}</span>
          <span className="plans__premium">{formatOmr(pkg.premiumAmt, i18n.language)}</span>
        </label>
      ))}
    </fieldset>
  );
}
