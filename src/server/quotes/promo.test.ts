import { describe, expect, it } from 'vitest';
import type { PromoCodesCatalog } from '../../config/generated/promo-codes.js';
import { evaluatePromo, omanToday } from './promo.js';

const catalog: PromoCodesCatalog = {
  $schema: '',
  promoCodes: [
    { code: 'TEN', discount: { percent: 10, maxOmr: '20.000' }, validFrom: '2024-01-01', validTo: '2030-12-31', partners: ['default'] },
    { code: 'FIVE', discount: { amountOmr: '5.000' }, validFrom: '2024-01-01', validTo: '2030-12-31', partners: ['default'], products: ['0501'] },
    { code: 'OLD', discount: { percent: 5 }, validFrom: '2020-01-01', validTo: '2020-12-31', partners: ['default'] },
  ],
};
const context = { partnerId: 'default', prodId: '0501', premiumBaiza: 105_250, today: '2025-05-01' };

describe('promo codes', () => {
  it('takes a percentage off, rounded down to the baiza, trimmed and case-insensitive', () => {
    expect(evaluatePromo(catalog, ' ten ', { ...context, premiumBaiza: 105_255 })).toEqual({ ok: true, code: 'TEN', discountBaiza: 10_525, netBaiza: 94_730 });
  });

  it('caps a percentage at its maximum and takes a fixed amount as it is', () => {
    expect(evaluatePromo(catalog, 'TEN', { ...context, premiumBaiza: 500_000 })).toMatchObject({ discountBaiza: 20_000, netBaiza: 480_000 });
    expect(evaluatePromo(catalog, 'FIVE', context)).toMatchObject({ discountBaiza: 5_000, netBaiza: 100_250 });
  });

  it('refuses unknown codes, other partners, other products, dates outside the window, and a discount of everything', () => {
    expect(evaluatePromo(catalog, 'NOPE', context)).toEqual({ ok: false, reason: 'PROMO_INVALID' });
    expect(evaluatePromo(catalog, 'TEN', { ...context, partnerId: 'demo-partner' })).toEqual({ ok: false, reason: 'PROMO_INVALID' });
    expect(evaluatePromo(catalog, 'FIVE', { ...context, prodId: '0502' })).toEqual({ ok: false, reason: 'PROMO_INVALID' });
    expect(evaluatePromo(catalog, 'OLD', context)).toEqual({ ok: false, reason: 'PROMO_EXPIRED' });
    expect(evaluatePromo(catalog, 'TEN', { ...context, today: '2023-12-31' })).toEqual({ ok: false, reason: 'PROMO_EXPIRED' });
    expect(evaluatePromo(catalog, 'FIVE', { ...context, premiumBaiza: 5_000 })).toEqual({ ok: false, reason: 'PROMO_INVALID' });
    expect(evaluatePromo(undefined, 'TEN', context)).toEqual({ ok: false, reason: 'PROMO_INVALID' });
  });

  it('reads today on Oman time', () => {
    expect(omanToday(new Date('2025-03-31T20:30:00Z'))).toBe('2025-04-01');
  });
});
