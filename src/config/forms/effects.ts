// A form's effects (schemas/forms/*.json `effects`): rules a JSON Schema cannot say well. The page
// applies them while the customer types, the server when a request arrives; both evaluate them here.
import type { Effect } from '../generated/form.js';
import { isBlank } from './blank.js';
import type { Features } from './features.js';

export type Values = Record<string, unknown>;

/**
 * Whether an effect's condition holds. A `when.field` with neither `equals` nor `in` asks "has a
 * value", and a value is what is not blank (blank.ts): null and white space are not answers. The
 * page once tested only '' and undefined, so "  " could make it demand a field the server did not
 * (or the reverse); the stricter reading is the server's and the spec's (section 5, blank-after-trim).
 */
export function effectHolds(effect: Effect, data: Values, features: Features): boolean {
  const { field, equals, in: among, feature, is } = effect.when;
  if (feature !== undefined && features[feature] !== (is ?? true)) return false;
  if (field === undefined) return true;
  const value = data[field];
  if (equals !== undefined) return value === equals;
  if (among !== undefined) return among.includes(value as string | number | boolean);
  return !isBlank(value);
}

export interface EffectState {
  data: Values;
  /** Fields the effects require now; never a hidden one. */
  required: string[];
  hidden: string[];
}

/**
 * Applies a form's effects to freshly changed data. `clear` fires only when its condition
 * becomes true (so the customer can type again afterwards); the other rules hold while it does.
 * The server passes the same data twice: it clears nothing and reads `required`.
 */
export function applyEffects(effects: Effect[] | undefined, previous: Values, data: Values, features: Features): EffectState {
  const required = new Set<string>();
  const hidden = new Set<string>();
  let next = data;
  for (const effect of effects ?? []) {
    const now = effectHolds(effect, data, features);
    const before = previous === data ? now : effectHolds(effect, previous, features);
    effect.then.require?.forEach((field) => now && required.add(field));
    effect.then.hide?.forEach((field) => now && hidden.add(field));
    effect.then.show?.forEach((field) => !now && hidden.add(field));
    if (now && !before && effect.then.clear?.length) {
      next = { ...next };
      for (const field of effect.then.clear) delete next[field];
    }
  }
  // A hidden field never blocks the customer, so the server does not demand it either.
  return { data: next, required: [...required].filter((field) => !hidden.has(field)), hidden: [...hidden] };
}
