// Generated from schemas/meta/locale.schema.json by `npm run config:types`. Do not edit.

/**
 * A text, or a group of texts.
 */
export type Node =
  | string
  | {
      [k: string]: Node;
    };

/**
 * Texts of one language (locales/<lng>.json): nested objects whose leaves are strings; keys are dotted paths (forms.renew-lookup.title).
 */
export interface LocaleFile {
  /**
   * Relative path to this meta-schema.
   */
  $schema?: string;
  [k: string]: Node | string | undefined;
}
