// Staged releases across three server processes on one PostgreSQL (issue 34): a release published
// to 20% of new visits on one process is served by all three to the same visits (the visit id's
// bucket, src/shared/visit.ts), 2,000 visits land within 3 points of the share, a share changed on
// another process reaches all three by LISTEN/NOTIFY, and a visit keeps its release by its pin.
// The guardrail's rounds (a second apart here) are worked by one process each: a release that
// does worse is stopped once, with one audit entry and one e-mail, however many processes run.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, postgresAnswers, startServer, stopAll, type FreshDatabase, type ServerProcess } from '../testing/cluster.js';
import { SANDBOX_PASSWORDS } from '../testing/test-staff.js';
import { isVisitId, visitBucket, visitIdFromBytes } from '../../shared/visit.js';

const hasPostgres = await postgresAnswers();
if (!hasPostgres) console.log('multi-process staged releases suite: skipped, no PostgreSQL answers (TEST_DATABASE_URL or 127.0.0.1:5432)');

type Json = Record<string, any>;
const VISITS = 2_000;

/**
 * The same 2,000 visit ids on every run, made as the page makes them (version 4 UUIDs): random
 * ones landed more than 3 points off the share about once in 1,500 runs (measured: 14 of 20,000
 * draws of 2,000), which once failed a fresh clone's run.
 */
function visitIds(count: number): string[] {
  return Array.from({ length: count }, (_, i) => visitIdFromBytes(createHash('sha256').update(`staged-releases visit ${i}`).digest()));
}

async function signIn(base: string, username: keyof typeof SANDBOX_PASSWORDS) {
  const res = await fetch(`${base}/api/staff/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: SANDBOX_PASSWORDS[username] }) });
  const cookie = /staff_session=[^;]+/.exec(res.headers.get('set-cookie') ?? '')![0];
  const { data } = (await res.json()) as { data: { csrfToken: string } };
  return async (method: string, path: string, body?: unknown) => {
    const answer = await fetch(`${base}${path}`, {
      method, headers: { cookie, 'x-csrf-token': data.csrfToken, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: answer.status, body: (await answer.json().catch(() => ({}))) as Json };
  };
}

/** The release a process serves this visit (the X-Config-Version of an API answer). */
async function releaseFor(base: string, visitId: string, pin?: string): Promise<string> {
  const res = await fetch(`${base}/api/health/live`, { headers: { 'x-visit-id': visitId, ...(pin ? { 'x-config-version': pin } : {}) } });
  await res.arrayBuffer();
  return res.headers.get('x-config-version')!;
}

/** Each visit's release on each process, a batch at a time (the machine is shared). */
async function assign(servers: ServerProcess[], visits: string[]): Promise<string[][]> {
  const out: string[][] = [];
  for (let i = 0; i < visits.length; i += 50) {
    out.push(...await Promise.all(visits.slice(i, i + 50).map((visit) => Promise.all(servers.map((server) => releaseFor(server.base, visit))))));
  }
  return out;
}

async function untilStaged(servers: ServerProcess[], staged: { release: number; share: number } | null, timeoutMs = 5_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (const server of servers) {
    for (;;) {
      const config = ((await (await fetch(`${server.base}/api/health`)).json()) as Json).config;
      if (JSON.stringify(config.staged) === JSON.stringify(staged)) break;
      if (Date.now() > end) throw new Error(`${server.base} serves ${JSON.stringify(config.staged)}, not ${JSON.stringify(staged)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

describe.skipIf(!hasPostgres)('staged releases on three processes sharing one PostgreSQL', () => {
  let db: FreshDatabase;
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    db = await createDatabase();
    servers = await Promise.all([0, 1, 2].map(() => startServer({
      DATABASE_URL: db.url, CONFIG_SOURCE: 'database', CONFIG_POLL_MS: '60000', GUARDRAIL_INTERVAL_MS: '1000', GUARDRAIL_MIN_VISITS: '100',
    })));
  }, 180_000);

  afterAll(async () => {
    await stopAll();
    await db?.drop();
  });

  it('agree on every visit\'s release, hold the share within 3 points over 2,000 visits, and follow a share change', async () => {
    const [a, b, c] = servers as [ServerProcess, ServerProcess, ServerProcess];
    const editor = await signIn(a.base, 'editor');
    const approver = await signIn(b.base, 'approver');
    const draft = (await editor('POST', '/api/staff/drafts', { message: 'New landing title, to 20% first' })).body.data as Json;
    const file = (await editor('GET', '/api/staff/releases/1/files')).body.data.files['locales/en.json'] as Json;
    file.landing.title = 'Car Insurance';
    expect((await editor('PUT', `/api/staff/drafts/${draft.id}/files/locales/en.json`, file)).status).toBe(200);
    expect((await editor('POST', `/api/staff/drafts/${draft.id}/submit`, {})).status).toBe(200);
    expect((await approver('POST', `/api/staff/drafts/${draft.id}/approve`, {})).status).toBe(200);
    const published = await approver('POST', `/api/staff/drafts/${draft.id}/publish`, { share: 20 });
    expect(published.body.data).toMatchObject({ number: 2, status: 'staged', share: { base: 1, share: 20 } });
    await untilStaged(servers, { release: 2, share: 20 });

    const visits = visitIds(VISITS);
    expect(visits.every(isVisitId)).toBe(true);
    const first = await assign(servers, visits);
    for (const answers of first) expect(new Set(answers).size).toBe(1);
    const onStaged = first.filter(([release]) => release === '2').length;
    expect(onStaged).toBe(visits.filter((visit) => visitBucket(visit) < 20).length);
    expect(Math.abs((onStaged / VISITS) * 100 - 20)).toBeLessThanOrEqual(3);

    // The release manager (on C) raises it to 50: every process follows within seconds, the visits
    // on it before stay on it, and the share holds again.
    const releases = await signIn(c.base, 'releases');
    expect((await releases('POST', '/api/staff/releases/2/share', { share: 50, reason: 'No complaints at 20%' })).body.data).toMatchObject({ status: 'staged', share: { share: 50 } });
    await untilStaged(servers, { release: 2, share: 50 });
    const second = await assign(servers, visits);
    for (const answers of second) expect(new Set(answers).size).toBe(1);
    first.forEach(([release], i) => {
      if (release === '2') expect(second[i]![0]).toBe('2');
    });
    expect(Math.abs((second.filter(([release]) => release === '2').length / VISITS) * 100 - 50)).toBeLessThanOrEqual(3);

    // Stopped: new visits get the base on every process; a visit pinned to release 2 stays on it.
    expect((await releases('POST', '/api/staff/releases/2/share', { share: 0, reason: 'Stop' })).status).toBe(200);
    await untilStaged(servers, null);
    const stagedVisit = visits[second.findIndex(([release]) => release === '2')]!;
    for (const server of servers) {
      expect(await releaseFor(server.base, stagedVisit)).toBe('1');
      expect(await releaseFor(server.base, stagedVisit, '2')).toBe('2');
    }
  }, 180_000);

  it('stop a release that does worse once, by one process, within a round of its minimum sample', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess, ServerProcess];
    const editor = await signIn(a.base, 'editor');
    const approver = await signIn(b.base, 'approver');
    const draft = (await editor('POST', '/api/staff/drafts', { message: 'A rule that loses customers' })).body.data as Json;
    const file = (await editor('GET', `/api/staff/releases/${draft.base}/files`)).body.data.files['locales/en.json'] as Json;
    file.landing.title = 'Harder to finish';
    expect((await editor('PUT', `/api/staff/drafts/${draft.id}/files/locales/en.json`, file)).status).toBe(200);
    expect((await editor('POST', `/api/staff/drafts/${draft.id}/submit`, {})).status).toBe(200);
    expect((await approver('POST', `/api/staff/drafts/${draft.id}/approve`, {})).status).toBe(200);
    const published = (await approver('POST', `/api/staff/drafts/${draft.id}/publish`, { share: 20 })).body.data as Json;
    const [n, base] = [published.number as number, published.share.base as number];
    const events = (release: number, onward: number) => db.query(
      `insert into step_events (visit_id, journey, step, step_index, outcome, config_release, partner, language, device)
       select v.id, 'motor-new', 'step-' || s.idx, s.idx, 'entered', $1, 'default', 'en', 'phone'
         from (select gen_random_uuid() as id, n from generate_series(1, 150) n) v cross join generate_series(0, 1) s(idx)
        where s.idx = 0 or v.n <= $2`,
      [release, onward],
    );
    // Base: 80% go on from step 0; the staged release: 40%.
    await events(base, 120);
    await events(n, 60);
    const until = Date.now() + 15_000;
    while (((await approver('GET', '/api/staff/releases')).body.data.releases as Json[]).find((r) => r.number === n)!.status !== 'stopped') {
      if (Date.now() > until) throw new Error(`release ${n} was not stopped by the guardrail within 15 s`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await untilStaged(servers, null);
    // A few more rounds pass: still one stop, one e-mail.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const stops = await db.query<{ actor: string }>("select actor from staff_audit where action = 'release-share-changed' and target = $1", [`release:${n}`]);
    expect(stops).toEqual([{ actor: 'guardrail' }]);
    const mails = await db.query<{ recipient: string }>("select recipient from messages where event_key like 'release-guardrail:%'");
    expect(mails).toEqual([{ recipient: 'release-managers@sandbox.example.om' }]);
  }, 120_000);
});
