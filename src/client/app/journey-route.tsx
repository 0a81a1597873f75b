import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { loadChunk } from '../lib/lazy-chunk.js';
import { loadedOrLazy } from '../lib/loaded-lazy.js';
import { JourneyFrame, type FrameFacts } from '../runtime/journey-frame.js';
import { missingState } from '../runtime/outcome.js';
import { registerViews } from '../views/index.js';
import { useFirstPaintDone } from './after-paint.js';
import { JOURNEY_ROUTES } from './configured-journeys.js';
import { firstStepFor, framedAhead } from './first-steps.js';
import { journeyForPath } from './journey-routes.js';
import { NotFound } from './notice.js';
import { useServedJourney } from './served-journeys.js';

// The runner (and through it rjsf and ajv) is fetched only when a journey is actually configured.
// The views register with the runtime here, so that the runtime never imports the views (no cycle);
// registering only names each view's loader, the views' code stays in chunks of their own.
const loadRunner = () =>
  import('../runtime/journey-runner.js').then((runner) => {
    registerViews();
    return { default: runner.JourneyRunner };
  });
// Rendered as itself when its code came at boot (app/router.tsx warms it): lib/loaded-lazy.ts.
const runnerCode = loadedOrLazy(() => loadChunk(loadRunner, 'journey-runner'));
export const journeyRunnerChunk = runnerCode.load;

/**
 * A journey route: the journey's frame (title and step indicator of its first step, known at
 * build time) with the first render; the runner after that has painted, inside the same frame.
 */
export function JourneyRoute() {
  const { pathname, state } = useLocation();
  const painted = useFirstPaintDone();
  const built = journeyForPath(pathname, JOURNEY_ROUTES);
  const served = useServedJourney(pathname, built !== undefined);
  const pending = <div className="route-pending" aria-busy="true" />;
  const journeyId = built ?? (served.kind === 'found' ? served.journeyId : undefined);
  if (!journeyId) return served.kind === 'pending' ? pending : <NotFound />;
  const first = built ? firstStepFor(pathname) : undefined;
  // Entered without its navigation state the journey sends the customer back: no title to flash.
  const initial: FrameFacts | null = framedAhead(first) && !missingState(first.requiredState, state).length ? { title: first.title, progress: first.progress } : null;
  const JourneyRunner = painted ? runnerCode.component() : undefined;
  return (
    <JourneyFrame initial={initial}>
      {JourneyRunner ? (
        <Suspense fallback={pending}>
          <JourneyRunner key={journeyId} journeyId={journeyId} />
        </Suspense>
      ) : (
        pending
      )}
    </JourneyFrame>
  );
}
