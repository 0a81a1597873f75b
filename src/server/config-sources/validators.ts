// The validators of a config tree, compiled once per tree and kept with it: whichever source the
// tree came from, the served tree, a pinned one and a draft's preview share this cache.
import type { ResolvedForm } from '../../config/resolve.js';
import type { ConfigTree } from '../../config/types.js';
import { compileTreeValidators, type TreeValidators } from '../../config/validator-code.js';

const compiledByTree = new WeakMap<ConfigTree, TreeValidators>();

/** The validators of a tree if they were compiled already (nothing is compiled here). */
export function compiledValidators(tree: ConfigTree): TreeValidators | undefined {
  return compiledByTree.get(tree);
}

/**
 * The validators of a tree, compiled on first use (a test app never pays for them; main.ts and
 * every reload compile before serving, so no customer waits and a bad schema refuses the tree).
 */
export function validatorsOf(tree: ConfigTree, previous?: TreeValidators): TreeValidators {
  let compiled = compiledByTree.get(tree);
  if (!compiled) {
    compiled = compileTreeValidators(tree, previous);
    compiledByTree.set(tree, compiled);
  }
  return compiled;
}

/** Schema $id -> URL of its compiled validator module, for every schema (and tab) of these forms. */
export function validatorUrls(tree: ConfigTree, forms: Iterable<ResolvedForm>): Record<string, string> {
  const compiled = validatorsOf(tree);
  const urls: Record<string, string> = {};
  for (const form of forms) {
    for (const schema of [form.schema, ...(form.tabs ?? []).map((tab) => tab.schema)]) {
      const found = schema && compiled.byId.get(schema.$id);
      if (found) urls[schema.$id] = found.url;
    }
  }
  return urls;
}
