// The plans of the product catalog as rows: product and text key are pickers (the draft's own
// lists), a new plan is a new row. The checker judges the ids and keys on save.
import { useId } from 'react';
import { useTranslation } from '../../lib/use-translation.js';

interface Plan { id: string; product: string; name: string; label: string; addOns?: string[] }
interface Catalog { products: Array<{ id: string; name: string }>; plans: Plan[] }

export function PlansEditor({ catalog, textKeys, onChange }: { catalog: Catalog; textKeys: string[]; onChange(next: Catalog): void }) {
  const { t } = useTranslation();
  // Each cell says its column's name above its field (editors.css: a plan is a card on every width).
  const uid = useId();
  const setPlan = (index: number, change: Partial<Plan>) => onChange({ ...catalog, plans: catalog.plans.map((plan, i) => (i === index ? { ...plan, ...change } : plan)) });
  const add = () => onChange({ ...catalog, plans: [...catalog.plans, { id: '', product: catalog.products[0]?.id ?? '', name: '', label: '', addOns: [] }] });
  return (
    <section aria-labelledby={`${uid}-title`} className="studio-plans">
      <h3 id={`${uid}-title`}>{t('studio.edit.plans.title')}</h3>
      <datalist id={`${uid}-keys`}>{textKeys.map((key) => <option key={key} value={key} />)}</datalist>
      <table>
        <thead>
          <tr>{['id', 'product', 'name', 'label', 'addOns'].map((column) => <th key={column} scope="col">{t(`studio.edit.plans.${column}`)}</th>)}</tr>
        </thead>
        <tbody>
          {catalog.plans.map((plan, index) => (
            <tr key={index}>
              <td data-label={t('studio.edit.plans.id')}><input aria-label={t('studio.edit.plans.rowField', { row: index + 1, field: t('studio.edit.plans.id') })} value={plan.id} onChange={(e) => setPlan(index, { id: e.target.value })} /></td>
              <td data-label={t('studio.edit.plans.product')}>
                <select aria-label={t('studio.edit.plans.rowField', { row: index + 1, field: t('studio.edit.plans.product') })} value={plan.product} onChange={(e) => setPlan(index, { product: e.target.value })}>
                  {catalog.products.map((product) => <option key={product.id} value={product.id}>{product.id} {product.name}</option>)}
                </select>
              </td>
              <td data-label={t('studio.edit.plans.name')}><input aria-label={t('studio.edit.plans.rowField', { row: index + 1, field: t('studio.edit.plans.name') })} value={plan.name} onChange={(e) => setPlan(index, { name: e.target.value })} /></td>
              <td data-label={t('studio.edit.plans.label')}><input list={`${uid}-keys`} aria-label={t('studio.edit.plans.rowField', { row: index + 1, field: t('studio.edit.plans.label') })} value={plan.label} onChange={(e) => setPlan(index, { label: e.target.value })} /></td>
              <td data-label={t('studio.edit.plans.addOns')}>
                <input aria-label={t('studio.edit.plans.rowField', { row: index + 1, field: t('studio.edit.plans.addOns') })} value={(plan.addOns ?? []).join(', ')}
                  onChange={(e) => setPlan(index, { addOns: e.target.value.split(/[\s,]+/).filter(Boolean) })} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" className="button button--secondary" onClick={add}>{t('studio.edit.plans.add')}</button>
    </section>
  );
}
