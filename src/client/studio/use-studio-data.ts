// Data of the studio that follows the config tree: every loader re-runs when the live feed
// reports a change (a saved file, a refused tree), so the preview follows without a reload.
import { useEffect, useState } from 'react';
import { FEED_URL } from './studio-api.js';

export type Loaded<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: unknown };

/** A counter that goes up on every event of the feed; `live` tells whether the feed is connected. */
export function useFeedRevision(): { revision: number; live: boolean } {
  const [revision, setRevision] = useState(0);
  const [live, setLive] = useState(false);
  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    const source = new EventSource(FEED_URL);
    // The first event is the state at connect time: the tree may have changed since the first fetch.
    source.addEventListener('config', () => setRevision((n) => n + 1));
    source.onopen = () => setLive(true);
    // EventSource reconnects by itself; meanwhile the studio says it is not live.
    source.onerror = () => setLive(false);
    return () => source.close();
  }, []);
  return { revision, live };
}

/** Runs `load` whenever its inputs (`deps`) change; keeps the last data while reloading, so nothing flickers. */
export function useLoaded<T>(load: (() => Promise<T>) | null, deps: readonly unknown[]): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  useEffect(() => {
    if (!load) return undefined;
    let current = true;
    load().then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => current && setState({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, deps);
  return state;
}
