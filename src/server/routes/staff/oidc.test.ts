import { createSign, generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

// A stand-in for the insurer's identity provider: discovery, keys and a token endpoint that
// answers with an RS256 ID token carrying the claims the test sets.
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
function idToken(claims: Record<string, unknown>): string {
  const input = `${b64({ alg: 'RS256', kid: 'k1', typ: 'JWT' })}.${b64(claims)}`;
  return `${input}.${createSign('RSA-SHA256').update(input).sign(privateKey).toString('base64url')}`;
}

let provider: Server;
let issuer = '';
let claims: Record<string, unknown> = {};
let t: TestApp;

beforeAll(async () => {
  provider = createServer((req, res) => {
    const json = (body: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.url === '/.well-known/openid-configuration') {
      return json({
        issuer, authorization_endpoint: `${issuer}/authorize`, token_endpoint: `${issuer}/token`, jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'], subject_types_supported: ['public'], id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
      });
    }
    if (req.url === '/jwks') return json({ keys: [{ ...publicKey.export({ format: 'jwk' }), kid: 'k1', use: 'sig', alg: 'RS256' }] });
    if (req.url === '/token' && req.method === 'POST') {
      const now = Math.floor(Date.now() / 1000);
      return json({ access_token: 'at', token_type: 'Bearer', expires_in: 300, id_token: idToken({ iss: issuer, aud: 'portal', iat: now, exp: now + 300, ...claims }) });
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  t = await createTestApp({
    env: { OIDC_ISSUER_URL: issuer, OIDC_CLIENT_ID: 'portal', OIDC_CLIENT_SECRET: 'portal-secret', OIDC_REDIRECT_URI: 'http://localhost/api/staff/oidc/callback' },
  });
});
afterAll(async () => {
  await t?.close();
  provider?.close();
});

/** Leaves for the provider; gives the state and nonce it was sent with and the checks cookie. */
async function leave() {
  const res = await t.app.inject({ url: '/api/staff/oidc/login' });
  expect(res.statusCode).toBe(302);
  const location = new URL(res.headers.location as string);
  const checks = res.cookies.find((c) => c.name === 'staff_oidc')!;
  return { location, cookie: `staff_oidc=${encodeURIComponent(checks.value)}`, checks };
}

describe('staff sign-in through the identity provider (OIDC)', () => {
  it('offers the identity provider on the sign-in screen', async () => {
    expect((await t.app.inject({ url: '/api/staff/sign-in-options' })).json()).toEqual({ data: { local: true, oidc: true } });
  });

  it('sends the browser to the provider with PKCE, state and nonce', async () => {
    const { location, checks } = await leave();
    expect(location.origin + location.pathname).toBe(`${issuer}/authorize`);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      client_id: 'portal', response_type: 'code', redirect_uri: 'http://localhost/api/staff/oidc/callback', code_challenge_method: 'S256',
      state: expect.any(String), nonce: expect.any(String), code_challenge: expect.any(String),
    });
    expect(checks).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/staff/oidc' });
  });

  it('signs in with the roles and partner of the ID token, and audits it', async () => {
    const { location, cookie } = await leave();
    claims = { sub: 'u1', preferred_username: 'alice', roles: ['editor'], partner_id: 'demo-partner', nonce: location.searchParams.get('nonce') };
    const back = await t.app.inject({ url: `/api/staff/oidc/callback?code=c1&state=${location.searchParams.get('state')}`, headers: { cookie } });
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('/studio');
    const session = back.cookies.find((c) => c.name === 'staff_session')!;
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api' });
    const me = await t.app.inject({ url: '/api/staff/me', headers: { cookie: `staff_session=${session.value}` } });
    expect(me.json().data).toMatchObject({ username: 'alice', roles: ['editor'], partnerScope: 'demo-partner' });
    const [row] = await t.app.db.query<{ actor: string; details: Record<string, unknown> }>("select actor, details from staff_audit where action = 'sign-in' order by id desc limit 1");
    expect(row).toEqual({ actor: 'alice', details: { provider: 'oidc', roles: ['editor'] } });
  });

  it('signs nobody in for a wrong state, a missing checks cookie or no portal role', async () => {
    const { location, cookie } = await leave();
    claims = { sub: 'u2', preferred_username: 'bob', roles: ['editor'], nonce: location.searchParams.get('nonce') };
    const cases = [
      { url: `/api/staff/oidc/callback?code=c2&state=forged`, cookie, reason: 'provider-refused' },
      { url: `/api/staff/oidc/callback?code=c2&state=${location.searchParams.get('state')}`, cookie: '', reason: 'no-sign-in-under-way' },
    ];
    for (const { url, cookie: c, reason } of cases) {
      const res = await t.app.inject({ url, headers: c ? { cookie: c } : {} });
      expect(res.statusCode, reason).toBe(302);
      expect(res.headers.location).toBe('/studio?signIn=failed');
      expect(res.cookies.find((k) => k.name === 'staff_session')).toBeUndefined();
      const [row] = await t.app.db.query<{ details: Record<string, unknown> }>("select details from staff_audit where action = 'sign-in-failed' order by id desc limit 1");
      expect(row!.details).toEqual({ provider: 'oidc', reason });
    }
    const again = await leave();
    claims = { sub: 'u3', preferred_username: 'carol', roles: ['hr-admin'], nonce: again.location.searchParams.get('nonce') };
    const res = await t.app.inject({ url: `/api/staff/oidc/callback?code=c3&state=${again.location.searchParams.get('state')}`, headers: { cookie: again.cookie } });
    expect(res.headers.location).toBe('/studio?signIn=no-role');
  });
});
