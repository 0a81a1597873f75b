// Resolved forms and their compiled validators, once per loaded config tree. Keyed by the tree
// object: a reloaded tree gets fresh entries and the old ones go with it (never at route registration).
import { Ajv, type ValidateFunction } from 'ajv';
import { resolveForm, resolveLocale, type ResolvedForm } from '../../config/resolve.js';
import { perTree } from '../../config/per-tree.js';
import type { ConfigTree } from '../../config/types.js';

type ResolvedLocale = ReturnType<typeof resolveLocale>;

interface TreeCache {
  forms: Map<string, ResolvedForm>;
  locales: Map<string, ResolvedLocale>;
  ajv: Ajv;
  validators: Map<string, ValidateFunction>;
}

// strict: false because the forms carry keywords of their own (x-enum, titles as i18n keys).
// useDefaults: a field the page pre-fills from its `default` counts as given, as it does in the browser.
const cacheOf = perTree((): TreeCache => ({
  forms: new Map(), locales: new Map(), ajv: new Ajv({ allErrors: true, strict: false, useDefaults: true }), validators: new Map(),
}));

/** The entry of `map` under `key`, made by `make` the first time it is asked for. */
function once<V>(map: Map<string, V>, key: string, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) map.set(key, (value = make()));
  return value;
}

/** The form as the partner's browser renders it (patch merged, fragments inlined, catalogs expanded). */
export function resolvedForm(tree: ConfigTree, partnerId: string, formId: string): ResolvedForm {
  return once(cacheOf(tree).forms, `${partnerId}\n${formId}`, () => resolveForm(tree, partnerId, formId));
}

/**
 * The texts of one language as the partner shows them, merged once per tree: every 400 words its
 * messages from them, and merging the whole file per request was most of a refused lead's cost.
 * Shared: callers read it, never change it.
 */
export function resolvedLocale(tree: ConfigTree, partnerId: string, lng: string): ResolvedLocale {
  return once(cacheOf(tree).locales, `${partnerId}\n${lng}`, () => resolveLocale(tree, partnerId, lng));
}

/** One compiled validator per distinct schema ($id is a hash of its content) and tree. */
export function validatorFor(tree: ConfigTree, schema: Record<string, unknown> & { $id: string }): ValidateFunction {
  const cache = cacheOf(tree);
  return once(cache.validators, schema.$id, () => cache.ajv.compile(schema));
}
