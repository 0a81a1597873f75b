// "Prefill from a signed link", the config way: a journey step declares which links it takes
// (`linkPrefill.link`) and which of the link's facts fill which fields of its form
// (`linkPrefill.values`). The server signs the facts (links/signed-links.ts), never field names;
// the step's config maps them, so a journey can change its form without a code change.
import { perTreeKeyed } from '../../config/per-tree.js';
import { resolveJourney, type ConfigTree } from '../../config/index.js';
import type { Step } from '../../config/generated/journey.js';

export const LINK_NAMES = ['renewal-reminder'] as const;
export type LinkName = (typeof LINK_NAMES)[number];
export const LINK_FACTS = ['policyNo', 'plateNumber', 'plateCode', 'mobileNo'] as const;
export type LinkFacts = Partial<Record<(typeof LINK_FACTS)[number], string>>;

/** Where a link opens: the journey, its address and the step that takes it. */
export interface LinkTarget {
  journeyId: string;
  route: string;
  step: Step;
}

/** The first journey (by id) with a step taking `link`, as the partner runs it. */
export const linkTarget = perTreeKeyed((tree: ConfigTree, key: string): LinkTarget | undefined => {
  const [partnerId = '', link = ''] = key.split('\u0000');
  for (const journeyId of Object.keys(tree.journeys).sort()) {
    const journey = resolveJourney(tree, partnerId, journeyId);
    const step = journey.steps.find((candidate) => candidate.linkPrefill?.link === link);
    if (step) return { journeyId, route: journey.route, step };
  }
  return undefined;
}, 64);

export const linkTargetFor = (tree: ConfigTree, partnerId: string, link: LinkName) => linkTarget(tree, `${partnerId}\u0000${link}`);

/** The step of `journeyId` taking `link`, with its form values from the link's facts. */
export function prefillFromLink(tree: ConfigTree, partnerId: string, journeyId: string, link: string, facts: LinkFacts) {
  if (!Object.hasOwn(tree.journeys, journeyId)) return undefined;
  const step = resolveJourney(tree, partnerId, journeyId).steps.find((candidate) => candidate.linkPrefill?.link === link);
  const prefill = step?.linkPrefill;
  if (!step || !prefill) return undefined;
  const values: Record<string, string> = {};
  for (const [field, fact] of Object.entries(prefill.values)) {
    const value = facts[fact as keyof LinkFacts];
    if (typeof value === 'string' && value !== '') values[field] = value;
  }
  return { stepId: step.id, ...(prefill.tab ? { tab: prefill.tab } : {}), values };
}
