/**
 * Reads a page starts ahead, at boot, beside its code: each is taken once, by reference, by the
 * screen that needs it (later visits read again: what it answers may change between them).
 */
export function startedReads<T>() {
  const started = new Map<string, Promise<T>>();
  return {
    /** Starts `read` under `key` unless one is already waiting; a failure surfaces where it is taken. */
    start(key: string, read: () => Promise<T>): Promise<T> | undefined {
      if (started.has(key)) return undefined;
      const pending = read();
      pending.catch(() => {});
      started.set(key, pending);
      return pending;
    },
    /** The read started under `key`, once. */
    take(key: string): Promise<T> | undefined {
      const pending = started.get(key);
      started.delete(key);
      return pending;
    },
  };
}
