import { Component, Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ChunkLoadError } from '../lib/lazy-chunk.js';
import { ChunkError } from '../ui/chunk-error.js';
import { Notice } from './notice.js';

/** What the customer sees when a screen fails: a missing chunk by its kind and address, else a notice. */
export function RouteError({ error }: { error: unknown }) {
  if (error instanceof ChunkLoadError) return <ChunkError error={error} />;
  console.error('Screen failed to render', error);
  return <Notice titleKey="ui.failure.title" textKey="ui.failure.text" />;
}

class Boundary extends Component<{ children: ReactNode }, { error?: unknown; failed: boolean }> {
  override state: { error?: unknown; failed: boolean } = { failed: false };
  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }
  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/**
 * Error boundary inside the layout, so header and language switch stay usable; keyed by the path
 * so that going to another screen leaves a failed one behind. Lazy screens suspend here.
 */
export function RouteBoundary() {
  const { pathname } = useLocation();
  return (
    <Boundary key={pathname}>
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </Boundary>
  );
}
