// What the server knows about its config tree besides the tree itself: which version it serves,
// what the checker warned about, and whether a newer tree was refused. The studio and /api/health
// read it; `configEvents` tells listeners (the studio's live feed) when the tree changes.
import { createHash } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import { perTree } from '../config/per-tree.js';
import type { ConfigIssue, ConfigTree } from '../config/types.js';

export interface ConfigState {
  /** Short content hash of the tree being served; also the ETag of config answers. */
  version: string;
  /** Number of the database release being served; null when the config comes from files. */
  release: number | null;
  /** Where trees come from (CONFIG_SOURCE). */
  source: 'files' | 'database';
  /** When this tree was swapped in (ISO 8601). */
  loadedAt: string;
  /** The checker's warnings for the tree being served. */
  warnings: ConfigIssue[];
  /** The last tree that failed the check since this one was loaded, with its problems. */
  refused: null | { at: string; issues: ConfigIssue[] };
}

export type ConfigEvent = { kind: 'loaded'; state: ConfigState } | { kind: 'refused'; state: ConfigState };

/**
 * The version of a tree: the same content always gives the same version, on every process.
 * Remembered per tree object (a tree never changes once loaded), so routes may ask per request.
 */
export const treeVersion = perTree((tree): string => createHash('sha256').update(JSON.stringify(tree)).digest('hex').slice(0, 16));

const releases = new WeakMap<ConfigTree, number>();

/** Notes that `tree` is database release `number` (trees are never shared between releases). */
export function markRelease(tree: ConfigTree, number: number): void {
  releases.set(tree, number);
}

export function releaseOf(tree: ConfigTree): number | null {
  return releases.get(tree) ?? null;
}

/**
 * What X-Config-Version says of a tree: its release number when it came from the database (what
 * staff and the audit call it), else its content hash. The browser sends it back to stay on it.
 */
export function configVersionOf(tree: ConfigTree): string {
  const release = releases.get(tree);
  return release === undefined ? treeVersion(tree) : String(release);
}

/** What a record keeps of the config it was made under (leads, quote records, payments, extra fields). */
export interface MadeUnder {
  configVersion: string;
  configRelease: number | null;
}

export function madeUnder(tree: ConfigTree): MadeUnder {
  return { configVersion: treeVersion(tree), configRelease: releaseOf(tree) };
}

export function initialConfigState(tree: ConfigTree, warnings: ConfigIssue[] = [], source: ConfigState['source'] = 'files'): ConfigState {
  return { version: treeVersion(tree), release: releaseOf(tree), source, loadedAt: new Date().toISOString(), warnings, refused: null };
}

/**
 * `app.configState` reads through `current`, so a swap (config-live) replaces the whole state
 * in one assignment and a reader never sees fields of two states.
 */
export function registerConfigState(app: FastifyInstance, current: ConfigState | (() => ConfigState)): EventEmitter {
  const events = new EventEmitter();
  events.setMaxListeners(0);
  const read = typeof current === 'function' ? current : () => current;
  app.decorate('configState', { getter: read });
  app.decorate('configEvents', events);
  return events;
}
