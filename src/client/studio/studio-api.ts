// The studio's calls: its own API (/api/studio/...), open to signed-in staff (the session cookie
// the browser sends by itself), so no bearer token. The partner comes from the studio's picker,
// never from the page's origin.
import type { ResolvedForm } from '../../config/resolve.js';
import type { StudioFinding, StudioFindings } from '../../config/studio-wire.js';
import { ensureValidators } from '../theme/validators.js';
import type { PartnerConfig } from '../startup/client-state.js';
import { staffJson } from './studio-fetch.js';

export interface StudioStep {
  id: string;
  kind: 'form' | 'view';
  form?: string;
  forms?: string[];
  view?: string;
  title?: string;
}

export interface StudioTree {
  version: string;
  journeys: Array<{ id: string; file: string; route: string; title: string; steps: StudioStep[] }>;
  forms: Array<{ id: string; file: string; title?: string; tabs?: string[] }>;
  partners: Array<{ id: string; name: string; file: string }>;
}

export interface PartnerLook {
  id: string;
  name: string;
  logo: string | null;
  theme: Record<string, string>;
  config: PartnerConfig;
}

/** The findings route's answer: one wire type for the server and the studio (src/config/studio-wire.ts). */
export type { StudioFinding, StudioFindings };

export interface FormPreview {
  partner: PartnerLook;
  form: ResolvedForm;
  /** Schema $id -> URL of the validator module the server compiled (as in a journey answer). */
  validators?: Record<string, string>;
}

export interface JourneyPreview {
  partner: PartnerLook;
  journey: { id: string; title: string; steps: Array<StudioStep & { submit?: { label: string }; progress?: { current: number; total: number } }> };
  forms: Record<string, ResolvedForm>;
  validators?: Record<string, string>;
}

export type Texts = Record<string, unknown>;

async function withValidators<T extends { validators?: Record<string, string> }>(answer: T): Promise<T> {
  await ensureValidators(answer);
  return answer;
}

const get = <T>(path: string, partner?: string) => staffJson<T>(path, { query: { partner } });

export const studioApi = {
  tree: () => get<StudioTree>('/api/studio/tree'),
  findings: () => get<StudioFindings>('/api/studio/findings'),
  // The forms' validators are loaded before a preview renders, as the journey runner does.
  form: (formId: string, partner: string) => get<FormPreview>(`/api/studio/forms/${encodeURIComponent(formId)}`, partner).then(withValidators),
  journey: (journeyId: string, partner: string) => get<JourneyPreview>(`/api/studio/journeys/${encodeURIComponent(journeyId)}`, partner).then(withValidators),
  texts: (lng: 'en' | 'ar', partner: string) => get<Texts>(`/api/studio/locales/${lng}`, partner),
};

export const FEED_URL = '/api/studio/feed';
