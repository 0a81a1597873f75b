import { useEffect, useState } from 'react';
import { afterNextPaint } from '../lib/next-paint.js';

/**
 * "After the first screen has painted". A journey's shell, once committed, starts the clock (the
 * next paint: lib/next-paint.ts). Code
 * started from here does not compete with the first screen for the network and the main thread,
 * which keeps the journey's title, the page's largest contentful paint, from waiting on the form
 * engine. Queued work waits for a shell: without one nothing on the screen needs it early.
 */
let painted = false;
let started = false;
const waiting: Array<() => void> = [];

function markPainted(): void {
  if (painted) return;
  painted = true;
  for (const run of waiting.splice(0)) run();
}

function startClock(): void {
  if (started) return;
  started = true;
  afterNextPaint(markPainted);
}

/** Runs `run` once the first screen has painted (at once if it has). */
export function afterFirstPaint(run: () => void): void {
  if (painted) run();
  else waiting.push(run);
}

/** False until the first screen has painted; true at once for every screen after it. Starts the clock. */
export function useFirstPaintDone(): boolean {
  const [done, setDone] = useState(painted);
  useEffect(() => {
    if (done) return;
    let live = true;
    afterFirstPaint(() => live && setDone(true));
    startClock();
    return () => {
      live = false;
    };
  }, [done]);
  return done;
}
