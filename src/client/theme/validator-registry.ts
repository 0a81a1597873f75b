// The validator functions the server compiled for the forms of the config being shown. They
// arrive as ES modules of this origin (GET /validators/<hash>.js, named in the journey answer's
// `validators`); the CSP forbids eval, so compiling in the browser is not an option. Kept apart
// from validators.ts (which brings rjsf) so the journey runner can load them without the form stack.
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

/** Schema $id -> validate function; one object for the page's life (rjsf reads it by key). */
export const validateFns: ValidatorFunctions = {};
const loading = new Map<string, Promise<void>>();

function loadModule(url: string): Promise<void> {
  let pending = loading.get(url);
  if (!pending) {
    pending = import(/* @vite-ignore */ url).then((module: { default: ValidatorFunctions }) => {
      Object.assign(validateFns, module.default);
    });
    // A failed download (network blip) may be tried again by the next journey load.
    pending.catch(() => loading.delete(url));
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
  return loadValidators(answer.validators ?? {});
}
