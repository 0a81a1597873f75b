import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ url, headers: { authorization: t.bearer() } });
const partnersFor = async (portalUrl: string) =>
  (await get(`/api/get/partners?portal_url=${encodeURIComponent(portalUrl)}`)).json().data as Array<Record<string, unknown>>;

describe('GET /api/get/partners', () => {
  it('finds the partner by its site origin, case- and path-insensitively', async () => {
    for (const url of ['http://partner.localhost:8080', 'HTTP://Partner.Localhost:8080/motor-insurance?x=1']) {
      const [row] = await partnersFor(url);
      expect(row, url).toMatchObject({ PARTNER_ID: 'demo-partner', LOGO: '/partners/demo-partner.svg', SRC_BUS_ID: 'DMO' });
    }
  });

  it("answers the insurer's own site for an unknown origin, with the spec's defaults", async () => {
    const [row] = await partnersFor('https://unknown.example');
    expect(row).toMatchObject({ PARTNER_ID: 'default', LOGO: null, SHOW_MULTIPLE_PLANS: 1, SRC_BUS_ID: 'CP', SHOW_PROMO_CODE: 1 });
  });

  it('answers an empty list when portal_url is not a site address', async () => {
    expect(await partnersFor('not a url')).toEqual([]);
    expect(await partnersFor('javascript:alert(1)')).toEqual([]);
  });
});

describe('GET /api/get/partner/partnerConfig', () => {
  it("answers the partner's switches in the spec's field names", async () => {
    const res = await get('/api/get/partner/partnerConfig?partner_id=demo-partner');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([expect.objectContaining({ SHOW_MULTIPLE_PLANS: 0, SRC_BUS_ID: 'DMO', SHOW_PROMO_CODE: 0, SHOW_SKIP_PAYMENT: 0 })]);
  });

  it('answers NOT_FOUND for an unknown or inherited-property id', async () => {
    for (const id of ['nobody', 'constructor', '__proto__']) {
      const res = await get(`/api/get/partner/partnerConfig?partner_id=${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
  });
});

describe('request.partnerId', () => {
  // The journey endpoint shows which partner the server resolved: the demo partner patches a form.
  const helpOf = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ url: '/api/v1/config/journeys/renew-policy', headers: { authorization: t.bearer(), ...headers } });
    const form = res.json().forms['renew-lookup'] as { uiSchema?: { plateNumber?: Record<string, unknown> }; tabs?: Array<{ uiSchema: { plateNumber?: Record<string, unknown> } }> };
    return form.uiSchema?.plateNumber?.['ui:help'] ?? form.tabs?.[0]?.uiSchema.plateNumber?.['ui:help'];
  };

  it('comes from the Origin header, else from the Host header, never from the request body', async () => {
    expect(await helpOf({ origin: 'http://partner.localhost:8080' })).toBe('partners.demo-partner.plateHelp');
    expect(await helpOf({ host: 'partner.localhost:8080' })).toBe('partners.demo-partner.plateHelp');
    expect(await helpOf({ origin: 'null', host: 'partner.localhost:8080' })).toBe('partners.demo-partner.plateHelp');
    expect(await helpOf({ origin: 'http://localhost:8080', host: 'partner.localhost:8080' })).toBeUndefined();
    expect(await helpOf({ host: 'localhost:8080' })).toBeUndefined();
  });
});
