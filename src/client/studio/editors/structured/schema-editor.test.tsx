// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ar from '../../../../../locales/ar.json' with { type: 'json' };
import en from '../../../../../locales/en.json' with { type: 'json' };
import { I18nProvider } from '../../../lib/use-translation.js';
import { paneI18n } from '../../pane-i18n.js';
import type { MetaSchemas } from '../draft-api.js';
import { SchemaEditor } from './schema-editor.js';

afterEach(cleanup);

const META = path.resolve(import.meta.dirname, '../../../../../schemas/meta');
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
const meta: MetaSchemas = {
  kinds: Object.fromEntries(readdirSync(META).filter((n) => n.endsWith('.schema.json')).map((n) => [n.slice(0, -12), read(path.join(META, n))])),
  views: {},
  i18n: { ar: read(path.join(META, 'i18n', 'ar.json')) as unknown as NonNullable<MetaSchemas['i18n']>[string] },
};
const catalog = {
  $schema: '../meta/products.schema.json',
  products: [{ id: '0501', name: 'Comprehensive', label: 'catalog.products.0501', requiresVehicleValue: true }, { id: '0502', name: 'Third party', label: 'catalog.products.0502', requiresVehicleValue: false }],
  plans: [{ id: '050013', product: '0501', name: 'Basic', label: 'catalog.plans.050013', addOns: [] }],
};
const files = { 'schemas/catalog/products.json': catalog, 'locales/en.json': { catalog: { plans: { '050013': 'Basic' }, products: { '0501': 'C', '0502': 'T' } } } };
const i18n = paneI18n('en', en as Record<string, unknown>, false);

describe('SchemaEditor', () => {
  it("renders the products form with pickers of the draft's ids and the checker's finding beside its field", () => {
    const onChange = vi.fn();
    const finding = { file: 'schemas/catalog/products.json', pointer: '/plans/0/name', message: 'Name is blank', fix: 'Write the name' };
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <SchemaEditor path="schemas/catalog/products.json" files={files} meta={meta} findings={[finding]} onChange={onChange} />
      </I18nProvider>,
    );
    const product = container.querySelector<HTMLSelectElement>('select[id$="plans_0_product"]')!;
    expect([...product.options].map((o) => o.value)).toEqual(['', '0501', '0502']);
    expect(product.value).toBe('0501');
    fireEvent.change(product, { target: { value: '0502' } });
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ plans: [expect.objectContaining({ product: '0502', id: '050013' })] }));
    const name = container.querySelector<HTMLInputElement>('input[id$="plans_0_name"]')!;
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Name is blank (Write the name)').id).toBe(`${name.id}__error`);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('labels and helps in Arabic right to left, with the key and the code left to right', () => {
    const { container } = render(
      <I18nProvider i18n={paneI18n('ar', ar as Record<string, unknown>, false)}>
        <SchemaEditor path="schemas/catalog/products.json" files={files} meta={meta} findings={[]} onChange={vi.fn()} />
      </I18nProvider>,
    );
    const row = container.querySelector<HTMLElement>('[data-field$="plans_0_name"]')!;
    expect(row.getAttribute('dir')).toBe('rtl');
    expect(row.getAttribute('lang')).toBe('ar');
    const label = row.querySelector('label')!;
    expect(label.textContent).toContain('الاسم');
    expect(label.querySelector('code[dir="ltr"]')!.textContent).toBe('name');
    expect(row.querySelector('.field__help')!.textContent).toBe('اسم الخطة لدى شركة التأمين.');
    // A help text's Latin code is isolated left to right inside the Arabic sentence.
    const products = container.querySelector<HTMLElement>('[data-field$="plans_0_id"] .field__help')!;
    expect([...products.querySelectorAll('bdi[dir="ltr"]')].map((bdi) => bdi.textContent)).toEqual(['riskType', '050013']);
    expect(screen.getByText('دليل المنتجات')).toBeTruthy();
  });
});
