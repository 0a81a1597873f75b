import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('GET /api/health', () => {
  it('answers simultaneous probes from one database query, and the next probe queries again', async () => {
    const query = vi.spyOn(t.app.db, 'run');
    const answers = await Promise.all(Array.from({ length: 10 }, () => t.app.inject({ url: '/api/health' })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const shared = query.mock.calls.length;
    expect(shared).toBeLessThan(10);
    await t.app.inject({ url: '/api/health' });
    expect(query.mock.calls.length).toBe(shared + 1);
    query.mockRestore();
  });

  it('fails every waiting probe while the database does not answer', async () => {
    const query = vi.spyOn(t.app.db, 'run').mockRejectedValue(new Error('down'));
    const answers = await Promise.all([1, 2].map(() => t.app.inject({ url: '/api/health' })));
    query.mockRestore();
    expect(answers.map((a) => a.statusCode)).toEqual([500, 500]);
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('liveness and readiness', () => {
  it('answers both without a token when all is well', async () => {
    const live = await t.app.inject({ url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', config: 'ok' } });
  });

  it('is not ready while the database fails, and still alive', async () => {
    const run = t.app.db.run;
    t.app.db.run = async () => { throw new Error('connection refused'); };
    try {
      const ready = await t.app.inject({ url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', checks: { database: 'failed', config: 'ok' } });
      expect((await t.app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      t.app.db.run = run;
    }
  });

  it('is not ready without the config tree', async () => {
    const forms = t.app.configTree.forms;
    t.app.configTree.forms = {};
    try {
      const ready = await t.app.inject({ url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().checks).toEqual({ database: 'ok', config: 'failed' });
    } finally {
      t.app.configTree.forms = forms;
    }
  });
});
