// The ids an editor should offer while someone writes config: form, journey, plan, product,
// operation and view ids and every text key, taken from the tree by `npm run
// config:types` into schemas/meta/generated/editor-lists.json. The meta-schemas refer to them
// with `$ref` (editors follow it); each list is `examples`, never `enum`: the checker's own
// rules (with their "did you mean") stay the only judge of a reference.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ConfigTree } from './types.js';
import { textKeys } from './text-keys.js';
import { isObject } from './types.js';

export const EDITOR_LISTS_FILE = 'generated/editor-lists.json';

export type EditorList = 'formId' | 'journeyId' | 'planId' | 'productId' | 'operationId' | 'viewName' | 'textKey';

/** Every list, sorted, from the tree (and the view names the meta-schemas declare). */
export function editorLists(tree: ConfigTree, viewNames: string[]): Record<EditorList, string[]> {
  const sorted = (values: Iterable<string>) => [...new Set(values)].sort();
  const products = tree.catalogs.products.data;
  return {
    formId: sorted(Object.keys(tree.forms)),
    journeyId: sorted(Object.keys(tree.journeys)),
    planId: sorted(products.plans.map((plan) => plan.id)),
    productId: sorted(products.products.map((product) => product.id)),
    operationId: sorted(Object.keys(tree.catalogs.operations.data.operations)),
    viewName: sorted(viewNames),
    textKey: sorted(textKeys(tree.locales.en?.data)),
  };
}

const DESCRIPTIONS: Record<EditorList, string> = {
  formId: 'A form id (schemas/forms/<id>.json).',
  journeyId: 'A journey id (journeys/<id>.json).',
  planId: 'A plan id of schemas/catalog/products.json.',
  productId: 'A product id of schemas/catalog/products.json.',
  operationId: 'An operation id of schemas/catalog/operations.json.',
  viewName: 'A view of the runtime (schemas/meta/views/<view>.schema.json).',
  textKey: 'A dotted key of locales/en.json and locales/ar.json.',
};

/** The generated file: one definition per list, each a string with the ids as `examples`. */
export function editorListsSchema(lists: Record<EditorList, string[]>): Record<string, unknown> {
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $comment: 'Generated from the config tree by `npm run config:types`. Do not edit. Lists for editor autocompletion only.',
    definitions: Object.fromEntries(
      (Object.keys(DESCRIPTIONS) as EditorList[]).map((list) => [list, { type: 'string', description: DESCRIPTIONS[list], examples: lists[list] }]),
    ),
  };
}

/** A reference into the generated file, from a meta-schema or from one in a folder below it. */
const LIST_REF = /^(?:\.\.\/)*generated\/editor-lists\.json#\/definitions\/([A-Za-z]+)$/;

/** The generated file's text, as `npm run config:types` writes it. */
export function editorListsText(tree: ConfigTree, viewNames: string[]): string {
  return `${JSON.stringify(editorListsSchema(editorLists(tree, viewNames)), null, 2)}\n`;
}

export async function readEditorLists(metaDir: string): Promise<Record<string, unknown> | undefined> {
  try {
    return JSON.parse(await readFile(path.join(metaDir, EDITOR_LISTS_FILE), 'utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/**
 * The meta-schema with its `$ref`s into the generated file replaced by what they point at, merged
 * under the node's own keywords, so that ajv and the type generator need no file resolver. Without
 * the generated file (a test tree) the references are dropped: the lists only help editors.
 */
export function inlineEditorLists(node: unknown, lists: Record<string, unknown> | undefined): unknown {
  if (Array.isArray(node)) return node.map((item) => inlineEditorLists(item, lists));
  if (!isObject(node)) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) out[key] = inlineEditorLists(value, lists);
  const name = typeof out.$ref === 'string' ? LIST_REF.exec(out.$ref)?.[1] : undefined;
  if (name === undefined) return out;
  const { $ref: _ref, ...own } = out;
  const definitions = isObject(lists?.definitions) ? lists.definitions : {};
  const target = isObject(definitions[name]) ? definitions[name] : {};
  // Only the list travels: the node keeps its own type, pattern and description.
  return Array.isArray(target.examples) ? { ...own, examples: target.examples } : own;
}
