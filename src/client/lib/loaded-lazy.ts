import { lazy, type ComponentType } from 'react';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

export interface LoadedOrLazy<P> {
  /** Loads the code (a warm-up at boot, or the lazy component's own load) and remembers the component. */
  load: Loader<P>;
  /** What to render: chosen at the first call and kept, so it never changes type (and loses its state). */
  component: () => ComponentType<P>;
}

/**
 * A component whose code loads on demand, rendered as itself when that code is already here.
 * React.lazy suspends at its first render even when its module has loaded, and React then holds
 * the content behind the fallback for 300 ms (measured on the landing page at 4x CPU throttling:
 * its text painted 300-500 ms after it could have).
 */
export function loadedOrLazy<P>(load: Loader<P>): LoadedOrLazy<P> {
  let loaded: ComponentType<P> | undefined;
  let chosen: ComponentType<P> | undefined;
  const remembering: Loader<P> = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  return { load: remembering, component: () => (chosen ??= loaded ?? (lazy(remembering) as ComponentType<P>)) };
}
