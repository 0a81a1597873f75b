import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';

const repo = path.resolve(import.meta.dirname, '..');

/** `npm run config:check` in a copy of a fixture tree (with the real meta-schemas), after `change`. */
function runCheck(fixture: string, change: (root: string) => void = () => {}): { status: number | null; output: string } {
  const root = mkdtempSync(path.join(tmpdir(), 'config-check-'));
  onTestFinished(() => rmSync(root, { recursive: true, force: true }));
  cpSync(path.join(repo, 'tests/fixtures/config', fixture), root, { recursive: true });
  cpSync(path.join(repo, 'schemas/meta'), path.join(root, 'schemas/meta'), { recursive: true });
  change(root);
  const run = spawnSync(path.join(repo, 'node_modules/.bin/tsx'), [path.join(repo, 'scripts/config-check.ts')], { cwd: root, encoding: 'utf8', timeout: 60_000 });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

const STACK_LINE = /^\s+at .+[(:]\d+/m;

describe('config:check', () => {
  it('reports a broken tree with line and column, and no stack trace', () => {
    const run = runCheck('json-syntax');
    expect(run.status).toBe(1);
    expect(run.output).toContain('The file is not valid JSON at line 14, column 5');
    expect(run.output).not.toMatch(STACK_LINE);
  }, 90_000);

  it('reports a meta-schema that is not JSON as a problem, not a crash', () => {
    const run = runCheck('valid', (root) => writeFileSync(path.join(root, 'schemas/meta/views/landing.schema.json'), '{\n  "a": [1,],\n}'));
    expect(run.status).toBe(1);
    expect(run.output).toContain('✗ schemas/meta/views/landing.schema.json');
    expect(run.output).toContain('line 2, column 11');
    expect(run.output).not.toMatch(STACK_LINE);
  }, 90_000);
});
