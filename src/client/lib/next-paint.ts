/**
 * Runs `run` once the next frame has been painted: a frame, then a task (a requestAnimationFrame
 * callback runs just before a paint, the timer after it); a timer alone stands in when frames do
 * not come (a tab opened in the background). No imports: the page's entry waits with it before
 * the framework's code is even evaluated (main.tsx).
 */
export function afterNextPaint(run: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 250);
}

/**
 * Runs `run` once the page's first contentful paint has been presented (the browser's own paint
 * timing, which comes a frame or two after the paint itself), or after `limit` ms if the browser
 * reports none (a tab opened in the background paints only once shown). No imports (main.tsx).
 */
export function afterFirstContentfulPaint(run: () => void, limit = 500): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    run();
  };
  const observer = typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')
    ? new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) once();
    })
    : undefined;
  if (observer) observer.observe({ type: 'paint', buffered: true });
  else afterNextPaint(once);
  setTimeout(once, limit);
}
