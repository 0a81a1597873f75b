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
 * same order (a counter gives each caller its own count, not the batch's total). It must be all or
 * nothing (one statement, or one transaction): a batch that failed is run again item by item, so
 * that one caller's bad value (a text the database refuses or rewrites) fails that caller alone and
 * never the innocent requests that happened to share its batch.
 */
export function groupBatch<T, R>(run: (items: T[]) => Promise<R[]>, maxBatch = 200): GroupRunner<T, R> {
  let queue: Array<{ item: T; resolve: (result: R) => void; reject: (error: unknown) => void }> = [];
  let writing = false;

  async function answers(items: T[]): Promise<R[]> {
    const results = await run(items);
    if (results.length !== items.length) throw new Error(`a batch of ${items.length} got ${results.length} answers`);
    return results;
  }

  async function drain(): Promise<void> {
    writing = true;
    await new Promise((resolve) => setImmediate(resolve));
    while (queue.length) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      try {
        const results = await answers(batch.map((entry) => entry.item));
        batch.forEach((entry, i) => entry.resolve(results[i]!));
      } catch (error) {
        if (batch.length === 1) batch[0]!.reject(error);
        else await runAlone(batch);
      }
    }
    writing = false;
  }

  // Nothing of the failed batch was written (run is all or nothing): each item alone finds its own
  // fate. A database that is down fails them all again, each with its own error.
  async function runAlone(batch: typeof queue): Promise<void> {
    for (const entry of batch) {
      try {
        entry.resolve((await answers([entry.item]))[0]!);
      } catch (error) {
        entry.reject(error);
      }
    }
  }

  return (item) =>
    new Promise<R>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (!writing) void drain();
    });
}
