// The link in a policy's messages (docs/customers.md "Policy delivery"): it opens the policy's
// documents without the customer typing anything. A token sealed with the document-link key
// (motor/document-links.ts) names one policy and its partner and expires after POLICY_LINK_DAYS;
// its purpose is authenticated, so no document token (nor any other) opens as a policy link,
// and nobody without the key can mint one for another policy.
import { openToken, sealToken } from '../motor/document-links.js';
import { resolveJourney, type ConfigTree } from '../../config/index.js';
import { perTreeKeyed } from '../../config/per-tree.js';

const PURPOSE = Buffer.from('motor-portal policy link v1');
const DAY_MS = 86_400_000;

export interface PolicyLink {
  policyNo: string;
  partnerId: string;
}

export function policyLinkToken(link: PolicyLink, days: number, now = Date.now()): string {
  return sealToken(PURPOSE, { p: link.policyNo, pa: link.partnerId }, now + days * DAY_MS);
}

/** The policy a link names, or null when it is forged, of another kind or expired. */
export function readPolicyLinkToken(token: string, now = Date.now()): PolicyLink | null {
  const payload = openToken(PURPOSE, token, now);
  if (!payload || typeof payload.p !== 'string' || typeof payload.pa !== 'string') return null;
  return { policyNo: payload.p, partnerId: payload.pa };
}

export interface LinkPlace {
  route: string;
  param: string;
}

/**
 * Where a link opens is config: the partner's journey whose `document-list` step reads its
 * documents from a link (option `linkParam`, the query parameter carrying the token).
 */
export const linkPlaceOf = perTreeKeyed((tree: ConfigTree, partnerId: string): LinkPlace | null => {
  for (const journeyId of Object.keys(tree.journeys)) {
    const journey = resolveJourney(tree, partnerId, journeyId);
    for (const step of journey.steps) {
      const param = (step.options as { linkParam?: unknown } | undefined)?.linkParam;
      if (step.kind === 'view' && step.view === 'document-list' && typeof param === 'string') return { route: journey.route, param };
    }
  }
  return null;
}, 64);

/** The page in the message's language (`lang`, read by the browser's start-up, client/lib/i18n.ts). */
export function policyLinkUrl(origin: string, place: LinkPlace, token: string, language: string): string {
  return `${origin.replace(/\/+$/, '')}${place.route}?${encodeURIComponent(place.param)}=${token}&lang=${language}`;
}
