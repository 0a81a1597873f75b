import { describe, expect, it } from 'vitest';
import type { Effect } from '../../config/generated/form.js';
import { applyEffects, featuresOf } from './effects.js';

const on = featuresOf(null);
const effects: Effect[] = [
  { when: { field: 'product', equals: '0501' }, then: { require: ['vehicleValue'] } },
  { when: { field: 'product', equals: '0502' }, then: { clear: ['vehicleValue'], hide: ['vehicleValue'] } },
  { when: { feature: 'multiplePlans', is: false }, then: { require: ['riskType'], show: ['riskType'] } },
];

describe('applyEffects', () => {
  it('requires the vehicle value for comprehensive cover', () => {
    expect(applyEffects(effects, {}, { product: '0501' }, on)).toEqual({
      data: { product: '0501' },
      required: ['vehicleValue'],
      hidden: ['riskType'],
    });
  });

  it('clears and hides the value when third party is chosen, only on the change', () => {
    const switched = applyEffects(effects, { product: '0501', vehicleValue: 5000 }, { product: '0502', vehicleValue: 5000 }, on);
    expect(switched.data).toEqual({ product: '0502' });
    expect(switched.hidden).toContain('vehicleValue');
    const later = applyEffects(effects, { product: '0502' }, { product: '0502', vehicleValue: 1 }, on);
    expect(later.data).toEqual({ product: '0502', vehicleValue: 1 });
  });

  it('shows and requires the plan only when multiple plans are off', () => {
    expect(applyEffects(effects, {}, {}, on).hidden).toContain('riskType');
    const single = applyEffects(effects, {}, {}, { ...on, multiplePlans: false });
    expect(single.hidden).not.toContain('riskType');
    expect(single.required).toContain('riskType');
  });

  it('reads partner flags with the spec defaults', () => {
    expect(featuresOf(null)).toEqual({ multiplePlans: true, promoCode: true, skipPayment: false });
    expect(featuresOf({ SHOW_MULTIPLE_PLANS: 0, SHOW_PROMO_CODE: 1, SRC_BUS_ID: 'CP', SHOW_SKIP_PAYMENT: 1 })).toEqual({
      multiplePlans: false,
      promoCode: true,
      skipPayment: true,
    });
  });
});
