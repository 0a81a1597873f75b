// The pickers' lists from the draft's files as they are in the editor (saved or not), so a plan
// or text key added a moment ago is offered at once: the same lists as the server's
// editorLists (src/config/editor-lists.ts) draws from a checked tree.
import type { EditorList } from '../../../../config/editor-lists.js';
import { textKeys } from '../../../../config/text-keys.js';

type Files = Record<string, unknown>;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const sorted = (values: Iterable<string>) => [...new Set(values)].filter(Boolean).sort();

const idsIn = (files: Files, folder: RegExp) => Object.keys(files).map((p) => folder.exec(p)?.[1]).filter((id): id is string => Boolean(id));
const idsOf = (list: unknown) => (Array.isArray(list) ? list.map((item) => (isObject(item) ? String(item.id ?? '') : '')) : []);

export function pickerLists(files: Files, viewNames: readonly string[]): Record<EditorList, string[]> {
  const products = isObject(files['schemas/catalog/products.json']) ? files['schemas/catalog/products.json'] : {};
  const operations = isObject(files['schemas/catalog/operations.json']) ? files['schemas/catalog/operations.json'].operations : {};
  return {
    formId: sorted(idsIn(files, /^schemas\/forms\/([^/]+)\.json$/)),
    journeyId: sorted(idsIn(files, /^journeys\/([^/]+)\.json$/)),
    planId: sorted(idsOf(products.plans)),
    productId: sorted(idsOf(products.products)),
    operationId: sorted(isObject(operations) ? Object.keys(operations) : []),
    viewName: sorted(viewNames),
    textKey: sorted(textKeys(files['locales/en.json'])),
  };
}
