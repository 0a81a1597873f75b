// Issue 34's "Done when", end to end over HTTP on one sandbox portal: an editor changes a form, an
// approver publishes it to 20% of new visits, simulated customers (POST /sandbox/traffic) walk a
// journey, the funnel shows both releases step by step, and a release that makes customers give up
// at a step goes back to 0% by itself in one guardrail round, with the audit and an e-mail saying why.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { omanDay } from '../retention/retention-job.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { signInStaff, type SignedIn } from '../testing/test-staff.js';
import { guardrailRound } from './guardrail.js';

const kinds = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] as const : [])] as const;
type Json = Record<string, any>;
const MANAGERS = 'release-managers@done-when.example.om';

describe.each(kinds)('a staged release that hurts is stopped by itself (%s)', (kind) => {
  let t: TestApp;
  const as: Record<string, SignedIn> = {};
  const call = async (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
    const res = await t.app.inject({ method, url, headers: as[who]!.headers, ...(payload === undefined ? {} : { payload: payload as object }) });
    return { status: res.statusCode, body: (res.body ? res.json() : {}) as Json };
  };
  const traffic = async (body: unknown) => {
    const res = await fetch(`${t.app.localBaseUrl()}/sandbox/traffic`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as Json };
  };

  beforeAll(async () => {
    t = await createTestApp({ databaseKind: kind, listen: true, env: { CONFIG_SOURCE: 'database', CONFIG_POLL_MS: 60_000, RELEASE_MANAGERS_EMAIL: MANAGERS } });
    for (const who of ['editor', 'approver']) as[who] = await signInStaff(t.app, who as 'editor');
  }, 120_000);
  afterAll(() => t?.close());

  it('20% of new visits get the change; it doubles the drop-off at the code step; the guardrail stops it and says why', async () => {
    // The editor shortens the promo code field of the quote summary, and submits.
    const made = await call('editor', 'POST', '/api/staff/drafts', { message: 'Shorter promo codes' });
    const id = made.body.data.id as string;
    const base = made.body.data.base as number;
    const form = (await call('editor', 'GET', `/api/staff/releases/${base}/files`)).body.data.files['schemas/forms/summary-promo.json'] as Json;
    form.schema.properties.promoCode.maxLength = 12;
    expect((await call('editor', 'PUT', `/api/staff/drafts/${id}/files/schemas/forms/summary-promo.json`, form)).status).toBe(200);
    expect((await call('editor', 'POST', `/api/staff/drafts/${id}/submit`, {})).status).toBe(200);
    // The approver publishes it to 20% of new visits.
    expect((await call('approver', 'POST', `/api/staff/drafts/${id}/approve`, {})).status).toBe(200);
    const published = await call('approver', 'POST', `/api/staff/drafts/${id}/publish`, { share: 20 });
    expect(published.body.data).toMatchObject({ status: 'staged' });
    const staged = published.body.data.number as number;

    // Customers: 25% leave at the code step on the base; twice as many on the staged release.
    const walked = await traffic({ journey: 'get-quote', visits: 1500, seed: 1, dropOff: { verify: 0.25 }, dropOffByRelease: { [staged]: { verify: 0.5 } } });
    expect(walked.status, JSON.stringify(walked.body)).toBe(200);
    expect(walked.body.failed).toBe(0);
    const onStaged = walked.body.versions[String(staged)] as number;
    // The share holds: 20% of 1,500 is 300 (±3 points is ±45). The run is seeded: random visits
    // landed outside ±45 about once in 300 runs (a standard deviation of 1.03 points at 1,500 visits).
    expect(Math.abs(onStaged - 300)).toBeLessThanOrEqual(45);
    expect(walked.body.versions[String(base)]).toBe(1500 - onStaged);

    // The funnel shows both releases step by step.
    const funnel = await call('editor', 'GET', `/api/staff/funnel?journey=get-quote&to=${omanDay()}&release=${base},${staged}`);
    expect(funnel.status).toBe(200);
    const series = funnel.body.data.series as Json[];
    expect(series.map((s) => s.release)).toEqual([base, staged]);
    const verify = (s: Json) => (s.steps as Json[]).find((step) => step.step === 'verify')!;
    expect(verify(series[1]!).visits).toBe(onStaged);
    expect(verify(series[0]!).visits).toBe(1500 - onStaged);

    // One guardrail round once both sides have their visits: stopped, audited, e-mailed.
    expect((await guardrailRound(t.app, t.app.log)).kind).toBe('stopped');
    const view = ((await call('approver', 'GET', '/api/staff/releases')).body.data.releases as Json[]).find((r) => r.number === staged)!;
    expect(view).toMatchObject({ status: 'stopped', share: { share: 0, changedBy: 'guardrail' } });
    expect((view.share.guardrail.comparisons as Json[]).filter((c) => c.worse)).toEqual([expect.objectContaining({ metric: 'conversion', step: 'verify' })]);
    const audit = (await call('approver', 'GET', '/api/staff/audit?limit=20')).body.data as Json[];
    expect(audit.find((e) => e.action === 'release-share-changed' && e.target === `release:${staged}`)).toMatchObject({ actor: 'guardrail', details: { share: 0 } });
    const mails = await t.app.db.query<{ recipient: string }>("select recipient from messages where channel = 'email' and event_key like 'release-guardrail:%'");
    expect(mails).toEqual([{ recipient: MANAGERS }]);

    // New visits are served the base again.
    const after = await traffic({ journey: 'get-quote', visits: 50 });
    expect(Object.keys(after.body.versions)).toEqual([String(base)]);
  }, 240_000);
});
