// Config releases through the staff API, on PGlite and (when it answers) PostgreSQL: drafts, four
// eyes, stale drafts, scheduling, cancelling, rollback, pinning and the audit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_ACCOUNTS } from '../staff/account-config.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { SANDBOX_PASSWORDS, signInStaff, type SignedIn } from '../testing/test-staff.js';

const kinds = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] as const : [])] as const;
const editorHash = SANDBOX_ACCOUNTS.editor!.passwordHash;
const ACCOUNTS = {
  ...SANDBOX_ACCOUNTS,
  viewer: { username: 'viewer', passwordHash: editorHash, roles: ['viewer' as const] },
  both: { username: 'both', passwordHash: editorHash, roles: ['editor' as const, 'approver' as const] },
  scoped: { username: 'scoped', passwordHash: editorHash, roles: ['editor' as const], partnerScope: 'demo-partner' },
};

async function signIn(t: TestApp, username: string): Promise<SignedIn> {
  if (username in SANDBOX_PASSWORDS) return signInStaff(t.app, username as keyof typeof SANDBOX_PASSWORDS);
  const res = await t.app.inject({ method: 'POST', url: '/api/staff/login', payload: { username, password: SANDBOX_PASSWORDS.editor } });
  expect(res.statusCode).toBe(200);
  const cookie = `staff_session=${res.cookies.find((c) => c.name === 'staff_session')!.value}`;
  const csrfToken = (res.json() as { data: { csrfToken: string } }).data.csrfToken;
  return { cookie, csrfToken, headers: { cookie, 'x-csrf-token': csrfToken } };
}

type Json = Record<string, any>;

describe.each(kinds)('config releases (%s)', (kind) => {
  let t: TestApp;
  const as: Record<string, SignedIn> = {};
  const call = async (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method, url, headers: { ...as[who]!.headers, ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });
    return { status: res.statusCode, body: (res.body ? res.json() : {}) as Json, headers: res.headers };
  };
  const releaseFiles = async (n: number) => (await call('editor', 'GET', `/api/staff/releases/${n}/files`)).body.data.files as Json;
  const landingTitle = async (lng: 'en' | 'ar', pin?: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/config/locales/${lng}`, headers: { authorization: t.bearer(), ...(pin ? { 'x-config-version': pin } : {}) } });
    return { title: (res.json() as Json).landing.title as string, version: res.headers['x-config-version'] };
  };
  /** A draft changing the landing title in both languages, submitted by `author`. */
  const titleDraft = async (author: string, en: string, ar: string, submit = true) => {
    const made = await call(author, 'POST', '/api/staff/drafts', { message: `Title: ${en}` });
    expect(made.status).toBe(201);
    const id = made.body.data.id as string;
    const files = await releaseFiles(made.body.data.base as number);
    for (const [lng, text] of [['en', en], ['ar', ar]] as const) {
      const file = structuredClone(files[`locales/${lng}.json`]) as Json;
      file.landing.title = text;
      const saved = await call(author, 'PUT', `/api/staff/drafts/${id}/files/locales/${lng}.json`, file);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    }
    if (submit) expect((await call(author, 'POST', `/api/staff/drafts/${id}/submit`, {})).status).toBe(200);
    return id;
  };

  beforeAll(async () => {
    t = await createTestApp({ databaseKind: kind, env: { CONFIG_SOURCE: 'database', CONFIG_POLL_MS: 60_000, STAFF_ACCOUNTS: ACCOUNTS } });
    for (const who of ['editor', 'approver', 'releases', 'viewer', 'both', 'scoped']) as[who] = await signIn(t, who);
  });
  afterAll(() => t?.close());

  it('seeds release 1 from the shipped files and says so in health, metrics and X-Config-Version', async () => {
    const health = (await t.app.inject({ method: 'GET', url: '/api/health' }));
    expect(health.json()).toMatchObject({ config: { release: 1, source: 'database', refused: null } });
    expect(health.headers['x-config-version']).toBe('1');
    const list = await call('viewer', 'GET', '/api/staff/releases');
    expect(list.body.data).toMatchObject({ effective: 1, source: 'database', releases: [{ number: 1, kind: 'seed', status: 'effective', author: 'system' }] });
    const metrics = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toMatch(/^portal_config_release 1$/m);
    expect(metrics.body).toMatch(/^portal_config_refused 0$/m);
  });

  it('refuses a viewer, a partner-scoped editor outside their file, bad paths and bad JSON', async () => {
    expect((await call('viewer', 'POST', '/api/staff/drafts', { message: 'x' })).body.error.code).toBe('FORBIDDEN');
    const made = await call('scoped', 'POST', '/api/staff/drafts', { message: 'Demo partner colours' });
    expect(made.status).toBe(201);
    const id = made.body.data.id as string;
    const partner = (await releaseFiles(1))['partners/demo-partner.json'] as Json;
    expect((await call('scoped', 'PUT', `/api/staff/drafts/${id}/files/partners/default.json`, partner)).body.error.code).toBe('CONFIG_FILE_FORBIDDEN');
    expect((await call('scoped', 'PUT', `/api/staff/drafts/${id}/files/partners/demo-partner.json`, partner)).status).toBe(200);
    // Another partner's staff do not see it; the insurer's do.
    expect((await call('editor', 'GET', `/api/staff/drafts/${id}`)).status).toBe(200);
    for (const path of ['schemas/meta/form.schema.json', 'public/partners/x.json', 'locales/../x.json', 'locales/EN.json', 'x.json']) {
      const res = await call('editor', 'PUT', `/api/staff/drafts/${id}/files/${path}`, {});
      expect([400, 404], path).toContain(res.status);
    }
    expect((await call('editor', 'PUT', `/api/staff/drafts/${id}/files/locales/en.json`, [1, 2])).status).toBe(400);
    const surrogate = await t.app.inject({ method: 'PUT', url: `/api/staff/drafts/${id}/files/locales/en.json`, headers: { ...as.editor!.headers, 'content-type': 'application/json' }, payload: '{"a":"\\ud800"}' });
    expect(surrogate.statusCode).toBe(400);
    expect((await call('editor', 'GET', '/api/staff/drafts/00000000-0000-4000-8000-000000000000')).body.error.code).toBe('DRAFT_NOT_FOUND');
    expect((await call('editor', 'GET', '/api/staff/drafts/not-a-uuid')).status).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/staff/drafts', headers: { cookie: as.editor!.cookie }, payload: { message: 'no csrf' } })).statusCode).toBe(403);
  });

  it('stores the findings of each save, refuses to submit a broken draft, and tells of a save made meanwhile', async () => {
    const made = await call('editor', 'POST', '/api/staff/drafts', { message: 'Broken' });
    const id = made.body.data.id as string;
    const lead = structuredClone((await releaseFiles(1))['schemas/forms/lead.json']) as Json;
    lead.schema.required.push('noSuchField');
    const saved = await call('editor', 'PUT', `/api/staff/drafts/${id}/files/schemas/forms/lead.json`, lead, { 'if-match': '1' });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ revision: 2, files: ['schemas/forms/lead.json'] });
    expect(saved.body.data.problems).toBeGreaterThan(0);
    expect(saved.body.data.findings[0]).toMatchObject({ file: 'schemas/forms/lead.json' });
    expect((await call('editor', 'POST', `/api/staff/drafts/${id}/submit`, {})).body.error.code).toBe('DRAFT_HAS_PROBLEMS');
    expect((await call('editor', 'PUT', `/api/staff/drafts/${id}/files/schemas/forms/lead.json`, lead, { 'if-match': '1' })).body.error.code).toBe('DRAFT_CHANGED');
    const reverted = await call('editor', 'DELETE', `/api/staff/drafts/${id}/files/schemas/forms/lead.json`);
    expect(reverted.body.data).toMatchObject({ files: [], problems: 0, revision: 3 });
    expect((await call('editor', 'POST', `/api/staff/drafts/${id}/submit`, {})).body.error.code).toBe('DRAFT_EMPTY');
  });

  it('needs a second person: the author cannot approve, an approver can, then it is served with its new texts', async () => {
    const id = await titleDraft('both', 'Car Insurance', 'تأمين السيارات');
    expect((await call('both', 'POST', `/api/staff/drafts/${id}/approve`, {})).body.error.code).toBe('DRAFT_OWN_APPROVAL');
    expect((await call('editor', 'POST', `/api/staff/drafts/${id}/approve`, {})).body.error.code).toBe('FORBIDDEN');
    expect((await call('approver', 'POST', `/api/staff/drafts/${id}/publish`, {})).body.error.code).toBe('DRAFT_NOT_APPROVED');
    const approved = await call('approver', 'POST', `/api/staff/drafts/${id}/approve`, { comment: 'Reads well' });
    expect(approved.body.data).toMatchObject({ status: 'approved', reviewer: 'approver', reviewComment: 'Reads well' });
    const published = await call('approver', 'POST', `/api/staff/drafts/${id}/publish`, {});
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body.data).toMatchObject({ number: 2, kind: 'change', author: 'both', approver: 'approver', status: 'effective' });
    expect(await landingTitle('en')).toEqual({ title: 'Car Insurance', version: '2' });
    expect((await landingTitle('ar')).title).toBe('تأمين السيارات');
    // A page that began under release 1 stays on it (24 hours); an unknown release gets the current one.
    expect(await landingTitle('en', '1')).toEqual({ title: 'Motor Insurance', version: '1' });
    expect((await landingTitle('en', '999')).version).toBe('2');
    const audit = await call('viewer', 'GET', '/api/staff/audit?limit=20');
    const actions = (audit.body.data as Json[]).map((e) => `${e.actor}:${e.action}`);
    expect(actions).toEqual(expect.arrayContaining(['both:draft-created', 'both:draft-saved', 'both:draft-submitted', 'approver:draft-approved', 'approver:release-published']));
    const entry = (audit.body.data as Json[]).find((e) => e.action === 'release-published')!;
    expect(entry.details.files).toEqual(['locales/ar.json', 'locales/en.json']);
    expect(entry.details.summary).toEqual([expect.objectContaining({ en: expect.stringContaining('Car Insurance'), ar: expect.stringContaining('تأمين السيارات') })]);
    // The semantic diff: one text entry with both languages before and after.
    const diff = await call('viewer', 'GET', '/api/staff/diff?from=1&to=2');
    expect(diff.body.data.entries).toEqual([expect.objectContaining({
      kind: 'text', key: 'landing.title', en: { before: 'Motor Insurance', after: 'Car Insurance' }, ar: expect.objectContaining({ after: 'تأمين السيارات' }),
    })]);
    expect((await call('viewer', 'GET', '/api/staff/diff?from=1&to=99')).body.error.code).toBe('RELEASE_NOT_FOUND');
    expect((await call('viewer', 'GET', '/api/staff/diff?from=1')).status).toBe(400);
    expect((await call('viewer', 'GET', `/api/staff/drafts/${id}/diff`)).body.data.entries).toHaveLength(1);
  });

  it('refuses a stale draft that changes the same files, and rebases one that does not', async () => {
    const first = await titleDraft('editor', 'First', 'الأول');
    const second = await titleDraft('editor', 'Second', 'الثاني');
    const made = await call('editor', 'POST', '/api/staff/drafts', { message: 'Promo codes' });
    const other = made.body.data.id as string;
    const partner = structuredClone((await releaseFiles(2))['partners/demo-partner.json']) as Json;
    partner.name = `${String(partner.name)} `.trim() + ' Online';
    expect((await call('editor', 'PUT', `/api/staff/drafts/${other}/files/partners/demo-partner.json`, partner)).status).toBe(200);
    await call('editor', 'POST', `/api/staff/drafts/${other}/submit`, {});
    for (const id of [first, second, other]) await call('approver', 'POST', `/api/staff/drafts/${id}/approve`, {});
    expect((await call('approver', 'POST', `/api/staff/drafts/${first}/publish`, {})).body.data.number).toBe(3);
    expect((await call('approver', 'POST', `/api/staff/drafts/${second}/publish`, {})).body.error.code).toBe('DRAFT_STALE');
    const rebased = await call('approver', 'POST', `/api/staff/drafts/${other}/publish`, {});
    expect(rebased.body.data.number).toBe(4);
    const files = await releaseFiles(4);
    expect((files['locales/en.json'] as Json).landing.title).toBe('First');
    expect((files['partners/demo-partner.json'] as Json).name).toBe(partner.name);
    expect((await call('editor', 'POST', '/api/staff/drafts', { base: 2, message: 'old base' })).body.error.code).toBe('DRAFT_STALE');
  });

  it('schedules a release, serves it at its instant, and cancels one before its time', async () => {
    const soon = await titleDraft('editor', 'Soon', 'قريبًا');
    await call('approver', 'POST', `/api/staff/drafts/${soon}/approve`, {});
    // Far enough ahead for the next draft's saves and checks, on a loaded machine, to happen before it.
    const at = new Date(Date.now() + 15_000).toISOString();
    const scheduled = await call('approver', 'POST', `/api/staff/drafts/${soon}/publish`, { effectiveAt: at });
    expect(scheduled.body.data).toMatchObject({ number: 5, status: 'scheduled' });
    expect((await landingTitle('en')).title).toBe('First');
    const later = await titleDraft('editor', 'Later', 'لاحقًا');
    await call('approver', 'POST', `/api/staff/drafts/${later}/approve`, {});
    expect((await call('approver', 'POST', `/api/staff/drafts/${later}/publish`, {})).body.error.code).toBe('RELEASE_SCHEDULE_INVALID');
    expect((await call('approver', 'POST', `/api/staff/drafts/${later}/publish`, { effectiveAt: '2020-01-01T00:00:00Z' })).body.error.code).toBe('RELEASE_TIME_INVALID');
    await expect.poll(async () => (await landingTitle('en')).title, { timeout: 30_000, interval: 100 }).toBe('Soon');
    expect(t.app.configState.release).toBe(5);
    // To the second, as the studio sends it: kept exactly (issue 32).
    const farAt = new Date(Date.now() + 3_600_000);
    farAt.setUTCSeconds(37, 0);
    const far = await call('approver', 'POST', `/api/staff/drafts/${later}/publish`, { effectiveAt: farAt.toISOString() });
    expect(far.body.data).toMatchObject({ number: 6, status: 'scheduled', effectiveAt: farAt.toISOString() });
    expect((await call('approver', 'GET', '/api/staff/releases')).body.data.releases.find((r: Json) => r.number === 6).effectiveAt).toBe(farAt.toISOString());
    expect((await call('editor', 'POST', '/api/staff/releases/6/cancel')).body.error.code).toBe('FORBIDDEN');
    expect((await call('approver', 'POST', '/api/staff/releases/5/cancel')).body.error.code).toBe('RELEASE_NOT_CANCELLABLE');
    const cancelled = await call('approver', 'POST', '/api/staff/releases/6/cancel');
    expect(cancelled.body.data).toMatchObject({ number: 6, status: 'cancelled', cancelledBy: 'approver' });
    expect((await call('editor', 'POST', '/api/staff/drafts', { message: 'after cancel' })).body.data.base).toBe(5);
  }, 90_000);

  it('rolls back: a release manager alone with a reason, anyone else through approval', async () => {
    expect((await call('releases', 'POST', '/api/staff/releases/5/rollback', { reason: 'x' })).body.error.code).toBe('ROLLBACK_TARGET_INVALID');
    expect((await call('releases', 'POST', '/api/staff/releases/1/rollback', {})).status).toBe(400);
    const alone = await call('releases', 'POST', '/api/staff/releases/1/rollback', { reason: 'Wrong headline on the site' });
    expect(alone.body.data.release).toMatchObject({ number: 7, kind: 'rollback', rollbackOf: 1, author: 'releases', approver: 'releases', status: 'effective' });
    expect((await landingTitle('en')).title).toBe('Motor Insurance');
    const asked = await call('editor', 'POST', '/api/staff/releases/5/rollback', { reason: 'Back to Soon' });
    expect(asked.body.data.draft).toMatchObject({ kind: 'rollback', status: 'submitted', rollbackOf: 5, base: 7 });
    const id = asked.body.data.draft.id as string;
    expect((await call('editor', 'POST', `/api/staff/drafts/${id}/approve`, {})).body.error.code).toBe('FORBIDDEN');
    await call('approver', 'POST', `/api/staff/drafts/${id}/approve`, {});
    expect((await call('approver', 'POST', `/api/staff/drafts/${id}/publish`, {})).body.data).toMatchObject({ number: 8, kind: 'rollback', rollbackOf: 5 });
    expect((await landingTitle('ar')).title).toBe('قريبًا');
  });

  it('checks a customer who began under a release by that release, and records it with their lead', async () => {
    const made = await call('editor', 'POST', '/api/staff/drafts', { message: 'Names of at least 5 characters' });
    const id = made.body.data.id as string;
    const lead = structuredClone((await releaseFiles(8))['schemas/forms/lead.json']) as Json;
    lead.schema.properties.name.minLength = 5;
    lead.messages.name.minLength = 'landing.errors.nameRequired';
    expect((await call('editor', 'PUT', `/api/staff/drafts/${id}/files/schemas/forms/lead.json`, lead)).body.data.problems).toBe(0);
    await call('editor', 'POST', `/api/staff/drafts/${id}/submit`, {});
    await call('approver', 'POST', `/api/staff/drafts/${id}/approve`, {});
    expect((await call('approver', 'POST', `/api/staff/drafts/${id}/publish`, {})).body.data.number).toBe(9);
    const post = (name: string, pin?: string) => t.app.inject({
      method: 'POST', url: '/api/v1/motor/leads', headers: { authorization: t.bearer(), ...(pin ? { 'x-config-version': pin } : {}) },
      payload: { selectedOption: 'Renew Policy', acceptPrivacyPolicy: true, name, mobileNo: '91234567' },
    });
    expect((await post('Ali')).statusCode).toBe(400);
    const pinned = await post('Ali', '8');
    expect(pinned.statusCode).toBe(200);
    const fresh = await post('Aisha Al Balushi');
    const rows = await t.app.db.query<{ trans_id: string; config_release: number; config_version: string }>(
      'select trans_id, config_release, config_version from leads where trans_id = any($1::text[])', [[pinned.json().data, fresh.json().data]],
    );
    const byId = Object.fromEntries(rows.map((r) => [r.trans_id, r]));
    expect(byId[pinned.json().data as string]).toMatchObject({ config_release: 8, config_version: expect.stringMatching(/^[0-9a-f]{16}$/) });
    expect(byId[fresh.json().data as string]).toMatchObject({ config_release: 9 });
  });

  it('keeps releases and the audit unchangeable by the application, and refuses a broken release without losing the good one', async () => {
    await expect(t.app.db.query("update staff_audit set actor = 'someone else'")).rejects.toThrow(/append-only/);
    await expect(t.app.db.query('delete from staff_audit')).rejects.toThrow(/append-only/);
    await expect(t.app.db.query("update config_releases set message = 'rewritten' where number = 1")).rejects.toThrow(/immutable/);
    await expect(t.app.db.query('delete from config_releases where number = 2')).rejects.toThrow(/immutable/);
    // A release written past the API (or one that code deployed later refuses) is never served.
    const files = (await call('editor', 'GET', '/api/staff/releases/9/files')).body.data.texts as Record<string, string>;
    delete files['schemas/catalog/products.json'];
    await t.app.db.query(
      "insert into config_releases (number, content_hash, files, kind, message, author, authors, created_at, effective_at) values (10, 'x', $1::jsonb, 'change', 'broken', 'intruder', '{intruder}', now(), now())",
      [JSON.stringify(files)],
    );
    const state = await t.app.reloadConfig();
    expect(state).toMatchObject({ release: 9, refused: { issues: [expect.objectContaining({ file: 'schemas/catalog/products.json' })] } });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({ config: { release: 9, refused: { problems: 1 } } });
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).body).toMatch(/^portal_config_refused 1$/m);
  });
});

// Four eyes (issue 36): everyone who changed a draft is one of its authors, and none of them may
// approve it; `edapp` holds both roles, as STAFF_ACCOUNTS allows.
describe.each(kinds)('four eyes with co-authors (%s)', (kind) => {
  let t: TestApp;
  const as: Record<string, SignedIn> = {};
  const call = async (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => {
    const res = await t.app.inject({ method, url, headers: as[who]!.headers, ...(payload === undefined ? {} : { payload: payload as object }) });
    return { status: res.statusCode, body: (res.body ? res.json() : {}) as Json };
  };
  const ok = async (...args: Parameters<typeof call>) => {
    const res = await call(...args);
    expect(res.status, `${args[1]} ${args[2]}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
    return res.body.data as Json;
  };
  const code = async (...args: Parameters<typeof call>) => (await call(...args)).body.error?.code as string | undefined;
  let head = 1;
  /** A draft by `editor` renaming the demo partner, submitted. */
  const partnerDraft = async (name: string) => {
    const id = (await ok('editor', 'POST', '/api/staff/drafts', { message: `Partner name ${name}` })).id as string;
    const partner = structuredClone((await ok('editor', 'GET', `/api/staff/releases/${head}/files`)).files['partners/demo-partner.json']) as Json;
    partner.name = name;
    await ok('editor', 'PUT', `/api/staff/drafts/${id}/files/partners/demo-partner.json`, partner);
    return { id, partner };
  };
  const publish = async (id: string) => {
    const release = await ok('approver', 'POST', `/api/staff/drafts/${id}/publish`, {});
    head = release.number as number;
    return release;
  };

  beforeAll(async () => {
    t = await createTestApp({ databaseKind: kind, env: { CONFIG_SOURCE: 'database', CONFIG_POLL_MS: 60_000 } });
    for (const who of ['editor', 'approver', 'releases', 'edapp'] as const) as[who] = await signInStaff(t.app, who);
  });
  afterAll(() => t?.close());

  it('co-editing: whoever saves a file in a draft is one of its authors, may not approve it, and the release names them all', async () => {
    const { id, partner } = await partnerDraft('Demo Partner Co-edited');
    partner.name = 'Demo Partner Rewritten';
    const saved = await ok('edapp', 'PUT', `/api/staff/drafts/${id}/files/partners/demo-partner.json`, partner);
    expect(saved).toMatchObject({ author: 'editor', authors: ['editor', 'edapp'] });
    await ok('edapp', 'POST', `/api/staff/drafts/${id}/submit`, {});
    expect(await code('edapp', 'POST', `/api/staff/drafts/${id}/approve`, {})).toBe('DRAFT_OWN_APPROVAL');
    expect(await code('edapp', 'POST', `/api/staff/drafts/${id}/publish`, {})).toBe('DRAFT_NOT_APPROVED');
    expect(await ok('approver', 'POST', `/api/staff/drafts/${id}/approve`, {})).toMatchObject({ status: 'approved', reviewer: 'approver' });
    const release = await publish(id);
    expect(release).toMatchObject({ author: 'editor', authors: ['editor', 'edapp'], approver: 'approver' });
    const listed = (await ok('approver', 'GET', '/api/staff/releases')).releases as Json[];
    expect(listed.find((r) => r.number === release.number)).toMatchObject({ authors: ['editor', 'edapp'] });
    const audit = (await ok('approver', 'GET', '/api/staff/audit?action=release-published&limit=1')) as Json[];
    expect(audit[0]!.details).toMatchObject({ author: 'editor', authors: ['editor', 'edapp'], approver: 'approver' });
  });

  it('reopen: whoever reopens a draft clears its approval and is one of its authors, even without another save', async () => {
    const { id, partner } = await partnerDraft('Demo Partner Reopened');
    await ok('editor', 'POST', `/api/staff/drafts/${id}/submit`, {});
    await ok('approver', 'POST', `/api/staff/drafts/${id}/approve`, {});
    const reopened = await ok('edapp', 'POST', `/api/staff/drafts/${id}/reopen`, {});
    expect(reopened).toMatchObject({ status: 'open', authors: ['editor', 'edapp'] });
    expect(await code('approver', 'POST', `/api/staff/drafts/${id}/publish`, {})).toBe('DRAFT_NOT_APPROVED');
    partner.name = 'Demo Partner Reopened and Rewritten';
    await ok('edapp', 'PUT', `/api/staff/drafts/${id}/files/partners/demo-partner.json`, partner);
    await ok('edapp', 'POST', `/api/staff/drafts/${id}/submit`, {});
    expect(await code('edapp', 'POST', `/api/staff/drafts/${id}/approve`, {})).toBe('DRAFT_OWN_APPROVAL');
    // Reopened and submitted again without a save: still theirs.
    await ok('edapp', 'POST', `/api/staff/drafts/${id}/reopen`, {});
    await ok('edapp', 'POST', `/api/staff/drafts/${id}/submit`, {});
    expect(await code('edapp', 'POST', `/api/staff/drafts/${id}/approve`, {})).toBe('DRAFT_OWN_APPROVAL');
  });

  it('reverting or removing a file, or re-wording the message at submit, makes an author too', async () => {
    const { id } = await partnerDraft('Demo Partner Reverted');
    const en = structuredClone((await ok('editor', 'GET', `/api/staff/releases/${head}/files`)).files['locales/en.json']) as Json;
    en.landing.title = 'Reverted title';
    await ok('editor', 'PUT', `/api/staff/drafts/${id}/files/locales/en.json`, en);
    expect((await ok('edapp', 'DELETE', `/api/staff/drafts/${id}/files/locales/en.json`)).authors).toEqual(['editor', 'edapp']);
    await ok('editor', 'POST', `/api/staff/drafts/${id}/submit`, {});
    expect(await code('edapp', 'POST', `/api/staff/drafts/${id}/approve`, {})).toBe('DRAFT_OWN_APPROVAL');

    const other = (await partnerDraft('Demo Partner Re-worded')).id;
    // The same message changes nothing; a new one is what the release will say.
    expect((await ok('edapp', 'POST', `/api/staff/drafts/${other}/submit`, { message: 'Partner name Demo Partner Re-worded' })).authors).toEqual(['editor']);
    await ok('editor', 'POST', `/api/staff/drafts/${other}/reopen`, {});
    expect((await ok('edapp', 'POST', `/api/staff/drafts/${other}/submit`, { message: 'Something else entirely' })).authors).toEqual(['editor', 'edapp']);
    expect(await code('edapp', 'POST', `/api/staff/drafts/${other}/approve`, {})).toBe('DRAFT_OWN_APPROVAL');
  });

  it('a rollback asked for by someone with both roles needs another approver; a release manager alone is named its author', async () => {
    const asked = await ok('edapp', 'POST', '/api/staff/releases/1/rollback', { reason: 'Back to the shipped files' });
    const id = asked.draft.id as string;
    expect(asked.draft).toMatchObject({ kind: 'rollback', status: 'submitted', authors: ['edapp'] });
    expect(await code('edapp', 'POST', `/api/staff/drafts/${id}/approve`, {})).toBe('DRAFT_OWN_APPROVAL');
    await ok('approver', 'POST', `/api/staff/drafts/${id}/approve`, {});
    expect(await publish(id)).toMatchObject({ kind: 'rollback', authors: ['edapp'], approver: 'approver' });
    const alone = await ok('releases', 'POST', `/api/staff/releases/${head - 1}/rollback`, { reason: 'Forward again' });
    expect(alone.release).toMatchObject({ authors: ['releases'], approver: 'releases' });
    head = alone.release.number as number;
  });

  it('publishes nothing an author approved, however the approval came about (one recorded before authors were counted)', async () => {
    const { id, partner } = await partnerDraft('Demo Partner Old Approval');
    partner.name = 'Demo Partner Old Approval Rewritten';
    await ok('edapp', 'PUT', `/api/staff/drafts/${id}/files/partners/demo-partner.json`, partner);
    await ok('editor', 'POST', `/api/staff/drafts/${id}/submit`, {});
    // As an approval by a co-author stood before issue 36: written past the service.
    await t.app.db.query("update config_drafts set status = 'approved', reviewer = 'edapp', reviewed_at = now() where id = $1", [id]);
    expect(await code('approver', 'POST', `/api/staff/drafts/${id}/publish`, {})).toBe('DRAFT_NOT_APPROVED');
    expect(await code('edapp', 'POST', `/api/staff/drafts/${id}/publish`, {})).toBe('DRAFT_NOT_APPROVED');
  });
});

describe('config releases with CONFIG_SOURCE=files', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CONFIG_SOURCE: 'files' } });
  });
  afterAll(() => t?.close());

  it('are not made: the files are the source', async () => {
    const editor = await signInStaff(t.app, 'editor');
    const res = await t.app.inject({ method: 'POST', url: '/api/staff/drafts', headers: editor.headers, payload: { message: 'x' } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: { code: 'RELEASES_FROM_FILES' } });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({ config: { release: null, source: 'files' } });
  });
});
