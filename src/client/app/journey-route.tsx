import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { loadChunk } from '../lib/lazy-chunk.js';
import { JOURNEY_ROUTES } from './configured-journeys.js';
import { journeyForPath } from './journey-routes.js';
import { NotAvailable } from './notice.js';

// The runner (and through it rjsf and ajv) is fetched only when a journey is actually configured.
// The views register with the runtime here, so that the runtime never imports the views (no cycle).
const loadRunner = () =>
  Promise.all([import('../runtime/journey-runner.js'), import('../views/index.js')]).then(([runner, views]) => {
    views.registerViews();
    return runner;
  });
const JourneyRunner = lazy(() => loadChunk(loadRunner, 'journey-runner').then((m) => ({ default: m.JourneyRunner })));

export function JourneyRoute() {
  const { pathname } = useLocation();
  const journeyId = journeyForPath(pathname, JOURNEY_ROUTES);
  if (!journeyId) return <NotAvailable />;
  return (
    <Suspense fallback={<div className="route-pending" aria-busy="true" />}>
      <JourneyRunner key={journeyId} journeyId={journeyId} />
    </Suspense>
  );
}
