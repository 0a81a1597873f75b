// Partner logos are config: served from the config tree's public/partners/, so a new or changed
// logo is seen without a rebuild or a restart (issue 11, live config).
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
let root: string;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'partner-assets-'));
  for (const dir of ['schemas', 'journeys', 'partners', 'locales', 'public/partners']) cpSync(path.resolve(dir), path.join(root, dir), { recursive: true });
  t = await createTestApp({ configRoot: root, distDir: path.join(root, 'no-build') });
}, 60_000);
afterAll(async () => {
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('partner assets', () => {
  it('serves a logo written into the config tree at once, revalidated rather than cached for ever', async () => {
    expect((await t.app.inject({ url: '/partners/al-noor.svg' })).statusCode).not.toBe(200);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
    writeFileSync(path.join(root, 'public/partners/al-noor.svg'), svg);
    const res = await t.app.inject({ url: '/partners/al-noor.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(svg);
  });

  it('does not list the folder or leave it', async () => {
    expect((await t.app.inject({ url: '/partners/' })).statusCode).not.toBe(200);
    expect((await t.app.inject({ url: '/partners/..%2f..%2fpartners/default.json' })).statusCode).not.toBe(200);
  });
});
