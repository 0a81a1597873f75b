// The page's side of a form's effects: the rules themselves are src/config/forms/effects.ts, the
// server checks a request by the same code; here only the partner's switches as the browser has them.
import { featuresOf as featuresOfRecord, type Features } from '../../config/forms/features.js';
import type { PartnerConfig } from '../startup/client-state.js';

export { applyEffects, type EffectState } from '../../config/forms/effects.js';
export type { Features };

/** Partner feature flags as the partner-config record spells them (spec section 3 defaults). */
export function featuresOf(config: PartnerConfig | null): Features {
  return featuresOfRecord(config);
}
