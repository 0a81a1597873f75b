// Generated from schemas/meta/plate-codes.schema.json by `npm run config:types`. Do not edit.

/**
 * Plate code options of the plate code select (schemas/catalog/plate-codes.json), in display order.
 */
export interface PlateCodesCatalog {
  /**
   * Relative path to this meta-schema.
   */
  $schema: string;
  /**
   * The options, in display order.
   *
   * @minItems 1
   */
  codes: [
    {
      /**
       * Value sent to the insurer (registrationMark).
       */
      value: string;
      /**
       * Oman letter code, UAE emirate, GCC country or number.
       */
      group: "oman" | "uae" | "gcc" | "number";
      /**
       * i18n key of the label; without it the value itself is shown (numbers).
       */
      label?: string;
    },
    ...{
      /**
       * Value sent to the insurer (registrationMark).
       */
      value: string;
      /**
       * Oman letter code, UAE emirate, GCC country or number.
       */
      group: "oman" | "uae" | "gcc" | "number";
      /**
       * i18n key of the label; without it the value itself is shown (numbers).
       */
      label?: string;
    }[]
  ];
}
