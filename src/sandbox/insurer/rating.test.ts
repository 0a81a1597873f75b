import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadInsurerPlans, plansFileIn } from './plans-file.js';
import { omr, parseOmr, ratePremium as rate, RatingRefusal, type InsurerPlans, type RatingInput } from './rating.js';

// The worked examples of docs/sandbox-insurer.md, "Rating engine", on the repository's
// sandbox/insurer-plans.json: change one, change the others.
let table: InsurerPlans;
beforeAll(async () => {
  table = await loadInsurerPlans(plansFileIn(path.resolve(import.meta.dirname, '../../..')));
});
const ratePremium = (input: RatingInput) => rate(table, input);
const base = { ratingYear: 2026, vehicleValueBaiza: 0 } as const;
const cases: Array<[string, RatingInput, { basic: string; net: string; vat: string; total: string }]> = [
  ['Corolla, comprehensive, value 8,000, plan 050004', { ...base, product: '0501', planId: '050004', bodyType: 'SALOON', usageType: 'PRIVATE', modelYear: 2025, vehicleValueBaiza: 8_000_000 },
    { basic: '200.000', net: '223.000', vat: '11.150', total: '234.150' }],
  ['minimum premium: value 4,500, plan 050014', { ...base, product: '0501', planId: '050014', bodyType: 'SALOON', usageType: 'PRIVATE', modelYear: 2024, vehicleValueBaiza: 4_500_000 },
    { basic: '150.000', net: '192.000', vat: '9.600', total: '201.600' }],
  ['pick-up, commercial, value 9,350, plan 050013 (VAT rounds half up)', { ...base, product: '0501', planId: '050013', bodyType: 'PICKUP', usageType: 'COMMERCIAL', modelYear: 2024, vehicleValueBaiza: 9_350_000 },
    { basic: '327.250', net: '357.250', vat: '17.863', total: '375.113' }],
  ['bus, commercial, third party, plan 050017', { ...base, product: '0502', planId: '050017', bodyType: 'BUS', usageType: 'COMMERCIAL', modelYear: 2023 },
    { basic: '160.000', net: '180.000', vat: '9.000', total: '189.000' }],
  ['8-year-old SUV, third party, plan 050008', { ...base, product: '0502', planId: '050008', bodyType: 'SUV', usageType: 'PRIVATE', modelYear: 2018 },
    { basic: '70.000', net: '83.000', vat: '4.150', total: '87.150' }],
];

describe('sandbox rating engine', () => {
  it.each(cases)('%s', (_name, input, expected) => {
    const p = ratePremium(input);
    expect({ basic: omr(p.basicBaiza), net: omr(p.netBaiza), vat: omr(p.vatBaiza), total: omr(p.totalBaiza) }).toEqual(expected);
  });

  it('refuses comprehensive for vehicles over 5 years, without a value, or with another product\'s plan', () => {
    const old: RatingInput = { ...base, product: '0501', planId: '050004', bodyType: 'SUV', usageType: 'PRIVATE', modelYear: 2020, vehicleValueBaiza: 9_000_000 };
    expect(() => ratePremium(old)).toThrow(RatingRefusal);
    expect(() => ratePremium({ ...old, modelYear: 2021 })).not.toThrow();
    expect(() => ratePremium({ ...old, modelYear: 2025, vehicleValueBaiza: 0 })).toThrow(/value/);
    expect(() => ratePremium({ ...old, modelYear: 2025, planId: '050008' })).toThrow(/not offered/);
  });

  it('reads and writes OMR with 3 decimals', () => {
    expect(omr(5)).toBe('0.005');
    expect(parseOmr('8000')).toBe(8_000_000);
    expect(parseOmr('12.5')).toBe(12_500);
    expect(parseOmr('1.2345')).toBeNull();
  });
});
