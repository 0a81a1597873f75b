// Group commit: callers that arrive in the same turn of the event loop, or while a write is in
// flight, are written together, in one statement and one commit. An idle server writes after one
// turn (setImmediate: microseconds, no timer); a busy one pays one database round trip per batch
// instead of one per request. The turn matters for PGlite, whose queries finish without I/O
// waits: without it every request would find the previous write already done.

export type GroupWriter<T> = (item: T) => Promise<void>;

export function groupCommit<T>(write: (items: T[]) => Promise<void>, maxBatch = 200): GroupWriter<T> {
  let queue: Array<{ item: T; resolve: () => void; reject: (error: unknown) => void }> = [];
  let writing = false;

  async function drain(): Promise<void> {
    writing = true;
    await new Promise((resolve) => setImmediate(resolve));
    while (queue.length) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      try {
        await write(batch.map((entry) => entry.item));
        for (const entry of batch) entry.resolve();
      } catch (error) {
        // One statement: it failed for every row in it, so every caller hears of it.
        for (const entry of batch) entry.reject(error);
      }
    }
    writing = false;
  }

  return (item) =>
    new Promise<void>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (!writing) void drain();
    });
}
