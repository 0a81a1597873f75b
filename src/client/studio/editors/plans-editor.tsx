// The plans of the product catalog as rows. What customers see of a plan is its label's text, so
// the row edits that in English and Arabic (into the draft's locale files); the text key and the
// insurer's own plan name are details. A new row gets its key from the id typed into it
// (plan-labels.ts). The checker judges the ids and keys on save.
import { useId } from 'react';
import { useTranslation } from '../../lib/use-translation.js';
import { labelKeyFor, labelText, withNewPlan, withPlanId, type Catalog, type Plan, type PlanEdit } from './plan-labels.js';
import type { Texts } from './text-rows.js';
import { withText } from './text-rows.js';
import { LANGUAGES } from '../../lib/i18n.js';

export interface PlansEditorProps {
  catalog: Catalog;
  en: Texts;
  ar: Texts;
  textKeys: string[];
  onChange(next: Catalog): void;
  /** A locale file of the draft changed (the one path every editor writes texts by). */
  onTexts(lng: 'en' | 'ar', texts: Texts): void;
}


export function PlansEditor({ catalog, en, ar, textKeys, onChange, onTexts }: PlansEditorProps) {
  const { t } = useTranslation();
  // Each cell says its column's name above its field (editors.css: a plan is a card on every width).
  const uid = useId();
  const texts = { en, ar };
  const setPlan = (index: number, change: Partial<Plan>) => onChange({ ...catalog, plans: catalog.plans.map((plan, i) => (i === index ? { ...plan, ...change } : plan)) });
  const apply = (next: PlanEdit) => {
    for (const lng of LANGUAGES) if (next[lng] !== texts[lng]) onTexts(lng, next[lng]);
    onChange(next.catalog);
  };
  const setLabel = (index: number, lng: 'en' | 'ar', text: string) => {
    const plan = catalog.plans[index]!;
    // A row whose key was cleared gets the one its id names.
    const key = plan.label || labelKeyFor(catalog.plans, plan.id);
    onTexts(lng, withText(texts[lng], key, text));
    if (!plan.label) setPlan(index, { label: key });
  };
  const field = (index: number, name: string) => t('studio.edit.plans.rowField', { row: index + 1, field: t(`studio.edit.plans.${name}`) });
  return (
    <section aria-labelledby={`${uid}-title`} className="studio-plans">
      <h3 id={`${uid}-title`}>{t('studio.edit.plans.title')}</h3>
      <p className="studio__hint">{t('studio.edit.plans.hint')}</p>
      <datalist id={`${uid}-keys`}>{textKeys.map((key) => <option key={key} value={key} />)}</datalist>
      <table>
        <thead>
          <tr>{['id', 'product', 'labelEn', 'labelAr', 'addOns', 'details'].map((column) => <th key={column} scope="col">{t(`studio.edit.plans.${column}`)}</th>)}</tr>
        </thead>
        <tbody>
          {catalog.plans.map((plan, index) => {
            const noId = plan.id.trim() === '';
            return (
              <tr key={index} data-plan={plan.id}>
                <td data-label={t('studio.edit.plans.id')}><input dir="ltr" aria-label={field(index, 'id')} value={plan.id} onChange={(e) => apply(withPlanId({ catalog, en, ar }, index, e.target.value))} /></td>
                <td data-label={t('studio.edit.plans.product')}>
                  <select aria-label={field(index, 'product')} value={plan.product} onChange={(e) => setPlan(index, { product: e.target.value })}>
                    {catalog.products.map((product) => <option key={product.id} value={product.id}>{product.id} {product.name}</option>)}
                  </select>
                </td>
                {LANGUAGES.map((lng) => (
                  <td key={lng} data-label={t(`studio.edit.plans.${lng === 'en' ? 'labelEn' : 'labelAr'}`)}>
                    <input lang={lng} dir={lng === 'ar' ? 'rtl' : 'ltr'} aria-label={field(index, lng === 'en' ? 'labelEn' : 'labelAr')}
                      value={labelText(texts[lng], plan.label)} disabled={noId} aria-describedby={noId ? `${uid}-${index}-noid` : undefined}
                      onChange={(e) => setLabel(index, lng, e.target.value)} />
                  </td>
                ))}
                <td data-label={t('studio.edit.plans.addOns')}>
                  <input dir="ltr" aria-label={field(index, 'addOns')} value={(plan.addOns ?? []).join(', ')}
                    onChange={(e) => setPlan(index, { addOns: e.target.value.split(/[\s,]+/).filter(Boolean) })} />
                </td>
                <td data-label={t('studio.edit.plans.details')}>
                  {noId ? <p id={`${uid}-${index}-noid`} className="studio__hint">{t('studio.edit.plans.needsId')}</p> : null}
                  <details>
                    <summary>{t('studio.edit.plans.more')}</summary>
                    <label className="studio-field"><span>{t('studio.edit.plans.label')}</span>
                      <input dir="ltr" list={`${uid}-keys`} aria-label={field(index, 'label')} value={plan.label} onChange={(e) => setPlan(index, { label: e.target.value })} />
                    </label>
                    <label className="studio-field"><span>{t('studio.edit.plans.name')}</span>
                      <input dir="ltr" aria-label={field(index, 'name')} aria-describedby={`${uid}-name-hint`} value={plan.name} onChange={(e) => setPlan(index, { name: e.target.value })} />
                    </label>
                  </details>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p id={`${uid}-name-hint`} className="studio__hint">{t('studio.edit.plans.nameHint')}</p>
      <button type="button" className="button button--secondary" onClick={() => onChange(withNewPlan(catalog))}>{t('studio.edit.plans.add')}</button>
    </section>
  );
}
