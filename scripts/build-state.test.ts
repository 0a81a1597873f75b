import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildState, canBuild } from './build-state.mjs';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

function file(relative: string, secondsAgo: number): void {
  const full = path.join(root, relative);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, 'x');
  const when = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(full, when, when);
}

describe('build state (npm start builds only when needed)', () => {
  it('is missing without the browser build, the server build or the stamp of a finished build', () => {
    root = mkdtempSync(path.join(tmpdir(), 'build-state-'));
    file('src/server/main.ts', 100);
    expect(buildState(root).state).toBe('missing');
    file('dist/index.html', 50);
    file('dist-server/server/main.js', 50);
    expect(buildState(root).state).toBe('missing'); // a build cut short writes no stamp
    file('dist-server/.build-stamp', 50);
    expect(buildState(root).state).toBe('fresh');
  });

  it('is stale when a source, a config file or a build setting is newer, not when only a test is', () => {
    root = mkdtempSync(path.join(tmpdir(), 'build-state-'));
    file('src/server/main.ts', 100);
    for (const output of ['dist/index.html', 'dist-server/server/main.js', 'dist-server/.build-stamp']) file(output, 50);
    file('src/server/main.test.ts', 10);
    expect(buildState(root).state).toBe('fresh');
    for (const source of ['src/client/app/app.tsx', 'schemas/forms/x.json', 'locales/en.json', 'tsconfig.server.json']) {
      file(source, 10);
      expect(buildState(root), source).toMatchObject({ state: 'stale' });
      file(source, 100);
    }
  });

  it('knows that a production install (no TypeScript or Vite) cannot build', () => {
    root = mkdtempSync(path.join(tmpdir(), 'build-state-'));
    file('node_modules/typescript/package.json', 0);
    expect(canBuild(root)).toBe(false);
    file('node_modules/vite/package.json', 0);
    expect(canBuild(root)).toBe(true);
  });
});
