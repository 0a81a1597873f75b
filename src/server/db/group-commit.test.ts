import { describe, expect, it } from 'vitest';
import { groupBatch, groupCommit } from './group-commit.js';

function deferred() {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}

describe('groupCommit', () => {
  it('writes the items of one event-loop turn together, and those that arrive during a write in the next', async () => {
    const writes: number[][] = [];
    const gate = deferred();
    const add = groupCommit<number>(async (items) => {
      writes.push(items);
      if (writes.length === 1) await gate.promise;
    });
    const first = [add(1), add(2)];
    expect(writes).toEqual([]); // written after this turn, not in it
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual([[1, 2]]);
    const rest = [add(3), add(4), add(5)];
    gate.release();
    await Promise.all([...first, ...rest]);
    expect(writes).toEqual([[1, 2], [3, 4, 5]]);
  });

  it('writes a lone item without waiting for company beyond one turn', async () => {
    const writes: number[][] = [];
    const add = groupCommit<number>(async (items) => void writes.push(items));
    await add(7);
    expect(writes).toEqual([[7]]);
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
    expect(sizes).toEqual([2, 2, 1]);
  });

  it('fails only the caller whose item fails: the batch is written again item by item', async () => {
    let calls = 0;
    const gate = deferred();
    const add = groupCommit<string>(async (items) => {
      calls += 1;
      if (calls === 1) await gate.promise;
      if (items.includes('bad')) throw new Error('constraint');
    });
    const first = add('ok');
    await new Promise((resolve) => setImmediate(resolve)); // 'ok' is being written alone
    const failed = [add('bad'), add('innocent')].map((p) => p.then(() => 'written', (e: Error) => e.message));
    gate.release();
    await first;
    expect(await Promise.all(failed)).toEqual(['constraint', 'written']);
    await expect(add('later')).resolves.toBeUndefined();
  });
});

describe('groupBatch', () => {
  it('answers each caller its own result of the batch, in arrival order', async () => {
    const batches: string[][] = [];
    const shout = groupBatch<string, string>(async (items) => {
      batches.push(items);
      return items.map((item, i) => `${item.toUpperCase()}${i}`);
    });
    expect(await Promise.all([shout('a'), shout('b'), shout('c')])).toEqual(['A0', 'B1', 'C2']);
    expect(batches).toEqual([['a', 'b', 'c']]);
  });

  it('rejects every caller when a batch answers the wrong number of results', async () => {
    const short = groupBatch<number, number>(async (items) => items.slice(1));
    const outcomes = await Promise.all([short(1), short(2)].map((p) => p.then(() => 'answered', (e: Error) => e.message)));
    expect(outcomes).toEqual(['a batch of 1 got 0 answers', 'a batch of 1 got 0 answers']);
  });

  it('after a failed batch, each item runs alone: only the guilty caller fails, with its own error', async () => {
    const batches: string[][] = [];
    const check = groupBatch<string, string>(async (items) => {
      batches.push(items);
      const bad = items.find((item) => item.startsWith('bad'));
      if (bad) throw new Error(`refused ${bad}`);
      return items.map((item) => `ok ${item}`);
    });
    const outcomes = await Promise.all(['a', 'bad1', 'b', 'bad2'].map((item) => check(item).then((r) => r, (e: Error) => e.message)));
    expect(outcomes).toEqual(['ok a', 'refused bad1', 'ok b', 'refused bad2']);
    expect(batches).toEqual([['a', 'bad1', 'b', 'bad2'], ['a'], ['bad1'], ['b'], ['bad2']]);
    // The next batch is a batch again.
    expect(await Promise.all([check('c'), check('d')])).toEqual(['ok c', 'ok d']);
    expect(batches.at(-1)).toEqual(['c', 'd']);
  });
});
