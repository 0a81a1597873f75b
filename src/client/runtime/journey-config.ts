import { apiRequest } from '../lib/api.js';
import type { ResolvedJourney } from './journey-types.js';

const prefetched = new Map<string, Promise<ResolvedJourney>>();

const fetchJourney = (journeyId: string) => apiRequest<ResolvedJourney>(`/api/v1/config/journeys/${encodeURIComponent(journeyId)}`);

/** Schema $id -> validator URL of every form step's form (each tab's schema included). */
export function formStepValidators(config: ResolvedJourney): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const step of config.journey.steps) {
    const form = step.form ? config.forms[step.form] : undefined;
    for (const id of [form?.schema?.$id, ...(form?.tabs ?? []).map((tab) => tab.schema.$id)]) {
      const url = id && config.validators?.[id];
      if (id && url) urls[id] = url;
    }
  }
  return urls;
}

/**
 * Starts fetching a journey's descriptor at boot, beside the runner's code rather than after it
 * (one round trip less before a view's content), and, as soon as it arrives, its form steps'
 * validators, which a form step waits for: they no longer wait for the runner's code to run too.
 * Failures surface where the runner takes it (the registry loads a failed module again).
 */
export function prefetchJourneyConfig(journeyId: string): void {
  if (prefetched.has(journeyId)) return;
  const pending = fetchJourney(journeyId);
  // The modules themselves, not through the registry's chunk (one more round trip): the registry's
  // own import of the same address later is answered by the browser's module map.
  pending.then((config) => {
    for (const url of Object.values(formStepValidators(config))) import(/* @vite-ignore */ url).catch(() => {});
  }).catch(() => {});
  prefetched.set(journeyId, pending);
}

/** The descriptor: a prefetched one is used once (config may change between visits), else fetched now. */
export function journeyConfig(journeyId: string): Promise<ResolvedJourney> {
  const pending = prefetched.get(journeyId);
  prefetched.delete(journeyId);
  return pending ?? fetchJourney(journeyId);
}
