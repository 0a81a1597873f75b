// rjsf's validator for the studio's generated forms, compiling nothing: the portal's
// Content-Security-Policy has no 'unsafe-eval' (plugins/security-headers.ts), under which ajv's
// runtime compiler never validates, and a meta-schema changes with each release, so it cannot be
// precompiled either. There is no live validation: the checker's findings of each save (placed
// beside their fields) are the only judge. rjsf still asks which branch of an anyOf/oneOf some
// data matches; `matches` answers that from the data's shape (type, const, enum, required).
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';

type Schema = Record<string, unknown>;

const typeOf = (value: unknown): string => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
};

function typeMatches(expected: unknown, value: unknown): boolean {
  if (expected === undefined) return true;
  const actual = typeOf(value);
  const allowed = Array.isArray(expected) ? expected : [expected];
  return allowed.some((type) => type === actual || (type === 'number' && actual === 'integer'));
}

/** Whether data has the shape a schema branch describes (enough to pick an anyOf option). */
export function matches(schema: unknown, value: unknown): boolean {
  if (typeof schema === 'boolean') return schema;
  if (typeof schema !== 'object' || schema === null) return true;
  const s = schema as Schema;
  if ('const' in s && JSON.stringify(s.const) !== JSON.stringify(value)) return false;
  if (Array.isArray(s.enum) && !s.enum.some((option) => JSON.stringify(option) === JSON.stringify(value))) return false;
  if (!typeMatches(s.type, value)) return false;
  if (typeOf(value) === 'object') {
    const data = value as Schema;
    if (Array.isArray(s.required) && s.required.some((key) => !(String(key) in data))) return false;
    const properties = (s.properties ?? {}) as Schema;
    for (const [key, child] of Object.entries(properties)) if (key in data && !matches(child, data[key])) return false;
  }
  if (Array.isArray(s.allOf) && !s.allOf.every((branch) => matches(branch, value))) return false;
  if (Array.isArray(s.anyOf) && !s.anyOf.some((branch) => matches(branch, value))) return false;
  if (Array.isArray(s.oneOf) && !s.oneOf.some((branch) => matches(branch, value))) return false;
  return true;
}

export const shapeValidator: ValidatorType<unknown, RJSFSchema> = {
  validateFormData: () => ({ errors: [], errorSchema: {} }),
  isValid: (schema, formData) => matches(schema, formData),
  rawValidation: () => ({ errors: [] }),
};
