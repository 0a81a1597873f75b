import type { ResolvedForm } from '../../config/resolve.js';
import type { JourneyConfig } from '../../config/generated/journey.js';

/** GET /api/v1/config/journeys/:id: the journey and its forms, resolved for the request's partner. */
export interface ResolvedJourney {
  journey: JourneyConfig;
  forms: Record<string, ResolvedForm>;
  catalog?: unknown;
  /** Schema $id -> URL of its validator module, for every form above (theme/validator-registry.ts). */
  validators?: Record<string, string>;
}
