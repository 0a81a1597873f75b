// Nothing of the tests ships (issue 25): the server build (tsconfig.server.json, what dist-server/
// holds) compiles no test file, no test helper (src/server/testing/, the sandbox's test harness)
// and no file holding the tests' token secret. tsc lists what it would compile, imports followed:
// a helper pulled in by a shipped file would show up here.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEST_TOKEN_SECRET } from './testing/test-app.js';

describe('the server build', () => {
  it('compiles no test, no test helper and no test secret', () => {
    const tsc = path.resolve('node_modules/typescript/bin/tsc');
    const listed = execFileSync(process.execPath, [tsc, '--listFilesOnly', '-p', 'tsconfig.server.json'], { encoding: 'utf8' })
      .split('\n').map((line) => line.trim()).filter((line) => line.includes('/src/'));
    expect(listed.length).toBeGreaterThan(100);
    // Test files, the testing folder, the sandbox's harness, and any test-*.ts helper of the server.
    const testFiles = listed.filter((file) => /\.test\.tsx?$|\/src\/server\/testing\/|test-harness\.ts$|\/src\/server\/.*\/test-[^/]*\.ts$/.test(file));
    expect(testFiles).toEqual([]);
    expect(listed.filter((file) => readFileSync(file, 'utf8').includes(TEST_TOKEN_SECRET))).toEqual([]);
  }, 120_000);
});
