// Bounded fuzzing of every operation of the OpenAPI document (issue 9): generated bad requests
// (wrong types, control characters, huge or hostile strings, malformed JSON, form and multipart
// bodies, odd path and query values, missing or forged tokens) must never get a 5xx, and no
// answer may carry a stack trace, a server path or a secret. CI runs FUZZ_RUNS (default 25)
// requests per operation; FUZZ_RUNS=1000 is the full run. FUZZ_SEED repeats a run.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  bodyFields: string[];
  queryFields: string[];
}

interface BadRequest {
  auth: 'valid' | 'none' | 'forged';
  pathValues: string[];
  query: Array<[string, string]>;
  body?: { contentType?: string; payload: string | Buffer };
}

let t: TestApp;
let operations: Operation[] = [];
let secrets: string[] = [];

beforeAll(async () => {
  // Rate limits up, so that requests reach validation and the adapters instead of a 429.
  t = await createTestApp({ listen: true, env: { LOOKUP_RATE_PER_MINUTE: 1_000_000, LOOKUP_RATE_PER_PLATE_PER_HOUR: 1_000_000, OCR_RATE_PER_MINUTE: 1_000_000 } });
  const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, OpenApiOperation>> };
  // An event stream (the studio's feed) never ends, so an injected request would never return;
  // its only inputs, the studio gate and an empty query, are tested in routes/studio/studio.test.ts.
  operations = Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops)
    .filter(([, op]) => !op.responses?.['200']?.content?.['text/event-stream'])
    .map(([method, op]) => operationOf(path, method, op)));
  const env = t.app.env;
  // The access code reaches the browser by design (the checkout address); the rest never may.
  secrets = [env.TOKEN_SECRET, env.INSURER_PASSWORD, env.OCR_MULKIYA_PASSWORD, env.OCR_LICENCE_PASSWORD, env.PAYMENT_WORKING_KEY, ...Object.values(env.AUTH_CLIENTS)]
    .filter((s) => s.length >= 8);
}, 60_000);
afterAll(() => t?.close());

interface OpenApiOperation {
  parameters?: Array<{ in: string; name: string }>;
  responses?: Record<string, { content?: Record<string, unknown> }>;
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

function operationOf(path: string, method: string, op: OpenApiOperation): Operation {
  const content = Object.values(op.requestBody?.content ?? {})[0];
  return {
    method: method.toUpperCase() as Operation['method'],
    path,
    bodyFields: Object.keys(content?.schema?.properties ?? {}),
    queryFields: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
  };
}

// ---- generators -------------------------------------------------------------------------

const hostile = fc.constantFrom(
  '\u0000', 'a\u0000b', '\u0001\u0002\u001f', '\u007f', '\u009b', '\u202e\u0645', '\ud800', '../../../../etc/passwd', '..%2f..%2f',
  "' OR 1=1 --", '<script>alert(1)</script>', '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
  ']]>', '${jndi:ldap://x}', '{{7*7}}', '%00', '%', '\\', '__proto__', 'constructor', '9'.repeat(400), '-1', '1e309', 'NaN',
  '10/2026/0501/Q/900004', '1004', 'B', '12345004', '+96891000001', 'SKIPPED-x', ' ', '',
);
const text = fc.oneof(hostile, fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 40 }), fc.constant('x'.repeat(70_000)));
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  v: fc.oneof({ depthSize: 'small' },
    text, fc.integer(), fc.double({ noNaN: true }), fc.boolean(), fc.constant(null),
    fc.array(tie('v'), { maxLength: 3 }), fc.dictionary(fc.oneof(hostile, fc.string({ maxLength: 8 })), tie('v'), { maxKeys: 3 })),
})).v;

function objectOf(fields: string[]): fc.Arbitrary<Record<string, unknown>> {
  const keys = fields.length > 0 ? fc.oneof(fc.constantFrom(...fields), hostile, fc.string({ maxLength: 8 })) : fc.oneof(hostile, fc.string({ maxLength: 8 }));
  return fc.dictionary(keys, value, { maxKeys: 8 });
}

const boundary = '----fuzz-boundary';
const asText = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
function multipart(fields: Record<string, unknown>, fileBytes: Uint8Array, truncate: boolean): Buffer {
  const parts = Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k.replace(/"/g, '')}"\r\n\r\n${asText(v)}\r\n`);
  const file = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="mulkiyaImageFront"; filename="f.png"\r\nContent-Type: image/png\r\n\r\n`), Buffer.from(fileBytes), Buffer.from('\r\n')]);
  const all = Buffer.concat([Buffer.from(parts.join('')), file, Buffer.from(`--${boundary}--\r\n`)]);
  return truncate ? all.subarray(0, Math.max(1, all.length - 7)) : all;
}

function body(op: Operation): fc.Arbitrary<BadRequest['body']> {
  const json = 'application/json';
  return fc.oneof(
    objectOf(op.bodyFields).map((o) => ({ contentType: json, payload: JSON.stringify(o) })),
    value.map((v) => ({ contentType: json, payload: JSON.stringify(v) ?? 'null' })),
    fc.oneof(hostile, fc.string({ maxLength: 60 })).map((s) => ({ contentType: json, payload: `{"a":${s}` })),
    objectOf(op.bodyFields).map((o) => ({ contentType: 'application/x-www-form-urlencoded', payload: new URLSearchParams(Object.entries(o).map(([k, v]) => [k, asText(v)])).toString() })),
    fc.tuple(objectOf(op.bodyFields), fc.uint8Array({ maxLength: 64 }), fc.boolean())
      .map(([o, bytes, cut]) => ({ contentType: `multipart/form-data; boundary=${boundary}`, payload: multipart(o, bytes, cut) })),
    fc.constantFrom('multipart/form-data', 'multipart/form-data; boundary=', 'text/plain', 'application/xml', 'application/json; charset=utf-16', 'image/png')
      .chain((contentType) => fc.string({ maxLength: 60 }).map((payload) => ({ contentType, payload }))),
    fc.constant({ payload: '' }),
    fc.constant(undefined),
  );
}

function badRequest(op: Operation): fc.Arbitrary<BadRequest> {
  const params = (op.path.match(/\{[^}]+\}/g) ?? []).length;
  const queryKey = op.queryFields.length > 0 ? fc.oneof(fc.constantFrom(...op.queryFields), hostile) : hostile;
  return fc.record({
    auth: fc.constantFrom<BadRequest['auth']>('valid', 'valid', 'valid', 'none', 'forged'),
    pathValues: fc.array(fc.oneof(hostile, fc.string({ maxLength: 20 })), { minLength: params, maxLength: params }),
    query: fc.array(fc.tuple(queryKey, fc.oneof(hostile, fc.string({ maxLength: 30 }))), { maxLength: 3 }),
    body: op.method === 'GET' ? fc.constant(undefined) : body(op),
  });
}

// ---- what no answer may contain ----------------------------------------------------------

const STACK = /\n\s+at\s|\bat\s+[\w$.<>]+\s*\([^)]*:\d+:\d+\)/;
// The generated input itself holds hostile paths (/etc/passwd) that a 400 may quote back by name.
const SERVER_PATH = /\/src\/(server|sandbox|config)\/|node_modules|\.ts:\d+/;
const ROOT = process.cwd();

function problemOf(status: number, answer: string): string | undefined {
  if (status >= 500) return `status ${status}`;
  if (STACK.test(answer)) return 'a stack trace';
  if (SERVER_PATH.test(answer) || answer.includes(ROOT)) return 'a server path';
  if (secrets.some((s) => answer.includes(s))) return 'a secret';
  return undefined;
}

/** Percent-encoded; a lone surrogate becomes bytes that are not UTF-8, as a hostile client could send. */
function encoded(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

async function send(op: Operation, req: BadRequest) {
  let i = 0;
  const url = op.path.replace(/\{[^}]+\}/g, () => encoded(req.pathValues[i++] ?? ''));
  const query = new URLSearchParams(req.query).toString();
  const headers: Record<string, string> = {};
  if (req.auth === 'valid') headers.authorization = t.bearer();
  if (req.auth === 'forged') headers.authorization = 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.';
  if (req.body?.contentType) headers['content-type'] = req.body.contentType;
  const res = await t.app.inject({ method: op.method, url: query ? `${url}?${query}` : url, headers, payload: req.body?.payload });
  return { status: res.statusCode, answer: `${JSON.stringify(res.headers)}\n${res.body}` };
}

describe('fuzzing every OpenAPI operation', () => {
  it(`answers ${RUNS} bad requests per operation without a 5xx, a stack trace, a path or a secret`, async () => {
    expect(operations.length).toBeGreaterThan(20);
    const failures: string[] = [];
    let sent = 0;
    const started = Date.now();
    for (const op of operations) {
      const result = await fc.check(fc.asyncProperty(badRequest(op), async (req) => {
        sent++;
        const { status, answer } = await send(op, req);
        const problem = problemOf(status, answer);
        if (problem) throw new Error(`${problem}: ${answer.slice(-300)}`);
      }), { numRuns: RUNS, seed: SEED, endOnFailure: true });
      if (result.failed) failures.push(`${op.method} ${op.path}: ${String((result.errorInstance as Error | undefined)?.message)} (seed ${result.seed}, counterexample ${JSON.stringify(result.counterexample)?.slice(0, 400)})`);
    }
    console.info(`fuzz: ${sent} requests over ${operations.length} operations (${RUNS} per operation) in ${Date.now() - started} ms`);
    expect(failures).toEqual([]);
  }, 600_000);
});

describe('lone UTF-16 surrogates (issue 20)', () => {
  it('every body field of every operation holding a lone surrogate gets a 4xx, never a 5xx', async () => {
    const failures: string[] = [];
    for (const op of operations.filter((o) => o.bodyFields.length > 0 && o.method !== 'GET')) {
      for (const field of op.bodyFields) {
        for (const bad of ['A\ud800', '\udfff', 'x\udc00\ud800y']) {
          const req: BadRequest = { auth: 'valid', pathValues: [], query: [], body: { contentType: 'application/json', payload: JSON.stringify({ [field]: bad }) } };
          const { status, answer } = await send(op, req);
          if (status >= 500 || problemOf(status, answer)) failures.push(`${op.method} ${op.path} ${field}=${JSON.stringify(bad)}: ${status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
