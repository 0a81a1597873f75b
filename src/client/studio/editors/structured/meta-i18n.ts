// The generated editors' labels and help in the studio's language. The meta-schemas are written in
// English; schemas/meta/i18n/<lng>.json (served with them) holds the other languages, keyed so
// that it survives editing: a label by the property's name (the same name means the same thing in
// every kind), a help text or title by its English words. A moved or shared description keeps its
// translation; a reworded one has none until someone writes it (meta-i18n.test.ts says which),
// so an Arabic help text never silently describes the old English.
import type { RJSFSchema } from '@rjsf/utils';

export interface MetaTexts {
  /** Property name -> label. */
  labels: Record<string, string>;
  /** English title or description, exactly as in the meta-schema -> its translation. */
  texts: Record<string, string>;
}

/** Where a localized field keeps its property name, shown beside the label (the JSON's own key). */
export const STUDIO_KEY = 'x-studio-key';

type Schema = Record<string, unknown>;
const isObject = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The editor schema (editor-schema.ts) with its titles, descriptions and labels translated;
 * a text without a translation stays English. Ids, enums and examples are data: left alone. */
export function localizeEditorSchema(schema: RJSFSchema, meta: MetaTexts): RJSFSchema {
  const text = (value: unknown) => (typeof value === 'string' ? meta.texts[value] ?? value : value);
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!isObject(node)) return node;
    const out: Schema = { ...node };
    if ('title' in node) out.title = text(node.title);
    if ('description' in node) out.description = text(node.description);
    if (isObject(node.properties)) {
      out.properties = Object.fromEntries(Object.entries(node.properties).map(([name, child]) => {
        const localized = walk(child);
        if (!isObject(localized)) return [name, localized];
        const label = typeof localized.title === 'string' ? localized.title : meta.labels[name];
        return [name, { ...localized, ...(label ? { title: label } : {}), [STUDIO_KEY]: name }];
      }));
    }
    for (const key of ['items', 'additionalProperties', 'if', 'then', 'else', 'not', 'anyOf', 'oneOf', 'allOf'] as const) {
      if (key in node) out[key] = walk(node[key]);
    }
    return out;
  };
  return walk(schema) as RJSFSchema;
}
