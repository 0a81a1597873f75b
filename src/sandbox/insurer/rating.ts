/**
 * The sandbox insurer's rating engine, written out in docs/sandbox-insurer.md so that anyone can
 * recompute a premium by hand. Money is integer baiza (1 OMR = 1000 baiza) throughout.
 */

export type ProductId = '0501' | '0502';
export type BodyType = 'SALOON' | 'HATCHBACK' | 'SUV' | 'PICKUP' | 'BUS';
export type UsageType = 'PRIVATE' | 'COMMERCIAL';
export type AddOn = 'medex' | 'driver' | 'family' | 'rsa' | 'uae';

export const PRODUCTS: Record<ProductId, { name: string; type: string }> = {
  '0501': { name: 'Individual Motor - Comprehensive', type: 'Comprehensive' },
  '0502': { name: 'Individual Motor - TP', type: 'Third Party' },
};

export interface Plan {
  planId: string;
  product: ProductId;
  name: string;
  addOns: AddOn[];
}

/** The insurer's own plan table (spec section 3); the portal's catalogue mirrors it. */
export const PLANS: Plan[] = [
  { planId: '050013', product: '0501', name: 'Basic + Medex + Driver + Family (PAB) + RSA', addOns: ['medex', 'driver', 'family', 'rsa'] },
  { planId: '050014', product: '0501', name: 'Basic + Medex + Driver + Family (PAB) + UAE + RSA', addOns: ['medex', 'driver', 'family', 'uae', 'rsa'] },
  { planId: '050004', product: '0501', name: 'Basic + Medex + Driver + Family (PAB)', addOns: ['medex', 'driver', 'family'] },
  { planId: '050012', product: '0501', name: 'Basic + Medex + Driver + Family (PAB) + UAE', addOns: ['medex', 'driver', 'family', 'uae'] },
  { planId: '050017', product: '0502', name: 'Basic + Driver + Family (PAB) + RSA', addOns: ['driver', 'family', 'rsa'] },
  { planId: '050018', product: '0502', name: 'Basic + Driver + Family (PAB) + UAE + RSA', addOns: ['driver', 'family', 'uae', 'rsa'] },
  { planId: '050008', product: '0502', name: 'Basic + Driver + Family (PAB)', addOns: ['driver', 'family'] },
  { planId: '050009', product: '0502', name: 'Basic + Driver + Family (PAB) + UAE', addOns: ['driver', 'family', 'uae'] },
];

export const COMPREHENSIVE_RATE_PER_MILLE: Record<UsageType, number> = { PRIVATE: 25, COMMERCIAL: 35 };
export const COMPREHENSIVE_MINIMUM_BAIZA = 150_000;
export const COMPREHENSIVE_MAX_AGE_YEARS = 5;

export const THIRD_PARTY_BAIZA: Record<BodyType, Record<UsageType, number>> = {
  SALOON: { PRIVATE: 55_000, COMMERCIAL: 80_000 },
  HATCHBACK: { PRIVATE: 50_000, COMMERCIAL: 75_000 },
  SUV: { PRIVATE: 70_000, COMMERCIAL: 95_000 },
  PICKUP: { PRIVATE: 75_000, COMMERCIAL: 100_000 },
  BUS: { PRIVATE: 120_000, COMMERCIAL: 160_000 },
};

export const ADD_ONS: Record<AddOn, { label: string; baiza: number }> = {
  medex: { label: 'Medical Expenses (Medex)', baiza: 10_000 },
  driver: { label: 'Driver Personal Accident', baiza: 5_000 },
  family: { label: 'Family Personal Accident (PAB)', baiza: 8_000 },
  rsa: { label: 'Roadside Assistance (RSA)', baiza: 7_000 },
  uae: { label: 'UAE Extension (Orange Card)', baiza: 12_000 },
};

export const VAT_PERCENT = 5;

const BASIC_COVER: Record<ProductId, string[]> = {
  '0501': ['Own Damage', 'Third Party Bodily Injury', 'Third Party Property Damage'],
  '0502': ['Third Party Bodily Injury', 'Third Party Property Damage'],
};

export interface RatingInput {
  product: ProductId;
  planId: string;
  bodyType: BodyType;
  usageType: UsageType;
  modelYear: number;
  /** Sum insured; required for comprehensive. */
  vehicleValueBaiza: number;
  /** The rating date's year; vehicle age is this minus the model year. */
  ratingYear: number;
}

export interface Premium {
  basicBaiza: number;
  addOns: Array<{ addOn: AddOn; label: string; baiza: number }>;
  netBaiza: number;
  vatBaiza: number;
  totalBaiza: number;
  coverItems: string[];
}

export class RatingRefusal extends Error {}

export function planById(planId: string): Plan | undefined {
  return PLANS.find((plan) => plan.planId === planId);
}

/** Half-up rounding of a non-negative ratio of integers, with no floating point involved. */
function divideHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

export function ratePremium(input: RatingInput): Premium {
  const plan = planById(input.planId);
  if (!plan || plan.product !== input.product) throw new RatingRefusal(`Plan ${input.planId} is not offered for product ${input.product}.`);
  let basicBaiza: number;
  if (input.product === '0501') {
    const age = input.ratingYear - input.modelYear;
    if (age > COMPREHENSIVE_MAX_AGE_YEARS) {
      throw new RatingRefusal(`Comprehensive cover is offered only for vehicles up to ${COMPREHENSIVE_MAX_AGE_YEARS} years old.`);
    }
    if (!(input.vehicleValueBaiza > 0)) throw new RatingRefusal('Vehicle value is required for comprehensive cover.');
    const rated = divideHalfUp(input.vehicleValueBaiza * COMPREHENSIVE_RATE_PER_MILLE[input.usageType], 1000);
    basicBaiza = Math.max(rated, COMPREHENSIVE_MINIMUM_BAIZA);
  } else {
    basicBaiza = THIRD_PARTY_BAIZA[input.bodyType][input.usageType];
  }
  const addOns = plan.addOns.map((addOn) => ({ addOn, ...ADD_ONS[addOn] }));
  const netBaiza = basicBaiza + addOns.reduce((sum, item) => sum + item.baiza, 0);
  const vatBaiza = divideHalfUp(netBaiza * VAT_PERCENT, 100);
  return {
    basicBaiza,
    addOns,
    netBaiza,
    vatBaiza,
    totalBaiza: netBaiza + vatBaiza,
    coverItems: [...BASIC_COVER[input.product], ...addOns.map((item) => item.label)],
  };
}

/** 123456 baiza -> "123.456". */
export function omr(baiza: number): string {
  const sign = baiza < 0 ? '-' : '';
  const abs = Math.abs(baiza);
  return `${sign}${Math.floor(abs / 1000)}.${String(abs % 1000).padStart(3, '0')}`;
}

/** "123.456", "123.4" or "123" -> baiza; anything else is null. */
export function parseOmr(value: string): number | null {
  const m = /^(\d{1,9})(?:\.(\d{1,3}))?$/.exec(value.trim());
  if (!m) return null;
  return Number(m[1]) * 1000 + Number((m[2] ?? '').padEnd(3, '0'));
}
