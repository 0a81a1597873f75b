// Step events and the funnel (issue 34) on PGlite and (when it answers) PostgreSQL: the events
// route's good and bad input, the funnel's numbers per step and per release, its filters, the
// roll-up (same numbers from the day table), retention, and a partner's staff seeing their own.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { signInStaff, type SignedIn } from '../testing/test-staff.js';
import { runRollUp } from './roll-up-job.js';
import { MAX_EVENTS_PER_BATCH } from '../../config/events-wire.js';
import type { NewStepEvent } from './step-events-repository.js';

const kinds = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] as const : [])] as const;
type Json = Record<string, any>;
const PARTNER_ORIGIN = 'http://partner.localhost:8080';
const event = (extra: Json = {}) => ({ journey: 'get-quote', step: 'verify', outcome: 'entered', language: 'en', device: 'phone', ...extra });

describe.each(kinds)('step events (%s)', (kind) => {
  let t: TestApp;
  const staff: Record<string, SignedIn> = {};
  const post = (payload: unknown, headers: Record<string, string> = {}) => t.app.inject({
    method: 'POST', url: '/api/v1/events', payload: payload as object,
    headers: { authorization: t.bearer(), 'x-visit-id': randomUUID(), ...headers },
  });
  const funnel = async (query: string, who = 'editor') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/staff/funnel?${query}`, headers: { cookie: staff[who]!.cookie } });
    return { status: res.statusCode, body: res.json() as Json };
  };
  const rows = (sql: string, params: unknown[] = []) => t.app.db.query<Json>(sql, params);

  beforeAll(async () => {
    t = await createTestApp({ databaseKind: kind, env: { STEP_EVENTS_RATE_PER_MINUTE: 3 } });
    staff.editor = await signInStaff(t.app, 'editor');
    staff['partner-editor'] = await signInStaff(t.app, 'partner-editor');
  }, 60_000);
  afterAll(() => t?.close());

  describe('POST /api/v1/events', () => {
    it('records a batch with the visit of X-Visit-Id and the partner and release of the request, not of the body', async () => {
      const visit = randomUUID();
      const res = await post({ events: [event(), event({ outcome: 'refused', errorCode: 'OTP_WRONG' }), event({ step: 'summary', language: 'ar', device: 'desktop' })] },
        { 'x-visit-id': visit, origin: PARTNER_ORIGIN });
      expect(res.statusCode, res.body).toBe(204);
      const saved = await rows('select visit_id::text, journey, step, step_index, outcome, error_code, partner, language, device, config_release from step_events where visit_id = $1 order by id', [visit]);
      expect(saved).toEqual([
        { visit_id: visit, journey: 'get-quote', step: 'verify', step_index: 0, outcome: 'entered', error_code: null, partner: 'demo-partner', language: 'en', device: 'phone', config_release: null },
        { visit_id: visit, journey: 'get-quote', step: 'verify', step_index: 0, outcome: 'refused', error_code: 'OTP_WRONG', partner: 'demo-partner', language: 'en', device: 'phone', config_release: null },
        { visit_id: visit, journey: 'get-quote', step: 'summary', step_index: 1, outcome: 'entered', error_code: null, partner: 'demo-partner', language: 'ar', device: 'desktop', config_release: null },
      ]);
    });

    it('refuses a missing or malformed visit id with 400 VISIT_ID_INVALID', async () => {
      for (const visit of [undefined, 'not-a-uuid', randomUUID().toUpperCase(), '00000000-0000-1000-8000-000000000000']) {
        const res = await t.app.inject({
          method: 'POST', url: '/api/v1/events', payload: { events: [event()] },
          headers: { authorization: t.bearer(), ...(visit ? { 'x-visit-id': visit } : {}) },
        });
        expect(res.statusCode, String(visit)).toBe(400);
        expect(res.json().error.code).toBe('VISIT_ID_INVALID');
      }
    });

    it('refuses what the served config does not have, error codes out of place, and bad shapes: 400, never 500, nothing written', async () => {
      const before = (await rows('select count(*)::int as n from step_events'))[0]!.n as number;
      const bad: [unknown, string][] = [
        [{ events: [event({ journey: 'no-such-journey' })] }, '/events/0/journey'],
        [{ events: [event(), event({ step: 'no-such-step' })] }, '/events/1/step'],
        [{ events: [event({ step: 'paid' })] }, '/events/0/step'],
        [{ events: [event({ errorCode: 'OTP_WRONG' })] }, '/events/0/errorCode'],
        [{ events: [event({ outcome: 'refused', errorCode: 'NOT_A_CODE' })] }, '/events/0/errorCode'],
        [{ events: [event({ journey: '__proto__' })] }, '/events/0/journey'],
      ];
      for (const [payload, field] of bad) {
        const res = await post(payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().error.details.map((d: Json) => d.field)).toContain(field);
      }
      for (const payload of [
        {}, { events: [] }, { events: Array.from({ length: MAX_EVENTS_PER_BATCH + 1 }, () => event()) },
        { events: [event({ name: 'Ahmed' })] }, { events: [event({ outcome: 'paid' })] }, { events: [event({ language: 'fr' })] },
        { events: [event({ device: 'tablet' })] }, { events: [event({ step: 'a b' })] }, { events: [event()], partner: 'default' },
        { events: [event({ step: 'verify\u0000' })] }, { events: [event({ release: 3 })] },
      ]) {
        const res = await post(payload);
        expect(res.statusCode, JSON.stringify(payload).slice(0, 200)).toBe(400);
      }
      expect((await rows('select count(*)::int as n from step_events'))[0]!.n).toBe(before);
    });

    it('needs the bearer token (401) and limits the batches of one visit (429 with Retry-After)', async () => {
      const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/events', payload: { events: [event()] }, headers: { 'x-visit-id': randomUUID() } });
      expect(anonymous.statusCode).toBe(401);
      const visit = randomUUID();
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push((await post({ events: [event()] }, { 'x-visit-id': visit })).statusCode);
      expect(codes).toEqual([204, 204, 204, 429]);
    });
  });

  describe('GET /api/staff/funnel', () => {
    const day = '2026-03-10';
    const at = (hour: number) => new Date(Date.parse(`${day}T00:00:00Z`) + (hour - 4) * 3_600_000).toISOString(); // Oman hour of `day`
    /** Visits through verify -> summary -> paid of journey get-quote, `wentOn[i]` of them going on after step i. */
    async function visits(o: { n: number; reach: number[]; release: number | null; partner?: string; device?: 'phone' | 'desktop'; when?: string }) {
      const steps = ['verify', 'summary', 'paid', 'issued'];
      const events: (NewStepEvent & { at: string })[] = [];
      for (let v = 0; v < o.n; v++) {
        const visitId = randomUUID();
        steps.forEach((step, index) => {
          if (v >= (o.reach[index] ?? 0)) return;
          events.push({
            at: o.when ?? at(10), visitId, journey: 'get-quote', step, stepIndex: index, outcome: 'entered', errorCode: null,
            configRelease: o.release, partner: o.partner ?? 'default', language: 'en', device: o.device ?? 'phone',
          });
        });
      }
      // Written as the repository does, with a chosen time.
      await t.app.db.query(
        `insert into step_events (at, visit_id, journey, step, step_index, outcome, config_release, partner, language, device)
         select * from unnest($1::timestamptz[], $2::uuid[], $3::text[], $4::text[], $5::smallint[], $6::text[], $7::int[], $8::text[], $9::text[], $10::text[])`,
        [events.map((e) => e.at), events.map((e) => e.visitId), events.map((e) => e.journey), events.map((e) => e.step), events.map((e) => e.stepIndex),
          events.map((e) => e.outcome), events.map((e) => e.configRelease), events.map((e) => e.partner), events.map((e) => e.language), events.map((e) => e.device)],
      );
    }
    const stepsOf = (series: Json) => (series.steps as Json[]).map((s) => [s.step, s.visits, s.wentOn === null ? null : Math.round(s.wentOn * 100)]);

    beforeAll(async () => {
      await visits({ n: 10, reach: [10, 8, 4, 4], release: 7 });
      await visits({ n: 10, reach: [10, 5, 1, 1], release: 8, device: 'desktop' });
      await visits({ n: 4, reach: [4, 4, 2, 2], release: 8, partner: 'demo-partner' });
      // The day before, in Oman (03:59 Oman on `day` is 23:59 UTC the day before... and still `day` in Oman).
      await visits({ n: 2, reach: [2], release: 7, when: at(0.5) });
      await visits({ n: 3, reach: [3], release: 7, when: at(-1) });
    });

    it('answers per step the visits and the share that went on, per release side by side', async () => {
      const res = await funnel(`journey=get-quote&from=${day}&to=${day}&release=7,8`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data.series.map((s: Json) => s.release)).toEqual([7, 8]);
      expect(stepsOf(res.body.data.series[0])).toEqual([['verify', 12, 67], ['summary', 8, 50], ['paid', 4, 100], ['issued', 4, null]]);
      expect(stepsOf(res.body.data.series[1])).toEqual([['verify', 14, 64], ['summary', 9, 33], ['paid', 3, 100], ['issued', 3, null]]);
      const all = await funnel(`journey=get-quote&from=${day}&to=${day}`);
      expect(all.body.data.series).toHaveLength(1);
      expect(all.body.data.series[0].release).toBeNull();
      expect(stepsOf(all.body.data.series[0])[0]).toEqual(['verify', 26, 65]);
    });

    it('filters by partner, device, language and Oman days', async () => {
      expect(stepsOf((await funnel(`journey=get-quote&from=${day}&to=${day}&partner=demo-partner`)).body.data.series[0])[0]).toEqual(['verify', 4, 100]);
      expect(stepsOf((await funnel(`journey=get-quote&from=${day}&to=${day}&device=desktop`)).body.data.series[0])[0]).toEqual(['verify', 10, 50]);
      expect(stepsOf((await funnel(`journey=get-quote&from=${day}&to=${day}&language=ar`)).body.data.series[0])[0]).toEqual(['verify', 0, null]);
      const dayBefore = '2026-03-09';
      expect(stepsOf((await funnel(`journey=get-quote&from=${dayBefore}&to=${dayBefore}`)).body.data.series[0])[0]).toEqual(['verify', 3, 0]);
    });

    it('answers the same numbers once the days are rolled up, and retention keeps the roll-up', async () => {
      const before = await funnel(`journey=get-quote&from=2026-03-01&to=2026-03-31&release=7,8`);
      const { days } = await runRollUp(t.app, '2026-04-01');
      expect(days).toEqual(expect.arrayContaining(['2026-03-09', '2026-03-10']));
      expect((await runRollUp(t.app, '2026-04-01')).days).toEqual([]);
      const raw = (await rows(`select count(*)::int as n from step_events where at < '2026-04-01'`))[0]!.n as number;
      expect(raw).toBe(0);
      expect((await funnel(`journey=get-quote&from=2026-03-01&to=2026-03-31&release=7,8`)).body).toEqual(before.body);
    });

    it("shows a partner's staff their own partner only (another partner's answers 404)", async () => {
      const own = await funnel(`journey=get-quote&from=${day}&to=${day}`, 'partner-editor');
      expect(own.status).toBe(200);
      expect(own.body.data.partner).toBe('demo-partner');
      expect(stepsOf(own.body.data.series[0])[0]).toEqual(['verify', 4, 100]);
      expect((await funnel(`journey=get-quote&from=${day}&to=${day}&partner=demo-partner`, 'partner-editor')).status).toBe(200);
      const other = await funnel(`journey=get-quote&from=${day}&to=${day}&partner=default`, 'partner-editor');
      expect(other.status).toBe(404);
    });

    it('refuses bad filters with 400, an unknown journey with 404, and anyone not signed in with 401', async () => {
      for (const query of ['', 'journey=get-quote&from=2026-02-31', 'journey=get-quote&from=2026-03-10&to=2026-03-01', 'journey=get-quote&release=0',
        'journey=get-quote&release=1,2,3', 'journey=get-quote&device=tablet', 'journey=get-quote&from=2020-01-01&to=2026-01-01', 'journey=a%20b', 'journey=get-quote&x=1']) {
        expect((await funnel(query)).status, query).toBe(400);
      }
      expect((await funnel('journey=no-such-journey')).status).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/api/staff/funnel?journey=get-quote' })).statusCode).toBe(401);
    });
  });
});
