import { describe, expect, it } from 'vitest';
import { perTree, perTreeKeyed } from './per-tree.js';
import type { ConfigTree } from './types.js';

const tree = () => ({}) as ConfigTree;

describe('perTree', () => {
  it('works a value out once per tree object, and afresh for another (reloaded) tree', () => {
    let made = 0;
    const count = perTree(() => ++made);
    const a = tree();
    expect([count(a), count(a)]).toEqual([1, 1]);
    expect(count(tree())).toBe(2);
  });

  it('remembers undefined too (a value that is legitimately nothing is not worked out again)', () => {
    let made = 0;
    const nothing = perTree(() => void made++);
    const a = tree();
    nothing(a);
    nothing(a);
    expect(made).toBe(1);
  });
});

describe('perTreeKeyed', () => {
  it('works a value out once per tree and key', () => {
    const calls: string[] = [];
    const upper = perTreeKeyed((_t, key) => (calls.push(key), key.toUpperCase()));
    const a = tree();
    expect([upper(a, 'x'), upper(a, 'x'), upper(a, 'y'), upper(tree(), 'x')]).toEqual(['X', 'X', 'Y', 'X']);
    expect(calls).toEqual(['x', 'y', 'x']);
  });

  it('starts afresh past maxKeys, so keys from requests cannot grow it without bound', () => {
    const calls: string[] = [];
    const echo = perTreeKeyed((_t, key) => (calls.push(key), key), 2);
    const a = tree();
    for (const key of ['a', 'b', 'c', 'a']) echo(a, key);
    expect(calls).toEqual(['a', 'b', 'c', 'a']);
  });
});
