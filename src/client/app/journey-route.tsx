import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { loadChunk } from '../lib/lazy-chunk.js';
import { JOURNEY_ROUTES } from './configured-journeys.js';
import { journeyForPath } from './journey-routes.js';
import { NotAvailable } from './notice.js';

// The runner (and through it rjsf and ajv) is fetched only when a journey is actually configured.
const JourneyRunner = lazy(() =>
  loadChunk(() => import('../runtime/journey-runner.js'), 'journey-runner').then((m) => ({ default: m.JourneyRunner })),
);

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
