/** Messages of one form: field -> ajv keyword -> i18n key (the form config's `messages`). */
export type FormMessages = Record<string, Record<string, string>>;

export interface ErrorToTranslate {
  /** Field name (last segment of the property path). */
  field: string;
  /** ajv keyword or widget rule: required, pattern, not, email, tel, ... */
  keyword: string;
  params?: Record<string, unknown>;
}

export interface Translator {
  exists(key: string): boolean;
  t(key: string, params?: Record<string, unknown>): string;
}

/** Last resort: never show a raw ajv message, which would be English jargon in any language. */
export const GENERIC_INVALID_KEY = 'ui.form.invalid';

/**
 * The lookup chain of docs/architecture.md: the form's own message, then the form's locale
 * entry, then the field's, then the keyword's; the first key that exists wins.
 */
export function errorKeyChain(formId: string, error: ErrorToTranslate, messages: FormMessages = {}): string[] {
  const { field, keyword } = error;
  const own = messages[field]?.[keyword];
  return [
    ...(own ? [own] : []),
    `forms.${formId}.${field}.error.${keyword}`,
    `fields.${field}.error.${keyword}`,
    `error.${keyword}`,
    GENERIC_INVALID_KEY,
  ];
}

export function translateError(
  translator: Translator,
  formId: string,
  error: ErrorToTranslate,
  messages?: FormMessages,
): string {
  const key = errorKeyChain(formId, error, messages).find((candidate) => translator.exists(candidate));
  return translator.t(key ?? GENERIC_INVALID_KEY, error.params);
}

/** rjsf property paths look like `.plateNumber` or `['plate-number']`; the field is the last segment. */
export function fieldOf(property: string | undefined, params?: Record<string, unknown>): string {
  const segments = (property ?? '').match(/[^.[\]'"]+/g) ?? [];
  const last = segments[segments.length - 1];
  if (last) return last;
  return typeof params?.missingProperty === 'string' ? params.missingProperty : '';
}
