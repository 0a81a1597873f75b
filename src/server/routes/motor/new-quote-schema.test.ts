// Issue 10 (one rule source): the new-quote and confirm-package bodies take their products, and
// which products need a vehicle value, from the product catalog, not from code.
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { loadConfigTree } from '../../../config/index.js';
import { confirmPackageBodySchema, newQuoteBodySchema } from './schemas.js';

const body = { mobileNo: '91234567', firstName: 'A B', plateNo: '1234', plateCode: 'A', civilId: '12345678' };
const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });

describe('new-quote body schema from the product catalog', () => {
  it('accepts a product the catalog adds, and asks a vehicle value only where the catalog says so', () => {
    const validate = ajv.compile(newQuoteBodySchema([
      { id: 'P-VALUED', requiresVehicleValue: true },
      { id: 'P-PLAIN', requiresVehicleValue: false },
    ]));
    expect(validate({ ...body, product: 'P-PLAIN' })).toBe(true);
    expect(validate({ ...body, product: 'P-VALUED', vehicleValue: '8000' })).toBe(true);
    expect(validate({ ...body, product: 'P-VALUED' })).toBe(false);
    expect(validate.errors?.some((e) => e.keyword === 'required' && e.params.missingProperty === 'vehicleValue')).toBe(true);
    expect(validate({ ...body, product: '0501', vehicleValue: '8000' })).toBe(false);
  });

  it('follows the real catalog: each product that requires a vehicle value is refused without one', async () => {
    const tree = await loadConfigTree(process.cwd());
    const products = tree.catalogs.products.data.products;
    const validate = ajv.compile(newQuoteBodySchema(products));
    const confirm = ajv.compile(confirmPackageBodySchema(products));
    for (const product of products) {
      expect(validate({ ...body, product: product.id })).toBe(!product.requiresVehicleValue);
      expect(validate({ ...body, product: product.id, vehicleValue: '9000' })).toBe(true);
      expect(confirm({ quoteNo: 'Q', packageId: 'P', prodId: product.id })).toBe(true);
    }
    expect(confirm({ quoteNo: 'Q', packageId: 'P', prodId: 'not-a-product' })).toBe(false);
  });
});
