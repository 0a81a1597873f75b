import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { EventEmitter } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { checkConfigTree, configErrors, loadCheckedConfigTree } from '../../config/index.js';
import { studioFindings } from '../routes/studio/findings.js';
import type { ConfigEvent } from '../config-state.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { reloadOnSignal } from './live-config.js';
import { WATCHED_DIRS } from '../config-sources/index.js';

/** A throw-away copy of the repository's config tree that a test may edit. */
function copyTree(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'live-config-'));
  for (const dir of WATCHED_DIRS) cpSync(path.resolve(dir), path.join(root, dir), { recursive: true });
  return root;
}

function editJson(root: string, file: string, change: (data: Record<string, any>) => void): void {
  const full = path.join(root, file);
  const data = JSON.parse(readFileSync(full, 'utf8')) as Record<string, any>;
  change(data);
  writeFileSync(full, JSON.stringify(data, null, 2));
}

const setTitle = (root: string, lng: 'en' | 'ar', title: string) =>
  editJson(root, `locales/${lng}.json`, (data) => void (data.journeys['renew-policy'].title = title));

function nextEvent(t: TestApp): Promise<ConfigEvent> {
  return new Promise((resolve) => t.app.configEvents.once('change', resolve));
}

/** Each test its own tree and app (locals: a test that overran must not touch the next one's). */
async function liveApp(options: { watch?: boolean; checked?: boolean } = {}): Promise<{ t: TestApp; root: string }> {
  const root = copyTree();
  onTestFinished(() => rmSync(root, { recursive: true, force: true }));
  // As main.ts starts it: the tree checked first (which also warms the checker).
  const checked = options.checked ? await loadCheckedConfigTree(root, { warnings: true }) : undefined;
  const t = await createTestApp({ configRoot: root, watchConfig: options.watch ?? false, ...(checked ? { config: { tree: checked.tree!, warnings: checked.issues } } : {}) });
  onTestFinished(() => t.close());
  return { t, root };
}

// Each test builds an app over a copied tree: slow on a loaded machine, whatever the reload takes.
const SLOW = 120_000;

const title = async (app: TestApp['app']) =>
  ((await app.inject({ url: '/api/v1/config/locales/en' })).json() as { journeys: Record<string, { title: string }> }).journeys['renew-policy']!.title;

describe('live config', () => {
  it('serves a saved change within a second, without a restart', async () => {
    const { t, root } = await liveApp({ watch: true, checked: true });
    const before = t.app.configState.version;
    const started = Date.now();
    setTitle(root, 'en', 'Renew it live');
    setTitle(root, 'ar', 'جدد مباشرة');
    const served = nextEvent(t);
    while ((await title(t.app)) !== 'Renew it live') {
      // The promise is one second: watch.test.ts holds the watcher to it and measures the whole;
      // here a shared 2-core machine may take seconds for the check itself.
      expect(Date.now() - started, 'the change was not served in time').toBeLessThan(30_000);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect((await served).kind).toBe('loaded');
    expect(t.app.configState.version).not.toBe(before);
    const health = (await t.app.inject({ url: '/api/health' })).json();
    expect(health.config).toMatchObject({ version: t.app.configState.version, refused: null });
  }, SLOW);

  it('keeps serving the last good tree when a change is broken, and reports it until it is fixed', async () => {
    const { t, root } = await liveApp();
    const good = t.app.configState.version;
    const goodTitle = await title(t.app);
    // Only the English text: en and ar no longer hold the same keys, and the form is not JSON.
    editJson(root, 'locales/en.json', (data) => void (data.journeys['renew-policy'].newKey = 'x'));
    writeFileSync(path.join(root, 'schemas/forms/lead.json'), '{ "id": ');
    const refused = nextEvent(t);
    const state = await t.app.reloadConfig();
    expect((await refused).kind).toBe('refused');
    expect(state.version).toBe(good);
    expect(state.refused?.issues.length).toBeGreaterThan(0);
    expect(state.refused?.issues[0]).toMatchObject({ file: expect.any(String), fix: expect.any(String) });
    expect(await title(t.app)).toBe(goodTitle);
    const health = (await t.app.inject({ url: '/api/health' })).json();
    expect(health.config).toMatchObject({ version: good, refused: { at: expect.any(String), problems: state.refused!.issues.length } });
    expect(JSON.stringify(health)).not.toContain('lead.json');

    // Undone: the same tree as before, so nothing to swap, and the refusal is over.
    cpSync(path.resolve('schemas/forms/lead.json'), path.join(root, 'schemas/forms/lead.json'));
    cpSync(path.resolve('locales/en.json'), path.join(root, 'locales/en.json'));
    const after = await t.app.reloadConfig();
    expect(after).toMatchObject({ version: good, refused: null });
  }, SLOW);

  it('refuses a tree with exactly the checker\'s findings, which the studio shows as they are', async () => {
    const { t, root } = await liveApp();
    // A catalog with a trailing comma: one syntax error, and not also "this catalog file is missing".
    const catalog = path.join(root, 'schemas/catalog/errors.json');
    writeFileSync(catalog, readFileSync(catalog, 'utf8').replace(/\n(\s*)\}\s*$/, ',\n$1}\n'));
    const state = await t.app.reloadConfig();
    const checked = configErrors(await checkConfigTree(root));
    expect(checked).toEqual([expect.objectContaining({ file: 'schemas/catalog/errors.json', message: expect.stringContaining('not valid JSON') })]);
    expect(state.refused?.issues).toEqual(checked);
    const findings = studioFindings(state, { username: 'editor', roles: ['editor'] });
    expect(findings.refused?.issues.map(({ file, pointer, message, fix, ar }) => ({ file, pointer, message, fix, ar }))).toEqual(checked);
  }, SLOW);

  it('answers each request from one whole tree while trees are swapped under it', async () => {
    const { t, root } = await liveApp();
    const app = t.app;
    // version -> the title that tree holds
    const titles = new Map<string, string>([[app.configState.version, await title(app)]]);
    const answers: Array<Promise<{ version: string; etag: string; title: string }>> = [];
    const ask = () => answers.push(app.inject({ url: '/api/v1/config/locales/en' }).then((res) => ({
      version: String(res.headers['x-config-version']),
      etag: String(res.headers.etag),
      title: (res.json() as { journeys: Record<string, { title: string }> }).journeys['renew-policy']!.title,
    })));
    for (let i = 0; i < 5; i++) {
      setTitle(root, 'en', `Swap ${i}`);
      setTitle(root, 'ar', `Swap ${i} ar`);
      const reload = app.reloadConfig();
      // Requests in flight while the tree is read, checked and swapped.
      for (let j = 0; j < 8; j++) {
        ask();
        await new Promise((resolve) => setImmediate(resolve));
      }
      titles.set((await reload).version, `Swap ${i}`);
      ask();
    }
    const results = await Promise.all(answers);
    for (const result of results) {
      // The header and the ETag name the tree the request took; the body is that tree's text.
      expect(result.etag).toBe(`"${result.version}"`);
      expect(titles.get(result.version)).toBe(result.title);
    }
    expect(new Set(results.map((r) => r.version)).size).toBeGreaterThan(2);
  }, SLOW);

  it('re-reads the tree once on SIGHUP, also with watching off', async () => {
    const { t, root } = await liveApp();
    const signals = new EventEmitter();
    const stop = reloadOnSignal(t.app, signals);
    setTitle(root, 'en', 'After a hang-up');
    const loaded = nextEvent(t);
    signals.emit('SIGHUP');
    expect((await loaded).kind).toBe('loaded');
    expect(await title(t.app)).toBe('After a hang-up');
    stop();
    expect(signals.listenerCount('SIGHUP')).toBe(0);
  }, SLOW);
});
