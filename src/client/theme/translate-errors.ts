// The page's wording of a broken rule: the key comes from the one lookup chain
// (src/config/forms/messages.ts, the server's 400s use it too), the text from i18next.
import { messageKey, type FormMessages } from '../../config/forms/messages.js';
import type { PageTexts } from '../lib/use-translation.js';

export type { FormMessages } from '../../config/forms/messages.js';

export interface ErrorToTranslate {
  /** Field name (last segment of the property path). */
  field: string;
  /** ajv keyword or widget rule: required, pattern, not, email, tel, ... */
  keyword: string;
  params?: Record<string, unknown>;
}

export function translateError(
  translator: PageTexts,
  formId: string,
  error: ErrorToTranslate,
  messages?: FormMessages,
): string {
  const key = messageKey(formId, error.field, error.keyword, messages, (candidate) => translator.exists(candidate));
  return translator.t(key, error.params);
}

/** rjsf property paths look like `.plateNumber` or `['plate-number']`; the field is the last segment. */
export function fieldOf(property: string | undefined, params?: Record<string, unknown>): string {
  const segments = (property ?? '').match(/[^.[\]'"]+/g) ?? [];
  const last = segments[segments.length - 1];
  if (last) return last;
  return typeof params?.missingProperty === 'string' ? params.missingProperty : '';
}
