import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { appError } from '../errors.js';
import { registerErrorHandler } from './error-handler.js';
import { createTestApp } from '../testing/test-app.js';
import { REQUEST_ID_HEADER, registerRequestId, requestIdOptions } from './request-id.js';

function appWithLog() {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  const stream = new Writable({ write(chunk, _enc, done) { raw.push(String(chunk)); lines.push(JSON.parse(String(chunk)) as Record<string, unknown>); done(); } });
  const app = Fastify({ logger: { level: 'info', stream }, ...requestIdOptions });
  registerRequestId(app);
  registerErrorHandler(app);
  return { app, lines, raw };
}

describe('request ids', () => {
  it('answers every request with an id, and puts it in the body of an error answer', async () => {
    const { app } = appWithLog();
    app.get('/ok', async () => ({ ok: true }));
    app.get('/refused', async () => { throw appError('NOT_FOUND'); });
    const ok = await app.inject({ url: '/ok' });
    const refused = await app.inject({ url: '/refused' });
    expect(ok.headers[REQUEST_ID_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
    expect(refused.headers[REQUEST_ID_HEADER]).not.toBe(ok.headers[REQUEST_ID_HEADER]);
    expect(refused.json().error.requestId).toBe(refused.headers[REQUEST_ID_HEADER]);
  });

  it("keeps a proxy's well-formed id and replaces one that is not", async () => {
    const { app } = appWithLog();
    app.get('/ok', async () => ({ ok: true }));
    const kept = await app.inject({ url: '/ok', headers: { [REQUEST_ID_HEADER]: 'lb-7f3a9c21-0001' } });
    expect(kept.headers[REQUEST_ID_HEADER]).toBe('lb-7f3a9c21-0001');
    for (const bad of ['short', 'x'.repeat(200), 'two words here', '<script>alert(1)</script>']) {
      const replaced = await app.inject({ url: '/ok', headers: { [REQUEST_ID_HEADER]: bad } });
      expect(replaced.headers[REQUEST_ID_HEADER], bad).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("puts the id in every line written for the request: the request's own, and the insurer adapter's, handed request.log", async () => {
    const lines: Record<string, unknown>[] = [];
    const raw: string[] = [];
    const logStream = { write(chunk: string) { for (const line of chunk.split('\n').filter(Boolean)) { raw.push(line); lines.push(JSON.parse(line) as Record<string, unknown>); } } };
    const t = await createTestApp({ listen: true, logger: true, logStream, env: { LOG_LEVEL: 'info' } });
    try {
      const res = await t.app.inject({
        method: 'POST', url: '/api/v1/motor/renewals/lookup', headers: { authorization: t.bearer() },
        payload: { lookupType: 'plateCivil', plateNumber: '1001', plateCode: 'A', civilId: '08123456' },
      });
      expect(res.statusCode).toBe(200);
      const id = res.headers[REQUEST_ID_HEADER];
      const insurerLines = lines.filter((l) => l.msg === 'insurer call');
      expect(insurerLines.length).toBeGreaterThan(0);
      for (const line of insurerLines) expect(line.reqId).toBe(id);
      expect(lines.filter((l) => l.url === '/api/v1/motor/renewals/lookup').map((l) => l.reqId)).toEqual([id]);
      for (const line of raw) expect(line.split('"reqId"').length, line).toBeLessThanOrEqual(2);
      t.app.log.info('outside any request');
      expect(lines.at(-1)).toMatchObject({ msg: 'outside any request' });
      expect(lines.at(-1)?.reqId).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
