import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeContractProblems, routeContractReport } from './plugins/api-docs.js';
import { createTestApp, type TestApp } from './testing/test-app.js';

let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>portal</title>');
  await writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  await writeFile(path.join(dist, 'robots.txt'), 'User-agent: *');
  t = await createTestApp({ distDir: dist });
});
afterAll(async () => {
  await t?.close();
  await rm(dist, { recursive: true, force: true });
});

describe('platform endpoints', () => {
  it('answers /api/health without a token', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok', database: t.app.db.kind, sandbox: true,
      config: { version: t.app.configState.version, release: null, source: 'files', loadedAt: t.app.configState.loadedAt, refused: null, staged: null },
    });
  });

  it('serves the OpenAPI document of the API at /api/docs/json, and the UI at /api/docs', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/v1/auth/token', '/api/health', '/api/get/partners']));
    expect(Object.keys(doc.paths).every((p) => p.startsWith('/api'))).toBe(true);
    const ui = await t.app.inject({ url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-security-policy']).not.toContain('unsafe-eval');
  });
});

describe('security headers', () => {
  it('sends a strict CSP and the other defences on every response', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'", "script-src 'self'", "style-src 'self'", "img-src 'self' data: blob:", "media-src 'self' blob:",
      "frame-src 'self' blob:", "connect-src 'self'", "object-src 'none'", "frame-ancestors 'none'", "form-action 'self'",
    ]) expect(csp).toContain(directive);
    expect(csp).not.toMatch(/unsafe-eval|unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['permissions-policy']).toContain('camera=(self)');
    expect(res.headers['strict-transport-security']).toBeUndefined(); // sandbox over http
  });
});

describe('bad input', () => {
  const post = (payload: unknown) => t.app.inject({
    method: 'POST', url: '/api/v1/auth/token',
    headers: { authorization: `Basic ${Buffer.from('portal-web:').toString('base64')}`, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

  it('rejects unknown fields, wrong types and missing fields with a 400 naming each field', async () => {
    const unknown = await post({ grant_type: 'client_credentials', extra: 1 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: '/extra', keyword: 'additionalProperties' }] });

    const wrongType = await post({ grant_type: 5 });
    expect(wrongType.json().error.details).toEqual([expect.objectContaining({ field: '/grant_type', keyword: 'type' })]);

    const several = await t.app.inject({ url: '/api/get/partners?other=1', headers: { authorization: t.bearer() } });
    expect(several.statusCode).toBe(400);
    expect(several.json().error.details.map((d: { field: string }) => d.field).sort()).toEqual(['/other', '/portal_url']);
  });

  it('answers malformed JSON with BAD_REQUEST and never a stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST', url: '/api/v1/auth/token', headers: { 'content-type': 'application/json' }, payload: '{"grant_type":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'BAD_REQUEST', message: expect.any(String), requestId: expect.any(String) } });
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('answers unknown API paths with a JSON 404 for an authenticated client', async () => {
    const res = await t.app.inject({ url: '/api/v1/nothing-here', headers: { authorization: t.bearer() } });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});

describe('browser app', () => {
  it('serves index.html for app routes, with no-cache', async () => {
    for (const url of ['/', '/motor-insurance', '/motor-insurance/payment-successful?br=123']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<title>portal</title>');
    }
  });

  it('serves files as they are, hashed assets with a long cache', async () => {
    const asset = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ url: '/robots.txt' })).body).toBe('User-agent: *');
  });

  it('does not answer index.html for missing assets, the sandbox, the API or non-GET requests', async () => {
    expect((await t.app.inject({ url: '/assets/missing-chunk.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/sandbox/nothing' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/motor-insurance' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/unknown' })).statusCode).toBe(401);
  });

  it('says to run the build when dist/ is missing', async () => {
    const bare = await createTestApp({ distDir: path.join(dist, 'absent') });
    const res = await bare.app.inject({ url: '/motor-insurance' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npm run build');
    await bare.close();
  });
});

describe('route contract', () => {
  it('flags routes without a response schema or with open input schemas', () => {
    expect(routeContractProblems({ method: 'GET', url: '/api/x', schema: {} })).toHaveLength(1);
    expect(routeContractProblems({
      method: 'POST', url: '/api/x', schema: { body: { type: 'object' }, response: { 200: {} } },
    })).toEqual(['POST /api/x: its body schema must say additionalProperties: false (unknown fields are a 400; true only for a body that is a whole document)']);
    expect(routeContractProblems({
      method: 'POST', url: '/api/x', schema: { body: { type: 'object', additionalProperties: false }, response: { 200: {} } },
    })).toEqual([]);
    // A whole document (a config file) says so; a query or params never may.
    expect(routeContractProblems({ method: 'PUT', url: '/api/x', schema: { body: { type: 'object', additionalProperties: true }, response: { 200: {} } } })).toEqual([]);
    expect(routeContractProblems({ method: 'GET', url: '/api/x', schema: { querystring: { type: 'object', additionalProperties: true }, response: { 200: {} } } })).toHaveLength(1);
  });

  it('holds for every /api route of the app', () => {
    expect(routeContractReport(t.app)).toEqual([]);
  });
});

describe('localBaseUrl', () => {
  it('is the loopback address of the bound port once listening', async () => {
    expect(() => t.app.localBaseUrl()).toThrow(/listen/);
    const live = await createTestApp({ listen: true });
    const base = live.app.localBaseUrl();
    expect(base).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const res = await fetch(`${base}/api/health`);
    expect(res.status).toBe(200);
    await live.close();
  });
});

describe('behind a reverse proxy', () => {
  const signInAddress = async (env: Partial<import('./env.js').Env>) => {
    const proxied = await createTestApp({ env });
    try {
      await proxied.app.inject({ method: 'POST', url: '/api/staff/login', payload: { username: 'editor', password: 'wrong-password' }, headers: { 'x-forwarded-for': '203.0.113.9' } });
      const [row] = await proxied.app.db.query<{ client_address: string }>("select client_address from staff_audit where action = 'sign-in-failed'");
      return row?.client_address;
    } finally {
      await proxied.close();
    }
  };

  it('takes the client address from X-Forwarded-For only when the proxy is named in TRUST_PROXY', async () => {
    expect(await signInAddress({})).toBe('127.0.0.1');
    expect(await signInAddress({ TRUST_PROXY: ['loopback'] })).toBe('203.0.113.9');
    expect(await signInAddress({ TRUST_PROXY: 1 })).toBe('203.0.113.9');
  });
});
