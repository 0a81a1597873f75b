// The config checker cannot import the server, so it checks operations.json against the list in
// src/config/served-api.ts; this test keeps that list equal to what the server really serves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVED_API } from '../config/served-api.js';
import { createTestApp, type TestApp } from './testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('SERVED_API', () => {
  it('lists exactly the API operations of the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const served = Object.entries(doc.paths)
      .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`))
      .filter((route) => !route.startsWith('HEAD '))
      .sort();
    expect([...SERVED_API].sort()).toEqual(served);
  });
});
