// What a person has typed into a form that is not applied to the draft yet (a rule before "Add the
// rule", a partner before "Add the partner"): kept in sessionStorage under a key of the draft and
// form, so that opening another file and coming back loses nothing (issue 32). Cleared once applied.
import { useEffect, useState } from 'react';
import type { KeyValueStore } from './autosave.js';

const PREFIX = 'studio.typed:';

const store = (): KeyValueStore | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

function read<T extends object>(key: string, initial: T, storage: KeyValueStore | null): T {
  try {
    const kept = storage?.getItem(PREFIX + key);
    return kept ? { ...initial, ...(JSON.parse(kept) as Partial<T>) } : initial;
  } catch {
    return initial;
  }
}

/**
 * useState for a form's fields, kept under `key` (no key: not kept, as in a test). Answers the
 * fields, a setter and `clear()`, which puts the initial fields back and forgets the kept ones.
 */
export function useKeptState<T extends object>(key: string | undefined, initial: T, storage = store()) {
  const [value, setValue] = useState<T>(() => (key ? read(key, initial, storage) : initial));
  useEffect(() => {
    if (!key) return;
    try {
      if (JSON.stringify(value) === JSON.stringify(initial)) storage?.removeItem(PREFIX + key);
      else storage?.setItem(PREFIX + key, JSON.stringify(value));
    } catch {
      // Full or refused: the fields still work, they are only not kept.
    }
    // `initial` is a constant of the caller; only the fields matter.
  }, [key, value]);
  return [value, setValue, () => setValue(initial)] as const;
}
