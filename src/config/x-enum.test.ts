import { describe, expect, it } from 'vitest';
import type { PlateCodesCatalog, ProductsCatalog } from './types.js';
import { enumOptions, expandXEnum } from './x-enum.js';

const products: ProductsCatalog = {
  $schema: '', products: [{ id: '0501', name: 'C', label: 'catalog.products.0501', requiresVehicleValue: true }],
  plans: [
    { id: '050013', product: '0501', name: 'a', label: 'catalog.plans.050013', addOns: ['rsa'] },
    { id: '050004', product: '0501', name: 'b', label: 'catalog.plans.050004', addOns: [] },
  ],
};
const plateCodes: PlateCodesCatalog = { $schema: '', codes: [{ value: 'A', group: 'oman', label: 'catalog.plateCodes.A' }, { value: '7', group: 'number' }] };

describe('enumOptions', () => {
  it('uses label keys, and the value itself where a code has no label', () => {
    expect(enumOptions('plateCodes', { products, plateCodes })).toEqual({ values: ['A', '7'], labels: ['catalog.plateCodes.A', '7'] });
  });
  it('offers only the plans a partner lists', () => {
    expect(enumOptions('plans', { products, plateCodes }, { plans: ['050004'] }).values).toEqual(['050004']);
    expect(enumOptions('plans', { products, plateCodes }, {}).values).toEqual(['050013', '050004']);
  });
});

describe('expandXEnum', () => {
  it('expands nested properties and array items without touching its inputs', () => {
    const schema = {
      type: 'object',
      properties: {
        product: { type: 'string', 'x-enum': 'products' },
        vehicle: { type: 'object', properties: { code: { type: 'string', 'x-enum': 'plateCodes' } } },
        extras: { type: 'array', items: { type: 'string', 'x-enum': 'plans' } },
      },
    };
    const ui = { product: { 'ui:widget': 'radio' } };
    const out = expandXEnum(schema, ui, (c) => enumOptions(c, { products, plateCodes }));
    expect(out.schema.properties).toEqual({
      product: { type: 'string', enum: ['0501'] },
      vehicle: { type: 'object', properties: { code: { type: 'string', enum: ['A', '7'] } } },
      extras: { type: 'array', items: { type: 'string', enum: ['050013', '050004'] } },
    });
    expect(out.uiSchema).toEqual({
      product: { 'ui:widget': 'radio', 'ui:enumNames': ['catalog.products.0501'] },
      vehicle: { code: { 'ui:enumNames': ['catalog.plateCodes.A', '7'] } },
      extras: { items: { 'ui:enumNames': ['catalog.plans.050013', 'catalog.plans.050004'], 'ui:enumParents': ['0501', '0501'] } },
    });
    expect(schema.properties.product['x-enum']).toBe('products');
    expect(ui).toEqual({ product: { 'ui:widget': 'radio' } });
  });
});
