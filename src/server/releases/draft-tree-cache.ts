// The checked trees of drafts by "draft id@revision" (and of base releases), shared by the save that
// checks a draft and the preview that shows it: a save's check is the preview's tree, so the
// preview that follows each save answers without checking the whole tree a second time.
import type { FastifyInstance } from 'fastify';
import type { ConfigIssue, ConfigTree } from '../../config/index.js';
import { compileTreeValidators, type TreeValidators } from '../../config/validator-code.js';
import { validatorsOf } from '../config-sources/index.js';

export interface DraftTree {
  /** Null when the checker found errors: the preview then shows the findings instead. */
  tree: ConfigTree | null;
  issues: ConfigIssue[];
  validators: TreeValidators | null;
}

/** A few people preview a few drafts at a time. */
const MAX_TREES = 8;
const loaded = new Map<string, Promise<DraftTree>>();

/** The tree kept under `key`, or the one `load` makes (kept; a failure is not). */
export function cachedTree(key: string, load: () => Promise<DraftTree>): Promise<DraftTree> {
  let pending = loaded.get(key);
  if (!pending) {
    pending = load();
    pending.catch(() => loaded.delete(key));
    keep(key, pending);
  }
  return pending;
}

function keep(key: string, pending: Promise<DraftTree>) {
  loaded.delete(key);
  loaded.set(key, pending);
  while (loaded.size > MAX_TREES) loaded.delete(loaded.keys().next().value!);
}

export const draftKey = (draftId: string, revision: number) => `${draftId}@${revision}`;

/** A checked tree with its validators compiled as for the served tree (reusing its unchanged ones). */
export function withValidators(app: FastifyInstance, checked: { tree: ConfigTree | null; issues: ConfigIssue[] }): DraftTree {
  const { tree, issues } = checked;
  return { tree, issues, validators: tree ? compileTreeValidators(tree, validatorsOf(app.configTree)) : null };
}

/** Keeps the tree a save has just checked as that revision's preview tree. */
export function primeDraftTree(app: FastifyInstance, draftId: string, revision: number, checked: { tree: ConfigTree | null; issues: ConfigIssue[] }): void {
  // Its validators are compiled once the save has answered, not on the save's path.
  const pending = new Promise<DraftTree>((resolve, reject) => setImmediate(() => {
    try { resolve(withValidators(app, checked)); } catch (error) { reject(error as Error); }
  }));
  pending.catch(() => loaded.delete(draftKey(draftId, revision)));
  keep(draftKey(draftId, revision), pending);
}
