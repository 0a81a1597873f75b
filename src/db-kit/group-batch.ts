// Group commit: callers that arrive in the same turn of the event loop, or while a statement is in
// flight, are served together, by one statement. An idle process runs it after one turn
// (setImmediate: microseconds, no timer); a busy one pays one database round trip per batch
// instead of one per request. The turn matters for PGlite, whose queries finish without I/O
// waits: without it every request would find the previous statement already done.
// Lives in db-kit because both the server and the simulators batch their hottest statements.

/** One caller's part of a batch: it gets its own answer, worked out by the batch's statement. */
export type GroupRunner<T, R> = (item: T) => Promise<R>;

/**
 * `run` receives the items of a batch in arrival order and answers one result per item, in the
 * same order (a counter gives each caller its own count, not the batch's total).
 */
export function groupBatch<T, R>(run: (items: T[]) => Promise<R[]>, maxBatch = 200): GroupRunner<T, R> {
  let queue: Array<{ item: T; resolve: (result: R) => void; reject: (error: unknown) => void }> = [];
  let writing = false;

  async function drain(): Promise<void> {
    writing = true;
    await new Promise((resolve) => setImmediate(resolve));
    while (queue.length) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      try {
        const results = await run(batch.map((entry) => entry.item));
        if (results.length !== batch.length) throw new Error(`a batch of ${batch.length} got ${results.length} answers`);
        batch.forEach((entry, i) => entry.resolve(results[i]!));
      } catch (error) {
        // One statement: it failed for every row in it, so every caller hears of it.
        for (const entry of batch) entry.reject(error);
      }
    }
    writing = false;
  }

  return (item) =>
    new Promise<R>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (!writing) void drain();
    });
}
