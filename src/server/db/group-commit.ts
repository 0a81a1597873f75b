// Group commit of writes that answer nothing (leads, quote bindings): one statement and one
// commit per batch (src/db-kit/group-batch.ts says when a batch is formed).
import { groupBatch } from '../../db-kit/group-batch.js';

export { groupBatch, type GroupRunner } from '../../db-kit/group-batch.js';
export type GroupWriter<T> = (item: T) => Promise<void>;

export function groupCommit<T>(write: (items: T[]) => Promise<void>, maxBatch = 200): GroupWriter<T> {
  return groupBatch<T, void>(async (items) => {
    await write(items);
    return items.map(() => undefined);
  }, maxBatch);
}
