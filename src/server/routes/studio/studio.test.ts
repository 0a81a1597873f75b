import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveForm, resolveLocale } from '../../../config/index.js';
import type { ConfigIssue } from '../../../config/types.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { EnvError, parseEnv } from '../../env.js';
import { SANDBOX_ACCOUNTS } from '../../staff/account-config.js';
import { signInStaff, type SignedIn } from '../../testing/test-staff.js';
import { studioFindings, subjectOf } from './findings.js';

// What the server needs outside the sandbox before it builds at all (the rest is not used here).
const PRODUCTION = { SANDBOX: false, DOCUMENT_LINK_SECRET: 'test-document-link-secret-0123456789abcdef' };

describe('studio in the sandbox (on, signed in)', () => {
  let t: TestApp;
  let staff: SignedIn;
  // Every studio call of these tests carries the signed-in editor's session.
  const get = (url: string) => t.app.inject({ url, headers: { cookie: staff.cookie } });
  beforeAll(async () => {
    t = await createTestApp({ listen: true });
    staff = await signInStaff(t.app, 'editor');
  });
  afterAll(() => t?.close());

  it('lists every journey with its steps, every form and every partner', async () => {
    const res = await get('/api/studio/tree');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { journeys: Array<{ id: string; steps: Array<{ id: string }> }>; forms: Array<{ id: string }>; partners: Array<{ id: string }> };
    const tree = t.app.configTree;
    expect(body.journeys.map((j) => j.id)).toEqual(Object.keys(tree.journeys).sort());
    expect(body.forms.map((f) => f.id)).toEqual(Object.keys(tree.forms).sort());
    expect(body.partners.map((p) => p.id)).toEqual(Object.keys(tree.partners).sort());
    for (const journey of body.journeys) {
      expect(journey.steps.map((s) => s.id)).toEqual(tree.journeys[journey.id]!.data.steps.map((s) => s.id));
    }
  });

  it('resolves a form and the texts for the partner named in ?partner, not the one of the origin', async () => {
    const form = await get('/api/studio/forms/renew-lookup?partner=demo-partner');
    expect(form.statusCode).toBe(200);
    expect(form.headers['cache-control']).toBe('no-store');
    expect(form.json().form).toEqual(resolveForm(t.app.configTree, 'demo-partner', 'renew-lookup'));
    expect(form.json().partner).toMatchObject({ id: 'demo-partner', theme: { 'color-primary': '#0b6e4f' } });
    expect(JSON.stringify(form.json().form)).toContain('partners.demo-partner.plateHelp');
    const own = await get('/api/studio/forms/renew-lookup');
    expect(JSON.stringify(own.json().form)).not.toContain('partners.demo-partner.plateHelp');
    const ar = await get('/api/studio/locales/ar?partner=demo-partner');
    expect(ar.json()).toEqual(resolveLocale(t.app.configTree, 'demo-partner', 'ar'));
  });

  it('resolves a journey with the forms of its steps', async () => {
    const res = await get('/api/studio/journeys/renew-policy?partner=demo-partner');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().forms)).toContain('renew-lookup');
  });

  it('answers NOT_FOUND for an unknown partner, form or journey and a 400 for a malformed partner id', async () => {
    for (const url of ['/api/studio/forms/renew-lookup?partner=nobody', '/api/studio/forms/no-form', '/api/studio/journeys/no-journey', '/api/studio/forms/constructor']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    const bad = await get('/api/studio/forms/renew-lookup?partner=..%2Fx');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_FAILED');
    expect((await get('/api/studio/forms/renew-lookup?other=1')).statusCode).toBe(400);
  });

  it('keeps the public API on the partner of the origin, whatever ?partner says', async () => {
    const res = await get('/api/v1/config/locales/en?partner=demo-partner');
    expect(res.json()).toEqual(resolveLocale(t.app.configTree, 'default', 'en'));
  });

  it('shows the warnings of the served tree and the issues of a refused tree, linked to their form', async () => {
    const issue: ConfigIssue = { file: 'schemas/forms/renew-lookup.json', pointer: '/schema/properties/plateNumber', message: 'bad', fix: 'do this' };
    const state = t.app.configState;
    const saved = { ...state };
    try {
      Object.assign(state, { warnings: [{ ...issue, severity: 'warning' }], refused: { at: '2026-01-01T00:00:00.000Z', issues: [issue] } });
      const res = await get('/api/studio/findings');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        version: state.version,
        warnings: [{ ...issue, severity: 'warning', formId: 'renew-lookup' }],
        refused: { at: '2026-01-01T00:00:00.000Z', issues: [{ ...issue, formId: 'renew-lookup' }] },
      });
    } finally {
      Object.assign(state, saved);
    }
  });

  it('feeds the config state on connect and on every change', async () => {
    const address = t.app.server.address() as { port: number };
    const events: string[] = [];
    await new Promise<void>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port: address.port, path: '/api/studio/feed', headers: { cookie: staff.cookie } }, (res) => {
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toContain('text/event-stream');
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (chunk: string) => {
          buffer += chunk;
          const frames = buffer.split('\n\n');
          buffer = frames.pop() ?? '';
          for (const f of frames) {
            const data = /^data: (.*)$/m.exec(f)?.[1];
            if (!data) continue;
            events.push(JSON.parse(data).kind);
            if (events.length === 1) {
              t.app.configEvents.emit('change', { kind: 'refused', state: { ...t.app.configState, refused: { at: 'now', issues: [] } } });
            } else {
              req.destroy();
              resolve();
            }
          }
        });
      });
      req.on('error', (error) => (events.length >= 2 ? resolve() : reject(error)));
      req.end();
    });
    expect(events).toEqual(['current', 'refused']);
    // The closed stream no longer listens.
    await new Promise((r) => setTimeout(r, 50));
    expect(t.app.configEvents.listenerCount('change')).toBe(0);
  });

  it('refuses any query on the feed (it takes none) with a plain 400', async () => {
    const res = await get('/api/studio/feed?x=%00');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('serves the studio page', async () => {
    expect((await get('/studio')).statusCode).not.toBe(404);
  });

  it('answers its API only with a live staff session', async () => {
    const none = await t.app.inject({ url: '/api/studio/tree' });
    expect(none.statusCode).toBe(401);
    expect(none.json().error.code).toBe('STAFF_SIGN_IN_REQUIRED');
    // The page is served without one: it shows the sign-in screen.
    expect([401, 404]).not.toContain((await t.app.inject({ url: '/studio' })).statusCode);
  });
});

describe('studio outside the sandbox', () => {
  it('does not exist unless turned on: 404 for the page and the API', async () => {
    const t = await createTestApp({ env: { ...PRODUCTION, STUDIO: false } });
    try {
      for (const url of ['/studio', '/studio/forms/x', '/api/studio/tree', '/api/studio/feed']) {
        const res = await t.app.inject({ url });
        expect(res.statusCode, url).toBe(404);
      }
      const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, unknown> };
      expect(Object.keys(doc.paths).filter((p) => p.startsWith('/api/studio'))).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('when turned on, answers its API only to signed-in staff and serves the page (its sign-in screen) to anybody', async () => {
    const t = await createTestApp({ env: { ...PRODUCTION, STUDIO: true, STAFF_ACCOUNTS: { editor: SANDBOX_ACCOUNTS.editor! } } });
    try {
      for (const url of ['/api/studio/tree', '/api/studio/findings', '/api/studio/feed', '/api/studio/no-such-route']) {
        const none = await t.app.inject({ url });
        expect(none.statusCode, url).toBe(401);
        expect(none.headers['www-authenticate']).toBeUndefined();
        expect(none.json().error.code).toBe('STAFF_SIGN_IN_REQUIRED');
        // A bearer token of the public API, or a made-up session, is no staff sign-in.
        expect((await t.app.inject({ url, headers: { authorization: t.bearer() } })).statusCode).toBe(401);
        expect((await t.app.inject({ url, headers: { cookie: `staff_session=${'a'.repeat(43)}` } })).statusCode).toBe(401);
      }
      expect([401, 404]).not.toContain((await t.app.inject({ url: '/studio' })).statusCode);
      const staff = await signInStaff(t.app, 'editor');
      const right = await t.app.inject({ url: '/api/studio/tree', headers: { cookie: staff.cookie } });
      expect(right.statusCode).toBe(200);
      expect(right.headers['cache-control']).toBe('no-store');
    } finally {
      await t.close();
    }
  });
});

describe('subjectOf', () => {
  const at = (file: string, pointer = '') => subjectOf({ file, pointer, message: '', fix: '' });
  it('names the form, journey or partner a finding is about', () => {
    expect(at('schemas/forms/lead.json', '/schema')).toEqual({ formId: 'lead' });
    expect(at('journeys/buy-policy.json')).toEqual({ journeyId: 'buy-policy' });
    expect(at('partners/p.json', '/overrides/forms/renew-lookup/uiSchema')).toEqual({ partnerId: 'p', formId: 'renew-lookup' });
    expect(at('partners/p.json', '/overrides/journeys/buy-policy')).toEqual({ partnerId: 'p', journeyId: 'buy-policy' });
    expect(at('partners/p.json', '/contact/helpline')).toEqual({ partnerId: 'p' });
    expect(at('locales/ar.json', '/forms/lead/title')).toEqual({ formId: 'lead' });
    expect(at('schemas/catalog/products.json', '/plans/0')).toEqual({});
  });
});

describe('studioFindings', () => {
  it("leaves out, for a partner's staff, the findings on another partner's file", () => {
    const issue = (file: string) => ({ file, pointer: '', message: file, fix: '' });
    const state = {
      version: 'v', release: null, source: 'files' as const, loadedAt: '2026-01-01T00:00:00Z',
      warnings: [issue('partners/default.json'), issue('partners/demo-partner.json'), issue('locales/en.json')],
      refused: { at: '2026-01-01T00:00:00Z', issues: [issue('partners/default.json'), issue('schemas/forms/lead.json')] },
    };
    const scoped = studioFindings(state, { username: 'p', roles: ['editor'], partnerScope: 'demo-partner' });
    expect(scoped.warnings.map((f) => f.file)).toEqual(['partners/demo-partner.json', 'locales/en.json']);
    expect(scoped.refused?.issues.map((f) => f.file)).toEqual(['schemas/forms/lead.json']);
    expect(studioFindings(state, { username: 'e', roles: ['editor'] }).warnings).toHaveLength(3);
  });
});

describe('studio settings', () => {
  const problems = (source: Record<string, string>) => {
    try {
      parseEnv(source);
      return [];
    } catch (error) {
      return (error as EnvError).problems.filter((p) => p.startsWith('STUDIO'));
    }
  };
  it('is on in the sandbox and off outside it by default', () => {
    expect(parseEnv({}).STUDIO).toBe(true);
    expect(problems({ SANDBOX: '0' })).toEqual([]);
  });
  it('outside the sandbox needs a way for staff to sign in, and says the old HTTP Basic login is gone', () => {
    const account = JSON.stringify({ alice: { passwordHash: SANDBOX_ACCOUNTS.editor!.passwordHash, roles: ['editor'] } });
    const oidc = { OIDC_ISSUER_URL: 'https://id.example.com', OIDC_CLIENT_ID: 'portal', OIDC_CLIENT_SECRET: 'secret', OIDC_REDIRECT_URI: 'https://portal.example.com/api/staff/oidc/callback' };
    expect(problems({ SANDBOX: '0', STUDIO: '1' })).toEqual(['STUDIO: outside the sandbox the studio needs staff sign-in: OIDC_* (the identity provider) or STAFF_ACCOUNTS']);
    expect(problems({ SANDBOX: '0', STUDIO: '1', STAFF_ACCOUNTS: account })).toEqual([]);
    expect(problems({ SANDBOX: '0', STUDIO: '1', ...oidc })).toEqual([]);
    expect(problems({ SANDBOX: '1', STUDIO_USER: 'staff', STUDIO_PASSWORD: 'a-long-studio-password' })).toEqual([
      'STUDIO_USER: no longer used; staff sign in with their own account (README "Staff sign-in")',
      'STUDIO_PASSWORD: no longer used; staff sign in with their own account (README "Staff sign-in")',
    ]);
  });
});
