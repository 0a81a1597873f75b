import { apiRequest } from '../lib/api.js';
import { rememberValidatorUrls } from '../lib/config-version.js';
import { startedReads } from '../lib/started-reads.js';
import type { ResolvedJourney } from './journey-types.js';

const prefetched = startedReads<ResolvedJourney>();

// Public, like the texts: at boot it starts beside the access token, not after it.
const fetchJourney = (journeyId: string) => apiRequest<ResolvedJourney>(`/api/v1/config/journeys/${encodeURIComponent(journeyId)}`, { auth: false });

/**
 * Schema $id -> validator URL of every form step's form (each tab's schema included). The
 * journey's validator URLs are noted first (config-version.ts), whoever then loads them.
 */
function formStepValidators(config: ResolvedJourney): Record<string, string> {
  rememberValidatorUrls(config.validators);
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

/** Loads the validator modules of a journey's form steps (the registry dedupes a load under way). */
export async function loadFormStepValidators(config: ResolvedJourney): Promise<void> {
  const urls = formStepValidators(config);
  if (Object.keys(urls).length > 0) await (await import('../theme/validator-registry.js')).loadValidators(urls);
}

/**
 * Starts downloading the form steps' validator modules with <link rel="modulepreload">: at once,
 * not after the registry's own chunk, which queues behind the form engine's (six connections to
 * one host); the registry's import() later finds them in the module map.
 */
function preloadFormStepValidators(config: ResolvedJourney): void {
  for (const url of Object.values(formStepValidators(config))) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = url;
    document.head.append(link);
  }
}

/**
 * Starts fetching a journey's descriptor at boot, beside the runner's code rather than after it
 * (one round trip less before a view's content). With `formValidators`, the form steps' validator
 * modules follow as soon as it answers: a few KB the first form waits for, which then no longer
 * queue behind the form engine. Failures surface where the runner takes it.
 */
export function prefetchJourneyConfig(journeyId: string, options: { formValidators?: boolean } = {}): void {
  const pending = prefetched.start(journeyId, () => fetchJourney(journeyId));
  if (pending && options.formValidators) pending.then(preloadFormStepValidators).catch(() => {});
}

/** The descriptor: a prefetched one is used once (config may change between visits), else fetched now. */
export function journeyConfig(journeyId: string): Promise<ResolvedJourney> {
  return prefetched.take(journeyId) ?? fetchJourney(journeyId);
}
