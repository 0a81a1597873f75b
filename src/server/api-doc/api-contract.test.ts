// The API's contract as outside tools see it: the served document passes
// @apidevtools/swagger-parser and `redocly lint` (redocly.yaml) with no error, and the answers
// the server gives for what the document promises (405, 404, 413, 415, 431, bad URLs) are the
// API's error shape. Every other server test holds its answers against the document too
// (test-app.ts, response-check.ts).
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import type { OpenApiDocument } from './document.js';

const run = promisify(execFile);
const REPO = path.resolve(import.meta.dirname, '../../..');

let t: TestApp;
let doc: OpenApiDocument;
let dir: string;
beforeAll(async () => {
  t = await createTestApp({ listen: true });
  doc = (await t.app.inject({ url: '/api/docs/json' })).json() as OpenApiDocument;
  dir = await mkdtemp(path.join(tmpdir(), 'api-contract-'));
});
afterAll(async () => {
  await t?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the OpenAPI document', () => {
  it('is valid for @apidevtools/swagger-parser', async () => {
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it('passes redocly lint with no error', async () => {
    const file = path.join(dir, 'openapi.json');
    await writeFile(file, JSON.stringify(doc));
    if (process.env.DUMP_DOC) await writeFile(process.env.DUMP_DOC, JSON.stringify(doc, null, 1));
    const cli = path.join(REPO, 'node_modules/@redocly/cli/bin/cli.js');
    const result = await run(process.execPath, [cli, 'lint', file, '--config', path.join(REPO, 'redocly.yaml'), '--format=json'], { cwd: dir, maxBuffer: 16 * 1024 * 1024 })
      .catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const report = JSON.parse(result.stdout.slice(result.stdout.indexOf('{'))) as { problems: { ruleId: string; severity: string; message: string; location: { pointer?: string }[] }[] };
    const errors = report.problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? ''}`);
    expect(errors).toEqual([]);
  }, 60_000);

  it('gives every operation an operationId, a summary, and error answers in the error schema', () => {
    for (const [p, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        expect(op['operationId'], `${method} ${p}`).toMatch(/^[a-z][A-Za-z]+$/);
        expect(op['summary'], `${method} ${p}`).toBeTruthy();
        expect(Object.keys(op['responses'] as object), `${method} ${p}`).toEqual(expect.arrayContaining(['400', '500']));
      }
    }
    const e400 = JSON.stringify(doc.components.responses?.['Error400']);
    expect(e400).toContain('VALIDATION_FAILED');
    expect(e400).toContain('#/components/schemas/ErrorResponse');
  });
});

const errorShape = (body: unknown, code: string) =>
  expect(body).toEqual({ error: expect.objectContaining({ code, message: expect.any(String), requestId: expect.any(String) }) });

describe('answers the document promises', () => {
  it('405 with Allow for a method a known path does not serve, before the token check', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/motor/quotes/new' });
    expect(res.statusCode).toBe(405);
    expect(res.headers['allow']).toBe('POST');
    errorShape(res.json(), 'METHOD_NOT_ALLOWED');
    const put = await t.app.inject({ method: 'DELETE', url: '/api/v1/config/journeys/get-a-quote' });
    expect(put.statusCode).toBe(405);
    expect(put.headers['allow']).toBe('GET, HEAD');
  });

  it('404 in the error shape for an unknown /api path and for a path parameter over the router\'s limit', async () => {
    const unknown = await t.app.inject({ url: '/api/v1/nothing-here', headers: { authorization: t.bearer() } });
    expect(unknown.statusCode).toBe(404);
    errorShape(unknown.json(), 'NOT_FOUND');
    const long = await t.app.inject({ url: `/api/v1/config/locales/${'x'.repeat(200)}` });
    expect(long.statusCode).toBe(404);
    errorShape(long.json(), 'NOT_FOUND');
  });

  it('400 in the error shape for a URL the router cannot decode', async () => {
    const res = await t.app.inject({ url: '/api/v1/config/locales/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    errorShape(res.json(), 'BAD_REQUEST');
  });

  it('413 and 415 in the error shape', async () => {
    const big = await t.app.inject({ method: 'POST', url: '/api/v1/motor/leads', headers: { authorization: t.bearer(), 'content-type': 'application/json' }, payload: `{"a":"${'x'.repeat(2 * 1024 * 1024)}"}` });
    expect(big.statusCode).toBe(413);
    errorShape(big.json(), 'PAYLOAD_TOO_LARGE');
    const odd = await t.app.inject({ method: 'POST', url: '/api/v1/motor/leads', headers: { authorization: t.bearer(), 'content-type': 'text/csv' }, payload: 'a,b' });
    expect(odd.statusCode).toBe(415);
    errorShape(odd.json(), 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('431 in the error shape when the headers are over node\'s limit, even on a path the document allows', async () => {
    const { port } = t.app.server.address() as { port: number };
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: `/api/v1/motor/documents/${'a'.repeat(20_000)}` }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => { body += chunk.toString(); });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(answer.status).toBe(431);
    errorShape(JSON.parse(answer.body), 'HEADERS_TOO_LARGE');
  });
});

describe('the document follows the config tree', () => {
  it('lists the lookup tabs and the catalog\'s product ids of the tree it is served from', async () => {
    const tree = t.app.configTree;
    const lookup = doc.paths['/api/v1/motor/renewals/lookup']?.['post'] as { requestBody: { content: Record<string, { schema: { properties: Record<string, { enum?: string[] }> } }> } };
    const tabs = lookup.requestBody.content['application/json']!.schema.properties['lookupType']!.enum;
    expect(tabs?.length).toBeGreaterThan(0);
    const quote = doc.paths['/api/v1/motor/quotes/new']?.['post'] as typeof lookup;
    const products = quote.requestBody.content['application/json']!.schema.properties['product']!.enum;
    expect(products).toEqual(tree.catalogs.products.data.products.map((p) => p.id));
  });

  it('is made again for a reloaded tree: a product added to the catalog is in the next document', async () => {
    const { liveDocument } = await import('./live-document.js');
    const tree = t.app.configTree;
    const catalog = tree.catalogs.products;
    const added = { ...catalog.data.products[0]!, id: '0599' };
    const reloaded = { ...tree, catalogs: { ...tree.catalogs, products: { ...catalog, data: { ...catalog.data, products: [...catalog.data.products, added] as typeof catalog.data.products } } } };
    const next = liveDocument(t.app, reloaded);
    expect(JSON.stringify(next.paths['/api/v1/motor/quotes/new'])).toContain('"0599"');
    expect(JSON.stringify(liveDocument(t.app, tree).paths['/api/v1/motor/quotes/new'])).not.toContain('"0599"');
  });
});

describe('the response check', () => {
  it('reports an answer with a status the document does not list, and one whose body breaks its schema', async () => {
    const { responseViolation } = await import('./response-check.js');
    const fake = (status: number, body: unknown) => ({
      request: { url: '/api/health/live', method: 'GET', is404: false, routeOptions: { url: '/api/health/live' } },
      reply: { statusCode: status, getHeader: () => 'application/json; charset=utf-8' },
      payload: JSON.stringify(body),
    });
    const wrongStatus = fake(418, {});
    expect(responseViolation(doc, wrongStatus.request as never, wrongStatus.reply as never, wrongStatus.payload)).toMatch(/status 418 is not among/);
    const wrongBody = fake(500, { error: { code: 'NOT_A_CODE', message: 'x', requestId: 'r' } });
    expect(responseViolation(doc, wrongBody.request as never, wrongBody.reply as never, wrongBody.payload)).toMatch(/does not match/);
    const right = fake(500, { error: { code: 'INTERNAL', message: 'x', requestId: 'r' } });
    expect(responseViolation(doc, right.request as never, right.reply as never, right.payload)).toBeUndefined();
  });
});
