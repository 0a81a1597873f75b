// The order a form's fields are shown in, so the page and the server name the first problem alike
// (the spec checks fields in order and shows the first failure).

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The schema's fields in `ui:order` (names of no field skipped), then the unlisted ones in schema order. */
export function fieldOrder(schema: Json | undefined, uiSchema: Json | undefined): string[] {
  const own = Object.keys(isObject(schema?.['properties']) ? schema['properties'] : {});
  const listed = uiSchema?.['ui:order'];
  const order = Array.isArray(listed) ? listed.filter((name): name is string => typeof name === 'string' && own.includes(name)) : [];
  return [...new Set(order), ...own.filter((name) => !order.includes(name))];
}
