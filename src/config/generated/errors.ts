// Generated from schemas/meta/errors.schema.json by `npm run config:types`. Do not edit.

/**
 * Every error code the API answers with (schemas/catalog/errors.json); the browser shows t('errors.<CODE>').
 */
export interface ErrorsCatalog {
  /**
   * Relative path to this meta-schema.
   */
  $schema: string;
  /**
   * Error code -> HTTP status and default English message.
   */
  errors: {
    [k: string]: {
      /**
       * HTTP status of the answer.
       */
      status: number;
      /**
       * Default English message (the locales hold the customer texts).
       */
      message: string;
    };
  };
}
