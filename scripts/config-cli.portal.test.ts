// The CLI against the real portal (a test app on a port, releases from its database), not a fake:
// export, edit, import, submit, approve by another person, publish, diff and rollback, and what
// customers are served after each.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../src/server/testing/test-app.js';
import { SANDBOX_PASSWORDS } from '../src/server/testing/test-staff.js';
import { main } from './config-cli.js';
import { RELEASE_DIRS } from '../src/config/release-layout.js';

const repoRoot = path.resolve(import.meta.dirname, '..');

let t: TestApp;
let base = '';
let dir = '';

beforeAll(async () => {
  t = await createTestApp({ listen: true, env: { CONFIG_SOURCE: 'database', CONFIG_POLL_MS: 60_000 } });
  base = t.app.localBaseUrl();
  dir = await mkdtemp(path.join(tmpdir(), 'config-cli-portal-'));
});
afterAll(async () => {
  await t?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function cli(user: keyof typeof SANDBOX_PASSWORDS, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const env = { PORTAL_URL: base, STAFF_USERNAME: user, STAFF_PASSWORD: SANDBOX_PASSWORDS[user] };
  const code = await main(argv, { env, out: (text) => out.push(text), err: (text) => err.push(text) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const servedTitle = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/config/locales/en', headers: { authorization: t.bearer() } });
  return (res.json() as { landing: { title: string } }).landing.title;
};

/** Every file of the release folders under `root`, as its text. */
async function tree(root: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const folder of RELEASE_DIRS) {
    const names = await readdir(path.join(root, folder)).catch(() => [] as string[]);
    for (const name of names.filter((n) => n.endsWith('.json'))) out[`${folder}/${name}`] = await readFile(path.join(root, folder, name), 'utf8');
  }
  return out;
}

describe('npm run config against the portal', () => {
  it('exports release 1 byte for byte as the shipped files, and an unchanged folder imports as nothing', async () => {
    expect(await cli('editor', 'export', '1', dir)).toMatchObject({ code: 0 });
    const shipped = await tree(repoRoot);
    expect(Object.keys(shipped).length).toBeGreaterThan(30);
    expect(await tree(dir)).toEqual(shipped);
    expect((await cli('editor', 'import', dir)).out).toContain('Nothing to import');
  });

  it('takes a change from files to customers through a second person, and back', async () => {
    expect(await cli('editor', 'export', '1', dir)).toMatchObject({ code: 0 });
    const file = path.join(dir, 'locales', 'en.json');
    const en = JSON.parse(await readFile(file, 'utf8')) as { landing: { title: string } };
    en.landing.title = 'Car Insurance';
    // Written its own way (4 spaces, no final newline): the release keeps it so, byte for byte.
    const written = JSON.stringify(en, null, 4);
    await writeFile(file, written);

    const imported = await cli('editor', 'import', dir, '-m', 'Landing title');
    expect(imported.code, imported.err).toBe(0);
    const id = /Draft ([0-9a-f-]{36})/.exec(imported.out)?.[1];
    expect(imported.out).toContain('1 file(s) saved (locales/en.json)');
    expect((await cli('editor', 'submit', id!)).code).toBe(0);

    const own = await cli('editor', 'approve', id!);
    expect(own.code).toBe(1);
    expect(own.err).toContain('FORBIDDEN');
    expect((await cli('approver', 'approve', id!, '-c', 'Reads well')).code).toBe(0);
    const published = await cli('approver', 'publish', id!);
    expect(published.code, published.err).toBe(0);
    expect(published.out).toContain('#2');
    expect(await servedTitle()).toBe('Car Insurance');
    const again = await mkdtemp(path.join(tmpdir(), 'config-cli-portal-2-'));
    try {
      expect(await cli('approver', 'export', '2', again)).toMatchObject({ code: 0 });
      expect(await tree(again)).toEqual({ ...(await tree(repoRoot)), 'locales/en.json': written });
    } finally {
      await rm(again, { recursive: true, force: true });
    }

    const diff = await cli('approver', 'diff', '1', '2');
    expect(diff.out).toContain('landing.title');
    expect(diff.out).toContain('"Motor Insurance" → "Car Insurance"');
    const list = await cli('approver', 'list');
    expect(list.out).toMatch(/\* #2 effective change/);

    const rolledBack = await cli('releases', 'rollback', '1', '-r', 'Marketing did not sign it off');
    expect(rolledBack.code, rolledBack.err).toBe(0);
    expect(await servedTitle()).toBe('Motor Insurance');
    const audit = await cli('approver', 'audit', '--limit', '20');
    expect(audit.out).toContain('release-rolled-back');
  });
});
