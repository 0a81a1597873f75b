// Bounded fuzzing of every staff operation (issue 36), signed in: the customer API's fuzz test
// (src/server/fuzz.test.ts) sends a bearer token, so every staff route stopped it at the session
// guard. Here a member of staff with every role sends generated bad bodies, path values and queries
// (real draft ids and release numbers among them, so requests reach the handlers and the database),
// and no answer may be a 5xx, carry a stack trace or a server path, or leave the error shape (the
// test app holds every answer against the API document as well). FUZZ_RUNS requests per operation
// (default 25), FUZZ_SEED repeats a run. Then the inputs the probe found, on both databases:
// numbers past PostgreSQL's integer, and JSON nested deeper than the stack.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isErrorCode } from '../../errors.js';
import { MAX_FILE_DEPTH } from '../../releases/content.js';
import { SANDBOX_ACCOUNTS } from '../../staff/account-config.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { SANDBOX_PASSWORDS } from '../../testing/test-staff.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
const kinds = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] as const : [])] as const;

/** Every role, so that a request gets past the role checks to the rules and the database. */
const ACCOUNTS = {
  ...SANDBOX_ACCOUNTS,
  fuzz: { username: 'fuzz', passwordHash: SANDBOX_ACCOUNTS.editor!.passwordHash, roles: ['viewer' as const, 'editor' as const, 'approver' as const, 'release-manager' as const] },
};
const ENV = {
  CONFIG_SOURCE: 'database' as const, CONFIG_POLL_MS: 60_000, STAFF_ACCOUNTS: ACCOUNTS,
  STAFF_LOGIN_RATE_PER_USER_ADDRESS: 1_000_000, STAFF_LOGIN_RATE_PER_ADDRESS: 1_000_000, STAFF_LOGIN_RATE_PER_USER: 1_000_000,
};

interface Operation { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; bodyFields: string[]; queryFields: string[] }
interface OpenApiOperation {
  parameters?: Array<{ in: string; name: string }>;
  responses?: Record<string, { content?: Record<string, unknown> }>;
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}
interface Session { cookie: string; csrf: string }
interface BadRequest {
  session: 'valid' | 'none' | 'no-csrf';
  pathValues: string[];
  query: Array<[string, string]>;
  body?: { contentType?: string; payload: string };
}

async function signIn(t: TestApp): Promise<Session> {
  const res = await t.app.inject({ method: 'POST', url: '/api/staff/login', payload: { username: 'fuzz', password: SANDBOX_PASSWORDS.editor } });
  expect(res.statusCode).toBe(200);
  return { cookie: `staff_session=${res.cookies.find((c) => c.name === 'staff_session')!.value}`, csrf: (res.json() as { data: { csrfToken: string } }).data.csrfToken };
}

/** Nested `depth` deep without recursion (JSON.stringify of such a value would overflow the stack). */
function nested(depth: number, open: string, close: string, inner = '1'): string {
  return `${open.repeat(depth)}${inner}${close.repeat(depth)}`;
}

const STACK = /\n\s+at\s|\bat\s+[\w$.<>]+\s*\([^)]*:\d+:\d+\)/;
const SERVER_PATH = /\/src\/(server|sandbox|config)\/|node_modules|\.ts:\d+/;

/** What is wrong with an answer, if anything: a 5xx, a leak, or an error outside the API's shape. */
function problemOf(status: number, contentType: string, body: string): string | undefined {
  if (status >= 500) return `status ${status}`;
  if (STACK.test(body)) return 'a stack trace';
  if (SERVER_PATH.test(body) || body.includes(process.cwd())) return 'a server path';
  if (status >= 400) {
    if (!contentType.startsWith('application/json')) return `an error as ${contentType}`;
    const error = (JSON.parse(body) as { error?: { code?: unknown; message?: unknown } }).error;
    if (typeof error?.code !== 'string' || !isErrorCode(error.code) || typeof error.message !== 'string' || error.message === '') return 'an error outside the shape';
  }
  return undefined;
}

describe.each(kinds)('the staff API under bad input (%s)', (kind) => {
  let t: TestApp;
  let session: Session;
  let operations: Operation[] = [];
  let draftId = '';

  beforeAll(async () => {
    t = await createTestApp({ databaseKind: kind, env: ENV });
    session = await signIn(t);
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, OpenApiOperation>> };
    operations = Object.entries(doc.paths).filter(([path]) => path.startsWith('/api/staff/')).flatMap(([path, ops]) => Object.entries(ops)
      .filter(([, op]) => !op.responses?.['200']?.content?.['text/event-stream'])
      .map(([method, op]) => {
        const content = Object.values(op.requestBody?.content ?? {})[0];
        return {
          method: method.toUpperCase() as Operation['method'], path,
          bodyFields: Object.keys(content?.schema?.properties ?? {}),
          queryFields: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        };
      }));
    const made = await t.app.inject({ method: 'POST', url: '/api/staff/drafts', headers: { cookie: session.cookie, 'x-csrf-token': session.csrf }, payload: { message: 'Fuzzed' } });
    draftId = (made.json() as { data: { id: string } }).data.id;
  }, 240_000);
  afterAll(() => t?.close());

  async function send(op: Operation, req: BadRequest) {
    let i = 0;
    const url = op.path.replace(/\{[^}]+\}/g, () => {
      const value = req.pathValues[i++] ?? '';
      try {
        return encodeURIComponent(value);
      } catch {
        return '%ED%A0%80';
      }
    });
    const query = new URLSearchParams(req.query).toString();
    const headers: Record<string, string> = {};
    // The sign-in keeps no cookie: a lucky one would end the session the rest of the run uses.
    if (req.session !== 'none' && op.path !== '/api/staff/login') headers.cookie = session.cookie;
    if (req.session === 'valid') headers['x-csrf-token'] = session.csrf;
    if (req.body?.contentType) headers['content-type'] = req.body.contentType;
    const res = await t.app.inject({ method: op.method, url: query ? `${url}?${query}` : url, headers, payload: req.body?.payload });
    // A sign-out that went through: sign in again for the next request.
    if (op.path === '/api/staff/logout' && res.statusCode === 204) session = await signIn(t);
    return { status: res.statusCode, contentType: String(res.headers['content-type'] ?? ''), body: res.body };
  }

  it(`answers ${RUNS} bad requests per staff operation without a 5xx, a leak or a shapeless error`, async () => {
    expect(operations.length).toBeGreaterThan(25);
    const hostile = fc.constantFrom(
      '\u0000', 'a\u0000b', '\u0001\u001f', '\u202e', '\ud800', '../../etc/passwd', "' OR 1=1 --", '<script>', '__proto__', 'constructor',
      '9'.repeat(400), '-1', '0', '1e309', 'NaN', '2147483648', '9007199254740994', ' ', '', draftId, '1', '2', 'locales/en.json', 'partners/demo-partner.json',
    );
    const number = fc.constantFrom(1e308, -1e308, 2147483648, 2147483647, 9007199254740994, -1, 0, 1.5, -0, 1);
    const text = fc.oneof(hostile, fc.string({ maxLength: 40 }), fc.constant('x'.repeat(70_000)));
    const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
      v: fc.oneof({ depthSize: 'small' }, text, number, fc.integer(), fc.double({ noNaN: true }), fc.boolean(), fc.constant(null),
        fc.array(tie('v'), { maxLength: 3 }), fc.dictionary(fc.oneof(hostile, fc.string({ maxLength: 8 })), tie('v'), { maxKeys: 3 })),
    })).v;
    const objectOf = (fields: string[]) => fc.dictionary(fields.length > 0 ? fc.oneof(fc.constantFrom(...fields), hostile) : hostile, value, { maxKeys: 6 });
    const json = 'application/json';
    const body = (op: Operation): fc.Arbitrary<BadRequest['body']> => fc.oneof(
      objectOf(op.bodyFields).map((o) => ({ contentType: json, payload: JSON.stringify(o) })),
      value.map((v) => ({ contentType: json, payload: JSON.stringify(v) ?? 'null' })),
      fc.oneof(hostile, fc.string({ maxLength: 40 })).map((s) => ({ contentType: json, payload: `{"a":${s}` })),
      fc.constantFrom(MAX_FILE_DEPTH + 1, 5_000, 100_000).chain((depth) => fc.constantFrom(
        { contentType: json, payload: `{"a":${nested(depth, '[', ']')}}` },
        { contentType: json, payload: nested(depth, '{"a":', '}') },
      )),
      fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=utf-16', 'multipart/form-data')
        .chain((contentType) => fc.string({ maxLength: 40 }).map((payload) => ({ contentType, payload }))),
      fc.constant({ payload: '' }),
      fc.constant(undefined),
    );
    const failures: string[] = [];
    let sent = 0;
    for (const op of operations) {
      const params = (op.path.match(/\{[^}]+\}/g) ?? []).length;
      const queryKey = op.queryFields.length > 0 ? fc.oneof(fc.constantFrom(...op.queryFields), hostile) : hostile;
      const request = fc.record({
        session: fc.constantFrom<BadRequest['session']>('valid', 'valid', 'valid', 'none', 'no-csrf'),
        pathValues: fc.array(fc.oneof(hostile, fc.string({ maxLength: 20 })), { minLength: params, maxLength: params }),
        query: fc.array(fc.tuple(queryKey, fc.oneof(hostile, fc.string({ maxLength: 30 }))), { maxLength: 3 }),
        body: op.method === 'GET' ? fc.constant(undefined) : body(op),
      });
      const result = await fc.check(fc.asyncProperty(request, async (req) => {
        sent++;
        const { status, contentType, body: answer } = await send(op, req);
        const problem = problemOf(status, contentType, answer);
        if (problem) throw new Error(`${problem}: ${status} ${answer.slice(0, 300)}`);
      }), { numRuns: RUNS, seed: SEED, endOnFailure: true });
      if (result.failed) failures.push(`${op.method} ${op.path}: ${String((result.errorInstance as Error | undefined)?.message)} (seed ${result.seed}, counterexample ${JSON.stringify(result.counterexample)?.slice(0, 300)})`);
    }
    console.info(`staff fuzz (${kind}): ${sent} requests over ${operations.length} operations`);
    expect(failures).toEqual([]);
  }, 600_000);

  it('refuses a release number past the database integer with a 400 naming the field', async () => {
    const headers = { cookie: session.cookie, 'x-csrf-token': session.csrf, 'content-type': 'application/json' };
    for (const base of ['1e+308', '2147483648', '9007199254740994', '0', '-1', '1.5']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/staff/drafts', headers, payload: `{"message":"x","base":${base}}` });
      expect(res.statusCode, base).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', details: [expect.objectContaining({ field: '/base' })] } });
    }
    for (const n of ['2147483648', '9999999999']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/staff/releases/${n}/files`, headers })).statusCode, n).toBe(400);
    }
  });

  it(`refuses a file nested more than ${MAX_FILE_DEPTH} deep with a 400 CONFIG_FILE_TOO_DEEP, however deep, and keeps one that is not`, async () => {
    const headers = { cookie: session.cookie, 'x-csrf-token': session.csrf, 'content-type': 'application/json' };
    const url = `/api/staff/drafts/${draftId}/files/partners/demo-partner.json`;
    const bodies = [
      ...[MAX_FILE_DEPTH, 5_000, 500_000].map((depth) => `{"a":${nested(depth, '[', ']')}}`),
      nested(20_000, '{"a":', '}'),
    ];
    for (const payload of bodies) {
      const res = await t.app.inject({ method: 'PUT', url, headers, payload });
      expect(res.statusCode, `${payload.length} characters`).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'CONFIG_FILE_TOO_DEEP', params: { max: MAX_FILE_DEPTH }, details: [expect.objectContaining({ keyword: 'maxDepth' })] } });
    }
    // Exactly the limit: the checker judges it (a finding, not a refusal).
    const atLimit = await t.app.inject({ method: 'PUT', url, headers, payload: `{"a":${nested(MAX_FILE_DEPTH - 1, '[', ']')}}` });
    expect(atLimit.statusCode, atLimit.body).toBe(200);
    // Text the database cannot store is still named by its pointer.
    const nul = await t.app.inject({ method: 'PUT', url, headers, payload: '{"a":[{"b~/":"\\u0000"}]}' });
    expect(nul.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', details: [{ field: '/a/0/b~0~1', keyword: 'malformedText' }] } });
  });
});
