// Generated from schemas/meta/form.schema.json by `npm run config:types`. Do not edit.

/**
 * A dotted key of locales/en.json and locales/ar.json.
 */
export type I18NKey = string;

/**
 * One form of the portal (schemas/forms/<id>.json): exactly one of a single JSON Schema (`schema`) or a lookup page of tabs (`tabs`), each tab its own JSON Schema. Every text is an i18n key of locales/*.json.
 */
export interface FormConfig {
  /**
   * Relative path to this meta-schema, so editors autocomplete and flag mistakes.
   */
  $schema: string;
  /**
   * Form id: the file name without .json (kebab-case). Journeys refer to the form by this id.
   */
  id: string;
  /**
   * i18n key of the form's heading.
   */
  title?: string;
  schema?: JsonSchema;
  uiSchema?: UiSchema;
  /**
   * Lookup page: one schema per tab; the first tab starts active and changing tab clears every entered value.
   *
   * @minItems 1
   */
  tabs?: [
    {
      /**
       * Tab id; for lookups it is the lookupType sent to the server (plateCivil, plateMobile, quoteNo, policyNo).
       */
      id: string;
      /**
       * i18n key of the tab's label.
       */
      label: string;
      schema: JsonSchema;
      uiSchema?: UiSchema;
    },
    ...{
      /**
       * Tab id; for lookups it is the lookupType sent to the server (plateCivil, plateMobile, quoteNo, policyNo).
       */
      id: string;
      /**
       * i18n key of the tab's label.
       */
      label: string;
      schema: JsonSchema;
      uiSchema?: UiSchema;
    }[]
  ];
  /**
   * Validation messages: field name -> ajv keyword (required, pattern, not, ...) -> i18n key. Consulted first when an error is translated.
   */
  messages?: {
    /**
     * ajv keyword -> i18n key of the message shown for that field.
     */
    [k: string]: {
      [k: string]: I18NKey;
    };
  };
  /**
   * Rules a JSON Schema cannot express well: when a field has a value (or a partner feature is on/off), make fields required, clear, hide or show them.
   */
  effects?: Effect[];
}
/**
 * The JSON Schema (draft-07, type object) of a form or of one tab; titles and descriptions inside it are i18n keys. `"x-enum": "plateCodes" | "products" | "plans"` on a property is expanded from schemas/catalog by the loader. Blank-after-trim is `"pattern": "\\S"` (or `"not": { "pattern": "^\\s*$" }` when `pattern` holds a format rule) with the required message.
 */
export interface JsonSchema {
  /**
   * A form's data is always an object.
   */
  type: "object";
  /**
   * The fields of the form.
   */
  properties: {
    [k: string]: {
      [k: string]: unknown;
    };
  };
  [k: string]: unknown;
}
/**
 * rjsf uiSchema: field name -> ui options (ui:widget, ui:placeholder as i18n key, ...). On a tabbed form the top-level uiSchema is shared by every tab and a tab's own uiSchema is merged over it.
 */
export interface UiSchema {
  [k: string]: unknown;
}
/**
 * One conditional rule applied by the browser runtime while the form is edited.
 */
export interface Effect {
  /**
   * Condition: a field's value (`field` + `equals` or `in`), or a partner feature flag (`feature` + `is`).
   */
  when: {
    /**
     * Name of the field whose value is tested.
     */
    field?: string;
    /**
     * The field must equal this value.
     */
    equals?: string | number | boolean;
    /**
     * The field must equal one of these values.
     */
    in?: (string | number | boolean)[];
    /**
     * A partner feature flag.
     */
    feature?: "multiplePlans" | "promoCode" | "skipPayment";
    /**
     * Value the feature flag must have.
     */
    is?: boolean;
  };
  /**
   * What happens while the condition holds.
   */
  then: {
    /**
     * Fields that become required.
     */
    require?: string[];
    /**
     * Fields whose value is cleared when the condition becomes true.
     */
    clear?: string[];
    /**
     * Fields shown only while the condition holds.
     */
    show?: string[];
    /**
     * Fields hidden while the condition holds.
     */
    hide?: string[];
  };
}
