import { describe, expect, it, vi } from 'vitest';
import { loadedOrLazy } from './loaded-lazy.js';

const Step = (_props: { id: string }) => null;

describe('loadedOrLazy', () => {
  it('is the component itself once its code has loaded, loading it once', async () => {
    const load = vi.fn(async () => ({ default: Step }));
    const code = loadedOrLazy(load);
    await code.load();
    expect(code.component()).toBe(Step);
    expect(load).toHaveBeenCalledOnce();
  });

  it('is a lazy component before, and stays that one after its code has come', async () => {
    const code = loadedOrLazy(async () => ({ default: Step }));
    const first = code.component();
    expect(first).not.toBe(Step);
    expect((first as unknown as { $$typeof: symbol }).$$typeof).toBe(Symbol.for('react.lazy'));
    await code.load();
    expect(code.component()).toBe(first);
  });

  it('remembers nothing from a failed load, so a later render is lazy and may try again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: Step });
    const code = loadedOrLazy(load);
    await expect(code.load()).rejects.toThrow('offline');
    expect(code.component()).not.toBe(Step);
  });
});
