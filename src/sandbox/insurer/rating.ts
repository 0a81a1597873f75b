/**
 * The sandbox insurer's rating engine, written out in docs/sandbox-insurer.md so that anyone can
 * recompute a premium by hand. Its products, plans, add-ons and amounts are data
 * (sandbox/insurer-plans.json, plans-file.ts); the rules that use them are here. Money is
 * integer baiza (1 OMR = 1000 baiza) throughout.
 */
import type { InsurerPlans, InsurerProduct, Plan, UsageType } from './plans-file.js';

export { omr, parseOmr } from './money.js';
export type { InsurerPlans, Plan, UsageType } from './plans-file.js';

export interface RatingInput {
  product: string;
  planId: string;
  bodyType: string;
  usageType: UsageType;
  modelYear: number;
  /** Sum insured; required where the product is rated on the vehicle value. */
  vehicleValueBaiza: number;
  /** The rating date's year; vehicle age is this minus the model year. */
  ratingYear: number;
}

export interface Premium {
  basicBaiza: number;
  addOns: Array<{ addOn: string; label: string; baiza: number }>;
  netBaiza: number;
  vatBaiza: number;
  totalBaiza: number;
  coverItems: string[];
}

export class RatingRefusal extends Error {}

export function planById(table: InsurerPlans, planId: string): Plan | undefined {
  return table.plans.find((plan) => plan.planId === planId);
}

/** Whether the product's premium is a rate of the vehicle value (so the quote carries that value). */
export function ratedOnValue(table: InsurerPlans, productId: string): boolean {
  return table.products.get(productId)?.rating.basis === 'vehicleValue';
}

/** Half-up rounding of a non-negative ratio of integers, with no floating point involved. */
function divideHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

function basicPremium(product: InsurerProduct, input: RatingInput): number {
  const rating = product.rating;
  if (rating.basis === 'vehicleValue') {
    const age = input.ratingYear - input.modelYear;
    if (age > rating.maxVehicleAgeYears) {
      throw new RatingRefusal(`${product.type} cover is offered only for vehicles up to ${rating.maxVehicleAgeYears} years old.`);
    }
    if (!(input.vehicleValueBaiza > 0)) throw new RatingRefusal(`Vehicle value is required for ${product.type.toLowerCase()} cover.`);
    const rated = divideHalfUp(input.vehicleValueBaiza * rating.ratePerMille[input.usageType], 1000);
    return Math.max(rated, rating.minimumBaiza);
  }
  const amount = rating.baiza[input.bodyType]?.[input.usageType];
  if (amount === undefined) throw new RatingRefusal(`${product.type} cover is not offered for a ${input.bodyType} in ${input.usageType} use.`);
  return amount;
}

export function ratePremium(table: InsurerPlans, input: RatingInput): Premium {
  const plan = planById(table, input.planId);
  const product = table.products.get(input.product);
  if (!plan || !product || plan.product !== input.product) throw new RatingRefusal(`Plan ${input.planId} is not offered for product ${input.product}.`);
  const basicBaiza = basicPremium(product, input);
  // The plans file's check guarantees every add-on of a plan is defined.
  const addOns = plan.addOns.map((addOn) => ({ addOn, ...table.addOns.get(addOn)! }));
  const netBaiza = basicBaiza + addOns.reduce((sum, item) => sum + item.baiza, 0);
  const vatBaiza = divideHalfUp(netBaiza * table.vatPercent, 100);
  return {
    basicBaiza,
    addOns,
    netBaiza,
    vatBaiza,
    totalBaiza: netBaiza + vatBaiza,
    coverItems: [...product.basicCover, ...addOns.map((item) => item.label)],
  };
}
