import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { diffReleases } from '../src/config/release-diff.js';
import { parseEnv } from '../src/server/env.js';
import { DEFAULT_PORT, main, portalUrl } from './config-cli.js';
import { CSRF, SESSION, startTestPortal, USER, type Answer, type Seen, type TestPortal } from './config-cli/test-portal.js';

const release = (number: number, status: string) => ({
  number, contentHash: `h${number}`, kind: number === 1 ? 'seed' : 'change', message: `m${number}`, author: 'editor', authors: ['editor'],
  approver: number === 1 ? null : 'approver', rollbackOf: null, createdAt: '2026-01-01T00:00:00.000Z', approvedAt: null,
  publishedAt: '2026-01-01T00:00:00.000Z', effectiveAt: `2026-01-0${number}T08:00:00.000Z`, cancelledAt: null, status,
});
const BASE = {
  'locales/en.json': { landing: { title: 'Motor Insurance' } },
  'locales/ar.json': { landing: { title: 'تأمين المركبات' } },
  'schemas/forms/lead.json': { id: 'lead', schema: { type: 'object', properties: {} } },
  'journeys/old.json': { id: 'old' },
};
/** The release's files as the portal keeps them: each one's text (2-space JSON here). */
const TEXTS = Object.fromEntries(Object.entries(BASE).map(([file, data]) => [file, `${JSON.stringify(data, null, 2)}\n`]));
const AFTER = { ...BASE, 'locales/en.json': { landing: { title: 'Car insurance' } } };
const FINDING = { file: 'partners/acme.json', pointer: '/contact', message: 'A helpline is needed.', fix: 'Add contact.helpline.', severity: 'warning' };
const draft = (status: string, revision = 1) => ({
  id: 'd7', base: 2, message: 'm', author: 'editor', authors: ['editor'], status, revision, files: ['locales/en.json'], findings: [],
  reviewer: null, reviewComment: null, createdAt: 'x', updatedAt: 'x', release: null,
});

let revision = 1;
const routes = {
  'GET /api/staff/releases': (): Answer => [200, { data: { effective: 2, releases: [release(1, 'superseded'), release(2, 'effective')] } }],
  'GET /api/staff/releases/(\\d+)/files': (_: Seen, m: RegExpMatchArray): Answer => [200, { data: { number: Number(m[1]), ...(m[1] === '9' ? { files: { '../evil.json': {} }, texts: { '../evil.json': '{}' } } : { files: BASE, texts: TEXTS }) } }],
  'GET /api/staff/diff': (): Answer => [200, diffReleases(BASE, AFTER)],
  'GET /api/staff/drafts/d7/diff': (): Answer => [200, { data: diffReleases(BASE, AFTER) }],
  'POST /api/staff/drafts': (): Answer => [201, { data: draft('open', (revision = 1)) }],
  'PUT /api/staff/drafts/d7/files/.+': (r: Seen): Answer => (r.headers['if-match'] === String(revision) ? [200, { data: { revision: ++revision, findings: [FINDING] } }] : [412, { error: { code: 'DRAFT_REVISION_STALE', message: 'Stale.' } }]),
  'DELETE /api/staff/drafts/d7/files/.+': (r: Seen): Answer => (r.headers['if-match'] === String(revision) ? [200, { data: { revision: ++revision, findings: [FINDING] } }] : [412, { error: { code: 'DRAFT_REVISION_STALE', message: 'Stale.' } }]),
  'POST /api/staff/drafts/d7/(submit|approve|reject)': (_: Seen, m: RegExpMatchArray): Answer => [200, { data: { ...draft({ submit: 'submitted', approve: 'approved', reject: 'rejected' }[m[1]!]!), reviewer: m[1] === 'submit' ? null : 'approver' } }],
  'POST /api/staff/drafts/d8/approve': (): Answer => [403, { error: { code: 'DRAFT_OWN_APPROVAL', message: 'You cannot approve your own draft.' } }],
  'POST /api/staff/drafts/d7/publish': (): Answer => [200, { data: release(3, 'scheduled') }],
  'POST /api/staff/releases/1/rollback': (): Answer => [200, { data: { release: { ...release(4, 'effective'), kind: 'rollback', rollbackOf: 1 } } }],
  'POST /api/staff/releases/5/share': (r: Seen): Answer => [200, { data: { ...release(5, 'staged'), share: { base: 4, share: (r.body as { share: number }).share, stagedAt: 'x', changedAt: 'x', changedBy: 'approver', guardrail: null } } }],
  'POST /api/staff/releases/3/cancel': (): Answer => [200, { data: { ...release(3, 'cancelled'), cancelledAt: '2026-01-03T00:00:00.000Z' } }],
  'GET /api/staff/audit': (): Answer => [200, { data: [{ id: 9, at: '2026-01-02T08:00:00.000Z', actor: 'approver', clientAddress: '127.0.0.1', action: 'approve', target: 'd7', details: {} }], page: { next: 9 } }],
};

let portal: TestPortal;
const dirs: string[] = [];
beforeAll(async () => {
  portal = await startTestPortal(routes);
});
afterEach(() => {
  portal.seen.length = 0;
});
afterAll(async () => {
  await portal.close();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const env = { PORTAL_URL: portal.url, STAFF_USERNAME: USER.username, STAFF_PASSWORD: USER.password };
  const code = await main(argv, { env, out: (t) => out.push(t), err: (t) => err.push(t) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}
const calls = () => portal.seen.map((r) => `${r.method} ${r.url}`);
const tempDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'config-cli-'));
  dirs.push(dir);
  return dir;
};

describe('config CLI over the staff API', () => {
  it('signs in, sends the session cookie, the CSRF token on changes, and signs out', async () => {
    const result = await run('submit', 'd7', '-m', 'ready');
    expect(result).toMatchObject({ code: 0, out: 'Draft d7 (base 2) submitted by editor, 1 changed file(s), 0 finding(s)' });
    expect(calls()).toEqual(['POST /api/staff/login', 'POST /api/staff/drafts/d7/submit', 'POST /api/staff/logout']);
    const [login, submit, logout] = portal.seen;
    expect(login!.body).toEqual(USER);
    expect(login!.headers['x-csrf-token']).toBeUndefined();
    expect(submit).toMatchObject({ body: { message: 'ready' }, headers: { cookie: `staff_session=${SESSION}`, 'x-csrf-token': CSRF } });
    expect(logout!.headers).toMatchObject({ cookie: `staff_session=${SESSION}`, 'x-csrf-token': CSRF });
  });

  it('lists the releases, marking the effective one', async () => {
    const { code, out } = await run('list');
    expect(code).toBe(0);
    expect(out.split('\n')).toEqual([
      'Effective release: 2',
      '* #2 effective change, effective 2026-01-02 08:00:00 UTC — m2 [editor, approved by approver]',
      '  #1 superseded seed, effective 2026-01-01 08:00:00 UTC — m1 [editor]',
    ]);
  });

  it('prints a diff by file, in English or Arabic, or as JSON; and a draft\'s', async () => {
    const en = await run('diff', '1', '2');
    expect(en.out).toBe('Release 1 → 2\n1 file(s) differ\n\nlocales/en.json (changed)\n  - Text landing.title: English "Motor Insurance" → "Car insurance"');
    expect(portal.seen[1]!.url).toBe('/api/staff/diff?from=1&to=2');
    expect((await run('diff', '1', '2', '--lang', 'ar')).out).toBe('الإصدار 1 ← 2\nعدد الملفات المختلفة: 1\n\nlocales/en.json (مُعدَّل)\n  - النص landing.title: بالإنجليزية: من «Motor Insurance» إلى «Car insurance»');
    expect(JSON.parse((await run('diff', '--draft', 'd7', '--json')).out)).toEqual(diffReleases(BASE, AFTER));
    expect(calls()).toContain('GET /api/staff/drafts/d7/diff');
  });

  it('imports a folder as a draft: changed and new files saved in turn (If-Match) as written, missing ones removed', async () => {
    const dir = await tempDir();
    const write = async (file: string, text: string) => {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await writeFile(path.join(dir, file), text);
    };
    await write('locales/en.json', JSON.stringify({ landing: { title: 'New title' } }));
    await write('locales/ar.json', TEXTS['locales/ar.json']!); // the same text: not saved
    // Other key order, or other spacing: a release keeps files byte for byte, so these are changes.
    const lead = JSON.stringify({ schema: { properties: {}, type: 'object' }, id: 'lead' });
    await write('schemas/forms/lead.json', lead);
    await write('partners/acme.json', JSON.stringify({ id: 'acme' }));
    await write('locales/README.md', 'not config');
    await write('schemas/meta/form.schema.json', '{}');
    const { code, out } = await run('import', dir, '-m', 'From git');
    expect(code).toBe(0);
    expect(calls()).toEqual([
      'POST /api/staff/login', 'GET /api/staff/releases', 'GET /api/staff/releases/2/files', 'POST /api/staff/drafts',
      'PUT /api/staff/drafts/d7/files/locales/en.json', 'PUT /api/staff/drafts/d7/files/partners/acme.json',
      'PUT /api/staff/drafts/d7/files/schemas/forms/lead.json',
      'DELETE /api/staff/drafts/d7/files/journeys/old.json?remove=1', 'POST /api/staff/logout',
    ]);
    const [, , , create, en, acme, leadSaved, old] = portal.seen;
    expect(create!.body).toEqual({ base: 2, message: 'From git' });
    expect([en, acme, leadSaved, old].map((r) => r!.headers['if-match'])).toEqual(['1', '2', '3', '4']);
    expect([en!.body, acme!.body]).toEqual([{ landing: { title: 'New title' } }, { id: 'acme' }]);
    expect(leadSaved!.text).toBe(lead);
    expect(old!.headers['x-csrf-token']).toBe(CSRF);
    expect(out).toContain('Draft d7 on release 2: 3 file(s) saved (locales/en.json, partners/acme.json, schemas/forms/lead.json), 1 removed (journeys/old.json).');
    expect(out).toContain('warning partners/acme.json /contact: A helpline is needed.\n          fix: Add contact.helpline.');
    expect(out).toContain('submit d7');
  });

  it('makes no draft for a folder equal to the effective release, and refuses an empty or broken folder', async () => {
    const dir = await tempDir();
    for (const [file, text] of Object.entries(TEXTS)) {
      await mkdir(path.join(dir, path.dirname(file)), { recursive: true });
      await writeFile(path.join(dir, file), text);
    }
    expect(await run('import', dir)).toMatchObject({ code: 0, out: `Nothing to import: ${dir} holds release 2 as it is.` });
    expect(calls()).not.toContain('POST /api/staff/drafts');
    portal.seen.length = 0;
    expect(await run('import', await tempDir())).toMatchObject({ code: 1, err: expect.stringContaining('No config files under') });
    await writeFile(path.join(dir, 'journeys/bad.json'), '{ nope');
    expect(await run('import', dir)).toMatchObject({ code: 1, err: expect.stringContaining('journeys/bad.json is not valid JSON') });
    expect(calls()).toEqual([]);
  });

  it('exports a release as 2-space JSON files, deleting config files it does not hold; refuses paths outside', async () => {
    const dir = await tempDir();
    await mkdir(path.join(dir, 'journeys'), { recursive: true });
    await writeFile(path.join(dir, 'journeys/stale.json'), '{}');
    await writeFile(path.join(dir, 'journeys/notes.txt'), 'kept');
    const result = await run('export', '2', dir);
    expect(result.code).toBe(0);
    expect(result.out).toBe(`Release 2: wrote 4 file(s) under ${dir}; deleted journeys/stale.json.`);
    expect(await readFile(path.join(dir, 'locales/ar.json'), 'utf8')).toBe('{\n  "landing": {\n    "title": "تأمين المركبات"\n  }\n}\n');
    expect((await readdir(path.join(dir, 'journeys'))).sort()).toEqual(['notes.txt', 'old.json']);
    const refused = await run('export', '9', dir);
    expect(refused).toMatchObject({ code: 1, err: expect.stringContaining('outside the config folders; nothing was written: ../evil.json') });
  });

  it('approves, rejects with a comment, publishes at a time, rolls back with a reason, cancels', async () => {
    expect((await run('approve', 'd7', '-c', 'fine')).out).toBe('Draft d7 (base 2) approved by editor, 1 changed file(s), 0 finding(s); reviewed by approver');
    expect(portal.seen[1]!.body).toEqual({ comment: 'fine' });
    expect(await run('reject', 'd7')).toMatchObject({ code: 1, err: '-c <comment> is required here.' });
    expect((await run('reject', 'd7', '-c', 'typo')).code).toBe(0);
    expect((await run('publish', 'd7', '--at', '2026-07-01T00:00:00+04:00')).out).toContain('Published: #3 scheduled change');
    expect(portal.seen.find((r) => r.url.endsWith('/publish'))!.body).toEqual({ effectiveAt: '2026-06-30T20:00:00.000Z' });
    expect(await run('publish', 'd7', '--at', 'tomorrow')).toMatchObject({ code: 1, err: expect.stringContaining('--at takes an ISO time') });
    expect(await run('rollback', '1')).toMatchObject({ code: 1, err: '-r <reason> is required here.' });
    const rollback = await run('rollback', '1', '-r', 'Wrong headline');
    expect(rollback.out).toBe('Rolled back: #4 effective rollback (rolls back to 1), effective 2026-01-04 08:00:00 UTC — m4 [editor, approved by approver]');
    expect(portal.seen.find((r) => r.url.endsWith('/rollback'))!.body).toEqual({ reason: 'Wrong headline' });
    expect((await run('cancel', '3')).out).toContain('Cancelled: #3 cancelled');
  });

  it('publishes to a share of new visits and changes a staged release\'s share with a reason', async () => {
    expect((await run('publish', 'd7', '--share', '20')).code).toBe(0);
    expect(portal.seen.find((r) => r.url.endsWith('/publish'))!.body).toEqual({ share: 20 });
    expect(await run('publish', 'd7', '--share', '0')).toMatchObject({ code: 1, err: 'A share is a whole number from 1 to 100 (got "0").' });
    expect(await run('share', '5', '50')).toMatchObject({ code: 1, err: '-r <reason> is required here.' });
    expect(await run('share', '5', '101', '-r', 'x')).toMatchObject({ code: 1, err: 'A share is a whole number from 0 to 100 (got "101").' });
    expect((await run('share', '5', '50', '-r', 'Going well')).out).toBe('Share set: #5 staged on 50% of new visits (base 4) change, effective 2026-01-05 08:00:00 UTC — m5 [editor, approved by approver]');
    expect(portal.seen.find((r) => r.url.endsWith('/share'))!.body).toEqual({ share: 50, reason: 'Going well' });
  });

  it('prints the API\'s error message and exits 1; checks arguments before signing in', async () => {
    expect(await run('approve', 'd8')).toMatchObject({ code: 1, err: 'You cannot approve your own draft. (DRAFT_OWN_APPROVAL)' });
    portal.seen.length = 0;
    expect(await run('cancel', 'three')).toMatchObject({ code: 1, err: 'A release number must be a whole number from 1 up (got "three").' });
    expect(await run('list', '--bogus')).toMatchObject({ code: 1 });
    expect(calls()).toEqual([]);
    const out: string[] = [];
    const code = await main(['list'], { env: { PORTAL_URL: portal.url, STAFF_USERNAME: 'editor', STAFF_PASSWORD: 'wrong' }, out: (t) => out.push(t), err: (t) => out.push(t) });
    expect({ code, out }).toEqual({ code: 1, out: ['The username or password is wrong. (STAFF_CREDENTIALS_INVALID)'] });
  });

  it('reads a page of the audit trail', async () => {
    const { out } = await run('audit', '--limit', '1', '--actor', 'approver');
    expect(portal.seen[1]!.url).toBe('/api/staff/audit?limit=1&actor=approver');
    expect(out).toBe('2026-01-02 08:00:00 UTC  approver  approve d7 from 127.0.0.1\nMore: add --before 9');
  });
});

describe('where the CLI finds the portal', () => {
  it('defaults to the server\'s own port on loopback; PORT and PORTAL_URL change it', () => {
    expect(DEFAULT_PORT).toBe(parseEnv({}).PORT);
    expect(portalUrl({})).toBe(`http://127.0.0.1:${DEFAULT_PORT}/`);
    expect(portalUrl({ PORT: '9090' })).toBe('http://127.0.0.1:9090/');
    expect(portalUrl({ PORTAL_URL: 'https://portal.example' })).toBe('https://portal.example/');
  });
});
