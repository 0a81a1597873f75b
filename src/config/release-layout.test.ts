import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfigFiles } from './files.js';
import { isReleasePath, RELEASE_DIRS } from './release-layout.js';

describe('RELEASE_DIRS', () => {
  const made: string[] = [];
  afterAll(async () => {
    for (const dir of made) await rm(dir, { recursive: true, force: true });
  });

  it('names exactly the folders the config reader reads', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'release-layout-'));
    made.push(root);
    // A file in every folder the reader might know (catalog files need a known name), and in some it must not.
    const candidates = [...RELEASE_DIRS, 'schemas/meta', 'schemas/meta/generated', 'public', 'sandbox', 'schemas'];
    for (const dir of candidates) {
      await mkdir(path.join(root, dir), { recursive: true });
      await writeFile(path.join(root, dir, dir.endsWith('catalog') ? 'products.json' : 'x.json'), '{}');
    }
    const read = await readConfigFiles(root);
    const readDirs = [...read.files.map((f) => f.file), ...Object.keys(read.fragments)].map((file) => path.posix.dirname(file));
    expect(new Set(readDirs)).toEqual(new Set(RELEASE_DIRS));
  });
});

describe('isReleasePath', () => {
  it('takes a JSON file directly in a release folder and nothing else', () => {
    expect(['schemas/forms/lead.json', 'locales/ar.json', 'partners/acme-motors.json'].every(isReleasePath)).toBe(true);
    const refused = ['schemas/meta/form.schema.json', 'schemas/forms/x/y.json', '../locales/en.json', 'locales/../../etc.json',
      'locales/.json', 'locales/..json', '/locales/en.json', 'locales/en.txt', 'journeys'];
    expect(refused.filter(isReleasePath)).toEqual([]);
  });
});
