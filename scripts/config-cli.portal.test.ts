// The CLI against the real portal (a test app on a port, releases from its database), not a fake:
// export, edit, import, submit, approve by another person, publish, diff and rollback, and what
// customers are served after each.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../src/server/testing/test-app.js';
import { SANDBOX_PASSWORDS } from '../src/server/testing/test-staff.js';
import { main } from './config-cli.js';

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

describe('npm run config against the portal', () => {
  it('takes a change from files to customers through a second person, and back', async () => {
    expect(await cli('editor', 'export', '1', dir)).toMatchObject({ code: 0 });
    const file = path.join(dir, 'locales', 'en.json');
    const en = JSON.parse(await readFile(file, 'utf8')) as { landing: { title: string } };
    en.landing.title = 'Car Insurance';
    await writeFile(file, `${JSON.stringify(en, null, 2)}\n`);

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
