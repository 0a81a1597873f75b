// Resolved forms and their compiled validators, once per loaded config tree. Keyed by the tree
// object: a reloaded tree gets fresh entries and the old ones go with it (never at route registration).
import { Ajv, type ValidateFunction } from 'ajv';
import { resolveForm, resolveLocale, type ResolvedForm } from '../../config/resolve.js';
import type { ConfigTree } from '../../config/types.js';

type ResolvedLocale = ReturnType<typeof resolveLocale>;

interface TreeCache {
  forms: Map<string, ResolvedForm>;
  locales: Map<string, ResolvedLocale>;
  ajv: Ajv;
  validators: Map<string, ValidateFunction>;
}

const caches = new WeakMap<ConfigTree, TreeCache>();

function cacheOf(tree: ConfigTree): TreeCache {
  let cache = caches.get(tree);
  if (!cache) {
    // strict: false because the forms carry keywords of their own (x-enum, titles as i18n keys).
    // useDefaults: a field the page pre-fills from its `default` counts as given, as it does in the browser.
    cache = { forms: new Map(), locales: new Map(), ajv: new Ajv({ allErrors: true, strict: false, useDefaults: true }), validators: new Map() };
    caches.set(tree, cache);
  }
  return cache;
}

/** The form as the partner's browser renders it (patch merged, fragments inlined, catalogs expanded). */
export function resolvedForm(tree: ConfigTree, partnerId: string, formId: string): ResolvedForm {
  const { forms } = cacheOf(tree);
  const key = `${partnerId}\n${formId}`;
  let form = forms.get(key);
  if (!form) forms.set(key, (form = resolveForm(tree, partnerId, formId)));
  return form;
}

/**
 * The texts of one language as the partner shows them, merged once per tree: every 400 words its
 * messages from them, and merging the whole file per request was most of a refused lead's cost.
 * Shared: callers read it, never change it.
 */
export function resolvedLocale(tree: ConfigTree, partnerId: string, lng: string): ResolvedLocale {
  const { locales } = cacheOf(tree);
  const key = `${partnerId}\n${lng}`;
  let texts = locales.get(key);
  if (!texts) locales.set(key, (texts = resolveLocale(tree, partnerId, lng)));
  return texts;
}

/** One compiled validator per distinct schema ($id is a hash of its content) and tree. */
export function validatorFor(tree: ConfigTree, schema: Record<string, unknown> & { $id: string }): ValidateFunction {
  const cache = cacheOf(tree);
  let validate = cache.validators.get(schema.$id);
  if (!validate) {
    validate = cache.ajv.compile(schema);
    cache.validators.set(schema.$id, validate);
  }
  return validate;
}
