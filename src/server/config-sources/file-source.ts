// The config source of the files under CONFIG_ROOT: read and checked whole, watched with chokidar
// (watch.ts) when the server reloads on save.
import { loadCheckedConfigTree } from '../../config/index.js';
import type { ConfigSource } from './source.js';
import { watchConfigTree } from './watch.js';

/** The files under `root`, watched with chokidar when asked. */
export function fileSource(root: string): ConfigSource {
  return {
    kind: 'files',
    load: () => loadCheckedConfigTree(root, { warnings: true }),
    watch: (onChange, onError) => watchConfigTree(root, onChange, onError),
  };
}
