// A config file's meta-schema made into what the studio's generated form renders: local $refs
// inlined (rjsf then needs no resolver), each reference to an editor list
// (generated/editor-lists.json: form, plan, product, operation ids, text keys, views) a picker
// with the draft's own list, and the parts a generated form cannot show well (recursive ones,
// open objects, a form's own JSON Schema and uiSchema) marked as edited in the JSON editor.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';

type Schema = Record<string, unknown>;

/** The widget (and its schema format) of a reference to an editor list. */
export const PICKER = 'studio-picker';
/** The field of a part edited in the JSON editor only. */
export const JSON_PART = 'studioJsonPart';

/** Definitions that hold free JSON Schema or rjsf uiSchema: a form of forms would be a maze. */
const JSON_ONLY_DEFINITIONS = new Set(['jsonSchema', 'uiSchema']);
const LIST_REF = /^(?:\.\.\/)*generated\/editor-lists\.json#\/definitions\/([A-Za-z]+)$/;
const LOCAL_REF = /^#\/definitions\/([A-Za-z0-9_-]+)$/;

export interface EditorSchema {
  schema: RJSFSchema;
  uiSchema: UiSchema;
}

const isObject = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An object whose members are not described: nothing to render but "add a key". */
function isOpenObject(schema: Schema): boolean {
  return schema.type === 'object' && !isObject(schema.properties) && !isObject(schema.additionalProperties) && !isObject(schema.patternProperties);
}

const jsonPart = (schema: Schema): Schema => ({
  ...(typeof schema.description === 'string' ? { description: schema.description } : {}),
  ...(typeof schema.title === 'string' ? { title: schema.title } : {}),
});

export function editorSchema(meta: Schema, lists: Record<string, string[]>): EditorSchema {
  const definitions = isObject(meta.definitions) ? meta.definitions : {};

  // Returns the schema to render and, beside it, the uiSchema of the same data path.
  const walk = (node: unknown, seen: readonly string[]): [Schema, UiSchema] => {
    if (!isObject(node)) return [{}, {}];
    const ref = typeof node.$ref === 'string' ? node.$ref : undefined;
    const { $ref: _ref, ...siblings } = node;
    const list = ref ? LIST_REF.exec(ref)?.[1] : undefined;
    if (list) {
      // The checker judges references (with its "did you mean"); the pattern is its business too.
      const { pattern: _pattern, ...rest } = siblings;
      return [{ ...rest, type: 'string', format: PICKER, examples: lists[list] ?? [] }, {}];
    }
    const local = ref ? LOCAL_REF.exec(ref)?.[1] : undefined;
    if (ref && !local) return [jsonPart(node), { 'ui:field': JSON_PART }];
    if (local) {
      const target = definitions[local];
      if (!isObject(target) || seen.includes(local) || JSON_ONLY_DEFINITIONS.has(local)) return [jsonPart({ ...target as Schema, ...siblings }), { 'ui:field': JSON_PART }];
      // The place's own description wins over the definition's general one.
      return walk({ ...target, ...siblings }, [...seen, local]);
    }
    if (isOpenObject(node)) return [jsonPart(node), { 'ui:field': JSON_PART }];
    const out: Schema = { ...siblings };
    const ui: UiSchema = {};
    if (isObject(node.properties)) {
      const properties: Schema = {};
      for (const [name, child] of Object.entries(node.properties)) {
        const [schema, childUi] = walk(child, seen);
        properties[name] = schema;
        if (Object.keys(childUi).length > 0) ui[name] = childUi;
      }
      out.properties = properties;
    }
    if (isObject(node.items)) {
      const [schema, itemsUi] = walk(node.items, seen);
      out.items = schema;
      if (Object.keys(itemsUi).length > 0) ui.items = itemsUi;
    }
    if (isObject(node.additionalProperties)) {
      const [schema, extraUi] = walk(node.additionalProperties, seen);
      out.additionalProperties = schema;
      if (Object.keys(extraUi).length > 0) ui.additionalProperties = extraUi;
    }
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
      if (Array.isArray(node[key])) out[key] = (node[key] as unknown[]).map((branch) => walk(branch, seen)[0]);
    }
    for (const key of ['if', 'then', 'else', 'not', 'propertyNames'] as const) if (isObject(node[key])) out[key] = walk(node[key], seen)[0];
    return [out, ui];
  };

  const { definitions: _definitions, $schema: _draft, ...root } = meta;
  const [schema, uiSchema] = walk(root, []);
  // The file's own "$schema" path is kept as it is, not edited.
  if (isObject(schema.properties) && isObject(schema.properties.$schema)) uiSchema.$schema = { 'ui:widget': 'hidden' };
  return { schema: schema as RJSFSchema, uiSchema };
}

/** The meta-schema for the JSON editor's linting and completion: each list reference becomes
 * its ids as `examples` (offered, not enforced), every other part stays as it is. */
export function withListsInlined(node: unknown, lists: Record<string, string[]>): unknown {
  if (Array.isArray(node)) return node.map((item) => withListsInlined(item, lists));
  if (!isObject(node)) return node;
  const list = typeof node.$ref === 'string' ? LIST_REF.exec(node.$ref)?.[1] : undefined;
  if (list) {
    const { $ref: _ref, ...siblings } = node;
    return { ...siblings, type: 'string', examples: lists[list] ?? [] };
  }
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, withListsInlined(value, lists)]));
}
