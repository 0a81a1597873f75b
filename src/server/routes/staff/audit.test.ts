import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from '../../staff/audit.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { signInStaff, type SignedIn } from '../../testing/test-staff.js';

// Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL set.
describe('staff audit trail', () => {
  let t: TestApp;
  let staff: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await signInStaff(t.app, 'editor');
    await audit(t.app, { actor: 'editor', clientAddress: '10.0.0.5', action: 'draft-saved', target: 'partners/demo-partner.json', details: { lines: 3 } });
    await audit(t.app.staffAuditRepository, { actor: 'approver', action: 'release-approved', target: 'release-1' });
  });
  afterAll(() => t?.close());

  const get = (url: string, cookie = staff.cookie) => t.app.inject({ url, headers: { cookie } });

  it('cannot be changed, deleted or emptied by the application', async () => {
    const [{ n: before } = { n: 0 }] = await t.app.db.query<{ n: number }>('select count(*)::int as n from staff_audit');
    expect(before).toBeGreaterThan(0);
    for (const sql of ["update staff_audit set actor = 'someone-else'", 'delete from staff_audit', 'truncate staff_audit']) {
      await expect(t.app.db.query(sql), sql).rejects.toThrow(/append-only/);
    }
    const [{ n: after } = { n: 0 }] = await t.app.db.query<{ n: number }>('select count(*)::int as n from staff_audit');
    expect(after).toBe(before);
    const [row] = await t.app.db.query<{ n: number }>("select count(*)::int as n from staff_audit where actor = 'someone-else'");
    expect(row!.n).toBe(0);
  });

  it('is readable by signed-in staff only', async () => {
    const none = await t.app.inject({ url: '/api/staff/audit' });
    expect(none.statusCode).toBe(401);
    expect(none.json().error.code).toBe('STAFF_SIGN_IN_REQUIRED');
    expect((await t.app.inject({ url: '/api/staff/audit/export' })).statusCode).toBe(401);
    const approver = await signInStaff(t.app, 'approver');
    expect((await get('/api/staff/audit', approver.cookie)).statusCode).toBe(200);
  });

  it('lists entries newest first, filtered by action, actor and time', async () => {
    const all = (await get('/api/staff/audit')).json() as { data: Array<{ id: number; action: string; actor: string; at: string }>; page: { next: number | null } };
    expect(all.data.length).toBeGreaterThanOrEqual(3);
    expect(all.data.map((e) => e.id)).toEqual([...all.data.map((e) => e.id)].sort((a, b) => b - a));
    expect(all.page.next).toBeNull();

    const saved = (await get('/api/staff/audit?action=draft-saved')).json();
    expect(saved.data).toEqual([{
      id: expect.any(Number), at: expect.any(String), actor: 'editor', clientAddress: '10.0.0.5', action: 'draft-saved',
      target: 'partners/demo-partner.json', details: { lines: 3 },
    }]);
    expect((await get('/api/staff/audit?actor=approver')).json().data.map((e: { action: string }) => e.action)).toEqual(expect.arrayContaining(['release-approved', 'sign-in']));
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await get(`/api/staff/audit?from=${encodeURIComponent(future)}`)).json().data).toEqual([]);
    expect((await get(`/api/staff/audit?to=${encodeURIComponent(future)}&action=draft-saved`)).json().data).toHaveLength(1);
    expect((await get('/api/staff/audit?to=2000-01-01T00:00:00Z')).json().data).toEqual([]);
  });

  it('pages below the last id seen', async () => {
    const first = (await get('/api/staff/audit?limit=1')).json();
    expect(first.data).toHaveLength(1);
    expect(first.page.next).toBe(first.data[0].id);
    const second = (await get(`/api/staff/audit?limit=1&before=${first.page.next}`)).json();
    expect(second.data[0].id).toBeLessThan(first.data[0].id);
  });

  it('refuses a malformed query with a 400', async () => {
    for (const query of ['limit=0', 'limit=201', 'limit=abc', 'before=-1', 'from=yesterday', 'to=2026-13-45', 'action=DROP%20TABLE', 'other=1']) {
      const res = await get(`/api/staff/audit?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code, query).toBe('VALIDATION_FAILED');
    }
    expect((await get('/api/staff/audit/export?format=xml')).statusCode).toBe(400);
  });

  it('exports as a CSV or JSON download', async () => {
    const csv = await get('/api/staff/audit/export?action=draft-saved');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="staff-audit-[0-9-]+\.csv"$/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('id,at,actor,clientAddress,action,target,details');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"partners/demo-partner.json","{""lines"":3}"');

    const json = await get('/api/staff/audit/export?format=json&actor=approver');
    expect(json.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(json.headers['content-disposition']).toMatch(/\.json"$/);
    const rows = JSON.parse(json.body) as Array<{ actor: string }>;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.actor === 'approver')).toBe(true);
  });
});
