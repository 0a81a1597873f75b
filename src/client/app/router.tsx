// Declarative routes (BrowserRouter + Routes), not the data router: the portal loads no route
// data through the router, and the data router is about half of react-router's code in the
// landing page's JavaScript.
import { lazy } from 'react';
import { matchPath, Navigate, Route, Routes } from 'react-router';
import { loadChunk } from '../lib/lazy-chunk.js';
import { viewLoader } from '../runtime/views.js';
import { registerViews } from '../views/index.js';
import { canonicalPath, JOURNEY_PATHS } from './journey-routes.js';
import { Layout } from './layout.js';
import { NotFound } from './notice.js';
import { RouteBoundary } from './route-error.js';

const journeyRouteChunk = () => loadChunk(() => import('./journey-route.js'), 'journey-route');
const journeyRunnerChunk = () => loadChunk(() => import('../runtime/journey-runner.js'), 'journey-runner');
const formStepChunk = () => loadChunk(() => import('../runtime/form-step.js'), 'form-step');

/** Route -> first step of its journey, written in by the build (vite.config.ts); absent in unit tests. */
declare const __FIRST_STEPS__: Record<string, { kind: string; view?: string }> | undefined;
const FIRST_STEPS = typeof __FIRST_STEPS__ === 'undefined' ? {} : __FIRST_STEPS__;

const JourneyRoute = lazy(() => journeyRouteChunk().then((m) => ({ default: m.JourneyRoute })));
// The studio is its own chunk: a customer's page never loads it.
const StudioPage = lazy(() => loadChunk(() => import('../studio/studio-page.js'), 'studio').then((m) => ({ default: m.StudioPage })));
const ComponentsPage = lazy(() =>
  loadChunk(() => import('../pages/components-page.js'), 'components-page').then((m) => ({ default: m.ComponentsPage })),
);

/**
 * Fetches the code of the route being opened, and of its journey's first step (the form engine,
 * or the view), while the texts and start-up are still loading, instead of one after another
 * after the first render: the module cache then answers the later lazy imports. A failure here
 * is ignored; the screen's own import reports it.
 */
export function warmRouteChunks(pathname: string): void {
  if (!JOURNEY_PATHS.some((path) => matchPath(path, pathname))) return;
  const first = FIRST_STEPS[canonicalPath(pathname)];
  registerViews();
  const step = first?.kind === 'form' ? formStepChunk() : viewLoader(first?.view)?.();
  void Promise.all([journeyRouteChunk(), journeyRunnerChunk(), step]).catch(() => {});
}

export function AppRoutes() {
  return (
    <Routes>
      {/* The studio has its own frame: no customer header, logo bar or partner of the origin. */}
      <Route element={<RouteBoundary />}>
        <Route path="/studio/*" element={<StudioPage />} />
      </Route>
      <Route element={<Layout />}>
        <Route element={<RouteBoundary />}>
          <Route index element={<Navigate to="/motor-insurance" replace />} />
          <Route path="/components" element={<ComponentsPage />} />
          {JOURNEY_PATHS.map((path) => (
            <Route key={path} path={path} element={<JourneyRoute />} />
          ))}
          <Route path="*" element={<NotFound />} />
        </Route>
      </Route>
    </Routes>
  );
}
