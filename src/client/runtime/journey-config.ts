import { apiRequest } from '../lib/api.js';
import type { ResolvedJourney } from './journey-types.js';

const prefetched = new Map<string, Promise<ResolvedJourney>>();

const fetchJourney = (journeyId: string) => apiRequest<ResolvedJourney>(`/api/v1/config/journeys/${encodeURIComponent(journeyId)}`);

/**
 * Starts fetching a journey's descriptor at boot, beside the runner's code rather than after it
 * (one round trip less before a view's content). Failures surface where the runner takes it.
 */
export function prefetchJourneyConfig(journeyId: string): void {
  if (prefetched.has(journeyId)) return;
  const pending = fetchJourney(journeyId);
  pending.catch(() => {});
  prefetched.set(journeyId, pending);
}

/** The descriptor: a prefetched one is used once (config may change between visits), else fetched now. */
export function journeyConfig(journeyId: string): Promise<ResolvedJourney> {
  const pending = prefetched.get(journeyId);
  prefetched.delete(journeyId);
  return pending ?? fetchJourney(journeyId);
}
