// Issue 24, item 6: the landing page's consent boxes kept as proof (PGlite, and PostgreSQL with
// TEST_DATABASE_URL): which text in which language under which config, when, the partner, the
// channel and an HMAC of the address; the marketing box optional and recorded either way.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveForm } from '../../config/resolve.js';
import { madeUnder } from '../config-state.js';
import { createTestApp, TEST_TOKEN_SECRET, type TestApp } from '../testing/test-app.js';
import { issueToken } from '../tokens.js';
import { consentFields } from './consent-fields.js';
import { addressHash } from './record-consents.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_CLIENTS: { 'partner-a': 'partner-a-secret-0123456789abcdef' } } });
}, 60_000);
afterAll(async () => t?.close());

const lead = { selectedOption: 'Buy Policy', acceptPrivacyPolicy: true, name: 'Consent Customer', mobileNo: '91234567' };
type Row = { kind: string; accepted: boolean; partner_id: string; channel: string; client_id: string; language: string; text_keys: string[];
  text_shown: string; text_hash: string; config_version: string; config_release: number | null; address_hash: string; accepted_at: Date; field: string };

async function post(payload: object, o: { lang?: string; authorization?: string; ip?: string } = {}) {
  const res = await t.app.inject({
    method: 'POST', url: '/api/v1/motor/leads', remoteAddress: o.ip ?? '203.0.113.7',
    headers: { authorization: o.authorization ?? t.bearer(), ...(o.lang ? { 'accept-language': o.lang } : {}) }, payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  const transId = (res.json() as { data: string }).data;
  const rows = await t.app.db.query<Row>('select * from consents where trans_id = $1 order by kind', [transId]);
  return { transId, rows: Object.fromEntries(rows.map((r) => [r.kind, r])) as Record<string, Row> };
}

describe('consent records of the landing page', () => {
  it('keeps the privacy acceptance with its text, hash, config version, time, partner, channel and hashed address', async () => {
    const before = Date.now();
    const { rows } = await post(lead);
    const privacy = rows['privacy']!;
    expect(privacy).toMatchObject({
      accepted: true, partner_id: 'default', channel: 'web', client_id: t.app.env.PUBLIC_CLIENT_ID, language: 'en', field: 'acceptPrivacyPolicy',
      text_keys: ['landing.form.acceptPrefix', 'landing.form.privacyPolicy'],
      text_shown: 'I have read and accept the privacy policy <https://insurer.example/privacy-policy>',
      config_version: madeUnder(t.app.configTree).configVersion, config_release: null,
    });
    expect(privacy.text_hash).toBe(createHash('sha256').update(privacy.text_shown).digest('hex'));
    expect(new Date(privacy.accepted_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    // A keyed hash: neither the address nor its plain SHA-256, the same for the same address.
    expect(privacy.address_hash).toBe(addressHash(TEST_TOKEN_SECRET, '203.0.113.7'));
    expect(privacy.address_hash).not.toContain('203.0.113.7');
    expect(privacy.address_hash).not.toBe(createHash('sha256').update('203.0.113.7').digest('base64url'));
    expect(addressHash('another-key', '203.0.113.7')).not.toBe(privacy.address_hash);
  });

  it('records the optional marketing box as declined when left unticked or left out, and as accepted when ticked', async () => {
    expect((await post(lead)).rows['marketing']).toMatchObject({ accepted: false, field: 'acceptMarketing' });
    expect((await post({ ...lead, acceptMarketing: false })).rows['marketing']).toMatchObject({ accepted: false });
    const ticked = await post({ ...lead, acceptMarketing: true }, { lang: 'ar' });
    expect(ticked.rows['marketing']).toMatchObject({ accepted: true, language: 'ar', text_keys: ['landing.form.marketing'] });
    expect(ticked.rows['marketing']!.text_shown).toMatch(/العروض/);
    expect(ticked.rows['privacy']!.text_shown).toBe('لقد قرأت وأوافق على سياسة الخصوصية <https://insurer.example/privacy-policy>');
    expect(ticked.rows['privacy']!.text_hash).not.toBe((await post(lead)).rows['privacy']!.text_hash);
  });

  it('names the channel of a partner API client', async () => {
    const token = issueToken('partner-a', t.app.env.TOKEN_SECRET, 600, Date.now()).accessToken;
    const { rows } = await post(lead, { authorization: `Bearer ${token}`, ip: '198.51.100.9' });
    expect(rows['privacy']).toMatchObject({ channel: 'api', client_id: 'partner-a', accepted: true });
    expect(rows['privacy']!.address_hash).toBe(addressHash(TEST_TOKEN_SECRET, '198.51.100.9'));
  });

  it('still refuses a lead without the privacy acceptance, and keeps no consent for it', async () => {
    const count = async () => Number((await t.app.db.query<{ n: string }>('select count(*) as n from consents'))[0]!.n);
    const n = await count();
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/motor/leads', headers: { authorization: t.bearer() }, payload: { ...lead, acceptPrivacyPolicy: false, acceptMarketing: true } });
    expect(res.statusCode).toBe(400);
    expect(await count()).toBe(n);
  });
});

describe('consent fields come from the config', () => {
  it('finds the boxes by their consent annotation, whatever the fields are called', () => {
    const form = resolveForm(t.app.configTree, 'default', 'lead');
    expect(consentFields(form).map((c) => [c.field, c.kind])).toEqual([['acceptPrivacyPolicy', 'privacy'], ['acceptMarketing', 'marketing']]);
    const renamed = {
      id: 'x', schema: { $id: 'x', type: 'object', properties: { okPrivacy: { type: 'boolean', title: 'a.b' }, news: { type: 'boolean' } } },
      uiSchema: { okPrivacy: { 'ui:options': { checkboxLabel: 'a.c', link: 'privacyPolicy', consent: { kind: 'privacy' } } }, news: { 'ui:options': { consent: { kind: 'marketing', text: ['a.d'] } } } },
    };
    expect(consentFields(renamed as never)).toEqual([
      { field: 'okPrivacy', kind: 'privacy', textKeys: ['a.c', 'a.b'], link: 'privacyPolicy' },
      { field: 'news', kind: 'marketing', textKeys: ['a.d'] },
    ]);
    const terms = resolveForm(t.app.configTree, 'default', 'summary-terms');
    expect(consentFields(terms)).toEqual([{ field: 'acceptTerms', kind: 'terms', textKeys: ['summary.terms.accept', 'summary.terms.privacyPolicy'], link: 'privacyPolicy' }]);
  });
});
