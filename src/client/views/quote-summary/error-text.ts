import type { TFunction } from 'i18next';
import type { StepResult } from '../../runtime/outcome.js';

/** An error answer as the customer reads it: our text for its code, else the server's own words. */
export function errorText(result: StepResult, t: TFunction, exists: (key: string, params?: Record<string, unknown>) => boolean): string {
  if (result.ok) return '';
  const key = `errors.${result.error.code}`;
  const params = result.error.params ?? {};
  return exists(key, params) ? t(key, params) : result.error.message;
}
