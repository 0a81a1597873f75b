import { cp, mkdtemp, rm, writeFile, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkGeneratedTypes } from './types-drift.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const generated = path.join(repoRoot, 'src/config/generated');
const temp = await mkdtemp(path.join(os.tmpdir(), 'config-types-'));
afterAll(() => rm(temp, { recursive: true, force: true }));

describe('checkGeneratedTypes', () => {
  it('accepts the committed generated types', async () => {
    expect(await checkGeneratedTypes(repoRoot)).toEqual([]);
  });

  it('names a stale file and says to run npm run config:types', async () => {
    const dir = path.join(temp, 'generated');
    await cp(generated, dir, { recursive: true });
    const journey = path.join(dir, 'journey.ts');
    await writeFile(journey, (await readFile(journey, 'utf8')).replace('route: string;', 'route: number;'));
    const issues = await checkGeneratedTypes(repoRoot, dir);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ pointer: '', fix: 'Run `npm run config:types` and commit the result.' });
    expect(issues[0]!.file.endsWith('generated/journey.ts')).toBe(true);
    expect(issues[0]!.message).toContain('schemas/meta/journey.schema.json');
  });
});
