// Generated from schemas/meta/promo-codes.schema.json by `npm run config:types`. Do not edit.

/**
 * Promo codes (schemas/catalog/promo-codes.json): business config read by the server only; the browser never sees this list. A code is checked when a customer applies it and again when the payment amount is computed.
 */
export interface PromoCodesCatalog {
  /**
   * Relative path to this meta-schema.
   */
  $schema: string;
  /**
   * The codes; a code matches case-insensitively after trimming and must be unique.
   */
  promoCodes: {
    /**
     * The code customers type, in capitals (e.g. WELCOME10).
     */
    code: string;
    /**
     * A percentage of the premium (optionally capped) or a fixed amount in OMR.
     */
    discount:
      | {
          /**
           * Percent of the premium (with VAT); the discount is rounded down to the baiza.
           */
          percent: number;
          /**
           * Largest discount, in OMR.
           */
          maxOmr?: string;
        }
      | {
          /**
           * Fixed discount, in OMR.
           */
          amountOmr: string;
        };
    /**
     * First day the code works (Oman date, inclusive).
     */
    validFrom: string;
    /**
     * Last day the code works (Oman date, inclusive).
     */
    validTo: string;
    /**
     * Partner ids (partners/<id>.json) whose sites accept the code.
     *
     * @minItems 1
     */
    partners: [string, ...string[]];
    /**
     * Product ids the code applies to; all products when absent.
     */
    products?: string[];
  }[];
}
