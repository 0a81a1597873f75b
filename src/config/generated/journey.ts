// Generated from schemas/meta/journey.schema.json by `npm run config:types`. Do not edit.

/**
 * An app route, starting with /.
 */
export type Route = string;
/**
 * Where a value comes from: `tab` (id of the active tab), `form.<field>` (entered value, trimmed), `state.<key>` (incoming navigation state) or `response.<key>` (the operation's answer); a dotted path reads inside an object (`response.quote.quoteNo`).
 */
export type Source = string;
/**
 * A dotted key of locales/en.json and locales/ar.json.
 */
export type I18NKey = string;
/**
 * An operation called after the step's operation answered (by default only on success); its failure is only logged. Either an operation id (sent the same body) or an object with its own body.
 */
export type SideEffect =
  | string
  | {
      /**
       * Operation id of schemas/catalog/operations.json.
       */
      operation: string;
      request?: Request;
      /**
       * Fixed body fields (e.g. a log text); a non-empty `request` source of the same field wins.
       */
      values?: {
        [k: string]: string;
      };
      /**
       * Fire after a successful answer (default) or after an error answer (e.g. to log a failed lookup).
       */
      when?: "success" | "error";
    };
/**
 * Where an outcome leads: another step, another route (with navigation state), or a message.
 */
export type Outcome =
  | {
      /**
       * Id of a step of this journey.
       */
      goto: string;
      /**
       * Values added to the navigation state for the next steps, each under its last segment (response.data.quote -> quote); an empty source changes nothing (e.g. the quote a confirmed code answers, after a lookup).
       */
      state?: Source[];
    }
  | {
      /**
       * An app route, starting with /.
       */
      navigate: string;
      /**
       * Navigation state passed on; each source is stored under its last segment (response.quote -> quote).
       */
      state?: Source[];
    }
  | {
      /**
       * i18n key of the message shown, or `response`: on success the answer's `message`, on an error `errors.<code>` (else the server's message).
       */
      message: "response" | I18NKey;
      /**
       * Id of a step of this journey shown under the message (e.g. back to the lookup form after a status read behind a code screen); default: the step stays.
       */
      goto?: string;
    };

/**
 * One journey (journeys/<id>.json): its route and steps; the first step starts. Each step shows a form or a view, may call one server operation, and says where each outcome leads.
 */
export interface JourneyConfig {
  /**
   * Relative path to this meta-schema.
   */
  $schema: string;
  /**
   * Journey id: the file name without .json (kebab-case).
   */
  id: string;
  /**
   * Route of the journey's first screen.
   */
  route: string;
  /**
   * Other addresses that open the same journey (e.g. the spec's /motor-insurance/payment-successful for the payment result).
   */
  aliases?: Route[];
  /**
   * i18n key of the journey's page title.
   */
  title: string;
  /**
   * Navigation-state keys the journey needs; when one is missing the user is sent to `fallbackRoute`. `a|b`: either key is enough (the summary opens with a quote, or with the handle of a lookup whose quote comes with the code).
   */
  requiredState?: string[];
  /**
   * An app route, starting with /.
   */
  fallbackRoute?: string;
  /**
   * The steps; the first one starts, the others are reached only through `goto` outcomes.
   *
   * @minItems 1
   */
  steps: [Step, ...Step[]];
}
export interface Step {
  /**
   * Step id, unique in the journey.
   */
  id: string;
  /**
   * `form`: an rjsf form (needs `form`); `view`: a screen component of the runtime (needs `view`).
   */
  kind: "form" | "view";
  /**
   * i18n key of the step's heading (default: the journey title).
   */
  title?: string;
  /**
   * Form id (schemas/forms/<id>.json) shown by a form step.
   */
  form?: string;
  /**
   * Name of the runtime's view component shown by a view step.
   */
  view?: string;
  /**
   * Settings of a view step, read by its view (e.g. the landing page's actions and links, the document list's home route).
   */
  options?: {
    [k: string]: unknown;
  };
  /**
   * Further forms (schemas/forms/<id>.json) a view step shows as parts of its screen, in order; each form's root `ui:options.part` names how the view shows it.
   */
  forms?: string[];
  /**
   * Step indicator shown above the step.
   */
  progress?: {
    /**
     * Current step number (1-based).
     */
    current: number;
    /**
     * Total number of steps.
     */
    total: number;
    /**
     * Step number marked failed.
     */
    failed?: number;
  };
  /**
   * Starting values of the step's form: field -> `state.<key>` source (e.g. the mobile number the landing page captured).
   */
  prefill?: {
    [k: string]: Source;
  };
  /**
   * Fills the step's form from a signed link the portal sent the customer (docs/customers.md, renewal reminders): opened with `?link=<token>`, the server checks the token and answers these fields. An expired or forged link shows a message and the empty form.
   */
  linkPrefill?: {
    /**
     * Which links this step takes: `renewal-reminder`, the link of a renewal reminder (its messages then point at this journey's route).
     */
    link: "renewal-reminder";
    /**
     * Operation (schemas/catalog/operations.json) that checks the link and answers the values: `link-prefill`.
     */
    operation: string;
    /**
     * Tab of the step's form the link opens.
     */
    tab?: string;
    /**
     * i18n keys of the message shown above the empty form when the link is expired (`LINK_EXPIRED`) or not valid (`LINK_INVALID`); default `errors.<code>`.
     */
    messages?: {
      LINK_EXPIRED?: I18NKey;
      LINK_INVALID?: I18NKey;
    };
    /**
     * Form field -> fact of the link: `policyNo`, `plateNumber`, `plateCode` or `mobileNo` (of the insurer's record of the policy).
     */
    values: {
      [k: string]: "policyNo" | "plateNumber" | "plateCode" | "mobileNo";
    };
  };
  /**
   * The step's action button; enabled only when the form is valid.
   */
  submit?: {
    /**
     * A dotted key of locales/en.json and locales/ar.json.
     */
    label: string;
  };
  /**
   * Operation id (schemas/catalog/operations.json) called on submit.
   */
  operation?: string;
  request?: Request;
  /**
   * Operations fired after the operation succeeds; failures only logged.
   */
  sideEffects?: SideEffect[];
  /**
   * Outcomes: `success`, `error` (any error not listed), and error codes of schemas/catalog/errors.json.
   */
  on?: {
    success: Outcome;
    error: Outcome;
    [k: string]: Outcome;
  };
}
/**
 * Body sent to the operation: body field -> source. Fields whose source is empty are left out. Without `request` the form data is sent as it is.
 */
export interface Request {
  [k: string]: Source;
}
