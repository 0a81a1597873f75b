// The two links of a renewal reminder, both signed (links/signed-links.ts): one opens the journey
// whose step takes `renewal-reminder` links (journeys/renew-policy.json) with the policy filled in,
// valid until the cover ends; the other opens the opt-out page (the journey showing the
// `reminder-opt-out` view), valid for OPT_OUT_VALID_DAYS more. Both addresses come from the config.
import { resolveJourney, type ConfigTree } from '../../config/index.js';
import { perTreeKeyed } from '../../config/per-tree.js';
import { linkTargetFor, type LinkFacts } from '../links/link-prefill.js';
import { checkLink, signLink } from '../links/signed-links.js';
import type { ExpiringPolicy } from '../adapters/insurer/index.js';

export const OPT_OUT_VIEW = 'reminder-opt-out';
const OPT_OUT_VALID_DAYS = 90;

/** The route of the journey showing the opt-out view (as the partner runs it). */
const optOutRoute = perTreeKeyed((tree: ConfigTree, partnerId: string): string | undefined => {
  for (const journeyId of Object.keys(tree.journeys).sort()) {
    const journey = resolveJourney(tree, partnerId, journeyId);
    if (journey.steps.some((step) => step.kind === 'view' && step.view === OPT_OUT_VIEW)) return journey.route;
  }
  return undefined;
}, 64);

/** The end of cover (Oman wall clock, `YYYY-MM-DDTHH:MM:SS` or a day) as an instant. */
export function coverEndsAt(coverTo: string): Date {
  const local = coverTo.length <= 10 ? `${coverTo}T23:59:59` : coverTo.slice(0, 19);
  return new Date(Date.parse(`${local}Z`) - 4 * 3600 * 1000 + 1000);
}

export interface OptOutClaims {
  [name: string]: string;
  /** Policy number. */
  p: string;
  /** Mobile (8 digits). */
  m: string;
}

export interface ReminderLinks {
  link: string;
  optOutLink: string;
}

/** Both links of one policy's reminder, absolute under `base`; undefined when the config has no page for one. */
export function reminderLinks(
  tree: ConfigTree, partnerId: string, base: string, policy: ExpiringPolicy, mobile: string, language: 'en' | 'ar', secret: string,
): ReminderLinks | undefined {
  const target = linkTargetFor(tree, partnerId, 'renewal-reminder');
  const optOut = optOutRoute(tree, partnerId);
  if (!target || !optOut) return undefined;
  const ends = coverEndsAt(policy.coverTo);
  const facts: LinkFacts = { policyNo: policy.policyNo, plateNumber: policy.plateNumber, plateCode: policy.plateCode, mobileNo: mobile };
  const prefill = signLink('prefill', { j: target.journeyId, l: 'renewal-reminder', f: facts as Record<string, string> }, ends, secret);
  const optOutToken = signLink('opt-out', { p: policy.policyNo, m: mobile } satisfies OptOutClaims, new Date(ends.getTime() + OPT_OUT_VALID_DAYS * 86_400_000), secret);
  // `lang`: the page opens in the message's language (src/client/lib/i18n.ts, addressLanguage).
  return { link: `${base}${target.route}?lang=${language}&link=${prefill}`, optOutLink: `${base}${optOut}?lang=${language}&link=${optOutToken}` };
}

export function checkOptOutLink(token: string, secret: string, now = Date.now()) {
  const checked = checkLink<OptOutClaims>('opt-out', token, secret, now);
  if (!checked.ok) return checked;
  const { p, m } = checked.claims;
  return typeof p === 'string' && p && typeof m === 'string' && /^\d{8}$/.test(m) ? checked : ({ ok: false, reason: 'invalid' } as const);
}
