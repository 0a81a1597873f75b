// The guardrail on PGlite and (when it answers) PostgreSQL: a staged release that doubles the
// drop-off at one step is stopped (share 0, audited as the guardrail's, its numbers on the release,
// an e-mail to the release managers queued); one that does about as well is left alone; nothing is
// judged before each side has its minimum visits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { signInStaff, type SignedIn } from '../testing/test-staff.js';
import { guardrailRound } from './guardrail.js';

const kinds = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] as const : [])] as const;
type Json = Record<string, any>;
const MANAGERS = 'release-managers@test.example.om';

describe.each(kinds)('the staged releases\' guardrail (%s)', (kind) => {
  let t: TestApp;
  const as: Record<string, SignedIn> = {};
  const call = async (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
    const res = await t.app.inject({ method, url, headers: as[who]!.headers, ...(payload === undefined ? {} : { payload: payload as object }) });
    return { status: res.statusCode, body: (res.body ? res.json() : {}) as Json };
  };
  /** Publishes a change of the landing title to 20% of new visits; its number. */
  const stage = async (text: string): Promise<number> => {
    const made = await call('editor', 'POST', '/api/staff/drafts', { message: text });
    const id = made.body.data.id as string;
    const file = (await call('editor', 'GET', `/api/staff/releases/${made.body.data.base}/files`)).body.data.files['locales/en.json'] as Json;
    file.landing.title = text;
    expect((await call('editor', 'PUT', `/api/staff/drafts/${id}/files/locales/en.json`, file)).status).toBe(200);
    expect((await call('editor', 'POST', `/api/staff/drafts/${id}/submit`, {})).status).toBe(200);
    expect((await call('approver', 'POST', `/api/staff/drafts/${id}/approve`, {})).status).toBe(200);
    const published = await call('approver', 'POST', `/api/staff/drafts/${id}/publish`, { share: 20 });
    expect(published.body.data.status).toBe('staged');
    return published.body.data.number as number;
  };
  /** `visits` visits of one journey on `release`: all enter step 0, `onward[i]` of them reach step i + 1. */
  const events = async (release: number, visits: number, onward: number[]) => {
    await t.app.db.query(
      `insert into step_events (visit_id, journey, step, step_index, outcome, config_release, partner, language, device)
       select v.id, 'motor-new', 'step-' || s.idx, s.idx, 'entered', $1, 'default', 'en', 'phone'
         from (select gen_random_uuid() as id, n from generate_series(1, $2::int) n) v
        cross join generate_series(0, $3::int) s(idx)
        where s.idx = 0 or v.n <= ($4::int[])[s.idx]`,
      [release, visits, onward.length, onward],
    );
  };
  const releaseView = async (n: number) => ((await call('approver', 'GET', '/api/staff/releases')).body.data.releases as Json[]).find((r) => r.number === n)!;

  beforeAll(async () => {
    t = await createTestApp({ databaseKind: kind, env: { CONFIG_SOURCE: 'database', CONFIG_POLL_MS: 60_000, RELEASE_MANAGERS_EMAIL: MANAGERS } });
    for (const who of ['editor', 'approver']) as[who] = await signInStaff(t.app, who as 'editor');
  });
  afterAll(() => t?.close());

  it('stops a release that doubles the drop-off at one step, once each side has its visits, and says why', async () => {
    const n = await stage('Doubles the drop-off');
    const base = n - 1;
    // Base: 20% leave at step 0, 10% of the rest at step 1. The staged release: 40% leave at step 0.
    await events(base, 400, [320, 288]);
    await events(n, 150, [90, 81]);
    expect(await guardrailRound(t.app, t.app.log)).toMatchObject({ kind: 'waiting', visits: { base: 400, staged: 150 } });
    await events(n, 250, [150, 135]);
    const outcome = await guardrailRound(t.app, t.app.log);
    expect(outcome.kind).toBe('stopped');

    const view = await releaseView(n);
    expect(view).toMatchObject({ status: 'stopped', share: { share: 0, changedBy: 'guardrail' } });
    const worse = (view.share.guardrail.comparisons as Json[]).filter((c) => c.worse);
    expect(worse).toEqual([expect.objectContaining({ metric: 'conversion', step: 'step-0', base: { hits: 320, total: 400 }, staged: { hits: 240, total: 400 }, differencePoints: -20 })]);
    expect(view.share.guardrail).toMatchObject({ visits: { base: 400, staged: 400 }, minVisits: 200, marginPoints: 5 });
    expect((await call('approver', 'GET', '/api/staff/releases')).body.data.staged).toBeNull();

    const audit = (await call('approver', 'GET', '/api/staff/audit?limit=20')).body.data as Json[];
    const entry = audit.find((e) => e.action === 'release-share-changed' && e.target === `release:${n}`)!;
    expect(entry).toMatchObject({ actor: 'guardrail', details: { shareBefore: 20, share: 0, base } });
    expect(entry.details.reason).toMatch(/step-0: 80% -> 60% went on/);
    const [mail] = await t.app.db.query<{ channel: string; recipient: string; template: string; params: unknown }>(
      "select channel, recipient, template, params from messages where event_key like 'release-guardrail:%'",
    );
    expect(mail).toMatchObject({ channel: 'email', recipient: MANAGERS, template: 'releaseGuardrail' });
    // A second round finds nothing staged, and sends nothing more.
    expect(await guardrailRound(t.app, t.app.log)).toEqual({ kind: 'nothing-staged' });
  });

  it('leaves alone a release that does about as well as its base', async () => {
    const n = await stage('About as good');
    await events(n - 2, 400, [320, 288]);
    await events(n, 400, [312, 280]);
    const outcome = await guardrailRound(t.app, t.app.log);
    expect(outcome.kind).toBe('left-alone');
    expect((await releaseView(n))).toMatchObject({ status: 'staged', share: { share: 20, guardrail: null } });
  });
});
