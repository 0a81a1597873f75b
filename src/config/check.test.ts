import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkConfigTree, formatConfigIssues } from './check.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const fixturesDir = path.join(repoRoot, 'tests/fixtures/config');
const metaDir = path.join(repoRoot, 'schemas/meta');
const cases = readdirSync(fixturesDir).sort();

describe('checkConfigTree on one fixture per kind of broken config', () => {
  it.each(cases)('%s gives exactly its expected issues', async (name) => {
    const dir = path.join(fixturesDir, name);
    const expected = JSON.parse(readFileSync(path.join(dir, 'expected.json'), 'utf8')) as Array<Record<string, unknown>>;
    const issues = await checkConfigTree(dir, { metaDir, warnings: true });
    // Newer fixtures also pin the exact message (and the severity of a warning).
    expect(issues.map(({ file, pointer, message, fix, severity }, i) => ({
      file, pointer, ...(expected[i] && 'message' in expected[i] ? { message } : {}), fix, ...(severity ? { severity } : {}),
    }))).toEqual(expected);
  });
});

describe('the real config tree', () => {
  it('passes the check', async () => {
    const issues = await checkConfigTree(repoRoot);
    expect(formatConfigIssues(issues)).toBe('The config tree has no problems.');
  });
});

describe('formatConfigIssues', () => {
  it('prints file, pointer, problem and fix for each issue', () => {
    const text = formatConfigIssues([{ file: 'journeys/a.json', pointer: '/steps/0/form', message: 'Form "x" does not exist.', fix: 'Create it.' }]);
    expect(text).toBe(['1 problem in the config tree:', '', '✗ journeys/a.json\n  at:   /steps/0/form\n  what: Form "x" does not exist.\n  fix:  Create it.'].join('\n'));
  });
});
