// Route body schemas of the config-bound operations, derived from their wire description
// (src/config/operation-wire.ts). They say only what the wire can carry: a text field also takes a
// number (a form may ask for one; it is sent on as its decimal text) and fields the wire does not
// know are let through by name when the operation keeps them. What a field must hold is its form's to say,
// checked by checkRequestBody against the form the partner's page renders: the route schema must
// never refuse what the form allows (issue 21: a number field once broke every quote).
import { operationWire, type WireField } from '../../config/operation-wire.js';

/**
 * The name of an extra field: a form field's name other than the wire's own (ajv's strict mode
 * refuses a pattern that also matches a declared property).
 */
function extraFieldName(declared: string[]): string {
  return `^(?!(?:${declared.join('|')})$)[A-Za-z][A-Za-z0-9_]{0,63}$`;
}

/** What one extra field (a form field the wire does not know) may be on the wire. */
export const EXTRA_FIELD_SCHEMA = { type: ['string', 'number', 'boolean'], maxLength: 1000 } as const;

function fieldSchema(field: WireField): Record<string, unknown> {
  if (field.type === 'boolean') return { type: 'boolean' };
  if (field.type === 'any') return { type: ['string', 'number'] };
  return { type: ['string', 'number'], ...(field.maxLength ? { maxLength: field.maxLength } : {}) };
}

/**
 * The JSON body schema of `method path` from its wire description; `fixed` adds or replaces
 * properties the wire description leaves to the route (constants, the server's own shapes).
 */
export function wireBodySchema(method: string, path: string, fixed: Record<string, unknown> = {}): Record<string, unknown> {
  const wire = operationWire(method, path);
  if (!wire) throw new Error(`src/config/operation-wire.ts describes no ${method} ${path}`);
  const properties: Record<string, unknown> = Object.fromEntries(Object.entries(wire.fields).map(([name, field]) => [name, fieldSchema(field)]));
  return {
    type: 'object',
    // A bound on the number of fields, whatever a form adds.
    maxProperties: 60,
    properties: { ...properties, ...fixed },
    // Fields a journey maps from a form field staff added pass here by name (checkRequestBody then
    // refuses any that no step maps: unknown fields stay a 400, app.test.ts's route contract).
    ...(wire.extras === 'stored' ? { patternProperties: { [extraFieldName(Object.keys({ ...properties, ...fixed }))]: EXTRA_FIELD_SCHEMA } } : {}),
    additionalProperties: false,
  };
}
