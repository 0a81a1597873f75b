// The real production build (vite.config.ts) served by the real app: no source map is reachable,
// no served script points at one, and every asset is answered precompressed by Accept-Encoding.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
let work: string;
let dist: string;
let served: string[];

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'static-app-'));
  dist = path.join(work, 'dist');
  await build({ configFile: path.resolve('vite.config.ts'), logLevel: 'silent', build: { outDir: dist } });
  served = await filesUnder(dist);
  t = await createTestApp({ distDir: dist });
}, 180_000);
afterAll(async () => {
  await t?.close();
  await rm(work, { recursive: true, force: true });
});

const scripts = () => served.filter((f) => f.endsWith('.js'));

describe('source maps (hidden build)', () => {
  it('keeps every map out of the web root, beside it in dist-sourcemaps/', async () => {
    expect(served.filter((f) => f.includes('.map'))).toEqual([]);
    const maps = await filesUnder(path.join(work, 'dist-sourcemaps'));
    expect(maps.length).toBeGreaterThanOrEqual(scripts().length - 5);
    for (const map of maps) {
      const res = await t.app.inject({ url: `/${map.split(path.sep).join('/')}` });
      expect(res.statusCode, map).toBe(404);
    }
  });

  it('serves no script with a sourceMappingURL comment, in any encoding', async () => {
    expect(scripts().length).toBeGreaterThan(5);
    for (const file of scripts()) {
      for (const encoding of ['identity', 'gzip', 'br']) {
        const res = await t.app.inject({ url: `/${file}`, headers: { 'accept-encoding': encoding } });
        expect(res.statusCode, file).toBe(200);
        const raw = res.rawPayload;
        const body = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(raw) : res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
        expect(body.toString('utf8'), `${file} (${encoding})`).not.toMatch(/sourceMappingURL/);
      }
    }
  });
});

describe('precompressed assets', () => {
  it('has a brotli and a gzip twin of every script, style and the page', () => {
    const big = served.filter((f) => /\.(js|css|html)$/.test(f));
    for (const file of big) {
      if (!served.includes(`${file}.br`)) continue; // under 512 bytes: not worth a twin
      expect(served, file).toContain(`${file}.gz`);
    }
    expect(served).toContain('index.html.br');
    expect(served.filter((f) => f.endsWith('.js.br')).length).toBeGreaterThan(5);
  });

  it('answers by Accept-Encoding, with the original type, Vary and the immutable cache of hashed files', async () => {
    const file = served.filter((f) => f.endsWith('.js.br')).map((f) => f.slice(0, -3))[0]!;
    const original = await readFile(path.join(dist, file));
    const br = await t.app.inject({ url: `/${file}`, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    // The build's own twin (quality 11), not a compression made on the fly.
    expect(br.rawPayload.equals(await readFile(path.join(dist, `${file}.br`)))).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).equals(original)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(original.length);

    const gz = await t.app.inject({ url: `/${file}`, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(await readFile(path.join(dist, `${file}.gz`)))).toBe(true);

    const plain = await t.app.inject({ url: `/${file}` });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(original)).toBe(true);
  });

  it('sends the page shell of a deep link compressed and never cached', async () => {
    const res = await t.app.inject({ url: '/motor-insurance/renew-policy', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<div id="root">');
  });
});

describe('API compression', () => {
  it('compresses a large answer and leaves a small one alone', async () => {
    const big = await t.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString()).openapi).toMatch(/^3\./);
    const small = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().status).toBe('ok');
  });

  it('does not inflate a compressed request body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/motor/leads',
      headers: { authorization: t.bearer(), 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: Buffer.from([0x1f, 0x8b, 0x08, 0x00]),
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('first-screen code named in the page (first-screens.ts)', () => {
  const linked = (html: string, rel: string) => [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]*href="([^"]+)"`, 'g'))].map((m) => m[1]!);

  it('names the landing page\'s own code, styles and journey in its page, in both languages, and every name is served', async () => {
    for (const url of ['/motor-insurance', '/Motor-Insurance/', '/motor-insurance?lang=ar']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      const modules = linked(res.body, 'modulepreload');
      expect(modules.some((href) => /\/assets\/landing-view-[\w-]+\.js$/.test(href)), url).toBe(true);
      expect(modules.some((href) => /\/assets\/journey-runner-[\w-]+\.js$/.test(href)), url).toBe(true);
      expect(linked(res.body, 'preload'), url).toEqual(expect.arrayContaining(['/api/v1/config/journeys/landing', expect.stringMatching(/^\/assets\/landing-view-[\w-]+\.css$/)]));
      // Preloaded, never a stylesheet of the page: that would hold the header's paint.
      expect(linked(res.body, 'stylesheet').filter((href) => href.includes('landing'))).toEqual([]);
      for (const href of [...modules, ...linked(res.body, 'preload').filter((h) => h.startsWith('/assets/'))]) {
        expect((await t.app.inject({ url: href })).statusCode, href).toBe(200);
      }
    }
    const journey = await t.app.inject({ url: '/api/v1/config/journeys/landing' });
    expect(journey.statusCode).toBe(200);
  });

  it('keeps the build\'s list for the server out of the web root', async () => {
    expect(served).toContain(path.join('.vite', 'first-screens.json'));
    // The address is then an app route like any other: the page shell, not the list.
    const res = await t.app.inject({ url: '/.vite/first-screens.json' });
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).not.toContain('"modules"');
  });

  it('names nothing more on a page whose journey frame paints ahead of its code (a form step)', async () => {
    const res = await t.app.inject({ url: '/motor-insurance/renew-policy' });
    expect(res.body).not.toMatch(/journey-runner|config\/journeys/);
  });
});

describe('the first screen drawn in the page (first-screen-markup.ts)', () => {
  const root = (html: string) => /<div id="root">([\s\S]*?)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';

  it('puts the header and the journey\'s title in a form route\'s page, in the page\'s language', async () => {
    const en = await t.app.inject({ url: '/motor-insurance/renew-policy' });
    expect(root(en.body)).toContain('<h1 id="journey-title" class="journey__title">Renew Policy</h1>');
    expect(root(en.body)).toContain('<a class="site-header__brand" href="/motor-insurance">Motor Insurance</a>');
    expect(root(en.body)).toContain('aria-label="Step 1 of 3"');
    for (const res of [await t.app.inject({ url: '/motor-insurance/renew-policy?lang=ar' }), await t.app.inject({ url: '/motor-insurance/renew-policy', cookies: { language: 'ar' } })]) {
      expect(res.body).toContain('<html lang="ar" dir="rtl">');
      expect(root(res.body)).toContain('<h1 id="journey-title" class="journey__title">تجديد الوثيقة</h1>');
      expect(root(res.body)).not.toContain('Renew Policy');
    }
  });

  it('draws the landing page\'s header, without a title the build cannot know', async () => {
    const res = await t.app.inject({ url: '/motor-insurance' });
    expect(root(res.body)).toContain('class="site-header"');
    expect(root(res.body)).not.toContain('journey-title');
  });

  it('sends nothing to a partner\'s site with a look of its own, or for an address no journey has', async () => {
    const partner = await t.app.inject({ url: '/motor-insurance/renew-policy', headers: { host: 'partner.localhost:8080' } });
    expect(partner.statusCode).toBe(200);
    expect(root(partner.body)).toBe('');
    expect(root((await t.app.inject({ url: '/motor-insurance/no-such-journey' })).body)).toBe('');
  });

  it('keeps the build\'s markup file out of the web root', async () => {
    expect(served).toContain(path.join('.vite', 'first-screen-markup.json'));
    const res = await t.app.inject({ url: '/.vite/first-screen-markup.json' });
    expect(res.body).not.toContain('"texts"');
  });

  it('loads the app\'s code beside the page at low priority, and links its styles', async () => {
    const res = await t.app.inject({ url: '/motor-insurance/renew-policy' });
    const preloads = [...res.body.matchAll(/<link rel="modulepreload" fetchpriority="low" crossorigin href="([^"]+)">/g)].map((m) => m[1]!);
    expect(preloads.some((href) => /\/assets\/boot-[\w-]+\.js$/.test(href))).toBe(true);
    expect(preloads.some((href) => /\/assets\/framework-[\w-]+\.js$/.test(href))).toBe(true);
    for (const href of preloads) expect((await t.app.inject({ url: href })).statusCode, href).toBe(200);
  });
});
