import type { Effect } from '../../config/generated/form.js';
import type { PartnerConfig } from '../startup/client-state.js';
import type { Values } from './outcome.js';

export type Features = Record<'multiplePlans' | 'promoCode' | 'skipPayment', boolean>;

/** Partner feature flags as the partner-config record spells them (spec section 3 defaults). */
export function featuresOf(config: PartnerConfig | null): Features {
  return {
    multiplePlans: (config?.SHOW_MULTIPLE_PLANS ?? 1) === 1,
    promoCode: (config?.SHOW_PROMO_CODE ?? 1) === 1,
    skipPayment: config?.SHOW_SKIP_PAYMENT === 1,
  };
}

function holds(effect: Effect, data: Values, features: Features): boolean {
  const { field, equals, in: among, feature, is } = effect.when;
  if (feature !== undefined && features[feature] !== (is ?? true)) return false;
  if (field !== undefined) {
    const value = data[field];
    if (equals !== undefined && value !== equals) return false;
    if (among !== undefined && !among.includes(value as string | number | boolean)) return false;
    if (equals === undefined && among === undefined && (value === undefined || value === '')) return false;
  }
  return true;
}

export interface EffectState {
  data: Values;
  required: string[];
  hidden: string[];
}

/**
 * Applies a form's effects to freshly changed data. `clear` fires only when its condition
 * becomes true (so the customer can type again afterwards); the other rules hold while it does.
 */
export function applyEffects(effects: Effect[] | undefined, previous: Values, data: Values, features: Features): EffectState {
  const required = new Set<string>();
  const hidden = new Set<string>();
  let next = data;
  for (const effect of effects ?? []) {
    const now = holds(effect, data, features);
    const before = holds(effect, previous, features);
    effect.then.require?.forEach((field) => now && required.add(field));
    effect.then.hide?.forEach((field) => now && hidden.add(field));
    effect.then.show?.forEach((field) => !now && hidden.add(field));
    if (now && !before && effect.then.clear?.length) {
      next = { ...next };
      for (const field of effect.then.clear) delete next[field];
    }
  }
  // A hidden field never blocks the customer.
  return { data: next, required: [...required].filter((field) => !hidden.has(field)), hidden: [...hidden] };
}
