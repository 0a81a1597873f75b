import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_ACCOUNTS } from '../../staff/account-config.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { SANDBOX_PASSWORDS, signInStaff } from '../../testing/test-staff.js';

const login = (t: TestApp, payload: unknown, extra: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  t.app.inject({ method: 'POST', url: '/api/staff/login', payload: payload as object, ...extra });

interface AuditRow { actor: string; action: string; client_address: string | null; details: Record<string, unknown> }
const auditRows = (t: TestApp, action: string) =>
  t.app.db.query<AuditRow>('select actor, action, client_address, details from staff_audit where action = $1 order by id', [action]);

describe('staff sign-in, session and sign-out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { STAFF_ACCOUNTS: { ...SANDBOX_ACCOUNTS, scoped: { ...SANDBOX_ACCOUNTS.editor!, username: 'scoped', partnerScope: 'demo-partner' } } } });
  });
  afterAll(() => t?.close());

  it('signs a sandbox account in: the session in an HttpOnly, SameSite=Strict cookie, the CSRF token in the body', async () => {
    const res = await login(t, { username: 'editor', password: SANDBOX_PASSWORDS.editor }, { remoteAddress: '10.0.0.1' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as { data: Record<string, unknown> };
    expect(data).toEqual({ csrfToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), username: 'editor', roles: ['editor'] });
    const cookie = res.cookies.find((c) => c.name === 'staff_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api' });
    // Plain http to this machine (a developer's sandbox): not Secure, or the browser would drop it.
    expect(cookie.secure).toBeUndefined();
    expect(cookie.value).not.toBe(data.csrfToken);
    const audited = await auditRows(t, 'sign-in');
    expect(audited.at(-1)).toMatchObject({ actor: 'editor', client_address: '10.0.0.1', details: { provider: 'local', roles: ['editor'] } });
    // Only the token's digest is stored.
    const [stored] = await t.app.db.query<{ n: number }>('select count(*)::int as n from staff_sessions where token_hash = $1', [cookie.value]);
    expect(stored!.n).toBe(0);
  });

  it('sets a Secure cookie anywhere but plain http to this machine', async () => {
    const res = await login(t, { username: 'approver', password: SANDBOX_PASSWORDS.approver }, { headers: { host: 'portal.example.com' } });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'staff_session')!.secure).toBe(true);
  });

  it('answers a wrong password and an unknown user alike, and audits both without the password', async () => {
    const wrong = await login(t, { username: 'editor', password: 'not-the-password' });
    const unknown = await login(t, { username: 'nobody', password: 'not-the-password' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.cookies).toEqual([]);
      expect(res.json().error).toMatchObject({ code: 'STAFF_CREDENTIALS_INVALID', message: 'Wrong username or password.' });
    }
    const { requestId: _a, ...wrongBody } = wrong.json().error;
    const { requestId: _b, ...unknownBody } = unknown.json().error;
    expect(wrongBody).toEqual(unknownBody);
    const failed = await auditRows(t, 'sign-in-failed');
    expect(failed.map((row) => row.actor)).toEqual(expect.arrayContaining(['editor', 'nobody']));
    expect(failed.every((row) => row.details.reason === 'wrong-credentials')).toBe(true);
    expect(JSON.stringify(failed)).not.toContain('not-the-password');
  });

  it('refuses malformed sign-ins with a 400 (or 415 for anything but JSON) and no session', async () => {
    for (const payload of [{ username: 'editor' }, { password: 'x' }, { username: 'editor', password: '' }, { username: 'ed itor', password: 'x' }, { username: 'editor', password: 'x', admin: true }, { username: 'e'.repeat(65), password: 'x' }]) {
      const res = await login(t, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    const form = await t.app.inject({ method: 'POST', url: '/api/staff/login', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `username=editor&password=${SANDBOX_PASSWORDS.editor}` });
    expect(form.statusCode).toBe(415);
    expect(form.cookies).toEqual([]);
  });

  it('tells a signed-in member of staff who they are, and nobody else', async () => {
    const none = await t.app.inject({ url: '/api/staff/me' });
    expect(none.statusCode).toBe(401);
    expect(none.json().error.code).toBe('STAFF_SIGN_IN_REQUIRED');
    const forged = await t.app.inject({ url: '/api/staff/me', headers: { cookie: `staff_session=${'A'.repeat(43)}` } });
    expect(forged.statusCode).toBe(401);
    const staff = await signInStaff(t.app, 'releases');
    const me = await t.app.inject({ url: '/api/staff/me', headers: { cookie: staff.cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ data: { csrfToken: staff.csrfToken, username: 'releases', roles: ['release-manager'] } });
  });

  it('answers whether someone is signed in with a 200 either way (the studio\'s first question, no logged 401)', async () => {
    const none = await t.app.inject({ url: '/api/staff/session' });
    expect([none.statusCode, none.json()]).toEqual([200, { data: { signedIn: false } }]);
    const forged = await t.app.inject({ url: '/api/staff/session', headers: { cookie: `staff_session=${'A'.repeat(43)}` } });
    expect(forged.json()).toEqual({ data: { signedIn: false } });
    const staff = await signInStaff(t.app, 'releases');
    const session = await t.app.inject({ url: '/api/staff/session', headers: { cookie: staff.cookie } });
    expect(session.json()).toEqual({ data: { signedIn: true, staff: { csrfToken: staff.csrfToken, username: 'releases', roles: ['release-manager'] } } });
  });

  it('gives a partner\'s editor their partner scope', async () => {
    const res = await login(t, { username: 'scoped', password: SANDBOX_PASSWORDS.editor });
    expect(res.json().data).toMatchObject({ username: 'scoped', roles: ['editor'], partnerScope: 'demo-partner' });
  });

  it('signs out only with the session\'s CSRF token, and the session is gone after', async () => {
    const staff = await signInStaff(t.app, 'editor');
    const missing = await t.app.inject({ method: 'POST', url: '/api/staff/logout', headers: { cookie: staff.cookie } });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().error.code).toBe('STAFF_CSRF_INVALID');
    const other = await signInStaff(t.app, 'approver');
    const wrong = await t.app.inject({ method: 'POST', url: '/api/staff/logout', headers: { cookie: staff.cookie, 'x-csrf-token': other.csrfToken } });
    expect(wrong.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/staff/me', headers: { cookie: staff.cookie } })).statusCode).toBe(200);

    const out = await t.app.inject({ method: 'POST', url: '/api/staff/logout', headers: staff.headers, remoteAddress: '10.0.0.9' });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === 'staff_session')).toMatchObject({ value: '', path: '/api' });
    expect((await t.app.inject({ url: '/api/staff/me', headers: { cookie: staff.cookie } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/studio/tree', headers: { cookie: staff.cookie } })).statusCode).toBe(401);
    expect((await auditRows(t, 'sign-out')).at(-1)).toMatchObject({ actor: 'editor', client_address: '10.0.0.9' });
    // Signing out needs a session.
    expect((await t.app.inject({ method: 'POST', url: '/api/staff/logout' })).statusCode).toBe(401);
  });

  it('ends the earlier session when someone signs in over it', async () => {
    const first = await signInStaff(t.app, 'editor');
    const res = await login(t, { username: 'approver', password: SANDBOX_PASSWORDS.approver }, { headers: { cookie: first.cookie } });
    expect(res.json().data.username).toBe('approver');
    expect((await t.app.inject({ url: '/api/staff/me', headers: { cookie: first.cookie } })).statusCode).toBe(401);
  });

  it('ends an expired session', async () => {
    const staff = await signInStaff(t.app, 'editor');
    expect((await t.app.inject({ url: '/api/staff/me', headers: { cookie: staff.cookie } })).statusCode).toBe(200);
    await t.app.db.query("update staff_sessions set expires_at = now() - interval '1 second'");
    const res = await t.app.inject({ url: '/api/staff/me', headers: { cookie: staff.cookie } });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('STAFF_SIGN_IN_REQUIRED');
    expect((await t.app.inject({ url: '/api/studio/tree', headers: { cookie: staff.cookie } })).statusCode).toBe(401);
  });

  it('tells the sign-in screen which ways to sign in there are', async () => {
    expect((await t.app.inject({ url: '/api/staff/sign-in-options' })).json()).toEqual({ data: { local: true, oidc: false } });
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.paths['/api/staff/login']!)).toEqual(['post']);
    expect(Object.keys(doc.paths['/api/staff/logout']!)).toEqual(['post']);
    expect(doc.paths['/api/staff/me']!.get).toBeDefined();
    expect(doc.paths['/api/staff/audit']!.get).toBeDefined();
    expect(doc.paths['/api/staff/audit/export']!.get).toBeDefined();
  });
});

describe('staff sign-in rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { STAFF_LOGIN_RATE_PER_USER_ADDRESS: 3, STAFF_LOGIN_RATE_PER_ADDRESS: 4, STAFF_LOGIN_RATE_PER_USER: 6 } });
  });
  afterAll(() => t?.close());

  it('limits attempts per username from one address, even with the right password after, and not from another address', async () => {
    for (let i = 1; i <= 3; i += 1) {
      expect((await login(t, { username: 'approver', password: 'wrong' }, { remoteAddress: '10.1.0.1' })).statusCode).toBe(401);
    }
    // Usernames count case-blind.
    const limited = await login(t, { username: 'Approver', password: SANDBOX_PASSWORDS.approver }, { remoteAddress: '10.1.0.1' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.cookies).toEqual([]);
    const [row] = await t.app.db.query<AuditRow>("select actor, details from staff_audit where action = 'sign-in-failed' order by id desc limit 1");
    expect(row).toMatchObject({ actor: 'Approver', details: { reason: 'rate-limited' } });
    // The member, from their own address, is not locked out by a stranger's failures (issue 36).
    expect((await login(t, { username: 'approver', password: SANDBOX_PASSWORDS.approver }, { remoteAddress: '10.1.0.2' })).statusCode).toBe(200);
  });

  it('does not count a refused attempt for the username: a stranger hammering from one address cannot use up its hour', async () => {
    for (let i = 0; i < 20; i += 1) await login(t, { username: 'editor', password: 'wrong' }, { remoteAddress: '10.3.0.1' });
    expect((await login(t, { username: 'editor', password: SANDBOX_PASSWORDS.editor }, { remoteAddress: '10.3.0.2' })).statusCode).toBe(200);
  });

  it('limits attempts per username from every address together, slower and larger, against guessing spread over addresses', async () => {
    // 6 an hour here: two addresses, three guesses each (each within its own limit of 3).
    for (const address of ['10.4.0.1', '10.4.0.2']) {
      for (let i = 0; i < 3; i += 1) expect((await login(t, { username: 'releases', password: 'wrong' }, { remoteAddress: address })).statusCode).toBe(401);
    }
    const limited = await login(t, { username: 'releases', password: SANDBOX_PASSWORDS.releases }, { remoteAddress: '10.4.0.3' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(15 * 60);
  });

  it('limits attempts per client address, whatever the username', async () => {
    for (const username of ['a1', 'a2', 'a3', 'a4']) {
      expect((await login(t, { username, password: 'wrong' }, { remoteAddress: '10.2.0.1' })).statusCode).toBe(401);
    }
    expect((await login(t, { username: 'edapp', password: SANDBOX_PASSWORDS.edapp }, { remoteAddress: '10.2.0.1' })).statusCode).toBe(429);
    // Another address is not held back by it.
    expect((await login(t, { username: 'edapp', password: SANDBOX_PASSWORDS.edapp }, { remoteAddress: '10.2.0.2' })).statusCode).toBe(200);
  });
});
