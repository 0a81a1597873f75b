// The validator functions the server compiled for the forms of the config being shown. They
// arrive as ES modules of this origin (GET /validators/<hash>.js, named in the journey answer's
// `validators`); the CSP forbids eval, so compiling in the browser is not an option. A form
// loads its module when it first renders (SchemaForm suspends meanwhile), so a page that shows
// no rjsf form (the landing) downloads none; ensureValidators() loads a whole answer's up front.
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { rememberValidatorUrls, validatorUrl } from '../lib/config-version.js';

/** Schema $id -> validate function; one object for the page's life (rjsf reads it by key). */
export const validateFns: ValidatorFunctions = {};
const loading = new Map<string, Promise<void>>();
/** Modules whose last download failed: a form shows "unavailable" instead of waiting in a loop. */
const failed = new Set<string>();

function loadModule(url: string): Promise<void> {
  let pending = loading.get(url);
  if (!pending) {
    pending = import(/* @vite-ignore */ url).then((module: { default: ValidatorFunctions }) => {
      failed.delete(url);
      Object.assign(validateFns, module.default);
    });
    // A failed download (network blip) may be tried again by the next ensureValidators().
    pending.catch((error: unknown) => {
      console.error(`Validator module ${url} could not be loaded`, error);
      failed.add(url);
      loading.delete(url);
    });
    loading.set(url, pending);
  }
  return pending;
}

/** Loads the modules of the given schema ids (id -> URL) that are not loaded yet. */
export async function loadValidators(urls: Record<string, string>): Promise<void> {
  await Promise.all(Object.entries(urls).filter(([id]) => !validateFns[id]).map(([, url]) => loadModule(url)));
}

/**
 * Every validator of a journey answer (each form of each step, a view step's `forms` included):
 * awaited before a step renders, so validatorFor() can stay synchronous.
 */
export function ensureValidators(answer: { validators?: Record<string, string> }): Promise<void> {
  rememberValidatorUrls(answer.validators);
  return loadValidators(answer.validators ?? {});
}

/**
 * The download a form must wait for: its module is named by a journey answer but not loaded
 * yet (SchemaForm suspends on it). Undefined when loaded, or when no answer named it.
 */
export function pendingValidator(id: string | undefined): Promise<void> | undefined {
  if (!id || validateFns[id]) return undefined;
  const url = validatorUrl(id);
  // Settles either way: a failure then renders the form's "unavailable" notice, not a loop.
  return url && !failed.has(url) ? loadModule(url).catch(() => undefined) : undefined;
}
