// Text typed in the JSON editor that cannot be saved yet (it does not parse): kept per draft and
// file in sessionStorage, so leaving the file, the draft or the page loses nothing; the editor
// gives it back, with a notice, when the file is opened again. Edits that parse go through
// autosave.ts (localStorage) instead and are saved.
import type { KeyValueStore } from './autosave.js';

const keyOf = (draftId: string, path: string) => `studio.unsaved:${draftId}:${path}`;

const store = (): KeyValueStore | null => {
  try {
    return window.sessionStorage;
  } catch {
    // Storage refused (a private mode): nothing is kept, and leaving warns instead (edit-page.tsx).
    return null;
  }
};

export const unsavedText = {
  keep(draftId: string, path: string, text: string, storage = store()): void {
    try {
      storage?.setItem(keyOf(draftId, path), text);
    } catch {
      // Full: the page's leave warning still stands.
    }
  },
  read(draftId: string, path: string, storage = store()): string | null {
    return storage?.getItem(keyOf(draftId, path)) ?? null;
  },
  /** The paths of a draft with text kept. */
  paths(draftId: string, storage = store()): string[] {
    const prefix = keyOf(draftId, '');
    const found: string[] = [];
    for (let i = 0; i < (storage?.length ?? 0); i += 1) {
      const key = storage!.key(i);
      if (key?.startsWith(prefix)) found.push(key.slice(prefix.length));
    }
    return found.sort();
  },
  forget(draftId: string, path: string, storage = store()): void {
    storage?.removeItem(keyOf(draftId, path));
  },
};
