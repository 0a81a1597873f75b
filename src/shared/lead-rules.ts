// The landing page's lead rules (spec section 5, "Landing"), pure and shared: the page and the server
// (src/server/routes/leads) check exactly the same thing. Neither side owns it. Messages are i18n keys.

export const LEAD_OPTIONS = ['Buy Policy', 'Renew Policy', 'ROP Resubmission', 'Pay Premium'] as const;
export type LeadOption = (typeof LEAD_OPTIONS)[number];

export interface LeadInput {
  name: string;
  mobileNo: string;
  acceptPrivacyPolicy: boolean;
}

export type LeadField = keyof LeadInput;

export interface LeadProblem {
  field: LeadField;
  /** i18n key of the message. */
  message: string;
}

export interface Validity {
  valid: boolean;
  /** i18n key; set when not valid. */
  message?: string;
}

// Spaces removed: an optional +968 or 968, then 8 digits starting with 7 or 9 (spec sections 5 and 9).
const OMAN_MOBILE = /^(\+?968)?[79]\d{7}$/;

/** The shared mobile validator: validity and the message to show. */
export function validateOmanMobile(value: string): Validity {
  const compact = value.replace(/\s+/g, '');
  if (!compact) return { valid: false, message: 'landing.errors.mobileRequired' };
  return OMAN_MOBILE.test(compact) ? { valid: true } : { valid: false, message: 'landing.errors.mobileInvalid' };
}

/** The checks in the spec's order; the first failing one is what the customer sees. */
export function leadProblems(input: LeadInput): LeadProblem[] {
  const problems: LeadProblem[] = [];
  if (!input.name.trim()) problems.push({ field: 'name', message: 'landing.errors.nameRequired' });
  const mobile = validateOmanMobile(input.mobileNo);
  if (!mobile.valid) problems.push({ field: 'mobileNo', message: mobile.message ?? 'landing.errors.mobileInvalid' });
  if (input.acceptPrivacyPolicy !== true) problems.push({ field: 'acceptPrivacyPolicy', message: 'landing.errors.privacy' });
  return problems;
}
