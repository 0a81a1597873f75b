// GET /api/staff/funnel (src/server/routes/staff/funnel-routes.ts) as the funnel screen uses it.
import { staffData } from '../studio-fetch.js';

export interface FunnelStep {
  step: string;
  index: number;
  visits: number;
  wentOn: number | null;
}

export interface FunnelSeries {
  release: number | null;
  steps: FunnelStep[];
}

export interface Funnel {
  journey: string;
  from: string;
  to: string;
  partner: string | null;
  series: FunnelSeries[];
}

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
