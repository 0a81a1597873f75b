import { describe, expect, it } from 'vitest';
import { catalogKey, displayValue, hasArabic } from './card-values.js';

describe('card values', () => {
  it('shows N/A for a missing value and cuts cover dates to 16 characters', () => {
    expect(displayValue(undefined, {}, 'en')).toBe('N/A');
    expect(displayValue('  ', {}, 'en')).toBe('N/A');
    expect(displayValue('01-05-2025 00:00:00', { maxChars: 16 }, 'en')).toBe('01-05-2025 00:00');
  });

  it('shows money as OMR with 3 decimals', () => {
    expect(displayValue('105.25', { format: 'omr' }, 'en')).toMatch(/OMR\s?105\.250/);
  });

  it('finds Arabic letters in a name', () => {
    expect(hasArabic('سالم البلوشي')).toBe(true);
    expect(hasArabic('Salim Al Balushi')).toBe(false);
  });
});

describe('catalog labels', () => {
  it('names the text key from a field of the record, a pattern in the value, or the value itself', () => {
    expect(catalogKey({ prefix: 'catalog.products.', from: 'prodId' }, '0501-Individual Motor - Comprehensive', { prodId: '0501' })).toBe('catalog.products.0501');
    expect(catalogKey({ prefix: 'catalog.products.', pattern: '^(\\d{4})-' }, '0502-Individual Motor - TP', {})).toBe('catalog.products.0502');
    expect(catalogKey({ prefix: 'catalog.products.', pattern: '^(\\d{4})-' }, 'Motor', {})).toBeUndefined();
    expect(catalogKey({ prefix: 'catalog.usageTypes.' }, 'PRIVATE', {})).toBe('catalog.usageTypes.PRIVATE');
    expect(catalogKey(undefined, 'PRIVATE', {})).toBeUndefined();
  });
});
