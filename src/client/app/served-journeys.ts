import { useEffect, useState } from 'react';
import { apiRequest } from '../lib/api.js';
import { journeyForPath, type JourneyPaths } from './journey-routes.js';

/**
 * The journeys the server serves now (GET /api/v1/config/routes, revalidated by the tree's
 * ETag): a journey file added or re-routed while the portal runs opens without a rebuild.
 */
async function servedJourneys(): Promise<JourneyPaths> {
  const answer = await apiRequest<{ routes: JourneyPaths }>('/api/v1/config/routes');
  return answer.routes;
}

export type ServedLookup = { kind: 'pending' } | { kind: 'found'; journeyId: string } | { kind: 'none' };

/** The journey the server says opens `pathname`, asked only when the build's list has none. */
export function useServedJourney(pathname: string, skip: boolean): ServedLookup {
  const [found, setFound] = useState<{ pathname: string; lookup: ServedLookup } | null>(null);
  useEffect(() => {
    if (skip) return;
    let live = true;
    servedJourneys()
      .then((journeys) => {
        const journeyId = journeyForPath(pathname, journeys);
        if (live) setFound({ pathname, lookup: journeyId ? { kind: 'found', journeyId } : { kind: 'none' } });
      })
      .catch((error: unknown) => {
        console.error('The served journeys could not be loaded', error);
        if (live) setFound({ pathname, lookup: { kind: 'none' } });
      });
    return () => {
      live = false;
    };
  }, [pathname, skip]);
  return found?.pathname === pathname ? found.lookup : { kind: 'pending' };
}
