// The partner feature switches a form's rules may test (an effect's `when.feature`, a summary
// part's `ui:options.feature`), read from the partner-config record in the spec's field names
// (section 3). The browser reads the record from GET .../partnerConfig, the server builds the same
// record (config/resolve.ts partnerConfigView); both map it here, with the spec's defaults for a
// record that leaves a switch out.

export type Feature = 'multiplePlans' | 'promoCode' | 'skipPayment';
export type Features = Record<Feature, boolean>;

/** The partner-config record's switches, as either side holds the record. */
export interface PartnerSwitches {
  SHOW_MULTIPLE_PLANS?: unknown;
  SHOW_PROMO_CODE?: unknown;
  SHOW_SKIP_PAYMENT?: unknown;
}

/** Each feature's field in the partner-config record and its value when the record has none. */
const SWITCHES: Record<Feature, { field: keyof PartnerSwitches; fallback: 0 | 1 }> = {
  multiplePlans: { field: 'SHOW_MULTIPLE_PLANS', fallback: 1 },
  promoCode: { field: 'SHOW_PROMO_CODE', fallback: 1 },
  skipPayment: { field: 'SHOW_SKIP_PAYMENT', fallback: 0 },
};

/** The switches of a partner-config record (absent: the insurer's defaults); a switch is on at 1. */
export function featuresOf(record: Readonly<PartnerSwitches> | null | undefined): Features {
  const on = (feature: Feature) => (record?.[SWITCHES[feature].field] ?? SWITCHES[feature].fallback) === 1;
  return { multiplePlans: on('multiplePlans'), promoCode: on('promoCode'), skipPayment: on('skipPayment') };
}

/** Whether a form behind a feature (a summary part's `ui:options.feature`) is shown: none named, or one that is on. */
export function featureAllows(features: Features, feature: unknown): boolean {
  return !feature || features[feature as Feature] === true;
}
