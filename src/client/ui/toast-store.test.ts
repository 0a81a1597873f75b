import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, MAX_TOASTS, toast, toasts } from './toast-store.js';

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    toasts.get().forEach((t) => dismissToast(t.id));
  });
  afterEach(() => vi.useRealTimers());

  it('keeps error and blank toasts 4000 ms and success toasts 2000 ms', () => {
    toast.error('e');
    toast.blank('b');
    toast.success('s');
    vi.advanceTimersByTime(1999);
    expect(toasts.get().map((t) => t.message)).toEqual(['e', 'b', 's']);
    vi.advanceTimersByTime(1);
    expect(toasts.get().map((t) => t.message)).toEqual(['e', 'b']);
    vi.advanceTimersByTime(2000);
    expect(toasts.get()).toEqual([]);
  });

  it('shows at most 20, dropping the oldest', () => {
    for (let i = 0; i < 25; i++) toast.blank(`t${i}`);
    expect(toasts.get()).toHaveLength(MAX_TOASTS);
    expect(toasts.get()[0]?.message).toBe('t5');
  });

  it('dismisses on request', () => {
    const id = toast.error('x');
    dismissToast(id);
    expect(toasts.get()).toEqual([]);
  });
});
