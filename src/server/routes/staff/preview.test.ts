// The studio's preview of a draft, on PGlite and (when it answers) PostgreSQL: the draft's own
// tree resolved for a partner, its forms' validators served, a broken draft told, not thrown.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_ACCOUNTS } from '../../staff/account-config.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { SANDBOX_PASSWORDS, signInStaff, type SignedIn } from '../../testing/test-staff.js';

const kinds = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] as const : [])] as const;
const ACCOUNTS = { ...SANDBOX_ACCOUNTS, scoped: { ...SANDBOX_ACCOUNTS.editor!, username: 'scoped', partnerScope: 'demo-partner' } };
type Json = Record<string, any>;

describe.each(kinds)('draft preview (%s)', (kind) => {
  let t: TestApp;
  const as: Record<string, SignedIn> = {};
  const call = async (who: string | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
    const res = await t.app.inject({ method, url, headers: who ? as[who]!.headers : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
    return { status: res.statusCode, body: String(res.headers['content-type']).includes('json') ? (res.json() as Json) : {}, text: res.body, headers: res.headers };
  };
  let id = '';

  beforeAll(async () => {
    t = await createTestApp({ databaseKind: kind, env: { CONFIG_SOURCE: 'database', CONFIG_POLL_MS: 60_000, STAFF_ACCOUNTS: ACCOUNTS } });
    as.editor = await signInStaff(t.app, 'editor');
    const res = await t.app.inject({ method: 'POST', url: '/api/staff/login', payload: { username: 'scoped', password: SANDBOX_PASSWORDS.editor } });
    const cookie = `staff_session=${res.cookies.find((c) => c.name === 'staff_session')!.value}`;
    const csrfToken = (res.json() as { data: { csrfToken: string } }).data.csrfToken;
    as.scoped = { cookie, csrfToken, headers: { cookie, 'x-csrf-token': csrfToken } };
    const made = await call('editor', 'POST', '/api/staff/drafts', { message: 'Longer names' });
    id = made.body.data.id;
    const files = (await call('editor', 'GET', `/api/staff/releases/${made.body.data.base}/files`)).body.data.files as Json;
    const lead = structuredClone(files['schemas/forms/lead.json']);
    lead.schema.properties.name.minLength = 3;
    lead.messages.name.minLength = 'landing.errors.nameRequired';
    expect((await call('editor', 'PUT', `/api/staff/drafts/${id}/files/schemas/forms/lead.json`, lead)).status).toBe(200);
    const en = structuredClone(files['locales/en.json']);
    en.landing.title = 'Drive covered today';
    expect((await call('editor', 'PUT', `/api/staff/drafts/${id}/files/locales/en.json`, en)).status).toBe(200);
  });
  afterAll(() => t?.close());

  it("answers the draft's journey with its changed form, texts and pickers, as a partner", async () => {
    const res = await call('editor', 'GET', `/api/staff/drafts/${id}/preview?journey=landing&partner=demo-partner`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data;
    expect(data.revision).toBe(3);
    expect(data.partner).toMatchObject({ id: 'demo-partner', theme: { 'color-primary': '#0b6e4f' } });
    expect(data.journey.id).toBe('landing');
    expect(data.forms.lead.schema.properties.name.minLength).toBe(3);
    expect(data.texts.en.landing.title).toBe('Drive covered today');
    expect(data.texts.ar.landing.title).toEqual(expect.any(String));
    expect(data.tree.forms.map((f: Json) => f.id)).toContain('lead');
    expect(data.lists.planId).toContain('050013');
    // The served tree's lead form has no minLength: the validator is the draft's, served under its id.
    const url = data.validators[data.forms.lead.schema.$id] as string;
    expect(url).toMatch(new RegExp(`^/api/staff/drafts/${id}/validators/[0-9a-f]{20}\\.js$`));
    const module = await call('editor', 'GET', url);
    expect(module.status).toBe(200);
    expect(module.headers['content-type']).toContain('text/javascript');
    expect(module.text).toContain('minLength');
    expect((await call(null, 'GET', url)).status).toBe(401);
  });

  it("answers the release the draft started from with side=base: the reviewer's before, next to the after", async () => {
    const after = await call('editor', 'GET', `/api/staff/drafts/${id}/preview?journey=landing&partner=demo-partner&side=draft`);
    const before = await call('editor', 'GET', `/api/staff/drafts/${id}/preview?journey=landing&partner=demo-partner&side=base`);
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    expect(after.body.data.side).toBe('draft');
    expect(before.body.data.side).toBe('base');
    expect(before.body.data.partner.id).toBe('demo-partner');
    expect(before.body.data.texts.en.landing.title).not.toBe('Drive covered today');
    expect(after.body.data.texts.en.landing.title).toBe('Drive covered today');
    expect(before.body.data.forms.lead.schema.properties.name.minLength).not.toBe(3);
    // The base's validator modules are served too, under the draft's address.
    const url = before.body.data.validators[before.body.data.forms.lead.schema.$id] as string;
    expect(url).not.toBe(after.body.data.validators[after.body.data.forms.lead.schema.$id]);
    const module = await call('editor', 'GET', url);
    expect(module.status).toBe(200);
    expect(module.text).not.toContain('minLength: 3');
    expect((await call('editor', 'GET', `/api/staff/drafts/${id}/preview?side=after`)).status).toBe(400);
  });

  it('answers a form alone, and 404 for a form, journey, partner or validator the draft has not', async () => {
    const form = await call('editor', 'GET', `/api/staff/drafts/${id}/preview?form=lead`);
    expect(form.body.data.form.id).toBe('lead');
    expect(form.body.data.partner.id).toBe('default');
    for (const query of ['form=nope', 'journey=nope', 'partner=nope']) {
      expect((await call('editor', 'GET', `/api/staff/drafts/${id}/preview?${query}`)).body.error.code).toBe('NOT_FOUND');
    }
    expect((await call('editor', 'GET', `/api/staff/drafts/${id}/validators/${'0'.repeat(20)}.js`)).status).toBe(404);
    expect((await call('editor', 'GET', `/api/staff/drafts/${id}/preview?partner=Bad_Id`)).status).toBe(400);
    expect((await call('editor', 'GET', `/api/staff/drafts/${id}/preview?other=1`)).status).toBe(400);
    expect((await call(null, 'GET', `/api/staff/drafts/${id}/preview`)).status).toBe(401);
  });

  it("tells the findings of a broken draft instead of its tree", async () => {
    const made = await call('editor', 'POST', '/api/staff/drafts', { message: 'Broken' });
    const files = (await call('editor', 'GET', `/api/staff/releases/${made.body.data.base}/files`)).body.data.files as Json;
    const lead = structuredClone(files['schemas/forms/lead.json']);
    lead.title = 'no.such.key';
    await call('editor', 'PUT', `/api/staff/drafts/${made.body.data.id}/files/schemas/forms/lead.json`, lead);
    const res = await call('editor', 'GET', `/api/staff/drafts/${made.body.data.id}/preview?form=lead`);
    expect(res.status).toBe(200);
    expect(res.body.data.tree).toBeNull();
    expect(res.body.data.findings).toContainEqual(expect.objectContaining({ file: 'schemas/forms/lead.json', pointer: '/title' }));
  });

  it("shows a partner's own editor their partner only, and their own drafts only", async () => {
    const made = await call('scoped', 'POST', '/api/staff/drafts', { message: 'Demo colours' });
    const res = await call('scoped', 'GET', `/api/staff/drafts/${made.body.data.id}/preview?form=lead`);
    expect(res.body.data.partner.id).toBe('demo-partner');
    // Another partner is as missing as one that does not exist (partner-scope.test.ts has the rest).
    expect((await call('scoped', 'GET', `/api/staff/drafts/${made.body.data.id}/preview?form=lead&partner=default`)).status).toBe(404);
    expect((await call('scoped', 'GET', `/api/staff/drafts/${id}/preview`)).body.error.code).toBe('DRAFT_NOT_FOUND');
  });

  it('previews a partner the draft adds: its "before" says the partner is new instead of answering 404', async () => {
    const made = await call('editor', 'POST', '/api/staff/drafts', { message: 'Onboard Gulf Motors' });
    const draftId = made.body.data.id as string;
    const files = (await call('editor', 'GET', `/api/staff/releases/${made.body.data.base}/files`)).body.data.files as Json;
    const gulf = { ...structuredClone(files['partners/demo-partner.json']), id: 'gulf-motors', name: 'Gulf Motors', origins: ['https://gulf.localhost'], srcBusId: 'GMO' };
    expect((await call('editor', 'PUT', `/api/staff/drafts/${draftId}/files/partners/gulf-motors.json`, gulf)).status).toBe(200);
    const after = await call('editor', 'GET', `/api/staff/drafts/${draftId}/preview?journey=landing&partner=gulf-motors&side=draft`);
    expect(after.status, JSON.stringify(after.body)).toBe(200);
    expect(after.body.data.partner.id).toBe('gulf-motors');
    const before = await call('editor', 'GET', `/api/staff/drafts/${draftId}/preview?journey=landing&partner=gulf-motors&side=base`);
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    expect(before.body.data).toMatchObject({ side: 'base', newPartner: 'gulf-motors' });
    expect(before.body.data.partner).toBeUndefined();
    // A partner in neither tree is still not found, on either side.
    expect((await call('editor', 'GET', `/api/staff/drafts/${draftId}/preview?journey=landing&partner=nobody&side=base`)).status).toBe(404);
    expect((await call('editor', 'GET', `/api/staff/drafts/${draftId}/preview?journey=landing&partner=nobody`)).status).toBe(404);
  });

  it('answers the meta-schemas the editors are made from', async () => {
    const res = await call('editor', 'GET', '/api/staff/meta-schemas');
    expect(res.body.data.kinds.partner.title).toBe('PartnerConfig');
    expect(Object.keys(res.body.data.kinds)).toEqual(expect.arrayContaining(['form', 'journey', 'products', 'locale']));
    expect(Object.keys(res.body.data.views)).toContain('landing');
    // ... with their Arabic (schemas/meta/i18n/ar.json): labels by property name, texts by their English.
    expect(res.body.data.i18n.ar.labels.plans).toBe('الخطط');
    expect(res.body.data.i18n.ar.texts.PartnerConfig).toBe('إعداد الشريك');
  });
});
