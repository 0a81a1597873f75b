// The one way to keep what is worked out from a config tree (resolved forms, bindings, versions,
// compiled validators, the API document): remembered per tree object, since a loaded tree never
// changes. A reloaded tree is a new object, so it starts with fresh entries, and the old entries
// go with the old tree (a WeakMap): nothing is ever computed at route registration or kept stale.
import type { ConfigTree } from './types.js';

/** `make(tree)` once per tree. */
export function perTree<V>(make: (tree: ConfigTree) => V): (tree: ConfigTree) => V {
  const memo = new WeakMap<ConfigTree, V>();
  return (tree) => {
    if (memo.has(tree)) return memo.get(tree) as V;
    const value = make(tree);
    memo.set(tree, value);
    return value;
  };
}

/**
 * `make(tree, key)` once per tree and key. `maxKeys` bounds a map whose keys come from requests
 * (a raw URL must not grow it): past it the tree's entries start afresh.
 */
export function perTreeKeyed<V>(make: (tree: ConfigTree, key: string) => V, maxKeys = Infinity): (tree: ConfigTree, key: string) => V {
  const maps = perTree(() => new Map<string, V>());
  return (tree, key) => {
    const map = maps(tree);
    if (map.has(key)) return map.get(key) as V;
    if (map.size >= maxKeys) map.clear();
    const value = make(tree, key);
    map.set(key, value);
    return value;
  };
}
