// Generated from schemas/meta/ui-options.schema.json by `npm run config:types`. Do not edit.

/**
 * A dotted key of locales/en.json and locales/ar.json.
 */
export type I18NKey = string;

/**
 * The root `ui:options` of a form's uiSchema: how a view shows the form as a part of its screen (quote summary, payment results). Each field's own `ui:options` follow definitions.field. The checker validates both; a misspelt option would otherwise be ignored.
 */
export interface FormUiOptions {
  /**
   * Which part of the view shows this form.
   */
  part?: "cards" | "plans" | "promo" | "preferences" | "terms";
  /**
   * Cards: one card per group, with its title and the fields it shows, in order.
   */
  groups?: {
    title: I18NKey;
    /**
     * Fields of the form shown on the card.
     */
    fields: string[];
  }[];
  /**
   * The part is shown only while this partner feature is on.
   */
  feature?: "multiplePlans" | "promoCode" | "skipPayment";
  /**
   * Plans: operation id that confirms the chosen package.
   */
  confirm?: string;
  /**
   * Plans: operation id that checks the chosen plan.
   */
  validate?: string;
  /**
   * Promo: operation id that applies the code.
   */
  apply?: string;
  /**
   * Terms: name of the partner link shown in the text.
   */
  link?: string;
  linkText?: I18NKey;
  /**
   * Field -> key of the quote record that fills it.
   */
  prefill?: {
    [k: string]: string;
  };
  /**
   * While the boolean field `when` is true, `to` takes the value of `from`.
   */
  copy?: {
    when: string;
    from: string;
    to: string;
  };
  /**
   * At least one of the fields must be filled, else the message is shown.
   */
  atLeastOne?: {
    /**
     * @minItems 2
     */
    fields: [string, string, ...string[]];
    message: I18NKey;
  };
  /**
   * Dialogs: while this form is on screen, an answer shown in the alert dialog that matches a rule gets that rule's status (icon, colour, title, a word for screen readers); others keep the neutral dialog.
   */
  alertStatus?: {
    status: "success" | "pending" | "error" | "info";
    /**
     * Case-insensitive regular expression tried on the shown text.
     */
    pattern: string;
    title: I18NKey;
  }[];
}
