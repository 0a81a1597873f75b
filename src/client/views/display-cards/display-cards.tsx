import { useTranslation } from '../../lib/use-translation.js';
import type { ResolvedForm } from '../../../config/resolve.js';
import { applyEffects, featuresOf } from '../../runtime/effects.js';
import type { Values } from '../../runtime/outcome.js';
import { usePartnerConfig } from '../../startup/client-state.js';
import { cardGroups, catalogKey, displayValue, fieldDisplay, hasArabic, NOT_AVAILABLE } from './card-values.js';
import './display-cards.css';

/**
 * Read-only cards configured by a display form: its `ui:options.groups` are the cards, its
 * properties' titles the labels, its effects hide fields (vehicle value for third party).
 */
export function DisplayCards({ form, data }: { form: ResolvedForm; data: Values }) {
  const { t, i18n } = useTranslation();
  const partnerConfig = usePartnerConfig();
  const hidden = new Set(applyEffects(form.effects, data, data, featuresOf(partnerConfig)).hidden);
  const properties = (form.schema?.properties ?? {}) as Record<string, { title?: string }>;
  const shown = (field: string): string => {
    const display = fieldDisplay(form, field);
    const value = displayValue(data[field], display, i18n.language);
    if (value === NOT_AVAILABLE) return t('ui.notAvailable');
    const key = catalogKey(display.catalog, value, data);
    return key && i18n.exists(key) ? t(key) : value;
  };
  return (
    <div className="cards">
      {cardGroups(form).map((group) => (
        <section key={group.title} className="card" aria-label={t(group.title)}>
          <h2 className="card__title">{t(group.title)}</h2>
          <dl className="card__fields">
            {group.fields
              .filter((field) => !hidden.has(field))
              .map((field) => {
                const value = shown(field);
                return (
                  <div key={field} className="card__row" data-field={field}>
                    <dt>{t(properties[field]?.title ?? field)}</dt>
                    {/* Isolated: an identifier keeps its order and a name its own direction in either page direction. */}
                    <dd><bdi dir={hasArabic(value) ? 'rtl' : 'ltr'}>{value}</bdi></dd>
                  </div>
                );
              })}
          </dl>
        </section>
      ))}
    </div>
  );
}
