import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError, appError } from '../errors.js';
import { registerErrorHandler } from './error-handler.js';

function appWithLog() {
  const lines: string[] = [];
  const stream = new Writable({ write(chunk, _enc, done) { lines.push(String(chunk)); done(); } });
  const app = Fastify({ logger: { level: 'info', stream }, bodyLimit: 10 });
  registerErrorHandler(app);
  return { app, lines };
}

describe('error handler', () => {
  it('answers a thrown AppError with its catalogue status, code and params', async () => {
    const { app } = appWithLog();
    app.get('/early', async () => { throw appError('RENEWAL_TOO_EARLY', { expiryDate: '2026-12-01' }); });
    app.get('/as-received', async () => { throw appError('INSURER_ERROR', { message: 'Vehicle is blacklisted' }); });
    const early = await app.inject({ url: '/early' });
    expect(early.statusCode).toBe(422);
    expect(early.json()).toEqual({
      error: { code: 'RENEWAL_TOO_EARLY', message: 'Please try 180 days before the policy expiry Date', params: { expiryDate: '2026-12-01' }, requestId: expect.any(String) },
    });
    expect((await app.inject({ url: '/as-received' })).json().error.message).toBe('Vehicle is blacklisted');
  });

  it("maps Fastify's and plugins' errors onto catalogue codes", async () => {
    const { app } = appWithLog();
    app.post('/echo', async (request) => request.body);
    app.get('/limited', async () => { throw Object.assign(new Error('slow down'), { statusCode: 429, headers: { 'retry-after': '60' } }); });
    const tooLarge = await app.inject({ method: 'POST', url: '/echo', payload: { much: 'more than ten bytes' } });
    expect(tooLarge.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    const media = await app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/x-unknown' }, payload: 'x' });
    expect(media.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const limited = await app.inject({ url: '/limited' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('60');
    expect(limited.json().error.code).toBe('RATE_LIMITED');
  });

  it('answers a malformed multipart body and text PostgreSQL cannot store as 400s, not 500s', async () => {
    const { app } = appWithLog();
    app.get('/multipart', async () => { throw new Error('Multipart: Boundary not found'); });
    app.get('/truncated', async () => { throw new Error('Unexpected end of form'); });
    app.get('/nul', async () => { throw Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' }); });
    for (const url of ['/multipart', '/truncated', '/nul']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('BAD_REQUEST');
      expect(res.body).not.toContain('0x00');
    }
  });

  it('hides a crash behind INTERNAL and logs it with the request id', async () => {
    const { app, lines } = appWithLog();
    app.get('/bug', async () => { throw new TypeError('cannot read properties of undefined (secret detail)'); });
    const res = await app.inject({ url: '/bug' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: { code: 'INTERNAL', message: expect.any(String), requestId: expect.any(String) } });
    expect(res.body).not.toContain('secret detail');
    const logged = lines.map((l) => JSON.parse(l) as { level: number; reqId?: string; err?: { message: string } }).find((l) => l.level === 50);
    expect(logged?.reqId).toBeTruthy();
    expect(logged?.err?.message).toContain('secret detail');
  });

  it('lets a route replace the catalogue text explicitly', () => {
    const error = new AppError('VALIDATION_FAILED', { details: [{ field: '/riskType', keyword: 'required', message: 'plan needed' }] });
    expect(error.toBody()).toEqual({
      error: { code: 'VALIDATION_FAILED', message: 'Some fields are missing or not valid.', details: [{ field: '/riskType', keyword: 'required', message: 'plan needed' }] },
    });
  });
});
