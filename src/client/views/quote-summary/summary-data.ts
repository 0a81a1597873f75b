import { missingAllOf } from '../../../config/forms/at-least-one.js';
import type { Values } from '../../runtime/outcome.js';

export interface QuotePackage {
  planId: string;
  plan: string;
  premiumAmt: string;
}

const present = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '' && value !== 'N/A';

export function packagesOf(quote: Values): QuotePackage[] {
  return Array.isArray(quote.packages) ? (quote.packages as QuotePackage[]) : [];
}

/**
 * Spec: the plan is chosen on the summary when multiple plans are on, the insurer has not
 * confirmed one (status not Y) and it is not a renewal (a renewal names the policy it renews).
 */
export function offersPlanChoice(quote: Values, multiplePlans: boolean): boolean {
  return multiplePlans && quote.isTransConfirmPlan !== 'Y' && !present(quote.previousPolicyNo) && packagesOf(quote).length > 0;
}

/** Starting values of a form from the quote: field -> quote key, leaving out what the insurer did not give. */
export function prefilled(map: unknown, quote: Values): Values {
  if (!map || typeof map !== 'object') return {};
  return Object.fromEntries(
    Object.entries(map as Record<string, string>).flatMap(([field, key]) => (present(quote[key]) ? [[field, String(quote[key]).trim()]] : [])),
  );
}

export interface CopyRule {
  when: string;
  from: string;
  to: string;
}

/** "Same as Mobile No": ticking copies the mobile number, unticking clears the copy; while ticked it follows. */
export function applyCopy(rule: CopyRule | undefined, before: Values, after: Values): Values {
  if (!rule) return after;
  // Same object when nothing changes: rjsf echoes a new formData prop back through onChange.
  if (after[rule.when] === true) return after[rule.to] === (after[rule.from] ?? '') ? after : { ...after, [rule.to]: after[rule.from] ?? '' };
  if (before[rule.when] === true) return { ...after, [rule.to]: '' };
  return after;
}

/** Spec section 5: WhatsApp or e-mail, at least one (the server asks the same, src/config/forms). */
export { missingAllOf };

/** The field a one-field part (plans, promo, terms) holds its value in: the form's first property. */
export function partField(form: { schema?: Record<string, unknown> } | undefined): string | undefined {
  const properties = form?.schema?.['properties'];
  return properties && typeof properties === 'object' ? Object.keys(properties)[0] : undefined;
}
