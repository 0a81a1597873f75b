import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('GET /api/health', () => {
  it('answers simultaneous probes from one database query, and the next probe queries again', async () => {
    const query = vi.spyOn(t.app.db, 'exec');
    const answers = await Promise.all(Array.from({ length: 10 }, () => t.app.inject({ url: '/api/health' })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const shared = query.mock.calls.length;
    expect(shared).toBeLessThan(10);
    await t.app.inject({ url: '/api/health' });
    expect(query.mock.calls.length).toBe(shared + 1);
    query.mockRestore();
  });

  it('fails every waiting probe while the database does not answer', async () => {
    const query = vi.spyOn(t.app.db, 'exec').mockRejectedValue(new Error('down'));
    const answers = await Promise.all([1, 2].map(() => t.app.inject({ url: '/api/health' })));
    query.mockRestore();
    expect(answers.map((a) => a.statusCode)).toEqual([500, 500]);
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});
