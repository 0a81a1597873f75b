// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

describe('afterFirstPaint', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.resetModules();
  });

  it('holds work until a screen using it has committed and a frame and a task have passed; later work runs at once', async () => {
    vi.useFakeTimers();
    const { afterFirstPaint, useFirstPaintDone } = await import('./after-paint.js');
    const ran: string[] = [];
    afterFirstPaint(() => ran.push('queued at boot'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(ran).toEqual([]);
    function Screen() {
      return <p>{useFirstPaintDone() ? 'after' : 'first'}</p>;
    }
    const { container } = render(<Screen />);
    expect(container.textContent).toBe('first');
    expect(ran).toEqual([]);
    await act(() => vi.runAllTimersAsync());
    expect(ran).toEqual(['queued at boot']);
    expect(container.textContent).toBe('after');
    afterFirstPaint(() => ran.push('later'));
    expect(ran).toEqual(['queued at boot', 'later']);
  });
});
