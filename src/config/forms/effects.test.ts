import { describe, expect, it } from 'vitest';
import type { Effect } from '../generated/form.js';
import { applyEffects, effectHolds } from './effects.js';
import { featureAllows, featuresOf } from './features.js';

const on = featuresOf(null);
const given: Effect = { when: { field: 'vehicleValue' }, then: { require: ['valueProof'] } };

describe('effectHolds', () => {
  it('reads "has a value" as not blank: null and white space are no value, 0 and false are', () => {
    for (const value of [undefined, null, '', '  ', '\t']) expect(effectHolds(given, { vehicleValue: value }, on), JSON.stringify(value)).toBe(false);
    for (const value of [0, false, 'x', ' x ']) expect(effectHolds(given, { vehicleValue: value }, on), JSON.stringify(value)).toBe(true);
  });

  it('tests equals before in, and the feature with the field', () => {
    const both: Effect = { when: { field: 'product', equals: '0501', in: ['0502'], feature: 'promoCode' }, then: {} };
    expect(effectHolds(both, { product: '0501' }, on)).toBe(true);
    expect(effectHolds(both, { product: '0501' }, { ...on, promoCode: false })).toBe(false);
  });
});

describe('applyEffects', () => {
  it('never requires a field an effect hides', () => {
    const effects: Effect[] = [given, { when: { feature: 'skipPayment' }, then: { show: ['valueProof'] } }];
    expect(applyEffects(effects, {}, { vehicleValue: 1 }, on).required).toEqual([]);
    expect(applyEffects(effects, {}, { vehicleValue: 1 }, { ...on, skipPayment: true }).required).toEqual(['valueProof']);
  });
});

describe('featuresOf', () => {
  it("reads the partner-config record's switches, with the spec's defaults for absent ones", () => {
    expect(featuresOf(undefined)).toEqual({ multiplePlans: true, promoCode: true, skipPayment: false });
    expect(featuresOf({ SHOW_MULTIPLE_PLANS: 0, SHOW_PROMO_CODE: 0, SHOW_SKIP_PAYMENT: 1 })).toEqual({ multiplePlans: false, promoCode: false, skipPayment: true });
  });

  it('shows a form behind a feature only while the feature is on', () => {
    expect(featureAllows(on, undefined)).toBe(true);
    expect(featureAllows(on, 'promoCode')).toBe(true);
    expect(featureAllows(on, 'skipPayment')).toBe(false);
    expect(featureAllows(on, 'noSuchFeature')).toBe(false);
  });
});
