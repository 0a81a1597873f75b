// Watches the folders a config tree is read from. An editor's save is several events (write,
// rename, chmod) and a `git checkout` touches many files: they are gathered into one call after
// a quiet spell, so the tree is checked once, on the files as they ended up.
import { existsSync, watch, type FSWatcher } from 'node:fs';
import path from 'node:path';

/** What the server reads: config folders and the partner assets the checker verifies (logos). */
export const WATCHED_DIRS = ['schemas', 'journeys', 'partners', 'locales', path.join('public', 'partners')];
export const DEBOUNCE_MS = 150;

export interface ConfigWatcher {
  close(): void;
}

export function watchConfigTree(root: string, onChange: () => void, onError: (error: Error) => void, debounceMs = DEBOUNCE_MS): ConfigWatcher {
  let timer: NodeJS.Timeout | undefined;
  const changed = () => {
    clearTimeout(timer);
    timer = setTimeout(onChange, debounceMs);
  };
  const watchers: FSWatcher[] = [];
  for (const dir of WATCHED_DIRS.map((d) => path.join(root, d)).filter((d) => existsSync(d))) {
    try {
      // persistent: false: a watcher alone never keeps the process (or a test) alive.
      const watcher = watch(dir, { recursive: true, persistent: false }, changed);
      watcher.on('error', onError);
      watchers.push(watcher);
    } catch (error) {
      onError(error as Error);
    }
  }
  return {
    close() {
      clearTimeout(timer);
      for (const watcher of watchers) watcher.close();
    },
  };
}
