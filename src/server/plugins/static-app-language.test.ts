// index.html in the page's language (static-app.ts): an Arabic page (?lang=ar, or the reader's
// language cookie) starts right to left and preloads the Arabic texts, not the English ones.
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { arabicIndexHtml } from './static-app.js';

let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'static-app-language-'));
  // The source index.html carries the same marks as the built one (vite only adds its tags).
  await copyFile(path.resolve('index.html'), path.join(dist, 'index.html'));
  t = await createTestApp({ distDir: dist });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await rm(dist, { recursive: true, force: true });
});

const page = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });

describe('index.html in the page language', () => {
  it('is English, left to right, preloading the English texts, by default', async () => {
    const res = await page('/motor-insurance/renew-policy');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="en" dir="ltr">');
    expect(res.body).toContain('href="/api/v1/config/locales/en"');
    expect(res.headers.vary).toMatch(/cookie/i);
  });

  it('is Arabic, right to left, preloading the Arabic texts, for ?lang=ar or the language cookie', async () => {
    for (const res of [await page('/motor-insurance?lang=ar'), await page('/motor-insurance/pay-premium', 'language=ar')]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<html lang="ar" dir="rtl">');
      expect(res.body).toContain('href="/api/v1/config/locales/ar"');
      expect(res.body).not.toContain('/api/v1/config/locales/en');
    }
  });

  it('lets the address win over the cookie, and ignores a cookie it does not know', async () => {
    expect((await page('/motor-insurance?lang=en', 'language=ar')).body).toContain('<html lang="en" dir="ltr">');
    expect((await page('/motor-insurance', 'language=fr')).body).toContain('<html lang="en" dir="ltr">');
  });

  it('says when index.html no longer has the marks it changes', () => {
    expect(arabicIndexHtml('<html lang="en"><head></head></html>')).toBeUndefined();
  });
});
