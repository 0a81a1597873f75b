// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientState } from './client-state.js';
import { runStartup } from './run-startup.js';

const future = () => new Date(Date.now() + 3_600_000).toISOString();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('runStartup', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    sessionStorage.clear();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    clientState.set({ partnerDetail: null, partnerConfig: null, loading: false, startup: { kind: 'running' } });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('looks the partner up by origin, keeps PARTNER_ID and loads its config', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url === '/api/v1/auth/token') return json({ accessToken: 't', accessTokenExpiresAt: future() });
      if (url.startsWith('/api/get/partners?')) {
        expect(url).toBe('/api/get/partners?portal_url=https%3A%2F%2Fshop.example');
        return json({ data: [{ PARTNER_ID: 'P7', LOGO: '/partners/p7.svg' }] });
      }
      expect(url).toBe('/api/get/partner/partnerConfig?partner_id=P7');
      return json({ data: [{ SHOW_MULTIPLE_PLANS: 0, SRC_BUS_ID: 'XY' }] });
    });
    await runStartup('https://shop.example');
    expect(sessionStorage.getItem('PARTNER_ID')).toBe('P7');
    const state = clientState.get();
    expect(state.partnerDetail?.LOGO).toBe('/partners/p7.svg');
    expect(state.partnerConfig).toEqual({ SHOW_MULTIPLE_PLANS: 0, SRC_BUS_ID: 'XY', SHOW_PROMO_CODE: 1 });
    expect(state.startup).toEqual({ kind: 'ready' });
  });

  it('warns and skips the config when no partner is known, logging failures only', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/api/v1/auth/token'
        ? json({ accessToken: 't', accessTokenExpiresAt: future() })
        : json({ error: { code: 'INTERNAL', message: 'down' } }, 500),
    );
    await runStartup('https://unknown.example');
    expect(warn).toHaveBeenCalledOnce();
    expect(error).toHaveBeenCalledOnce();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(clientState.get().startup).toEqual({ kind: 'degraded', failures: ['partner'] });
  });
});
