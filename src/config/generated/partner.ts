// Generated from schemas/meta/partner.schema.json by `npm run config:types`. Do not edit.

/**
 * One partner channel (partners/<id>.json); default.json is the insurer's own site and answers every origin no partner claims. Checked after its overrides are merged.
 */
export interface PartnerConfig {
  /**
   * Relative path to this meta-schema.
   */
  $schema: string;
  /**
   * Notes for whoever edits the file, by JSON pointer of the field each explains (npm run partner:new writes one per field). The portal ignores them.
   */
  $comment?: {
    [k: string]: string;
  };
  /**
   * PARTNER_ID: the file name without .json (kebab-case).
   */
  id: string;
  /**
   * Partner's display name (not translated: a brand name).
   */
  name: string;
  /**
   * Site origins that identify this partner; no two partners may claim the same origin.
   *
   * Items: Scheme, host and port, no path or trailing slash.
   */
  origins: string[];
  /**
   * LOGO: path of the logo under public/ (e.g. /partners/acme.svg), or the image itself as a base64 data: URL (png, jpeg, webp or svg, at most 100 KB; what the studio's partner onboarding stores), shown 65 px high on step screens.
   */
  logo?: string;
  /**
   * SRC_BUS_ID: business-source id sent on insurer calls (default CP).
   */
  srcBusId?: string;
  /**
   * Feature switches of the partner config.
   */
  features?: {
    /**
     * SHOW_MULTIPLE_PLANS: plans are chosen on the quote review (default true).
     */
    multiplePlans?: boolean;
    /**
     * SHOW_PROMO_CODE: promo-code entry on the quote review (default true).
     */
    promoCode?: boolean;
    /**
     * SHOW_SKIP_PAYMENT: skip the payment provider (default false; the server also needs its own setting).
     */
    skipPayment?: boolean;
  };
  /**
   * Plan ids of schemas/catalog/products.json this partner offers (default: all).
   */
  plans?: string[];
  /**
   * Contact details shown in header, footer and Need Help blocks.
   */
  contact: {
    /**
     * Toll-free helpline number.
     */
    helpline: string;
    /**
     * WhatsApp chat number.
     */
    whatsapp?: string;
    /**
     * Support e-mail address.
     */
    email?: string;
    /**
     * External links: privacyPolicy, aboutUs and any other named link.
     */
    links: {
      /**
       * Privacy policy page.
       */
      privacyPolicy: string;
      /**
       * About Us page.
       */
      aboutUs: string;
      [k: string]: string;
    };
  };
  /**
   * Theme tokens the stylesheets read (each becomes the CSS custom property --<token>); any other token would change nothing.
   */
  theme?: {
    /**
     * The brand colour (the stylesheets' --brand, and --brand-dark derived from it), as #rrggbb, #rgb or rgb(r, g, b)
     */
    "color-primary"?: string;
  };
  /**
   * Text overrides merged over locales/<lng>.json; every overridden key must exist there.
   */
  text?: {
    /**
     * Nested English text overrides.
     */
    en?: {
      [k: string]: unknown;
    };
    /**
     * Nested Arabic text overrides.
     */
    ar?: {
      [k: string]: unknown;
    };
  };
  /**
   * RFC 7396 JSON Merge Patches of forms and journeys (arrays are replaced, null deletes). A patch may only touch paths that exist in the base file (new keys are allowed inside uiSchema).
   */
  overrides?: {
    /**
     * Form id -> merge patch of that form.
     */
    forms?: {
      [k: string]: {
        [k: string]: unknown;
      };
    };
    /**
     * Journey id -> merge patch of that journey.
     */
    journeys?: {
      [k: string]: {
        [k: string]: unknown;
      };
    };
  };
}
