// Declarative routes (BrowserRouter + Routes), not the data router: the portal loads no route
// data through the router, and the data router is about half of react-router's code in the
// landing page's JavaScript.
import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { loadChunk } from '../lib/lazy-chunk.js';
import { formStepCode } from '../runtime/form-step-code.js';
import { prefetchJourneyConfig } from '../runtime/journey-config.js';
import { viewLoader, viewWarmer } from '../runtime/views.js';
import { registerViews } from '../views/index.js';
import { afterFirstPaint } from './after-paint.js';
import { JOURNEY_ROUTES } from './configured-journeys.js';
import { firstStepFor, framedAhead } from './first-steps.js';
import { journeyRunnerChunk, JourneyRoute } from './journey-route.js';
import { journeyForPath } from './journey-routes.js';
import { Layout } from './layout.js';
import { NotFound } from './notice.js';
import { RouteBoundary } from './route-error.js';

// The studio is its own chunk: a customer's page never loads it (its sign-in screen a small one).
const studioChunk = () => loadChunk(() => import('../studio/studio-entry.js'), 'studio');
const StudioPage = lazy(() => studioChunk().then((m) => ({ default: m.StudioPage })));
const ComponentsPage = lazy(() =>
  loadChunk(() => import('../pages/components-page.js'), 'components-page').then((m) => ({ default: m.ComponentsPage })),
);

/**
 * Fetches what the route being opened needs (the runner, the journey's descriptor, and its first
 * step's code: the form engine, or the view) while the texts and start-up are still loading,
 * instead of one after another after the first render: the module cache then answers the later
 * lazy imports. Where the app draws the journey's frame ahead (app/first-steps.ts, framedAhead),
 * its title is the largest thing on the first screen: then the code (the form engine alone is
 * about 65 KB gzip) starts after that paint, so the title does not share the network and the CPU
 * with it; the descriptor and a form step's validator modules, a few KB, start at once. A view
 * without the frame (the landing page) is itself the content: it starts at once, with the read its
 * first screen waits on, if it has one (a payment result's response: views/index.ts). On /studio,
 * the studio's entry. A failure here is ignored; the screen's own import reports it.
 */
export function warmRouteChunks(pathname: string, search = ''): void {
  // The studio's entry (its sign-in screen) is the whole first screen there.
  if (pathname === '/studio' || pathname.startsWith('/studio/')) return void studioChunk().catch(() => {});
  const journeyId = journeyForPath(pathname, JOURNEY_ROUTES);
  if (!journeyId) return;
  const first = firstStepFor(pathname);
  registerViews();
  // The descriptor (and a form step's validator modules, a few KB) at once in every case: they are
  // small beside the code, and the first form would otherwise wait on them after the form engine.
  prefetchJourneyConfig(journeyId, { formValidators: first?.kind === 'form' });
  // A view's own read (a payment result's response) at once too: its first screen waits on it.
  if (first?.kind !== 'form') viewWarmer(first?.view)?.(search);
  const warm = () => {
    const step = first?.kind === 'form' ? formStepCode.load() : viewLoader(first?.view)?.();
    void Promise.all([journeyRunnerChunk(), step]).catch(() => {});
  };
  if (framedAhead(first)) afterFirstPaint(warm);
  else warm();
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
          {/* Every other path: the journey whose file claims it (route or alias), else not found. */}
          <Route path="*" element={<JourneyRoute />} />
        </Route>
      </Route>
    </Routes>
  );
}
