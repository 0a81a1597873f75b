// A partner's own staff (partnerScope) see their partner and nothing of another, in every staff
// read (docs/staff-guide.md "What a partner's staff see"), on PGlite and (when it answers)
// PostgreSQL. Another partner's item answers exactly as a missing one (404), never 403. Here the
// sandbox's `partner-editor` works for demo-partner; `default` (the insurer's own site) is the
// other partner, and the insurer's `editor` shows that the same reads are whole for the insurer.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { signInStaff, type SignedIn } from '../../testing/test-staff.js';

const kinds = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] as const : [])] as const;
type Json = Record<string, any>;
const MISSING_DRAFT = '00000000-0000-4000-8000-000000000000';
const OWN = 'partners/demo-partner.json';
const OTHER = 'partners/default.json';

describe.each(kinds)("a partner's staff read their partner only (%s)", (kind) => {
  let t: TestApp;
  const as: Record<string, SignedIn> = {};
  const call = async (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
    const res = await t.app.inject({ method, url, headers: as[who]!.headers, ...(payload === undefined ? {} : { payload: payload as object }) });
    return { status: res.statusCode, body: String(res.headers['content-type']).includes('json') ? (res.json() as Json) : {}, text: res.body, headers: res.headers };
  };
  const get = (who: string, url: string) => call(who, 'GET', url);
  /** The answer to a missing item, to compare another partner's with (status and error code). */
  const answerOf = (res: { status: number; body: Json }) => ({ status: res.status, code: res.body.error?.code });

  /** Ids made in beforeAll. */
  const ids = { partnerDraft: '', partnerRelease: 0, insurerDraft: '', insurerRelease: 0, mixedDraft: '' };
  const renamed = async (who: string, draft: string, path: string, name: string) => {
    const file = structuredClone((await get('editor', `/api/staff/releases/1/files`)).body.data.files[path]) as Json;
    file.name = name;
    const saved = await call(who, 'PUT', `/api/staff/drafts/${draft}/files/${path}`, file);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  };
  const release = async (author: string, path: string, name: string) => {
    const id = (await call(author, 'POST', '/api/staff/drafts', { message: `Rename ${path}` })).body.data.id as string;
    await renamed(author, id, path, name);
    expect((await call(author, 'POST', `/api/staff/drafts/${id}/submit`, {})).status).toBe(200);
    expect((await call('approver', 'POST', `/api/staff/drafts/${id}/approve`, {})).status).toBe(200);
    const published = await call('releases', 'POST', `/api/staff/drafts/${id}/publish`, {});
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    return { id, number: published.body.data.number as number };
  };

  beforeAll(async () => {
    t = await createTestApp({ databaseKind: kind, env: { CONFIG_SOURCE: 'database', CONFIG_POLL_MS: 60_000 } });
    for (const who of ['editor', 'approver', 'releases', 'partner-editor'] as const) as[who] = await signInStaff(t.app, who);
    // A release of each: the insurer's renames its own site, the partner's editor their partner.
    ({ id: ids.insurerDraft, number: ids.insurerRelease } = await release('editor', OTHER, 'Insurer renamed'));
    ({ id: ids.partnerDraft, number: ids.partnerRelease } = await release('partner-editor', OWN, 'Demo renamed'));
    // An open draft of the partner's into which the insurer's editor also wrote another partner's file.
    ids.mixedDraft = (await call('partner-editor', 'POST', '/api/staff/drafts', { message: 'Mixed' })).body.data.id;
    await renamed('partner-editor', ids.mixedDraft, OWN, 'Demo again');
    await renamed('editor', ids.mixedDraft, OTHER, 'Insurer secret plan');

    // Deliveries of each partner's policies, and the extra fields customers typed on each site.
    for (const [partner, policyNo, recipient] of [['demo-partner', 'P/DEMO/1', '96891110001'], ['default', 'P/INS/1', '96891110002']] as const) {
      await t.app.db.query(
        `insert into messages (id, event_key, channel, recipient, language, template, partner_id, reference, state)
         values ($1, $2, 'sms', $3, 'en', 'policyDocuments', $4, $5, 'failed')`,
        [randomUUID(), `policy-issued:${policyNo}:sms`, recipient, partner, policyNo],
      );
      await t.app.extraFieldsRepository.insert({ transId: `T-${partner}`, quoteNo: `Q-${partner}`, partnerId: partner, journeyId: 'get-quote', operation: 'POST /x', fields: { note: partner } });
    }
  }, 180_000); // two whole releases, each checked at every step: slow on a busy machine
  afterAll(() => t?.close());

  it('sign in as the sandbox partner-editor, scoped to demo-partner', async () => {
    expect((await get('partner-editor', '/api/staff/me')).body.data).toMatchObject({ username: 'partner-editor', roles: ['editor'], partnerScope: 'demo-partner' });
  });

  it('audit trail: their own actions and entries about their drafts and releases, nobody else\'s', async () => {
    const entries = async (who: string) => (await get(who, '/api/staff/audit?limit=200')).body.data as Json[];
    const theirs = await entries('partner-editor');
    const targets = new Set(theirs.map((e) => e.target));
    expect(targets).toContain(`draft:${ids.partnerDraft}`);
    expect(targets).toContain(`release:${ids.partnerRelease}`);
    // Others acting on their draft or release are theirs to see (the approval, the publishing).
    expect(theirs.map((e) => `${e.actor}:${e.action}`)).toEqual(expect.arrayContaining([
      'partner-editor:sign-in', 'approver:draft-approved', 'releases:release-published', 'editor:draft-saved',
    ]));
    for (const entry of theirs) {
      const about = entry.target === null ? '' : String(entry.target);
      const ours = entry.actor === 'partner-editor' || [ids.partnerDraft, ids.mixedDraft].some((id) => about === `draft:${id}`) || about === `release:${ids.partnerRelease}`;
      expect(ours, JSON.stringify(entry)).toBe(true);
    }
    expect(targets).not.toContain(`draft:${ids.insurerDraft}`);
    expect(targets).not.toContain(`release:${ids.insurerRelease}`);
    expect(theirs.some((e) => e.action === 'sign-in' && e.actor !== 'partner-editor')).toBe(false);
    // Filters narrow within their part only.
    expect((await get('partner-editor', '/api/staff/audit?actor=editor')).body.data.map((e: Json) => e.target)).not.toContain(`draft:${ids.insurerDraft}`);
    // The insurer's staff read all of it.
    expect(new Set((await entries('editor')).map((e) => e.target))).toContain(`draft:${ids.insurerDraft}`);
  });

  it('audit export (CSV and JSON): the same part only', async () => {
    const json = await get('partner-editor', '/api/staff/audit/export?format=json');
    expect(json.status).toBe(200);
    const rows = JSON.parse(json.text) as Json[];
    expect(rows.map((r) => r.target)).toContain(`draft:${ids.partnerDraft}`);
    expect(rows.map((r) => r.target)).not.toContain(`draft:${ids.insurerDraft}`);
    const csv = await get('partner-editor', '/api/staff/audit/export');
    expect(csv.text).toContain(ids.partnerDraft);
    expect(csv.text).not.toContain(ids.insurerDraft);
    expect(csv.text).not.toContain(`release:${ids.insurerRelease},`);
    expect((await get('editor', '/api/staff/audit/export')).text).toContain(ids.insurerDraft);
  });

  it("deliveries: their partner's policies only, even when asked by another's policy number", async () => {
    const list = async (who: string, query = '') => ((await get(who, `/api/staff/deliveries${query}`)).body.data as Json[]).map((d) => d.policyNo);
    expect(await list('partner-editor')).toEqual(['P/DEMO/1']);
    expect(await list('partner-editor', '?policyNo=P/INS')).toEqual([]);
    expect(await list('partner-editor', '?state=failed')).toEqual(['P/DEMO/1']);
    expect((await list('editor')).sort()).toEqual(['P/DEMO/1', 'P/INS/1']);
  });

  it('extra fields: what customers typed on their site only', async () => {
    const list = async (who: string, query = '') => ((await get(who, `/api/studio/extra-fields${query}`)).body.records as Json[]).map((r) => r.partnerId);
    expect(await list('partner-editor')).toEqual(['demo-partner']);
    expect(await list('partner-editor', '?transId=T-default')).toEqual([]);
    expect(await list('partner-editor', '?quoteNo=Q-demo-partner')).toEqual(['demo-partner']);
    expect((await list('editor')).sort()).toEqual(['default', 'demo-partner']);
  });

  it("drafts list and one draft: their partner's; another's answers as a missing one", async () => {
    const listed = (await get('partner-editor', '/api/staff/drafts')).body.data.map((d: Json) => d.id);
    expect(listed).toEqual(expect.arrayContaining([ids.partnerDraft, ids.mixedDraft]));
    expect(listed).not.toContain(ids.insurerDraft);
    expect((await get('partner-editor', '/api/staff/drafts?status=published')).body.data.map((d: Json) => d.id)).toEqual([ids.partnerDraft]);
    expect((await get('partner-editor', `/api/staff/drafts/${ids.partnerDraft}`)).status).toBe(200);
    const missing = answerOf(await get('partner-editor', `/api/staff/drafts/${MISSING_DRAFT}`));
    expect(missing).toEqual({ status: 404, code: 'DRAFT_NOT_FOUND' });
    expect(answerOf(await get('partner-editor', `/api/staff/drafts/${ids.insurerDraft}`))).toEqual(missing);
    // Their draft without the other partner's file the insurer's editor wrote into it, or its findings.
    const mixed = (await get('partner-editor', `/api/staff/drafts/${ids.mixedDraft}`)).body.data;
    expect(mixed.files).toEqual([OWN]);
    expect(mixed.findings.filter((f: Json) => f.file === OTHER)).toEqual([]);
    expect((await get('editor', `/api/staff/drafts/${ids.mixedDraft}`)).body.data.files).toEqual([OTHER, OWN]);
  });

  it("a draft's files: their partner's and the shared ones; another partner's answers as a missing file", async () => {
    const file = (who: string, draft: string, path: string) => get(who, `/api/staff/drafts/${draft}/files/${path}`);
    expect((await file('partner-editor', ids.mixedDraft, OWN)).body.data.name).toBe('Demo again');
    expect((await file('partner-editor', ids.mixedDraft, 'locales/en.json')).status).toBe(200);
    const missing = answerOf(await file('partner-editor', ids.mixedDraft, 'partners/no-such-partner.json'));
    expect(missing).toEqual({ status: 404, code: 'NOT_FOUND' });
    expect(answerOf(await file('partner-editor', ids.mixedDraft, OTHER))).toEqual(missing);
    expect(answerOf(await file('partner-editor', ids.insurerDraft, OTHER))).toEqual({ status: 404, code: 'DRAFT_NOT_FOUND' });
    expect((await file('editor', ids.mixedDraft, OTHER)).body.data.name).toBe('Insurer secret plan');
  });

  it("a draft's diff: over the files they may read", async () => {
    const diff = (await get('partner-editor', `/api/staff/drafts/${ids.mixedDraft}/diff`)).body.data;
    expect(diff.files).toEqual([{ file: OWN, change: 'changed' }]);
    expect(JSON.stringify(diff)).not.toContain('Insurer secret plan');
    expect((await get('partner-editor', `/api/staff/drafts/${ids.insurerDraft}/diff`)).status).toBe(404);
    expect((await get('editor', `/api/staff/drafts/${ids.mixedDraft}/diff`)).body.data.files.map((f: Json) => f.file)).toEqual([OTHER, OWN]);
  });

  it("a draft's preview and validators: as their partner only; another partner is as missing as an unknown one", async () => {
    const url = (draft: string, query = '') => `/api/staff/drafts/${draft}/preview?journey=landing${query}`;
    const own = await get('partner-editor', url(ids.mixedDraft));
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body.data.partner.id).toBe('demo-partner');
    expect(own.body.data.tree.partners.map((p: Json) => p.id)).toEqual(['demo-partner']);
    expect(own.body.data.findings.filter((f: Json) => f.file.startsWith('partners/') && f.file !== OWN)).toEqual([]);
    expect((await get('partner-editor', url(ids.mixedDraft, '&partner=demo-partner'))).status).toBe(200);
    const missing = answerOf(await get('partner-editor', url(ids.mixedDraft, '&partner=no-such-partner')));
    expect(missing).toEqual({ status: 404, code: 'NOT_FOUND' });
    expect(answerOf(await get('partner-editor', url(ids.mixedDraft, '&partner=default')))).toEqual(missing);
    expect((await get('partner-editor', url(ids.insurerDraft))).status).toBe(404);
    expect((await get('editor', url(ids.mixedDraft, '&partner=default'))).body.data.tree.partners.map((p: Json) => p.id)).toEqual(['default', 'demo-partner']);
    // A validator module of their draft, but none of another partner's draft.
    const module = Object.values(own.body.data.validators as Record<string, string>)[0]!;
    expect((await get('partner-editor', module)).status).toBe(200);
    expect((await get('partner-editor', module.replace(ids.mixedDraft, ids.insurerDraft))).status).toBe(404);
  });

  it('releases: those made from their drafts; any release\'s files without another partner\'s file', async () => {
    const list = (await get('partner-editor', '/api/staff/releases')).body.data;
    expect(list.releases.map((r: Json) => r.number)).toEqual([ids.partnerRelease]);
    expect(list.effective).toBe(ids.partnerRelease);
    expect((await get('editor', '/api/staff/releases')).body.data.releases.map((r: Json) => r.number)).toEqual([ids.partnerRelease, ids.insurerRelease, 1]);
    for (const n of [1, ids.insurerRelease, ids.partnerRelease]) {
      const files = (await get('partner-editor', `/api/staff/releases/${n}/files`)).body.data.files as Json;
      expect(Object.keys(files).filter((p) => p.startsWith('partners/')), String(n)).toEqual([OWN]);
      expect(files['locales/en.json']).toBeDefined();
      expect(files['schemas/forms/lead.json']).toBeDefined();
    }
    const all = (await get('editor', `/api/staff/releases/${ids.insurerRelease}/files`)).body.data.files as Json;
    expect(all[OTHER].name).toBe('Insurer renamed');
    expect((await get('partner-editor', '/api/staff/releases/999/files')).body.error.code).toBe('RELEASE_NOT_FOUND');
  });

  it('the diff of two releases: over the files they may read', async () => {
    const diff = (await get('partner-editor', `/api/staff/diff?from=1&to=${ids.partnerRelease}`)).body.data;
    expect(diff.files).toEqual([{ file: OWN, change: 'changed' }]);
    expect((await get('partner-editor', `/api/staff/diff?from=1&to=${ids.insurerRelease}`)).body.data).toMatchObject({ files: [], entries: [] });
    expect((await get('editor', `/api/staff/diff?from=1&to=${ids.insurerRelease}`)).body.data.files).toEqual([{ file: OTHER, change: 'changed' }]);
  });

  it('the studio: the served tree as their partner only, without the other partners in its lists', async () => {
    const tree = (await get('partner-editor', '/api/studio/tree')).body;
    expect(tree.partners.map((p: Json) => p.id)).toEqual(['demo-partner']);
    expect(tree.forms.length).toBeGreaterThan(0);
    expect((await get('editor', '/api/studio/tree')).body.partners.map((p: Json) => p.id)).toEqual(['default', 'demo-partner']);
    for (const path of ['/api/studio/forms/lead', '/api/studio/journeys/landing', '/api/studio/locales/en']) {
      const own = await get('partner-editor', path);
      expect(own.status, path).toBe(200);
      if (!path.includes('/locales/')) expect(own.body.partner.id, path).toBe('demo-partner');
      expect((await get('partner-editor', `${path}?partner=demo-partner`)).status, path).toBe(200);
      const missing = answerOf(await get('partner-editor', `${path}?partner=no-such-partner`));
      expect(missing, path).toEqual({ status: 404, code: 'NOT_FOUND' });
      expect(answerOf(await get('partner-editor', `${path}?partner=default`)), path).toEqual(missing);
      expect((await get('editor', `${path}?partner=default`)).status, path).toBe(200);
    }
    const findings = (await get('partner-editor', '/api/studio/findings')).body;
    expect([...findings.warnings, ...(findings.refused?.issues ?? [])].filter((f: Json) => f.file.startsWith('partners/') && f.file !== OWN)).toEqual([]);
  });
});
