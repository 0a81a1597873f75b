// Resolved forms and their compiled validators, once per loaded config tree. Keyed by the tree
// object: a reloaded tree gets fresh entries and the old ones go with it (never at route registration).
import { Ajv, type ValidateFunction } from 'ajv';
import { resolveForm, type ResolvedForm } from '../../config/resolve.js';
import type { ConfigTree } from '../../config/types.js';

interface TreeCache {
  forms: Map<string, ResolvedForm>;
  ajv: Ajv;
  validators: Map<string, ValidateFunction>;
}

const caches = new WeakMap<ConfigTree, TreeCache>();

function cacheOf(tree: ConfigTree): TreeCache {
  let cache = caches.get(tree);
  if (!cache) {
    // strict: false because the forms carry keywords of their own (x-enum, titles as i18n keys).
    // useDefaults: a field the page pre-fills from its `default` counts as given, as it does in the browser.
    cache = { forms: new Map(), ajv: new Ajv({ allErrors: true, strict: false, useDefaults: true }), validators: new Map() };
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
