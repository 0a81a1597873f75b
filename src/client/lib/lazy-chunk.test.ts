import { afterEach, describe, expect, it, vi } from 'vitest';
import { addressFromError, ChunkLoadError, loadChunk, onFirstUse } from './lazy-chunk.js';

describe('loadChunk', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('resolves with the module', async () => {
    await expect(loadChunk(async () => ({ a: 1 }), 'page')).resolves.toEqual({ a: 1 });
  });

  it('rejects as a timeout after the limit', async () => {
    vi.useFakeTimers();
    const pending = loadChunk(() => new Promise<never>(() => undefined), 'journey-runner', 120_000);
    const assertion = expect(pending).rejects.toMatchObject({ kind: 'timeout', address: 'journey-runner' });
    await vi.advanceTimersByTimeAsync(120_000);
    await assertion;
  });

  it('calls a 404 chunk missing and names its address', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status: 404 })));
    const failing = () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://x.test/assets/a-1.js'));
    const error = await loadChunk(failing, 'page').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ kind: 'missing', address: 'http://x.test/assets/a-1.js' });
  });

  it('calls any other failure an error', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 200 })));
    const failing = () => Promise.reject(new SyntaxError('Unexpected token in /assets/b.js'));
    await expect(loadChunk(failing, 'page')).rejects.toMatchObject({ kind: 'error', address: '/assets/b.js' });
  });

  it('falls back to the chunk name when no address is in the message', () => {
    expect(addressFromError(new Error('boom'), 'components-page')).toBe('components-page');
  });
});

describe('onFirstUse', () => {
  it('downloads once for every caller, and again after a failure', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 500 })));
    let calls = 0;
    const importer = vi.fn(async () => {
      calls += 1;
      if (calls === 1) throw new Error('Failed to fetch dynamically imported module: /assets/dialog.js');
      return { dialog: calls };
    });
    const load = onFirstUse(importer, 'dialog');
    await expect(load()).rejects.toMatchObject({ kind: 'error', address: '/assets/dialog.js' });
    const [a, b] = await Promise.all([load(), load()]);
    expect(a).toEqual({ dialog: 2 });
    expect(b).toBe(a);
    await load();
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
