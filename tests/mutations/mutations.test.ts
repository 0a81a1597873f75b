// Issue 21, "config you can trust": for each realistic staff edit (edits.ts) the checker either
// refuses it, naming the file and pointer, or an API walk of every journey on the sandbox still
// succeeds against the app reloaded with the edited tree. One app and database for all the edits:
// each edit is made on a fresh copy of the config tree, then the app reloads it as the watcher would.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfigTree } from '../../src/config/index.js';
import type { ConfigTree } from '../../src/config/types.js';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app.js';
import { signInStaff } from '../../src/server/testing/test-staff.js';
import { EDITS } from './edits.js';
import { walkJourneys, type Call } from './walk.js';

// The config tree: partner logos (public/partners) are config too.
const DIRS = ['schemas', 'journeys', 'partners', 'locales', 'public/partners'];
let root: string;
let t: TestApp;
let pristine: ConfigTree;

function freshTree(): void {
  for (const dir of DIRS) {
    rmSync(join(root, dir), { recursive: true, force: true });
    cpSync(join(process.cwd(), dir), join(root, dir), { recursive: true });
  }
}

const call: Call = async (method, path, body, multipart) => {
  const base = t.app.localBaseUrl();
  let payload: string | FormData;
  const headers: Record<string, string> = { authorization: t.bearer(), origin: base };
  if (multipart) {
    payload = new FormData();
    for (const [key, value] of Object.entries(body)) payload.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  } else {
    payload = JSON.stringify(body);
    headers['content-type'] = 'application/json';
  }
  const res = await fetch(`${base}${path}`, { method, headers, ...(method === 'GET' ? {} : { body: payload }) });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
};

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'config-mutations-'));
  freshTree();
  pristine = await loadConfigTree(root);
  t = await createTestApp({
    listen: true, configRoot: root,
    env: { LOOKUP_RATE_PER_MINUTE: 100_000, LOOKUP_RATE_PER_PLATE_PER_HOUR: 100_000, LEAD_UPLOAD_RATE_PER_MINUTE: 100_000 },
  });
}, 120_000);
afterAll(async () => {
  await t?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('staff edits of the config tree', () => {
  it('lists at least 40 edits, some refused and some accepted', () => {
    expect(EDITS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(EDITS.map((e) => e.name)).size).toBe(EDITS.length);
  });

  it('walks every journey on the shipped tree', async () => {
    expect(await walkJourneys(t.app.configTree, pristine, call)).toEqual([
      'landing', 'buy-policy', 'pay-premium', 'renew-policy', 'request-policy-document', 'rop-resubmission',
    ]);
  });

  for (const change of EDITS) {
    it(`${change.refused ? 'refuses' : 'keeps every journey working after'}: ${change.name}`, async () => {
      freshTree();
      change.apply(root);
      const state = await t.app.reloadConfig();
      if (change.refused) {
        const [file, pointer] = change.refused;
        const named = (state.refused?.issues ?? []).map((i) => `${i.file} ${i.pointer}`);
        expect(named, `the checker must refuse the edit at this file and pointer; it named ${JSON.stringify(named)}`).toContain(`${file} ${pointer}`);
        return;
      }
      expect((state.refused?.issues ?? []).map((i) => `${i.file} ${i.pointer}: ${i.message}`), 'the checker refused an edit that should pass').toEqual([]);
      const before = (await t.app.db.query<{ n: number }>('select count(*)::int as n from extra_fields'))[0]!.n;
      await walkJourneys(t.app.configTree, pristine, call);
      if (change.kept) {
        const rows = await t.app.db.query<{ fields: Record<string, unknown> }>('select fields from extra_fields order by id desc limit 10');
        expect(rows.length, 'extra fields kept').toBeGreaterThan(0);
        expect(before, 'a new extra-fields row').toBeLessThan(before + rows.length);
        expect(rows.map((r) => r.fields)).toContainEqual(expect.objectContaining(change.kept));
      }
    });
  }
});

describe('what staff see', () => {
  it('lists the kept fields in the studio, by lead or quote', async () => {
    const staff = await signInStaff(t.app, 'editor');
    const res = await t.app.inject({ method: 'GET', url: '/api/studio/extra-fields', headers: { cookie: staff.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    const records = res.json().records as { transId: string; quoteNo: string | null; journeyId: string; operation: string; fields: Record<string, unknown> }[];
    const quoted = records.find((r) => r.fields['referralCode'] && r.operation === 'POST /api/v1/motor/quotes/new');
    expect(quoted).toMatchObject({ journeyId: 'buy-policy', quoteNo: expect.any(String) });
    expect(records.find((r) => r.fields['referralCode'] && r.operation === 'PUT /api/v1/motor/leads')).toMatchObject({ journeyId: 'buy-policy' });
    const one = await t.app.inject({ method: 'GET', url: `/api/studio/extra-fields?quoteNo=${encodeURIComponent(quoted!.quoteNo!)}`, headers: { cookie: staff.cookie } });
    expect((one.json().records as { quoteNo: string }[]).every((r) => r.quoteNo === quoted!.quoteNo)).toBe(true);
  });

  it('logs and counts a failed side effect; refuses a body field no page maps', async () => {
    freshTree();
    await t.app.reloadConfig();
    const upload = await call('PUT', '/api/v1/motor/leads', { transId: 'no-such-lead' }, true);
    expect(upload.status).toBe(404);
    const metrics = await (await fetch(`${t.app.localBaseUrl()}/metrics`)).text();
    expect(metrics).toMatch(/portal_side_effect_failures_total\{operation="lead-upload",status="404"\} [1-9]/);
    const stray = await call('POST', '/api/v1/motor/quotes/new', { plateNo: '2001', plateCode: 'H', referralCode: 'X' });
    expect(stray.status).toBe(400);
    expect(stray.body.error.details).toContainEqual(expect.objectContaining({ field: '/referralCode', keyword: 'additionalProperties' }));
  });
});
