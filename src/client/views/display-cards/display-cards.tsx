import { useTranslation } from 'react-i18next';
import type { ResolvedForm } from '../../../config/resolve.js';
import { applyEffects, featuresOf } from '../../runtime/effects.js';
import type { Values } from '../../runtime/outcome.js';
import { useClientState } from '../../startup/client-state.js';
import { cardGroups, displayValue, fieldDisplay, hasArabic } from './card-values.js';
import './display-cards.css';

/**
 * Read-only cards configured by a display form: its `ui:options.groups` are the cards, its
 * properties' titles the labels, its effects hide fields (vehicle value for third party).
 */
export function DisplayCards({ form, data }: { form: ResolvedForm; data: Values }) {
  const { t, i18n } = useTranslation();
  const { partnerConfig } = useClientState();
  const hidden = new Set(applyEffects(form.effects, data, data, featuresOf(partnerConfig)).hidden);
  const properties = (form.schema?.properties ?? {}) as Record<string, { title?: string }>;
  return (
    <div className="cards">
      {cardGroups(form).map((group) => (
        <section key={group.title} className="card" aria-label={t(group.title)}>
          <h2 className="card__title">{t(group.title)}</h2>
          <dl className="card__fields">
            {group.fields
              .filter((field) => !hidden.has(field))
              .map((field) => {
                const display = fieldDisplay(form, field);
                const value = displayValue(data[field], display, i18n.language);
                const rtl = display.rtlWhenArabic && hasArabic(value);
                return (
                  <div key={field} className="card__row" data-field={field}>
                    <dt>{t(properties[field]?.title ?? field)}</dt>
                    <dd dir={rtl ? 'rtl' : undefined}>{value}</dd>
                  </div>
                );
              })}
          </dl>
        </section>
      ))}
    </div>
  );
}
