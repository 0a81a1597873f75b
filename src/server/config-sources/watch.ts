// Watches the folders a config tree is read from, with chokidar: node's own recursive fs.watch
// (a JS fallback on Linux in Node 20) follows inodes and lost the file after a rename-over save
// (sed -i, vim, most editors), so 18 of 32 such saves were never seen. chokidar watches each
// folder by name and re-reads it on every event, so a save is seen however it was written:
// in place, renamed over, deleted and created again, or a whole folder swapped (git checkout).
// A save is several events and a checkout touches many files: they are gathered into one call
// after a quiet spell, so the tree is checked once, on the files as they ended up.
import path from 'node:path';
import { watch } from 'chokidar';

/** What the server reads: config folders and the partner assets the checker verifies (logos). */
export const WATCHED_DIRS = ['schemas', 'journeys', 'partners', 'locales', path.join('public', 'partners')];
export const DEBOUNCE_MS = 150;

export interface ConfigWatcher {
  /** Resolves once the initial scan is done: from then on, every save is seen. */
  ready: Promise<void>;
  close(): Promise<void>;
}

// Editors' scratch files: vim's swap files and its write test (4913), backups (name~), hidden
// files (.#name of emacs, git's lock files). Their saves change nothing the server reads.
const SCRATCH = /(^\.|~$|\.sw[a-p]$|^4913$|\.tmp$)/;

/** True for what must not trigger a reload: anything outside the watched folders, and scratch files. */
export function ignoredPath(root: string, file: string): boolean {
  const full = path.resolve(root, file);
  if (full === root) return false;
  if (SCRATCH.test(path.basename(full))) return true;
  return !WATCHED_DIRS.some((dir) => {
    const watched = path.join(root, dir);
    // The folder itself, a file under it, or a folder above it (public/ holds public/partners/).
    return full === watched || full.startsWith(watched + path.sep) || watched.startsWith(full + path.sep);
  });
}

export function watchConfigTree(root: string, onChange: () => void, onError: (error: Error) => void, debounceMs = DEBOUNCE_MS): ConfigWatcher {
  const base = path.resolve(root);
  let timer: NodeJS.Timeout | undefined;
  const changed = () => {
    clearTimeout(timer);
    timer = setTimeout(onChange, debounceMs);
  };
  // The root itself is watched (filtered to WATCHED_DIRS), so a watched folder that is removed
  // and created again, or appears after the start, is picked up too.
  const watcher = watch(base, {
    ignored: (file) => ignoredPath(base, file),
    ignoreInitial: true,
    // A file deleted and created again within 100 ms is one change (atomic writes), not two.
    atomic: true,
    // A watcher alone never keeps the process (or a test) alive.
    persistent: false,
  });
  watcher.on('all', changed);
  watcher.on('error', (error) => onError(error instanceof Error ? error : new Error(String(error))));
  const ready = new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return {
    ready,
    async close() {
      clearTimeout(timer);
      await watcher.close();
    },
  };
}
