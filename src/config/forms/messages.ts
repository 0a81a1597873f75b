// Which text explains a broken rule: the lookup chain of docs/architecture.md ("Form"). The page
// (client/theme/translate-errors.ts) and the server's 400s (server/forms/form-messages.ts) resolve
// a key here and word it with their own texts: the caller says which keys exist.

/** Messages of one form: field -> ajv keyword -> i18n key (the form config's `messages`). */
export type FormMessages = Record<string, Record<string, string>>;

/** Last resort: never show a raw ajv message, which would be English jargon in any language. */
export const GENERIC_INVALID_KEY = 'ui.form.invalid';

/**
 * The candidates, first wins: the form's own message, then the form's locale entry, then the
 * field's, then the keyword's, then the generic one.
 */
export function errorKeyChain(formId: string, field: string, keyword: string, messages: FormMessages = {}): string[] {
  const own = messages[field]?.[keyword];
  return [
    ...(own ? [own] : []),
    `forms.${formId}.${field}.error.${keyword}`,
    `fields.${field}.error.${keyword}`,
    `error.${keyword}`,
    GENERIC_INVALID_KEY,
  ];
}

/** The first key of the chain that has a text. */
export function messageKey(formId: string, field: string, keyword: string, messages: FormMessages | undefined, exists: (key: string) => boolean): string {
  return errorKeyChain(formId, field, keyword, messages).find(exists) ?? GENERIC_INVALID_KEY;
}
