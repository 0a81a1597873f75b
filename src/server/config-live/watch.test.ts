import { cpSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { loadCheckedConfigTree } from '../../config/index.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { ignoredPath, WATCHED_DIRS } from './watch.js';

// The promise is "within one second"; a loaded 2-core machine gets three before a test fails.
const DEADLINE_MS = 3_000;
const SLOW = 240_000;

function copyTree(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'config-watch-'));
  for (const dir of WATCHED_DIRS) cpSync(path.resolve(dir), path.join(root, dir), { recursive: true });
  return root;
}

/** The English locale with the renew-policy title set to `title`, as text. */
function localeWithTitle(title: string): string {
  const data = JSON.parse(readFileSync(path.resolve('locales/en.json'), 'utf8')) as { journeys: Record<string, { title: string }> };
  data.journeys['renew-policy']!.title = title;
  return JSON.stringify(data, null, 2);
}

/** Saves as sed -i and most editors do: a new file beside the old one, renamed over it. */
function saveRenamedOver(root: string, file: string, text: string): void {
  const temp = path.join(root, path.dirname(file), `sed${Math.random().toString(36).slice(2, 8)}`);
  writeFileSync(temp, text);
  renameSync(temp, path.join(root, file));
}

const title = async (app: TestApp['app']) =>
  ((await app.inject({ url: '/api/v1/config/locales/en' })).json() as { journeys: Record<string, { title: string }> }).journeys['renew-policy']!.title;

/** Milliseconds until `app` serves `expected` as the title; fails after the deadline. */
async function servedAfter(app: TestApp['app'], expected: string, started: number): Promise<number> {
  for (;;) {
    if ((await title(app)) === expected) return Date.now() - started;
    if (Date.now() - started > DEADLINE_MS) throw new Error(`"${expected}" was not served within ${DEADLINE_MS} ms (still "${await title(app)}")`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function watchingApp(root: string): Promise<TestApp> {
  // As main.ts starts: the tree checked first, which also warms the checker for the reloads.
  const { tree, issues } = await loadCheckedConfigTree(root, { warnings: true });
  const t = await createTestApp({ configRoot: root, watchConfig: true, config: { tree: tree!, warnings: issues } });
  let closed: Promise<void> | undefined;
  const close = () => (closed ??= t.close());
  onTestFinished(close);
  return { ...t, close };
}

function tempRoot(): string {
  const root = copyTree();
  onTestFinished(() => rmSync(root, { recursive: true, force: true }));
  return root;
}

const summary = (latencies: number[]) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return `median ${sorted[Math.floor(sorted.length / 2)]} ms, max ${sorted.at(-1)} ms over ${sorted.length} saves`;
};

describe('every save is picked up, however it is written', () => {
  it('serves each of 50 rename-over saves in a row', async () => {
    const root = tempRoot();
    const { app } = await watchingApp(root);
    const latencies: number[] = [];
    for (let i = 0; i < 50; i++) {
      const text = `Renamed over ${i}`;
      const started = Date.now();
      saveRenamedOver(root, 'locales/en.json', localeWithTitle(text));
      latencies.push(await servedAfter(app, text, started));
    }
    console.info(`rename-over saves: ${summary(latencies)}`);
  }, SLOW);

  it('serves saves written in place, and deleted then created again', async () => {
    const root = tempRoot();
    const { app } = await watchingApp(root);
    const file = path.join(root, 'locales/en.json');
    const latencies: number[] = [];
    for (let i = 0; i < 5; i++) {
      const text = `In place ${i}`;
      const started = Date.now();
      writeFileSync(file, localeWithTitle(text));
      latencies.push(await servedAfter(app, text, started));
    }
    for (const pause of [0, 300]) {
      const text = `Created again after ${pause} ms`;
      const next = localeWithTitle(text);
      const started = Date.now();
      unlinkSync(file);
      await new Promise((resolve) => setTimeout(resolve, pause));
      writeFileSync(file, next);
      latencies.push(await servedAfter(app, text, started));
    }
    console.info(`in-place and delete+create saves: ${summary(latencies)}`);
  }, SLOW);

  it('serves a whole folder replaced, as git checkout may do', async () => {
    const root = tempRoot();
    const { app } = await watchingApp(root);
    const locales = path.join(root, 'locales');
    const text = 'A whole new folder';
    const next = localeWithTitle(text);
    const started = Date.now();
    renameSync(locales, `${locales}-old`);
    mkdirSync(locales);
    cpSync(path.join(`${locales}-old`, 'ar.json'), path.join(locales, 'ar.json'));
    writeFileSync(path.join(locales, 'en.json'), next);
    rmSync(`${locales}-old`, { recursive: true });
    console.info(`folder replaced: served after ${await servedAfter(app, text, started)} ms`);
    // The new folder is watched too.
    const again = Date.now();
    saveRenamedOver(root, 'locales/en.json', localeWithTitle('Saved in the new folder'));
    await servedAfter(app, 'Saved in the new folder', again);
  }, SLOW);

  it('two servers watching the same files both serve the save', async () => {
    const root = tempRoot();
    const first = await watchingApp(root);
    const second = await watchingApp(root);
    const started = Date.now();
    saveRenamedOver(root, 'locales/en.json', localeWithTitle('Seen by both'));
    await servedAfter(first.app, 'Seen by both', started);
    await servedAfter(second.app, 'Seen by both', started);
    // One of them stopping does not blind the other.
    await first.close();
    const later = Date.now();
    saveRenamedOver(root, 'locales/en.json', localeWithTitle('Seen by the one left'));
    await servedAfter(second.app, 'Seen by the one left', later);
  }, SLOW);

  it('keeps a refused save visible until a later save fixes it', async () => {
    const root = tempRoot();
    const { app } = await watchingApp(root);
    const good = app.configState.version;
    const started = Date.now();
    saveRenamedOver(root, 'locales/en.json', '{ "journeys": ');
    while (!app.configState.refused) {
      expect(Date.now() - started, 'the broken save was not refused in time').toBeLessThan(DEADLINE_MS);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(app.configState.refused.issues[0]).toMatchObject({ file: 'locales/en.json' });
    // An unrelated save (still broken) keeps the refusal; the studio shows it meanwhile.
    writeFileSync(path.join(root, 'journeys/unrelated-scratch.txt'), 'x');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(app.configState).toMatchObject({ version: good, refused: { issues: [expect.objectContaining({ file: 'locales/en.json' })] } });
    const fixed = Date.now();
    saveRenamedOver(root, 'locales/en.json', localeWithTitle('Fixed by a later save'));
    await servedAfter(app, 'Fixed by a later save', fixed);
    expect(app.configState.refused).toBeNull();
  }, SLOW);
});

describe('ignoredPath', () => {
  const root = path.resolve('/srv/portal');
  it('lets through the watched folders, what is under them and the folders above them', () => {
    for (const file of ['/srv/portal', '/srv/portal/locales', '/srv/portal/locales/en.json', '/srv/portal/public', '/srv/portal/public/partners/logo.svg']) {
      expect(ignoredPath(root, file), file).toBe(false);
    }
  });
  it('ignores other folders and editors\' scratch files', () => {
    for (const file of ['/srv/portal/node_modules', '/srv/portal/public/fonts/a.woff2', '/srv/portal/src/x.ts', '/srv/portal/locales/.en.json.swp', '/srv/portal/locales/en.json~', '/srv/portal/locales/4913', '/srv/portal/localesx']) {
      expect(ignoredPath(root, file), file).toBe(true);
    }
  });
});
