import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveLocale } from '../../config/index.js';
import { createTestApp, type TestApp } from '../test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { authorization: t.bearer(), ...headers } });

describe('GET /api/v1/config/journeys/:journeyId', () => {
  it('answers every journey of the tree with the resolved form of each form step and the catalogs', async () => {
    for (const journeyId of Object.keys(t.app.configTree.journeys)) {
      const res = await get(`/api/v1/config/journeys/${journeyId}`);
      expect(res.statusCode, journeyId).toBe(200);
      const body = res.json() as { journey: { id: string; steps: Array<{ form?: string; forms?: string[] }> }; forms: Record<string, { $schema?: string }>; catalog: Record<string, unknown> };
      expect(body.journey.id).toBe(journeyId);
      // A view step names the forms of its parts in `forms`; a form step its one form in `form`.
      const formIds = body.journey.steps.flatMap((s) => [...(s.form ? [s.form] : []), ...(s.forms ?? [])]);
      expect(Object.keys(body.forms).sort()).toEqual([...new Set(formIds)].sort());
      for (const form of Object.values(body.forms)) expect(form.$schema).toBeUndefined();
      expect(body.catalog).toEqual({
        products: expect.objectContaining({}), plateCodes: expect.objectContaining({}),
      });
      expect(body.catalog.products).not.toHaveProperty('$schema');
    }
  });

  it('expands catalog references into enums (no x-enum reaches the browser)', async () => {
    const res = await get('/api/v1/config/journeys/renew-policy');
    expect(res.body).not.toContain('"x-enum"');
    expect(res.body).toContain('"enum"');
  });

  it('answers NOT_FOUND for an unknown journey and a 400 for a malformed id', async () => {
    const unknown = await get('/api/v1/config/journeys/no-such-journey');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('NOT_FOUND');
    expect((await get('/api/v1/config/journeys/constructor')).statusCode).toBe(404);
    const malformed = await get('/api/v1/config/journeys/..%2Fpartners');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.details[0]).toMatchObject({ field: '/journeyId', keyword: 'pattern' });
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ url: '/api/v1/config/journeys/renew-policy' })).statusCode).toBe(401);
  });
});

describe('GET /api/v1/config/locales/:lng', () => {
  it('answers the base texts for the insurer site, without a token', async () => {
    const res = await t.app.inject({ url: '/api/v1/config/locales/ar' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(resolveLocale(t.app.configTree, 'default', 'ar'));
    expect(res.json()).not.toHaveProperty('$schema');
  });

  it("merges the partner's text overrides for a request from the partner's site", async () => {
    const res = await t.app.inject({ url: '/api/v1/config/locales/en', headers: { origin: 'http://partner.localhost:8080' } });
    expect(res.json().journeys['renew-policy'].title).toBe('Renew your Demo Motors policy');
    const base = await t.app.inject({ url: '/api/v1/config/locales/en', headers: { origin: 'http://localhost:8080' } });
    expect(base.json().journeys['renew-policy'].title).not.toBe('Renew your Demo Motors policy');
  });

  it('refuses a language other than en and ar', async () => {
    const res = await t.app.inject({ url: '/api/v1/config/locales/fr' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: '/lng', keyword: 'enum' }] });
  });
});
