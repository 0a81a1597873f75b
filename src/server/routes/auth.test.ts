import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { issueToken, SESSION_RENEWAL_GRACE_SECONDS, verifyToken } from '../tokens.js';
import { basicCredentials } from './auth.js';

const PARTNER_SECRET = 'partner-secret-0123456789';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_CLIENTS: { 'partner-a': PARTNER_SECRET } } });
});
afterAll(() => t?.close());

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

function requestToken(authorization: string | undefined, grant = 'client_credentials', session?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(authorization ? { authorization } : {}) },
    payload: new URLSearchParams({ grant_type: grant, ...(session === undefined ? {} : { session }) }).toString(),
  });
}

describe('POST /api/v1/auth/token', () => {
  it('gives the public browser client (empty secret) a token that expires after TOKEN_TTL_SECONDS', async () => {
    const res = await requestToken(basic('portal-web', ''));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json() as { accessToken: string; accessTokenExpiresAt: string };
    const expiresIn = Date.parse(body.accessTokenExpiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(3590_000);
    expect(expiresIn).toBeLessThanOrEqual(3600_000);
    expect(verifyToken(body.accessToken, t.app.env.TOKEN_SECRET)?.sub).toBe('portal-web');
  });

  it('gives a confidential client with the right secret a token', async () => {
    const res = await requestToken(basic('partner-a', PARTNER_SECRET));
    expect(res.statusCode).toBe(200);
    expect(verifyToken(res.json().accessToken, t.app.env.TOKEN_SECRET)?.sub).toBe('partner-a');
  });

  // Issue 9: quotes are bound to one browser session, which must outlive a single token.
  it('gives each browser its own session id and keeps it when the browser renews with its old token', async () => {
    const browser = basic('portal-web', '');
    const sidOf = (token: string) => verifyToken(token, t.app.env.TOKEN_SECRET)?.sid;
    const first = (await requestToken(browser)).json().accessToken as string;
    const other = (await requestToken(browser)).json().accessToken as string;
    expect(sidOf(first)).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(sidOf(other)).not.toBe(sidOf(first));

    const expired = issueToken('portal-web', t.app.env.TOKEN_SECRET, 60, Date.now() - 3_600_000, sidOf(first)).accessToken;
    expect(sidOf((await requestToken(browser, 'client_credentials', expired)).json().accessToken)).toBe(sidOf(first));
    expect(sidOf((await requestToken(browser, 'client_credentials', first)).json().accessToken)).toBe(sidOf(first));

    const tooOld = issueToken('portal-web', t.app.env.TOKEN_SECRET, 60, Date.now() - (SESSION_RENEWAL_GRACE_SECONDS + 120) * 1000, 'old-sid').accessToken;
    const forged = issueToken('portal-web', 'another-secret-of-enough-length-000', 600, Date.now(), 'stolen-sid').accessToken;
    const partners = issueToken('partner-a', t.app.env.TOKEN_SECRET, 600, Date.now(), 'partner-sid').accessToken;
    for (const session of [tooOld, forged, partners, 'garbage']) {
      const res = await requestToken(browser, 'client_credentials', session);
      expect(res.statusCode).toBe(200);
      expect(sidOf(res.json().accessToken)).not.toMatch(/old-sid|stolen-sid|partner-sid/);
    }
    // A confidential client is bound by its id: its token needs no session.
    expect(sidOf((await requestToken(basic('partner-a', PARTNER_SECRET))).json().accessToken)).toBeUndefined();
  });

  it('refuses a wrong secret, an unknown client, a secret for the public client and no credentials', async () => {
    for (const authorization of [
      basic('partner-a', 'wrong-secret'), basic('partner-a', ''), basic('nobody', 'x'), basic('portal-web', 'guess'), undefined, 'Bearer abc',
    ]) {
      const res = await requestToken(authorization);
      expect(res.statusCode, authorization).toBe(401);
      expect(res.json().error.code).toBe('INVALID_CLIENT');
    }
  });

  it('refuses other grant types with a 400', async () => {
    const res = await requestToken(basic('portal-web', ''), 'password');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('BAD_REQUEST');
  });

  it('decodes form-urlencoded client credentials (RFC 6749 section 2.3.1)', () => {
    expect(basicCredentials(basic('a%3Ab', 's+1%25'))).toEqual({ clientId: 'a:b', secret: 's 1%' });
    expect(basicCredentials(basic('x', '%E0%A4%A'))).toBeUndefined();
    expect(basicCredentials('Basic bm9jb2xvbg==')).toBeUndefined();
  });
});

describe('auth hook', () => {
  const partners = (authorization?: string) => t.app.inject({
    url: '/api/get/partners?portal_url=http%3A%2F%2Flocalhost%3A8080',
    headers: authorization ? { authorization } : {},
  });
  const secret = () => t.app.env.TOKEN_SECRET;

  it('lets a valid bearer token through', async () => {
    expect((await partners(t.bearer())).statusCode).toBe(200);
  });

  it('refuses a missing, expired, tampered, foreign or revoked token with UNAUTHORIZED', async () => {
    const good = issueToken('portal-web', secret(), 600).accessToken;
    const [payload, signature] = good.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'portal-web', exp: 9_999_999_999 })).toString('base64url');
    const cases = {
      missing: undefined,
      expired: `Bearer ${issueToken('portal-web', secret(), 60, Date.now() - 120_000).accessToken}`,
      tamperedPayload: `Bearer ${forged}.${signature}`,
      tamperedSignature: `Bearer ${payload}.${signature!.slice(0, -2)}AA`,
      otherSecret: `Bearer ${issueToken('portal-web', 'another-secret-of-enough-length-000', 600).accessToken}`,
      unknownClient: `Bearer ${issueToken('removed-partner', secret(), 600).accessToken}`,
      basicInstead: basic('portal-web', ''),
      garbage: 'Bearer not-a-token',
    };
    for (const [name, authorization] of Object.entries(cases)) {
      const res = await partners(authorization);
      expect(res.statusCode, name).toBe(401);
      expect(res.json(), name).toEqual({ error: { code: 'UNAUTHORIZED', message: expect.any(String), requestId: expect.any(String) } });
    }
  });

  it('leaves public routes and everything outside /api alone', async () => {
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/config/locales/en' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/motor-insurance' })).statusCode).not.toBe(401);
  });

  it('marks public routes as needing no token in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      security: unknown[]; paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    expect(doc.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/health']?.get?.security).toEqual([]);
    expect(doc.paths['/api/get/partners']?.get?.security).toBeUndefined();
  });
});
