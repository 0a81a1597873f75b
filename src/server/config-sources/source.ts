// Where config trees come from, apart from how the server serves them (config-live/live-config.ts),
// as Backstage's config loader keeps its sources in one folder behind one interface: the files under
// CONFIG_ROOT (file-source.ts: dev, tests, live reload on save) or the releases in the database
// (database-source.ts), and the validators compiled once per tree (validators.ts).
import { ConfigFileError } from '../../config/files.js';
import type { ConfigIssue, ConfigTree } from '../../config/types.js';

export interface LoadedTree {
  /** The checked tree, or null when the check found an error (issues say which). */
  tree: ConfigTree | null;
  issues: ConfigIssue[];
  /** The database release the tree is, if it came from one. */
  release?: number;
}

/** A release served to a share of new visits beside the one served to everyone else (its base). */
export interface StagedTree {
  tree: ConfigTree;
  release: number;
  base: number;
  /** 1-99: the visits whose bucket (src/shared/visit.ts) is below it. */
  share: number;
}

export interface SourceWatch {
  /** Resolves once the source is watched: a change after that is never missed. */
  ready: Promise<void>;
  close(): Promise<void>;
}

export interface ConfigSource {
  readonly kind: 'files' | 'database';
  /** Reads and checks the tree to serve now. */
  load(): Promise<LoadedTree>;
  /** Calls onChange when the tree to serve may have changed. */
  watch?(onChange: () => void, onError: (error: Error) => void): SourceWatch;
  /** An earlier tree still kept for requests that began under it (database releases); by X-Config-Version. */
  pinned?(version: string): ConfigTree | undefined;
  /** The staged release served now, if any (database releases). */
  staged?(): StagedTree | undefined;
  /** Every earlier tree still kept (their validators stay fetchable). */
  pinnedTrees?(): ConfigTree[];
}

/** A problem reading a tree (not a check finding) as the one issue a refusal names. */
export function readFailure(error: unknown): ConfigIssue[] {
  if (error instanceof ConfigFileError) return [error.issue];
  return [{ file: '', pointer: '', message: `The config tree could not be read: ${(error as Error).message}`, fix: 'Check the files under the config root and save again.' }];
}
