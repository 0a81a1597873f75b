// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstContentfulPaint, afterNextPaint } from './next-paint.js';

/** A PerformanceObserver that reports paint entries when the test says so. */
function fakePaintObserver() {
  const observers: Array<{ callback: PerformanceObserverCallback; connected: boolean }> = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    private readonly entry: { callback: PerformanceObserverCallback; connected: boolean };
    constructor(callback: PerformanceObserverCallback) {
      this.entry = { callback, connected: false };
      observers.push(this.entry);
    }
    observe() {
      this.entry.connected = true;
    }
    disconnect() {
      this.entry.connected = false;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return (name: string) => {
    for (const observer of observers.filter((o) => o.connected)) {
      const list = { getEntriesByName: (asked: string) => (asked === name ? [{ name }] : []) } as unknown as PerformanceObserverEntryList;
      observer.callback(list, observer as unknown as PerformanceObserver);
    }
  };
}

describe('afterFirstContentfulPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs once the browser reports the first contentful paint, and only once', async () => {
    vi.useFakeTimers();
    const paint = fakePaintObserver();
    const run = vi.fn();
    afterFirstContentfulPaint(run, 500);
    paint('first-paint');
    expect(run).not.toHaveBeenCalled();
    paint('first-contentful-paint');
    expect(run).toHaveBeenCalledTimes(1);
    paint('first-contentful-paint');
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs after the limit when no paint is reported (a tab in the background)', async () => {
    vi.useFakeTimers();
    fakePaintObserver();
    const run = vi.fn();
    afterFirstContentfulPaint(run, 500);
    await vi.advanceTimersByTimeAsync(499);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits for the next paint where the browser has no paint timing', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', undefined);
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const run = vi.fn();
    afterFirstContentfulPaint(run, 500);
    frames.shift()?.(0);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe('afterNextPaint', () => {
  afterEach(() => vi.useRealTimers());

  it('falls back to a timer when frames do not come', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const run = vi.fn();
    afterNextPaint(run);
    await vi.advanceTimersByTimeAsync(249);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});
