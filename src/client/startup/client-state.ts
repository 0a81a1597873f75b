import { createContext, useContext } from 'react';
import { createStore, useStore } from '../lib/store.js';

/** A partner row of GET /api/get/partners; the spec names only these two fields. */
export interface PartnerDetail {
  PARTNER_ID: string;
  LOGO?: string | null;
  [field: string]: unknown;
}

/** First row of GET /api/get/partner/partnerConfig (defaults per spec section 3). */
export interface PartnerConfig {
  SHOW_MULTIPLE_PLANS: number;
  SRC_BUS_ID: string;
  SHOW_PROMO_CODE: number;
  [field: string]: unknown;
}

export type StartupStatus =
  | { kind: 'running' }
  | { kind: 'ready' }
  /** Start-up carried on past these failures; the spec only logs them. */
  | { kind: 'degraded'; failures: string[] };

export interface ClientState {
  partnerDetail: PartnerDetail | null;
  partnerConfig: PartnerConfig | null;
  /** The global loading flag: while true the loading mask blocks the screen. */
  loading: boolean;
  startup: StartupStatus;
}

export const clientState = createStore<ClientState>({
  partnerDetail: null,
  partnerConfig: null,
  loading: false,
  startup: { kind: 'running' },
});

export function useClientState(): ClientState {
  return useStore(clientState);
}

export function setLoading(loading: boolean): void {
  clientState.set((state) => (state.loading === loading ? state : { ...state, loading }));
}

/** Runs work under the loading mask, clearing it whatever the outcome. */
export async function withLoading<T>(work: () => Promise<T>): Promise<T> {
  setLoading(true);
  try {
    return await work();
  } finally {
    setLoading(false);
  }
}

/**
 * The studio previews a view as a partner it picks, not the page's own: it provides that
 * partner's config here. Undefined (no provider) means the page's partner, from the store.
 */
export const PartnerConfigOverride = createContext<PartnerConfig | null | undefined>(undefined);

/** The partner config a screen shows: the studio's chosen partner, else the page's. */
export function usePartnerConfig(): PartnerConfig | null {
  const override = useContext(PartnerConfigOverride);
  const { partnerConfig } = useClientState();
  return override === undefined ? partnerConfig : override;
}
