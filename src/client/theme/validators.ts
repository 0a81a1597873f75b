import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { validateFns } from './validator-registry.js';

export { ensureValidators, loadValidators, pendingValidator } from './validator-registry.js';

export class MissingValidatorError extends Error {
  constructor(readonly schemaId: string) {
    super(`No validator loaded for schema "${schemaId}": await ensureValidators(journeyAnswer) before rendering its forms`);
    this.name = 'MissingValidatorError';
  }
}

const cache = new Map<string, ValidatorType>();

/**
 * One validator per form (or tab) schema, keyed by the `$id` the config loader gave it. The
 * server compiled it (src/config/validator-code.ts); ensureValidators() must have loaded it.
 */
export function validatorFor(schema: RJSFSchema): ValidatorType {
  const id = schema.$id;
  if (!id || !validateFns[id]) throw new MissingValidatorError(id ?? '(no $id)');
  let validator = cache.get(id);
  if (!validator) {
    validator = createPrecompiledValidator(validateFns, schema);
    cache.set(id, validator);
  }
  return validator;
}
