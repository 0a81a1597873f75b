// The links a route's first screen gets (first-screens.ts), from the build's list and the served config.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ConfigTree } from '../../config/types.js';
import type { FirstScreens } from '../../shared/first-screens.js';
import { firstScreenLinks, readFirstScreens } from './first-screens.js';

const screens: FirstScreens = {
  '/motor-insurance': { journey: 'landing', modules: ['/assets/landing-view-A1.js', '/assets/journey-runner-B2.js'], styles: ['/assets/landing-view-C3.css'] },
};
const tree = (route: string, aliases: string[] = []) => ({ journeys: { landing: { file: 'journeys/landing.json', data: { id: 'landing', route, aliases } } } }) as unknown as ConfigTree;

describe('firstScreenLinks', () => {
  it('names the code, the styles and the descriptor of the route, however the address is spelled', () => {
    const links = firstScreenLinks(screens, '/Motor-Insurance/', tree('/motor-insurance'), false);
    expect(links).toContain('<link rel="preload" href="/api/v1/config/journeys/landing" as="fetch" crossorigin="anonymous">');
    expect(links).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/landing-view-A1.js">');
    expect(links).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/journey-runner-B2.js">');
    expect(links).toContain('<link rel="preload" as="style" crossorigin href="/assets/landing-view-C3.css">');
  });

  it('leaves the descriptor out while a release is staged, or when the served config no longer opens that journey there', () => {
    for (const links of [firstScreenLinks(screens, '/motor-insurance', tree('/motor-insurance'), true), firstScreenLinks(screens, '/motor-insurance', tree('/insurance'), false)]) {
      expect(links).not.toContain('config/journeys');
      expect(links).toContain('landing-view-A1.js');
    }
    expect(firstScreenLinks(screens, '/motor-insurance', tree('/insurance', ['/motor-insurance']), false)).toContain('config/journeys/landing');
  });

  it('names nothing for a route the build lists no first screen for', () => {
    expect(firstScreenLinks(screens, '/motor-insurance/renew-policy', tree('/motor-insurance'), false)).toBe('');
    expect(firstScreenLinks(screens, '/constructor', tree('/motor-insurance'), false)).toBe('');
  });
});

describe('readFirstScreens', () => {
  it('reads the build\'s list and drops an entry that names anything but a built asset', async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'first-screens-'));
    try {
      expect(readFirstScreens(dist)).toEqual({});
      await mkdir(path.join(dist, '.vite'));
      await writeFile(path.join(dist, '.vite', 'first-screens.json'), '{"/motor-insurance": ');
      expect(readFirstScreens(dist)).toEqual({});
      await writeFile(path.join(dist, '.vite', 'first-screens.json'), JSON.stringify({
        ...screens,
        '/evil': { journey: 'landing', modules: ['"><script>alert(1)</script>'], styles: [] },
        '/other': { journey: 'landing', modules: ['https://elsewhere.example/x.js'], styles: [] },
      }));
      expect(readFirstScreens(dist)).toEqual(screens);
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
  });
});
