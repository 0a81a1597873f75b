import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveLocale } from '../../config/index.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

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

  it('answers without a token, as the page renders it: the first screen does not wait for a token first', async () => {
    const res = await t.app.inject({ url: '/api/v1/config/journeys/renew-policy' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual((await get('/api/v1/config/journeys/renew-policy')).json());
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

describe('config answers and the tree version', () => {
  it('carry the version as ETag and answer 304 to If-None-Match with it', async () => {
    const version = t.app.configState.version;
    for (const url of ['/api/v1/config/journeys/renew-policy', '/api/v1/config/locales/en']) {
      const first = await get(url);
      expect(first.headers.etag, url).toBe(`"${version}"`);
      expect(first.headers['cache-control'], url).toBe('no-cache');
      expect(first.headers['x-config-version'], url).toBe(version);
      const again = await get(url, { 'if-none-match': `W/"other", "${version}"` });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
      expect((await get(url, { 'if-none-match': '"stale-version"' })).statusCode, url).toBe(200);
    }
  });
});

describe('GET /validators/<hash>.js', () => {
  type Answer = { forms: Record<string, { schema?: { $id: string }; tabs?: Array<{ schema: { $id: string } }> }>; validators: Record<string, string> };

  it('is named in the journey answer for every form and tab schema, a view step\'s forms included', async () => {
    for (const journeyId of Object.keys(t.app.configTree.journeys)) {
      const answer = (await get(`/api/v1/config/journeys/${journeyId}`)).json() as Answer;
      const ids = Object.values(answer.forms).flatMap((f) => [f.schema?.$id, ...(f.tabs ?? []).map((tab) => tab.schema.$id)]).filter(Boolean);
      expect(Object.keys(answer.validators).sort(), journeyId).toEqual([...new Set(ids)].sort());
      for (const url of Object.values(answer.validators)) expect(url).toMatch(/^\/validators\/[0-9a-f]{20}\.js$/);
    }
  });

  it('serves an immutable ES module without bare imports that validates like the form says', async () => {
    const answer = (await get('/api/v1/config/journeys/renew-policy')).json() as Answer;
    const tab = answer.forms['renew-lookup']?.tabs?.find((candidate) => candidate.schema.$id in answer.validators);
    const url = answer.validators[tab!.schema.$id]!;
    // No token: a <script type=module> import carries none.
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).not.toMatch(/^\s*import\s/m);
    const dir = mkdtempSync(path.join(tmpdir(), 'validator-'));
    const file = path.join(dir, 'v.mjs');
    writeFileSync(file, res.body);
    const fns = (await import(pathToFileURL(file).href) as { default: Record<string, (data: unknown) => boolean> }).default;
    const validate = fns[tab!.schema.$id]!;
    expect(validate({})).toBe(false);
  });

  it('are allowed by the page\'s CSP as scripts of this origin, with eval still forbidden', async () => {
    const csp = String((await t.app.inject({ url: '/motor-insurance/renew-policy' })).headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toContain('unsafe-eval');
  });

  it('answers 404 for a hash it never compiled and 400 for a malformed name', async () => {
    const unknown = await t.app.inject({ url: '/validators/00000000000000000000.js' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('NOT_FOUND');
    expect((await t.app.inject({ url: '/validators/..%2F..%2Fpackage.json' })).statusCode).toBe(400);
  });
});

describe('GET /api/v1/config/routes', () => {
  it('gives every journey\'s route, then its aliases, from the journey files', async () => {
    const res = await get('/api/v1/config/routes');
    expect(res.statusCode).toBe(200);
    const { routes } = res.json() as { routes: Record<string, string[]> };
    expect(Object.keys(routes).sort()).toEqual(Object.keys(t.app.configTree.journeys).sort());
    expect(routes['payment-result']).toEqual(['/motor-insurance/payment-result', '/motor-insurance/payment-successful']);
    expect(routes['landing']).toEqual(['/motor-insurance']);
  });

  it('answers 304 to the tree version it already gave, and 401 without a token', async () => {
    const first = await get('/api/v1/config/routes');
    const again = await get('/api/v1/config/routes', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect((await t.app.inject({ url: '/api/v1/config/routes' })).statusCode).toBe(401);
  });
});
