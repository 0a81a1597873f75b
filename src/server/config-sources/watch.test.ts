import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { loadCheckedConfigTree } from '../../config/index.js';
import type { ConfigEvent } from '../config-state.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { ignoredPath, WATCHED_DIRS } from './watch.js';

// The promise is "within one second". A save must start a reload within three (the watcher's
// part: a missed save never does); the reload itself (read, check, compile) gets more, as a
// 2-core machine shared by several test runs can take seconds for it.
const SEEN_MS = 3_000;
const SERVED_MS = 30_000;
const SLOW = 400_000;

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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Counts the reloads `app` starts (a save seen by its watcher). */
function reloadsOf(app: TestApp['app']): () => number {
  let count = 0;
  const onReading = () => void count++;
  app.configEvents.on('reading', onReading);
  onTestFinished(() => void app.configEvents.off('reading', onReading));
  return () => count;
}

/**
 * After a save at `started`: fails unless a reload starts within SEEN_MS and `expected` is served
 * within SERVED_MS; resolves to the milliseconds until it was served.
 */
async function servedAfter(app: TestApp['app'], expected: string, started: number, reloads?: { count: () => number; before: number }): Promise<number> {
  for (;;) {
    if ((await title(app)) === expected) return Date.now() - started;
    const waited = Date.now() - started;
    if (reloads && reloads.count() > reloads.before && seenAfter.at(-1)?.started !== started) seenAfter.push({ started, ms: waited });
    if (reloads && reloads.count() === reloads.before && waited > SEEN_MS) throw new Error(`the save of "${expected}" started no reload within ${SEEN_MS} ms`);
    if (waited > SERVED_MS) throw new Error(`"${expected}" was not served within ${SERVED_MS} ms (still "${await title(app)}")`);
    await sleep(20);
  }
}

interface WatchingApp extends TestApp {
  /** Call just before a save: when it was made, and how many reloads had started by then. */
  mark(): Mark;
  /** Waits until `expected` is served after the save marked; the milliseconds it took. */
  served(expected: string, mark: Mark): Promise<number>;
}
type Mark = { started: number; before: number };

async function watchingApp(root: string): Promise<WatchingApp> {
  // As main.ts starts: the tree checked first, which also warms the checker for the reloads.
  const { tree, issues } = await loadCheckedConfigTree(root, { warnings: true });
  const t = await createTestApp({ configRoot: root, watchConfig: true, config: { tree: tree!, warnings: issues } });
  let closed: Promise<void> | undefined;
  const close = () => (closed ??= t.close());
  onTestFinished(close);
  const count = reloadsOf(t.app);
  return {
    ...t,
    close,
    mark: () => ({ started: Date.now(), before: count() }),
    served: (expected, { started, before }) => servedAfter(t.app, expected, started, { count, before }),
  };
}

function tempRoot(): string {
  const root = copyTree();
  onTestFinished(() => rmSync(root, { recursive: true, force: true }));
  return root;
}

// When each save started a reload (at most, as seen by the polling), for the report.
const seenAfter: Array<{ started: number; ms: number }> = [];

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `median ${sorted[Math.floor(sorted.length / 2)]} ms, max ${sorted.at(-1)} ms`;
};
const summary = (latencies: number[]) => {
  const seen = seenAfter.splice(0).map((s) => s.ms);
  return `served ${stats(latencies)} over ${latencies.length} saves; reload started ${seen.length ? stats(seen) : 'before the first poll'} (${seen.length} caught by the poll)`;
};

describe('every save is picked up, however it is written', () => {
  it('serves each of 50 rename-over saves in a row', async () => {
    const root = tempRoot();
    const app = await watchingApp(root);
    const latencies: number[] = [];
    for (let i = 0; i < 50; i++) {
      const text = `Renamed over ${i}`;
      const mark = app.mark();
      saveRenamedOver(root, 'locales/en.json', localeWithTitle(text));
      latencies.push(await app.served(text, mark));
    }
    console.info(`rename-over saves: ${summary(latencies)}`);
  }, SLOW);

  it('serves saves written in place, and deleted then created again', async () => {
    const root = tempRoot();
    const app = await watchingApp(root);
    const file = path.join(root, 'locales/en.json');
    const latencies: number[] = [];
    for (let i = 0; i < 5; i++) {
      const text = `In place ${i}`;
      const mark = app.mark();
      writeFileSync(file, localeWithTitle(text));
      latencies.push(await app.served(text, mark));
    }
    for (const pause of [0, 300]) {
      const text = `Created again after ${pause} ms`;
      const next = localeWithTitle(text);
      const mark = app.mark();
      unlinkSync(file);
      await sleep(pause);
      writeFileSync(file, next);
      latencies.push(await app.served(text, mark));
    }
    console.info(`in-place and delete+create saves: ${summary(latencies)}`);
  }, SLOW);

  it('serves a whole folder replaced, as git checkout may do', async () => {
    const root = tempRoot();
    const app = await watchingApp(root);
    const locales = path.join(root, 'locales');
    const text = 'A whole new folder';
    const next = localeWithTitle(text);
    const mark = app.mark();
    renameSync(locales, `${locales}-old`);
    mkdirSync(locales);
    cpSync(path.join(`${locales}-old`, 'ar.json'), path.join(locales, 'ar.json'));
    writeFileSync(path.join(locales, 'en.json'), next);
    rmSync(`${locales}-old`, { recursive: true });
    console.info(`folder replaced: served after ${await app.served(text, mark)} ms`);
    // The new folder is watched too.
    const again = app.mark();
    saveRenamedOver(root, 'locales/en.json', localeWithTitle('Saved in the new folder'));
    await app.served('Saved in the new folder', again);
  }, SLOW);

  it('two servers watching the same files both serve the save', async () => {
    const root = tempRoot();
    const first = await watchingApp(root);
    const second = await watchingApp(root);
    const marks = [first.mark(), second.mark()] as const;
    saveRenamedOver(root, 'locales/en.json', localeWithTitle('Seen by both'));
    await Promise.all([first.served('Seen by both', marks[0]), second.served('Seen by both', marks[1])]);
    // One of them stopping does not blind the other.
    await first.close();
    const later = second.mark();
    saveRenamedOver(root, 'locales/en.json', localeWithTitle('Seen by the one left'));
    await second.served('Seen by the one left', later);
  }, SLOW);

  it('a watcher in another process sees the same save', async () => {
    const root = tempRoot();
    const app = await watchingApp(root);
    // The other process: the same watcher, printing a line per change it reports.
    const script = path.join(root, 'other-watcher.mts');
    writeFileSync(script, [
      `import { watchConfigTree } from ${JSON.stringify(path.resolve(import.meta.dirname, 'watch.ts'))};`,
      `const watcher = watchConfigTree(${JSON.stringify(root)}, () => console.log('changed'), (e) => console.error(e.message));`,
      `await watcher.ready; console.log('ready'); setInterval(() => {}, 1000);`,
    ].join('\n'));
    const other = spawn(path.resolve('node_modules/.bin/tsx'), [script], { stdio: ['ignore', 'pipe', 'inherit'] });
    onTestFinished(() => void other.kill());
    let out = '';
    other.stdout.on('data', (chunk: Buffer) => void (out += chunk.toString()));
    const printed = async (line: string, ms: number) => {
      const started = Date.now();
      while (!out.includes(line)) {
        if (Date.now() - started > ms) throw new Error(`the other process did not print "${line}" within ${ms} ms: ${out}`);
        await sleep(20);
      }
    };
    await printed('ready', 120_000);
    const mark = app.mark();
    saveRenamedOver(root, 'locales/en.json', localeWithTitle('Seen by both processes'));
    await Promise.all([app.served('Seen by both processes', mark), printed('changed', SEEN_MS)]);
  }, SLOW);

  it('keeps a refused save visible until a later save fixes it', async () => {
    const root = tempRoot();
    const app = await watchingApp(root);
    const good = app.app.configState.version;
    const started = Date.now();
    saveRenamedOver(root, 'locales/en.json', '{ "journeys": ');
    while (!app.app.configState.refused) {
      expect(Date.now() - started, 'the broken save was not refused in time').toBeLessThan(SERVED_MS);
      await sleep(20);
    }
    expect(app.app.configState.refused.issues[0]).toMatchObject({ file: 'locales/en.json' });
    // A later save that does not fix it keeps the refusal (the studio shows it meanwhile).
    const next = once(app.app.configEvents, 'change', { signal: AbortSignal.timeout(SERVED_MS) }) as Promise<[ConfigEvent]>;
    writeFileSync(path.join(root, 'journeys/unrelated-scratch.txt'), 'x');
    expect((await next)[0].kind).toBe('refused');
    expect(app.app.configState).toMatchObject({ version: good, refused: { issues: [expect.objectContaining({ file: 'locales/en.json' })] } });
    const fixed = app.mark();
    saveRenamedOver(root, 'locales/en.json', localeWithTitle('Fixed by a later save'));
    await app.served('Fixed by a later save', fixed);
    expect(app.app.configState.refused).toBeNull();
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
