import type { TFunction } from 'i18next';
import type { StepResult } from '../../runtime/outcome.js';

/** An error answer as the customer reads it: our text for its code, else the server's own words. */
export function errorText(result: StepResult, t: TFunction, exists: (key: string) => boolean): string {
  if (result.ok) return '';
  const key = `errors.${result.error.code}`;
  return exists(key) ? t(key, result.error.params ?? {}) : result.error.message;
}
