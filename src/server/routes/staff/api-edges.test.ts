// The staff API's edges (issue 32): a malformed file path is CONFIG_PATH_INVALID in the API's error
// shape, whether it arrives literally (raw HTTP: a client such as curl --path-as-is sends the dots
// as typed), percent-encoded, or resolved by the client into a path the API does not have (404,
// never "Your session has expired" to someone signed in). On PGlite and PostgreSQL.
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { signInStaff, type SignedIn } from '../../testing/test-staff.js';

const kinds = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] as const : [])] as const;

/** One request over a plain socket, its target byte for byte as given (light-my-request and fetch resolve dots). */
function rawRequest(port: number, method: string, target: string, headers: Record<string, string>, body = ''): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => { answer += chunk; });
    socket.on('error', reject);
    socket.on('end', () => {
      const [head = '', ...rest] = answer.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body: rest.join('\r\n\r\n') });
    });
    const lines = [`${method} ${target} HTTP/1.1`, 'host: 127.0.0.1', 'connection: close', `content-length: ${Buffer.byteLength(body)}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)];
    // Written, not ended: a client that half-closes may be dropped before its answer; `connection: close` ends it.
    socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
  });
}

describe.each(kinds)('staff API edges (%s)', (kind) => {
  let t: TestApp;
  let editor: SignedIn;
  let id = '';
  let port = 0;
  const json = { 'content-type': 'application/json' };

  beforeAll(async () => {
    t = await createTestApp({ databaseKind: kind, env: { CONFIG_SOURCE: 'database', CONFIG_POLL_MS: 60_000 } });
    editor = await signInStaff(t.app, 'editor');
    id = (await t.app.inject({ method: 'POST', url: '/api/staff/drafts', headers: editor.headers, payload: { message: 'Edges' } })).json().data.id;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t?.close());

  const expectPathInvalid = (status: number, body: string) => {
    expect(status).toBe(400);
    const { error } = JSON.parse(body) as { error: Record<string, unknown> };
    expect(error).toEqual({ code: 'CONFIG_PATH_INVALID', message: 'This is not a config file the portal reads.', requestId: expect.any(String) });
    expect(body).not.toMatch(/pattern|\^\[a-z\]/);
  };

  it('answers a literal ../../etc/passwd, sent unencoded, with CONFIG_PATH_INVALID on every file method', async () => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const res = await rawRequest(port, method, `/api/staff/drafts/${id}/files/../../etc/passwd`, { ...editor.headers, ...(method === 'PUT' ? json : {}) }, method === 'PUT' ? '{}' : '');
      expectPathInvalid(res.status, res.body);
    }
  });

  it('answers encoded and otherwise malformed paths with CONFIG_PATH_INVALID, not a regex', async () => {
    for (const tail of ['..%2F..%2Fetc%2Fpasswd', 'locales%2F..%2F..%2Fx.json', 'x', 'locales//en.json', 'LOCALES/EN.JSON', `locales/${'a'.repeat(300)}.json`]) {
      const put = await t.app.inject({ method: 'PUT', url: `/api/staff/drafts/${id}/files/${tail}`, headers: { ...editor.headers, ...json }, payload: '{}' });
      expectPathInvalid(put.statusCode, put.body);
      const get = await t.app.inject({ method: 'GET', url: `/api/staff/drafts/${id}/files/${tail}`, headers: editor.headers });
      expectPathInvalid(get.statusCode, get.body);
    }
    // A well-formed path the portal does not read: the same answer, from the releases' own rule.
    const unread = await t.app.inject({ method: 'PUT', url: `/api/staff/drafts/${id}/files/secrets/keys.json`, headers: { ...editor.headers, ...json }, payload: '{}' });
    expectPathInvalid(unread.statusCode, unread.body);
  });

  it('keeps other parameter failures a VALIDATION_FAILED with their field', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/staff/drafts/not-a-uuid/files/locales/en.json', headers: editor.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_FAILED', details: [expect.objectContaining({ field: '/id' })] });
  });

  it('answers a path the client resolved the dots out of with 404 to someone signed in, not "session expired"', async () => {
    // What fetch, a browser or curl send for .../files/../../etc/passwd.
    const res = await t.app.inject({ method: 'PUT', url: `/api/staff/drafts/${id}/files/../../etc/passwd`, headers: { ...editor.headers, ...json }, payload: '{}' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatchObject({ code: 'NOT_FOUND' });
    // The customer API keeps asking for its token on paths it does not have.
    expect((await t.app.inject({ url: '/api/unknown' })).statusCode).toBe(401);
  });
});

describe.each(kinds)('staff API messages in the language asked for (%s)', (kind) => {
  let t: TestApp;
  let editor: SignedIn;
  beforeAll(async () => {
    t = await createTestApp({ databaseKind: kind, env: { CONFIG_SOURCE: 'database', CONFIG_POLL_MS: 60_000 } });
    editor = await signInStaff(t.app, 'editor');
  });
  afterAll(() => t?.close());

  const errorOf = async (language: string, method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
    (await t.app.inject({ method, url, headers: { ...headers, 'accept-language': language }, ...(payload ? { payload } : {}) })).json().error as { code: string; message: string };

  it('answers Arabic under Accept-Language: ar and English under en', async () => {
    const wrong = { username: 'editor', password: 'not-it' };
    expect(await errorOf('ar', 'POST', '/api/staff/login', {}, wrong)).toMatchObject({ code: 'STAFF_CREDENTIALS_INVALID', message: 'اسم المستخدم أو كلمة المرور غير صحيحة.' });
    expect(await errorOf('en-GB,en;q=0.8', 'POST', '/api/staff/login', {}, wrong)).toMatchObject({ message: 'Wrong username or password.' });
    expect(await errorOf('ar-OM,ar;q=0.9,en;q=0.5', 'GET', '/api/staff/drafts', {})).toMatchObject({ code: 'STAFF_SIGN_IN_REQUIRED', message: 'يرجى تسجيل الدخول.' });
    const missing = '/api/staff/drafts/00000000-0000-4000-8000-000000000000';
    expect(await errorOf('ar', 'GET', missing, editor.headers)).toMatchObject({ code: 'DRAFT_NOT_FOUND', message: 'لا توجد مسودة بهذا المعرّف، أو لا يحق لك الاطلاع عليها.' });
    expect(await errorOf('en', 'GET', missing, editor.headers)).toMatchObject({ code: 'DRAFT_NOT_FOUND', message: 'There is no such draft, or it is not yours to see.' });
    expect(await errorOf('ar', 'PUT', `${missing}/files/..%2Fx`, editor.headers, {})).toMatchObject({ code: 'CONFIG_PATH_INVALID', message: 'هذا ليس ملف إعدادات تقرؤه البوابة.' });
    // A language the portal has no texts for: English.
    expect(await errorOf('fr', 'GET', missing, editor.headers)).toMatchObject({ message: 'There is no such draft, or it is not yours to see.' });
  });

  it('has an Arabic text, different from the English, for every error code the staff API answers with', async () => {
    const { errors } = (await import('../../../../schemas/catalog/errors.json')).default as { errors: Record<string, unknown> };
    const ar = (await import('../../../../locales/ar.json')).default as { errors: Record<string, string> };
    const en = (await import('../../../../locales/en.json')).default as { errors: Record<string, string> };
    const staffCodes = Object.keys(errors).filter((code) => /^(STAFF_|DRAFT_|RELEASE|CONFIG_|ROLLBACK_)/.test(code)
      || ['VALIDATION_FAILED', 'BAD_REQUEST', 'UNAUTHORIZED', 'FORBIDDEN', 'NOT_FOUND', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'METHOD_NOT_ALLOWED', 'RATE_LIMITED', 'INTERNAL'].includes(code));
    expect(staffCodes.length).toBeGreaterThan(25);
    for (const code of staffCodes) {
      expect(ar.errors[code], code).toMatch(/[\u0600-\u06FF]/);
      expect(ar.errors[code], code).not.toBe(en.errors[code]);
    }
  });
});
