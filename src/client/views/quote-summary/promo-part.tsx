import { useId, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.js';
import type { ResolvedForm } from '../../../config/resolve.js';
import { formatOmr } from '../../lib/format.js';
import { partField } from './summary-data.js';

export interface PromoResult {
  promoCode: string;
  premium: string;
  promoDiscountAmount: string;
  netPayablePremium: string;
}

interface Props {
  form: ResolvedForm;
  result: PromoResult | null;
  onApply: (code: string) => void;
  onEdit: () => void;
}

/** Promo-code entry: Apply stays disabled while nothing is typed; the result shows discount and net payable. */
export function PromoPart({ form, result, onApply, onEdit }: Props) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [code, setCode] = useState('');
  const name = partField(form) ?? '';
  const field = (form.schema?.properties as Record<string, { title?: string; maxLength?: number }> | undefined)?.[name];
  const placeholder = (form.uiSchema?.[name] as Record<string, string> | undefined)?.['ui:placeholder'];
  return (
    <section className="summary-part promo" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="summary-part__title">{t(form.title ?? 'summary.promo.title')}</h2>
      <div className="promo__entry">
        <label htmlFor={id} className="field__label">{t(field?.title ?? 'summary.promo.code')}</label>
        <input
          id={id}
          className="input"
          value={code}
          maxLength={field?.maxLength}
          placeholder={placeholder ? t(placeholder) : undefined}
          onChange={(event) => {
            setCode(event.target.value);
            if (result) onEdit();
          }}
        />
        <button type="button" className="button button--secondary" disabled={code.trim() === ''} onClick={() => onApply(code.trim())}>
          {t('summary.promo.apply')}
        </button>
      </div>
      {result ? (
        <dl className="promo__result" data-testid="promo-result">
          <div><dt>{t('summary.promo.premium')}</dt><dd>{formatOmr(result.premium, i18n.language)}</dd></div>
          <div><dt>{t('summary.promo.discount')}</dt><dd>{formatOmr(result.promoDiscountAmount, i18n.language)}</dd></div>
          <div><dt>{t('summary.promo.net')}</dt><dd>{formatOmr(result.netPayablePremium, i18n.language)}</dd></div>
        </dl>
      ) : null}
    </section>
  );
}
