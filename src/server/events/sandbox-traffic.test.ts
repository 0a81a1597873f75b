// POST /sandbox/traffic (issue 34, src/sandbox/traffic) against a listening portal: simulated
// visits, each with its own visit id, through a journey with the drop-off the call sets; the
// funnel then shows them. Bad calls are 400/404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { signInStaff } from '../testing/test-staff.js';
import { omanDay } from '../retention/retention-job.js';

let t: TestApp;
let base: string;
const traffic = async (body: unknown) => {
  const res = await fetch(`${base}/sandbox/traffic`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
};

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  base = t.app.localBaseUrl();
}, 60_000);
afterAll(() => t?.close());

describe('POST /sandbox/traffic', () => {
  it('walks the visits through the journey with the drop-off per step, and the funnel shows them', async () => {
    const res = await traffic({ journey: 'get-quote', visits: 400, dropOff: { verify: 0.5 } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.failed).toBe(0);
    const [verify, summary] = res.body.steps as { step: string; entered: number; left: number }[];
    expect(verify).toMatchObject({ step: 'verify', entered: 400 });
    expect(summary!.entered).toBe(400 - verify!.left);
    expect(verify!.left).toBeGreaterThan(150);
    expect(verify!.left).toBeLessThan(250);
    const visits = await t.app.db.query<{ n: number }>('select count(distinct visit_id)::int as n from step_events');
    expect(visits[0]!.n).toBe(400);
    const staff = await signInStaff(t.app, 'editor');
    const funnel = await t.app.inject({ method: 'GET', url: `/api/staff/funnel?journey=get-quote&to=${omanDay()}`, headers: { cookie: staff.cookie } });
    const steps = (funnel.json() as { data: { series: { steps: { step: string; visits: number }[] }[] } }).data.series[0]!.steps;
    expect(steps.slice(0, 2)).toEqual([expect.objectContaining({ step: 'verify', visits: 400 }), expect.objectContaining({ step: 'summary', visits: summary!.entered })]);
  }, 120_000);

  it('repeats a seeded run: the same visit ids, languages, devices and drop-offs', async () => {
    /** The step events of one run, by visit and in the order each visit sent them. */
    const run = async (seed: number) => {
      const [{ mark }] = await t.app.db.query<{ mark: string }>('select coalesce(max(id), 0)::text as mark from step_events') as [{ mark: string }];
      const answer = await traffic({ journey: 'get-quote', visits: 30, seed, dropOff: { verify: 0.5 } });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const events = await t.app.db.query<{ visit_id: string; step: string; outcome: string; language: string; device: string }>(
        'select visit_id, step, outcome, language, device from step_events where id > $1 order by visit_id, id', [mark],
      );
      return { steps: answer.body.steps as unknown, events };
    };
    const first = await run(7);
    const again = await run(7);
    expect(again).toEqual(first);
    expect(new Set(first.events.map((e) => e.visit_id)).size).toBe(30);
    expect(new Set(first.events.map((e) => e.language))).toEqual(new Set(['en', 'ar']));
    expect(new Set(first.events.map((e) => e.outcome))).toEqual(new Set(['entered', 'finished', 'left']));
    // Another seed, other visits.
    expect((await run(8)).events.map((e) => e.visit_id)).not.toEqual(first.events.map((e) => e.visit_id));
  }, 120_000);

  it('refuses a step the journey lacks (400), an unknown journey (404) and bad numbers (400)', async () => {
    expect((await traffic({ journey: 'get-quote', visits: 2, dropOff: { nowhere: 0.2 } })).status).toBe(400);
    expect((await traffic({ journey: 'no-such-journey', visits: 2 })).status).toBe(404);
    for (const body of [{ journey: 'get-quote', visits: 0 }, { journey: 'get-quote', visits: 2, dropOff: { verify: 1.5 } }, { journey: 'get-quote' }, { journey: 'get-quote', visits: 1, x: 1 }, { journey: 'get-quote', visits: 1, seed: -1 }, { journey: 'get-quote', visits: 1, seed: 1.5 }, { journey: 'get-quote', visits: 1, seed: 'a' }]) {
      expect((await traffic(body)).status, JSON.stringify(body)).toBe(400);
    }
  });
});
