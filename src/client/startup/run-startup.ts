import { apiRequest } from '../lib/api.js';
import { readItem, SESSION_KEYS, writeItem } from '../lib/storage.js';
import { clientState, type PartnerConfig, type PartnerDetail } from './client-state.js';
import { applyPartnerTheme } from './partner-theme.js';
import { getAccessToken } from '../lib/token.js';

interface DataList<T> {
  data: T[];
}

const CONFIG_DEFAULTS: PartnerConfig = { SHOW_MULTIPLE_PLANS: 1, SRC_BUS_ID: 'CP', SHOW_PROMO_CODE: 1 };

/**
 * Spec section 4, start-up: token, partner by origin, partner config, then the progress bar hides.
 * Every failure is logged and start-up carries on: the spec shows the customer no message here.
 */
export async function runStartup(origin = window.location.origin): Promise<void> {
  const failures: string[] = [];

  try {
    await getAccessToken();
  } catch (error) {
    failures.push('token');
    console.error('Access token could not be fetched', error);
  }

  try {
    const partners = await apiRequest<DataList<PartnerDetail>>('/api/get/partners', {
      query: { portal_url: origin },
    });
    const partner = partners.data[0];
    if (partner) {
      writeItem('session', SESSION_KEYS.partnerId, partner.PARTNER_ID);
      clientState.set((state) => ({ ...state, partnerDetail: partner }));
    }
  } catch (error) {
    failures.push('partner');
    console.error('Partner lookup by origin failed', error);
  }

  const partnerId = readItem('session', SESSION_KEYS.partnerId);
  if (!partnerId) {
    console.warn('PARTNER_ID is not in session storage: partner config not loaded');
  } else {
    try {
      const config = await apiRequest<DataList<Partial<PartnerConfig>>>('/api/get/partner/partnerConfig', {
        query: { partner_id: partnerId },
      });
      const partnerConfig = { ...CONFIG_DEFAULTS, ...config.data[0] };
      clientState.set((state) => ({ ...state, partnerConfig }));
      applyPartnerTheme(partnerConfig.THEME);
    } catch (error) {
      failures.push('partnerConfig');
      console.error('Partner config could not be loaded', error);
    }
  }

  clientState.set((state) => ({
    ...state,
    startup: failures.length ? { kind: 'degraded', failures } : { kind: 'ready' },
  }));
}
