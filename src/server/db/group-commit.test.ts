import { describe, expect, it } from 'vitest';
import { groupCommit } from './group-commit.js';

function deferred() {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}

describe('groupCommit', () => {
  it('writes a lone item at once, and the items that arrive meanwhile together in the next write', async () => {
    const writes: number[][] = [];
    const gate = deferred();
    const add = groupCommit<number>(async (items) => {
      writes.push(items);
      if (writes.length === 1) await gate.promise;
    });
    const first = add(1);
    expect(writes).toEqual([[1]]); // no waiting for company when idle
    const rest = [add(2), add(3), add(4)];
    expect(writes).toEqual([[1]]);
    gate.release();
    await Promise.all([first, ...rest]);
    expect(writes).toEqual([[1], [2, 3, 4]]);
  });

  it('splits a long queue into batches of at most maxBatch', async () => {
    const sizes: number[] = [];
    const gate = deferred();
    const add = groupCommit<number>(async (items) => {
      sizes.push(items.length);
      if (sizes.length === 1) await gate.promise;
    }, 2);
    const all = [add(0), add(1), add(2), add(3), add(4)];
    gate.release();
    await Promise.all(all);
    expect(sizes).toEqual([1, 2, 2]);
  });

  it('rejects every caller of a failed write and goes on with the next batch', async () => {
    let calls = 0;
    const gate = deferred();
    const add = groupCommit<string>(async (items) => {
      calls += 1;
      if (calls === 1) await gate.promise;
      if (items.includes('bad')) throw new Error('constraint');
    });
    const first = add('ok');
    const failed = [add('bad'), add('innocent')].map((p) => p.then(() => 'written', (e: Error) => e.message));
    gate.release();
    await first;
    expect(await Promise.all(failed)).toEqual(['constraint', 'constraint']);
    await expect(add('later')).resolves.toBeUndefined();
  });
});
