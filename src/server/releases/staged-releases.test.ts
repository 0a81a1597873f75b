// Staged releases through the staff API, on PGlite and (when it answers) PostgreSQL: a publish to a
// share of new visits, assignment by visit id, pinning, changing the share (four eyes), promoting,
// stopping, the audit, and bad input answered 400/403/404/409, never 500.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitBucket } from '../../shared/visit.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { signInStaff, type SignedIn } from '../testing/test-staff.js';

const kinds = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] as const : [])] as const;
type Json = Record<string, any>;

/** A visit id whose bucket is below (or at least) `share`. */
export function visitIn(share: number, below: boolean): string {
  for (;;) {
    const id = randomUUID();
    if ((visitBucket(id) < share) === below) return id;
  }
}

describe.each(kinds)('staged releases (%s)', (kind) => {
  let t: TestApp;
  const as: Record<string, SignedIn> = {};
  const call = async (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
    const res = await t.app.inject({ method, url, headers: as[who]!.headers, ...(payload === undefined ? {} : { payload: payload as object }) });
    return { status: res.statusCode, body: (res.body ? res.json() : {}) as Json };
  };
  const title = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/config/locales/en', headers: { authorization: t.bearer(), ...headers } });
    return { title: (res.json() as Json).landing.title as string, version: res.headers['x-config-version'] };
  };
  /** A draft changing the English landing title, by `author`, approved by `approver`. */
  const approvedDraft = async (author: string, text: string, approver = 'approver') => {
    const made = await call(author, 'POST', '/api/staff/drafts', { message: `Title: ${text}` });
    const id = made.body.data.id as string;
    const files = (await call(author, 'GET', `/api/staff/releases/${made.body.data.base}/files`)).body.data.files as Json;
    const file = structuredClone(files['locales/en.json']) as Json;
    file.landing.title = text;
    expect((await call(author, 'PUT', `/api/staff/drafts/${id}/files/locales/en.json`, file)).status).toBe(200);
    expect((await call(author, 'POST', `/api/staff/drafts/${id}/submit`, {})).status).toBe(200);
    expect((await call(approver, 'POST', `/api/staff/drafts/${id}/approve`, {})).status).toBe(200);
    return id;
  };

  beforeAll(async () => {
    t = await createTestApp({ databaseKind: kind, env: { CONFIG_SOURCE: 'database', CONFIG_POLL_MS: 60_000 } });
    for (const who of ['editor', 'approver', 'releases', 'edapp']) as[who] = await signInStaff(t.app, who as 'editor');
  });
  afterAll(() => t?.close());

  it('refuses a share outside 1-100 on publish', async () => {
    const id = await approvedDraft('editor', 'Not published');
    for (const share of [0, 101, -5, 2.5, '30']) {
      const res = await call('approver', 'POST', `/api/staff/drafts/${id}/publish`, { share });
      expect(res.status, JSON.stringify(share)).toBe(400);
    }
    expect((await call('approver', 'POST', `/api/staff/drafts/${id}/reject`, { comment: 'test only' })).status).toBe(200);
  });

  it('serves a staged release to the visits below its share, keeps pinned visits, and shows it in the list and health', async () => {
    const before = await title({});
    const id = await approvedDraft('edapp', 'Staged title');
    const published = await call('releases', 'POST', `/api/staff/drafts/${id}/publish`, { share: 30 });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const n = published.body.data.number as number;
    expect(published.body.data).toMatchObject({ status: 'staged', share: { base: n - 1, share: 30, guardrail: null } });

    const list = (await call('editor', 'GET', '/api/staff/releases')).body.data;
    expect(list).toMatchObject({ effective: n - 1, staged: { release: n, base: n - 1, share: 30 } });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json().config).toMatchObject({ release: n - 1, staged: { release: n, share: 30 } });

    for (let i = 0; i < 5; i++) {
      expect(await title({ 'x-visit-id': visitIn(30, true) })).toEqual({ title: 'Staged title', version: String(n) });
      expect(await title({ 'x-visit-id': visitIn(30, false) })).toEqual({ title: before.title, version: String(n - 1) });
    }
    // No visit id, a bad one, or a page pinned to the base: the base.
    expect((await title({})).version).toBe(String(n - 1));
    expect((await title({ 'x-visit-id': 'not-a-visit' })).version).toBe(String(n - 1));
    expect((await title({ 'x-visit-id': visitIn(30, true), 'x-config-version': String(n - 1) })).version).toBe(String(n - 1));
    // One staged release at a time.
    const other = await approvedDraft('editor', 'Second staged');
    expect((await call('approver', 'POST', `/api/staff/drafts/${other}/publish`, { share: 10 })).body.error.code).toBe('RELEASE_ALREADY_STAGED');
    expect((await call('approver', 'POST', `/api/staff/drafts/${other}/reject`, { comment: 'later' })).status).toBe(200);
  });

  it('changes the share with four eyes: bad input, an author raising it, a stop, a promote', async () => {
    const list = (await call('editor', 'GET', '/api/staff/releases')).body.data;
    const n = list.staged.release as number;
    const share = (who: string, body: unknown, number = n) => call(who, 'POST', `/api/staff/releases/${number}/share`, body);
    for (const body of [{ share: 101, reason: 'x' }, { share: -1, reason: 'x' }, { share: 50 }, { share: 'half', reason: 'x' }, { share: 50, reason: '' }, { share: 50, reason: 'x', extra: 1 }]) {
      expect((await share('approver', body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await call('approver', 'POST', '/api/staff/releases/0/share', { share: 50, reason: 'x' })).status).toBe(400);
    expect((await share('approver', { share: 50, reason: 'x' }, 9999)).body.error.code).toBe('RELEASE_NOT_FOUND');
    expect((await share('approver', { share: 50, reason: 'x' }, n - 1)).body.error.code).toBe('RELEASE_NOT_STAGED');
    expect((await share('editor', { share: 50, reason: 'x' })).body.error.code).toBe('FORBIDDEN');
    // edapp changed it: may not widen it, may stop it.
    expect((await share('edapp', { share: 50, reason: 'more' })).body.error.code).toBe('RELEASE_OWN_SHARE');
    const stopped = await share('edapp', { share: 0, reason: 'looks wrong' });
    expect(stopped.body.data).toMatchObject({ status: 'stopped', share: { share: 0, changedBy: 'edapp' } });
    expect((await title({ 'x-visit-id': visitIn(30, true) })).version).toBe(String(n - 1));
    // A visit that began on it stays on it (records stay pinned).
    expect((await title({ 'x-visit-id': visitIn(30, true), 'x-config-version': String(n) })).title).toBe('Staged title');
    expect((await call('editor', 'GET', '/api/staff/releases')).body.data.staged).toBeNull();

    expect((await share('approver', { share: 60, reason: 'fixed' })).body.data).toMatchObject({ status: 'staged', share: { share: 60 } });
    expect((await title({ 'x-visit-id': visitIn(60, true) })).version).toBe(String(n));
    const promoted = await share('releases', { share: 100, reason: 'all good' });
    expect(promoted.body.data).toMatchObject({ status: 'effective', share: { share: 100, changedBy: 'releases' } });
    expect((await title({ 'x-visit-id': visitIn(60, false) })).title).toBe('Staged title');
    expect((await share('releases', { share: 0, reason: 'too late' })).body.error.code).toBe('RELEASE_NOT_STAGED');

    const audit = (await call('approver', 'GET', '/api/staff/audit?limit=50')).body.data as Json[];
    const changes = audit.filter((e) => e.action === 'release-share-changed').map((e) => `${e.actor}:${e.details.shareBefore}->${e.details.share}`);
    expect(changes).toEqual(expect.arrayContaining(['edapp:30->0', 'approver:0->60', 'releases:60->100']));
    expect(audit.find((e) => e.action === 'release-published' && e.target === `release:${n}`)?.details).toMatchObject({ share: 30, base: n - 1 });
  });
});
