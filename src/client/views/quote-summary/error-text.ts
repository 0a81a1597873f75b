import type { PageTexts } from '../../lib/use-translation.js';
import type { StepResult } from '../../runtime/outcome.js';

/** An error answer as the customer reads it: our text for its code, else the server's own words. */
export function errorText(result: StepResult, texts: PageTexts): string {
  if (result.ok) return '';
  const key = `errors.${result.error.code}`;
  const params = result.error.params ?? {};
  return texts.exists(key, params) ? texts.t(key, params) : result.error.message;
}
