// Staff sign-in through a real OpenID provider (oidc-provider): the whole authorization-code flow
// with PKCE, state and nonce, its login and consent pages posted as a browser would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_ACCOUNTS } from '../../staff/account-config.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { signInStaff } from '../../testing/test-staff.js';
import { startOidcProvider, type TestOidcProvider } from '../../testing/oidc-test-provider.js';
import { atPortal, newWalk, portalCookie, providerAsks, signInThroughProvider, throughProvider } from '../../testing/oidc-walk.js';

const CALLBACK = 'http://localhost/api/staff/oidc/callback';
let provider: TestOidcProvider;
let t: TestApp;

beforeAll(async () => {
  provider = await startOidcProvider({ redirectUris: [CALLBACK] });
  t = await createTestApp({ env: provider.portalEnv(CALLBACK) });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

const me = (cookie: string) => t.app.inject({ url: '/api/staff/me', headers: { cookie } });
const lastAudit = async (action: string) =>
  (await t.app.db.query<{ actor: string; details: Record<string, unknown> }>('select actor, details from staff_audit where action = $1 order by id desc limit 1', [action]))[0];

describe('staff sign-in through a real OpenID provider', () => {
  it('leaves with PKCE (S256), state and nonce, and comes back signed in with the roles of the claims', async () => {
    const cases = [
      { login: 'oidc-editor', view: { username: 'oidc-editor', roles: ['editor'] } },
      { login: 'oidc-approver', view: { username: 'oidc-approver', roles: ['approver'] } },
      { login: 'oidc-both', view: { username: 'oidc-both', roles: ['editor', 'approver'] } },
      { login: 'oidc-partner', view: { username: 'oidc-partner', roles: ['editor'], partnerScope: 'demo-partner' } },
    ];
    for (const { login, view } of cases) {
      const walk = newWalk();
      const leave = await atPortal(t.app, walk, '/api/staff/oidc/login');
      const sent = new URL(leave.headers.location as string).searchParams;
      expect(Object.fromEntries(sent)).toMatchObject({ response_type: 'code', code_challenge_method: 'S256', redirect_uri: CALLBACK });
      for (const check of ['state', 'nonce', 'code_challenge']) expect(sent.get(check), check).toMatch(/^[\w-]{43,}$/);
      const back = await throughProvider(walk, leave.headers.location as string, login);
      const landed = await atPortal(t.app, walk, back.pathname + back.search);
      expect(landed.statusCode, login).toBe(302);
      expect(landed.headers.location, login).toBe('/studio');
      const res = await me(portalCookie(walk));
      expect(res.statusCode, login).toBe(200);
      expect(res.json().data, login).toEqual({ ...view, csrfToken: expect.any(String) });
      expect(await lastAudit('sign-in')).toEqual({ actor: view.username, details: { provider: 'oidc', roles: view.roles } });
    }
  });

  it('signs in nobody whose account holds no portal role, and says so', async () => {
    const walk = newWalk();
    const res = await signInThroughProvider(t.app, walk, 'oidc-clerk');
    expect(res.headers.location).toBe('/studio?signIn=no-role');
    expect(walk.portal.has('staff_session')).toBe(false);
    expect(await lastAudit('sign-in-failed')).toEqual({ actor: 'unknown', details: { provider: 'oidc', reason: 'no-portal-role' } });
  });

  it('refuses a forged state, and a code brought back under another sign-in\'s checks', async () => {
    const walk = newWalk();
    const leave = await atPortal(t.app, walk, '/api/staff/oidc/login');
    const back = await throughProvider(walk, leave.headers.location as string, 'oidc-editor');
    const checks = walk.portal.get('staff_oidc')!;
    const forged = new URL(back);
    forged.searchParams.set('state', 'forged-state-forged-state-forged-state-0000');
    const refused = await atPortal(t.app, walk, forged.pathname + forged.search);
    expect(refused.headers.location).toBe('/studio?signIn=failed');
    expect(walk.portal.has('staff_session')).toBe(false);
    expect(await lastAudit('sign-in-failed')).toMatchObject({ details: { provider: 'oidc', reason: 'provider-refused' } });

    // An attacker's own code and state, planted in a victim's browser that is signing in too
    // (login CSRF): the victim's checks do not match, and nobody is signed in as the attacker.
    const victim = newWalk();
    await atPortal(t.app, victim, '/api/staff/oidc/login');
    const planted = await atPortal(t.app, victim, back.pathname + back.search);
    expect(planted.headers.location).toBe('/studio?signIn=failed');
    expect(victim.portal.has('staff_session')).toBe(false);

    // The genuine browser, with its own checks, still gets in with the untouched answer.
    walk.portal.set('staff_oidc', checks);
    const genuine = await atPortal(t.app, walk, back.pathname + back.search);
    expect(genuine.headers.location).toBe('/studio');
  });

  /** Signs in through the provider as `login`, then out; the session must be over. */
  async function signInAndOut(login: string) {
    const walk = newWalk();
    await signInThroughProvider(t.app, walk, login);
    const cookie = portalCookie(walk);
    const { csrfToken } = (await me(cookie)).json().data as { csrfToken: string };
    const out = await t.app.inject({ method: 'POST', url: '/api/staff/logout', headers: { cookie, 'x-csrf-token': csrfToken } });
    expect(out.statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);
    return { out, walk };
  }

  it('signs out: the session ends, and is audited', async () => {
    await signInAndOut('oidc-approver');
    expect(await lastAudit('sign-out')).toEqual({ actor: 'oidc-approver', details: { provider: 'oidc' } });
  });

  it('signs out at the provider too: the answer sends the browser to its end-session endpoint with the ID token, and back to the studio', async () => {
    const { out, walk } = await signInAndOut('oidc-editor');
    const { endSessionUrl } = out.json().data as { endSessionUrl: string };
    const url = new URL(endSessionUrl);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe('http://localhost/studio');
    const [, payload] = url.searchParams.get('id_token_hint')!.split('.');
    expect(JSON.parse(Buffer.from(payload!, 'base64url').toString())).toMatchObject({ iss: provider.issuer, sub: 'oidc-editor', aud: provider.clientId });

    // Signed in at the provider, a new sign-in asks for no password; once signed out there, it does.
    const asks = async () => providerAsks(walk, (await atPortal(t.app, walk, '/api/staff/oidc/login')).headers.location as string);
    expect(await asks()).toBe('nothing');
    const back = await throughProvider(walk, endSessionUrl, 'oidc-editor');
    expect(back.href).toBe('http://localhost/studio');
    expect(await asks()).toBe('login');
  });

  it('signs a local sign-in out here only', async () => {
    const local = await createTestApp({ env: { ...provider.portalEnv(CALLBACK), STAFF_ACCOUNTS: { ...SANDBOX_ACCOUNTS } } });
    try {
      const { headers } = await signInStaff(local.app, 'editor');
      const out = await local.app.inject({ method: 'POST', url: '/api/staff/logout', headers });
      expect(out.statusCode).toBe(204);
    } finally {
      await local.close();
    }
  });

  it('ends a session at its expiry', async () => {
    const walk = newWalk();
    const res = await signInThroughProvider(t.app, walk, 'oidc-editor');
    const session = res.cookies.find((c) => c.name === 'staff_session')!;
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api', maxAge: t.app.env.STAFF_SESSION_TTL_SECONDS });
    expect((await me(portalCookie(walk))).statusCode).toBe(200);
    await t.app.db.query("update staff_sessions set expires_at = now() - interval '1 second' where username = 'oidc-editor'");
    const expired = await me(portalCookie(walk));
    expect(expired.statusCode).toBe(401);
  });
});
