import { describe, expect, it, vi } from 'vitest';
import { startedReads } from './started-reads.js';

describe('startedReads', () => {
  it('starts a read once per key and hands it out once', async () => {
    const reads = startedReads<number>();
    const read = vi.fn(async () => 7);
    expect(reads.start('a', read)).toBeDefined();
    expect(reads.start('a', read)).toBeUndefined();
    expect(read).toHaveBeenCalledOnce();
    await expect(reads.take('a')!).resolves.toBe(7);
    expect(reads.take('a')).toBeUndefined();
    expect(reads.take('b')).toBeUndefined();
  });

  it('keeps a failed read for its taker, without an unhandled rejection meanwhile', async () => {
    const reads = startedReads<number>();
    reads.start('a', () => Promise.reject(new Error('offline')));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(reads.take('a')!).rejects.toThrow('offline');
  });
});
