import { spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverCommand } from './testing/server-command.js';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const fixture = path.join(repo, 'tests', 'fixtures', 'config', 'schema-violation');

interface Run {
  code: number | null;
  output: string;
}

/** Runs main.ts; `until` ends it (SIGTERM) once the output matches, otherwise it must exit by itself. */
function runMain(command: string[], env: Record<string, string>, until?: RegExp): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command[0]!, command.slice(1), {
      cwd: repo,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let stopping = false;
    const timer = setTimeout(() => child.kill('SIGKILL'), 150_000); // a cold tsx start of main.ts (no current build) took 90 s on a loaded 2-core machine
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (!stopping && until?.test(output)) {
        stopping = true; // a second signal would mean "force quit"
        child.kill('SIGTERM');
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

let brokenRoot: string;
beforeAll(async () => {
  // The fixture is a whole tree with one schema violation; the meta-schemas are the real ones.
  brokenRoot = await mkdtemp(path.join(tmpdir(), 'broken-tree-'));
  await cp(fixture, brokenRoot, { recursive: true });
  await cp(path.join(repo, 'schemas', 'meta'), path.join(brokenRoot, 'schemas', 'meta'), { recursive: true });
});
afterAll(() => rm(brokenRoot, { recursive: true, force: true }));

describe('main', () => {
  it('refuses to start on a broken config tree, naming the file, the pointer and the fix', async () => {
    const expected = JSON.parse(await readFile(path.join(fixture, 'expected.json'), 'utf8')) as Array<{ file: string; pointer: string; fix: string }>;
    const run = await runMain(serverCommand(), { CONFIG_ROOT: brokenRoot, PORT: '0', DATA_DIR: 'memory://' });
    expect(run.code).toBe(1);
    for (const issue of expected) {
      expect(run.output).toContain(issue.file);
      expect(run.output).toContain(issue.pointer);
      expect(run.output).toContain(issue.fix);
    }
    expect(run.output).not.toMatch(/listening|Server listening/i);
    // A cold start of the server: bounded like the start below, not a speed check.
  }, 180_000);

  it('refuses to start on a bad environment, listing every bad key', async () => {
    const run = await runMain(serverCommand(), { PORT: 'x', LOG_LEVEL: 'chatty', SANDBOX: 'off' });
    expect(run.code).toBe(1);
    for (const key of ['PORT:', 'LOG_LEVEL:', 'TOKEN_SECRET: required', 'INSURER_BASE_URL: required']) expect(run.output).toContain(key);
  }, 180_000);

  it('starts on the real tree and logs the portal address, then stops cleanly on SIGTERM', async () => {
    const run = await runMain(
      serverCommand(),
      { PORT: '0', HOST: '127.0.0.1', DATA_DIR: 'memory://' },
      /http:\/\/localhost:\d+\/motor-insurance/,
    );
    expect(run.output).toMatch(/Motor insurance portal: http:\/\/localhost:\d+\/motor-insurance \(sandbox\)/);
    expect(run.code).toBe(0);
    // A cold PGlite start and the sandbox seed take most of 30 s on a busy two-core machine.
  }, 180_000);
});
