import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';

/**
 * Validators compiled at build time by scripts/compile-validators.ts. The runtime ajv compiler
 * needs eval, which the portal's Content-Security-Policy forbids, so this is the only path.
 * A glob (rather than an import) keeps type-checking possible before the file is generated.
 */
const generated = import.meta.glob<ValidatorFunctions>('./.generated/validators.cjs', { eager: true, import: 'default' });
const validateFns: ValidatorFunctions = Object.values(generated)[0] ?? {};

export class MissingValidatorError extends Error {
  constructor(readonly schemaId: string) {
    super(`No precompiled validator for schema "${schemaId}": run npm run validators`);
    this.name = 'MissingValidatorError';
  }
}

const cache = new Map<string, ValidatorType>();

/** One validator per form (or tab) schema, keyed by the `$id` the config loader gave it. */
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
