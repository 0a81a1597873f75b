// GET /api/staff/funnel (src/server/routes/staff/funnel-routes.ts) as the funnel screen uses it.
import type { Funnel, FunnelSeries, FunnelStep } from '../../../config/funnel-wire.js';
import { staffData } from '../studio-fetch.js';

export type { Funnel, FunnelSeries, FunnelStep };

export interface FunnelFilter {
  journey: string;
  from?: string | undefined;
  to?: string | undefined;
  partner?: string | undefined;
  language?: string | undefined;
  device?: string | undefined;
  /** One release, or two to compare side by side. */
  releases?: number[] | undefined;
}

export const getFunnel = (f: FunnelFilter): Promise<Funnel> => staffData<Funnel>('/api/staff/funnel', {
  query: {
    journey: f.journey, from: f.from, to: f.to, partner: f.partner, language: f.language, device: f.device,
    release: f.releases?.length ? f.releases.join(',') : undefined,
  },
});
