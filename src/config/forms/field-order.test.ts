import { describe, expect, it } from 'vitest';
import { fieldOrder } from './field-order.js';

describe('fieldOrder', () => {
  const schema = { properties: { a: {}, b: {}, c: {}, d: {} } };

  it('lists ui:order first (skipping names of no field and "*"), then the rest in schema order', () => {
    expect(fieldOrder(schema, { 'ui:order': ['c', 'x', '*', 'a'] })).toEqual(['c', 'a', 'b', 'd']);
  });

  it('is the schema order without a ui:order, and empty without fields', () => {
    expect(fieldOrder(schema, undefined)).toEqual(['a', 'b', 'c', 'd']);
    expect(fieldOrder(undefined, { 'ui:order': ['a'] })).toEqual([]);
  });
});
