import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { appError } from '../errors.js';
import { registerErrorHandler } from './error-handler.js';
import { REQUEST_ID_HEADER, registerRequestId, requestIdMixin, requestIdOptions } from './request-id.js';

function appWithLog() {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  const stream = new Writable({ write(chunk, _enc, done) { raw.push(String(chunk)); lines.push(JSON.parse(String(chunk)) as Record<string, unknown>); done(); } });
  const app = Fastify({ logger: { level: 'info', stream, mixin: requestIdMixin }, ...requestIdOptions });
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

  it('puts the id in every log line of the request, also those written through app.log after an await', async () => {
    const { app, lines, raw } = appWithLog();
    app.get('/work', async (request) => {
      request.log.info('through request.log');
      await new Promise((resolve) => setTimeout(resolve, 5));
      app.log.info('through app.log, as the adapters log');
      return { ok: true };
    });
    const res = await app.inject({ url: '/work' });
    const id = res.headers[REQUEST_ID_HEADER];
    const ours = lines.filter((l) => typeof l.msg === 'string' && l.msg.startsWith('through'));
    expect(ours).toHaveLength(2);
    for (const line of ours) expect(line.reqId).toBe(id);
    // Fastify's own request lines too, and never a doubled key.
    expect(lines.filter((l) => l.msg === 'request completed').map((l) => l.reqId)).toEqual([id]);
    for (const line of raw) expect(line.split('"reqId"').length, line).toBeLessThanOrEqual(2);
    app.log.info('outside any request');
    expect(lines.at(-1)?.reqId).toBeUndefined();
  });
});
