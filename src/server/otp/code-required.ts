// Which steps need a one-time code is config: a partner's journeys (with its overrides) holding a
// `one-time-code` view step for a purpose make the server require a verified code for it. The
// shipped journeys have them, so codes are on by default, the sandbox included.
import { perTreeKeyed } from '../../config/per-tree.js';
import { resolveJourney, type ConfigTree } from '../../config/index.js';
import type { OtpPurpose } from './purposes.js';

const purposesOf = perTreeKeyed((tree: ConfigTree, partnerId: string): ReadonlySet<string> => {
  const purposes = new Set<string>();
  for (const journeyId of Object.keys(tree.journeys)) {
    for (const step of resolveJourney(tree, partnerId, journeyId).steps) {
      const purpose = (step.options as { purpose?: unknown } | undefined)?.purpose;
      if (step.kind === 'view' && step.view === 'one-time-code' && typeof purpose === 'string') purposes.add(purpose);
    }
  }
  return purposes;
}, 64);

export function codeRequired(tree: ConfigTree, partnerId: string, purpose: OtpPurpose): boolean {
  return purposesOf(tree, partnerId).has(purpose);
}
