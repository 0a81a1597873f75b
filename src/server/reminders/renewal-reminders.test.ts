// Renewal reminders end to end against the sandbox insurer (over HTTP), on PGlite or
// TEST_DATABASE_URL's PostgreSQL: which seeded policies get which reminder, in which language and
// on which channels; quiet hours; one message per event when the scan runs twice or in two apps
// at once; the opt-out honoured; the signed links (prefill and opt-out) refused when forged or expired.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { createTestApp, TEST_TOKEN_SECRET, type TestApp } from '../testing/test-app.js';
import { createTestDatabase } from '../testing/test-database.js';
import { signLink } from '../links/signed-links.js';
import type { MessageTransport, OutgoingMessage } from '../messages/message-types.js';
import { addDays, omanDay } from './reminder-schedule.js';

function recorder() {
  const delivered: OutgoingMessage[] = [];
  const transport: MessageTransport = {
    async deliver(message) {
      delivered.push(message);
      return { providerRef: `ref-${message.id}` };
    },
  };
  return { transport, delivered };
}

/** An instant at Oman wall-clock `hh:mm` of Oman's today shifted by `days`. */
const omanAt = (time: string, days = 0) => new Date(Date.parse(`${addDays(omanDay(new Date()), days)}T${time}:00Z`) - 4 * 3600 * 1000);

interface Row { event_key: string; channel: string; recipient: string; language: string; params: Record<string, string>; state: string }
const rows = (app: FastifyInstance) =>
  app.db.query<Row>("select event_key, channel, recipient, language, params, state from messages where event_key like 'renewal-reminder:%' order by event_key");
const byPlate = (all: Row[], plate: string) => all.filter((r) => r.params['plate'] === plate);
const linkToken = (link: string) => new URL(link).searchParams.get('link')!;

describe('renewal reminders', () => {
  let t: TestApp;
  const sms = recorder();
  const whatsapp = recorder();
  beforeAll(async () => {
    t = await createTestApp({ listen: true, messageTransports: { sms: sms.transport, whatsapp: whatsapp.transport } });
  }, 120_000);
  afterAll(() => t?.close());

  it('holds reminders due in the quiet hours to 08:00 Oman time', async () => {
    const report = await t.app.reminders.scan({ now: omanAt('22:00') });
    expect(report.heldUntil).toBe(omanAt('08:00', 1).toISOString());
    expect(report.queued).toBeGreaterThanOrEqual(5);
    const jobs = await t.app.db.query<{ start_after: Date }>(
      `select start_after from ${t.app.env.JOBS_SCHEMA}.job where name = 'message-send' and singleton_key like 'renewal-reminder:%'`,
    );
    expect(jobs).toHaveLength(report.queued);
    for (const job of jobs) expect(new Date(job.start_after).toISOString()).toBe(omanAt('08:00', 1).toISOString());
    await new Promise((r) => setTimeout(r, 2500));
    expect(sms.delivered.filter((m) => m.template === 'renewalReminder')).toEqual([]);
    expect((await rows(t.app)).every((r) => r.state === 'queued')).toBe(true);
  }, 30_000);

  it('gives each policy the reminder of its days left, in its language, by SMS (and WhatsApp when on record)', async () => {
    const all = await rows(t.app);
    const keyOf = (plate: string) => byPlate(all, plate).map((r) => `${r.event_key.replace(/P\/[^:]+/, 'P')}|${r.channel}|${r.recipient}|${r.language}`);
    expect(keyOf('4001 S')).toEqual(['renewal-reminder:P:30|sms|91000013|ar']);
    expect(keyOf('4002 S')).toEqual(['renewal-reminder:P:7|sms|91000014|en', 'renewal-reminder:P:7:whatsapp|whatsapp|91000014|en']);
    expect(keyOf('4003 S')).toEqual(['renewal-reminder:P:1|sms|91000015|en']);
    // No language on the insurer's record: English. The mobile in 8 digits.
    expect(keyOf('1001 A')).toEqual(['renewal-reminder:P:30|sms|91000001|en']);
    // 300 days out, expired 20 days ago, or far off: no reminder.
    for (const plate of ['1002 A', '1003 A', '3001 R']) expect(byPlate(all, plate)).toEqual([]);
    const [arabic] = byPlate(all, '4001 S');
    expect(arabic!.params).toMatchObject({ name: 'ليلى الراشدية', days: '30', expiryDate: expect.stringMatching(/^\d{2}-\d{2}-\d{4}$/) });
    expect(arabic!.params['link']).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/motor-insurance\/renew-policy\?lang=ar&link=[\w-]+\.[\w-]+$/);
    expect(arabic!.params['optOutLink']).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/motor-insurance\/reminders\/opt-out\?lang=ar&link=[\w-]+\.[\w-]+$/);
  });

  it('queues nothing more when the scan runs again, or in two apps at once', async () => {
    const before = (await rows(t.app)).length;
    const again = await t.app.reminders.scan({ now: omanAt('10:00') });
    expect(again).toMatchObject({ queued: 0, alreadySent: before });
    expect(again.heldUntil).toBeUndefined();
    expect(await rows(t.app)).toHaveLength(before);
  });

  it('fills Renew Policy from the reminder link, and refuses a forged, expired or misdirected one', async () => {
    const [row] = byPlate(await rows(t.app), '4002 S');
    const token = linkToken(row!.params['link']!);
    const prefill = (body: object) => t.app.inject({ method: 'POST', url: '/api/v1/links/prefill', headers: { authorization: t.bearer() }, payload: body });
    const ok = await prefill({ journeyId: 'renew-policy', token });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ data: { stepId: 'lookup', tab: 'plateMobile', values: { plateNumber: '4002', plateCode: 'S', mobileNo: '91000014' } } });
    const [payload, signature] = token.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { f: Record<string, string> };
    const forged = Buffer.from(JSON.stringify({ ...claims, f: { ...claims.f, plateNumber: '1001' } })).toString('base64url');
    expect((await prefill({ journeyId: 'renew-policy', token: `${forged}.${signature}` })).json().error.code).toBe('LINK_INVALID');
    expect((await prefill({ journeyId: 'pay-premium', token })).json().error.code).toBe('LINK_INVALID');
    const expired = signLink('prefill', { j: 'renew-policy', l: 'renewal-reminder', f: claims.f }, new Date(Date.now() - 1000), t.app.env.SIGNED_LINK_SECRET);
    const late = await prefill({ journeyId: 'renew-policy', token: expired });
    expect(late.statusCode).toBe(422);
    expect(late.json().error.code).toBe('LINK_EXPIRED');
    // The opt-out link is not a prefill link (the purpose is signed).
    expect((await prefill({ journeyId: 'renew-policy', token: linkToken(row!.params['optOutLink']!) })).json().error.code).toBe('LINK_INVALID');
    expect((await prefill({ journeyId: 'renew-policy', token: 'not a token' })).statusCode).toBe(400);
  });

  it('honours an opt-out: later reminders of that policy and mobile are not sent', async () => {
    const [row] = byPlate(await rows(t.app), '4002 S');
    const optOut = (token: string) => t.app.inject({ method: 'POST', url: '/api/v1/reminders/opt-out', headers: { authorization: t.bearer() }, payload: { token } });
    expect((await optOut(linkToken(row!.params['link']!))).json().error.code).toBe('LINK_INVALID');
    const expired = signLink('opt-out', { p: 'P/x', m: '91000014' }, new Date(Date.now() - 1000), t.app.env.SIGNED_LINK_SECRET);
    expect((await optOut(expired)).json().error.code).toBe('LINK_EXPIRED');
    const done = await optOut(linkToken(row!.params['optOutLink']!));
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ data: { optedOut: true, policyNo: row!.event_key.split(':')[1] } });
    expect((await optOut(linkToken(row!.params['optOutLink']!))).statusCode).toBe(200);
    // Six days on, 4002 S is one day from expiry: its 1-day reminder is skipped.
    const later = await t.app.reminders.scan({ now: omanAt('10:00', 6) });
    expect(later.optedOut).toBe(1);
    expect((await rows(t.app)).filter((r) => r.event_key.endsWith(':1') && r.params['plate'] === '4002 S')).toEqual([]);
  });
});

describe('the daily scan in two apps on one database', () => {
  const apps: FastifyInstance[] = [];
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  const sms = recorder();
  beforeAll(async () => {
    db = await createTestDatabase();
    const jobsSchema = db.kind === 'postgres' ? `${(await db.query<{ s: string }>('select current_schema() as s'))[0]!.s}_jobs` : 'pgboss';
    // Scan hour 0: each app offers the day's scan as it starts listening.
    const env = { TOKEN_SECRET: TEST_TOKEN_SECRET, PAYMENT_SETTLER: false, CONFIG_WATCH: false, CONFIG_SOURCE: 'files', JOBS_SCHEMA: jobsSchema, JOBS_POLL_SECONDS: 1, REMINDERS: true, REMINDER_SCAN_HOUR: 0 } as const;
    for (let i = 0; i < 2; i++) apps.push(await buildApp({ db, messageTransports: { sms: sms.transport, whatsapp: recorder().transport }, env }));
    await Promise.all(apps.map((app) => app.listen({ port: 0, host: '127.0.0.1' })));
  }, 120_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    await db?.close();
  });

  it('runs the day once across processes, and scans racing each other give one message per event', async () => {
    const end = Date.now() + 30_000;
    let scans: { scan_day: string; queued: number; runs: number; finished: boolean }[] = [];
    while (Date.now() < end && !scans[0]?.finished) {
      scans = await db.query('select scan_day::text as scan_day, queued, runs, finished_at is not null as finished from reminder_scans');
      await new Promise((r) => setTimeout(r, 250));
    }
    // Both apps offered the day's scan; it ran once and queued every reminder of the day.
    expect(scans).toEqual([{ scan_day: omanDay(new Date()), queued: expect.any(Number), runs: 1, finished: true }]);
    const queuedToday = await db.query<{ n: number }>("select count(*)::int as n from messages where event_key like 'renewal-reminder:%'");
    expect(scans[0]!.queued).toBe(queuedToday[0]!.n);
    // Both apps scan again at once (a retry, a second process): no event gets a second message.
    const reports = await Promise.all(apps.map((app) => app.reminders.scan({ now: omanAt('10:00') })));
    expect(reports.reduce((n, r) => n + r.queued, 0)).toBe(0);
    const perEvent = await db.query<{ n: number }>("select count(*)::int as n from messages where event_key like 'renewal-reminder:%' group by event_key");
    expect(perEvent.length).toBeGreaterThanOrEqual(5);
    expect(perEvent.every((r) => r.n === 1)).toBe(true);
  }, 45_000);

  it('gives one message per event when two apps scan a day with new reminders together', async () => {
    // 24 days on, 1001 A and 4001 S (30 days out today) are 6 days out: their 7-day reminders are new.
    const reports = await Promise.all(apps.map((app) => app.reminders.scan({ now: omanAt('10:00', 24) })));
    expect(reports.reduce((n, r) => n + r.queued, 0)).toBe(2);
    const sevens = await db.query<{ event_key: string }>("select event_key from messages where event_key like 'renewal-reminder:%:7'");
    expect(sevens.map((r) => r.event_key.split(':')[1]).filter((p) => /9000(01|15)$/.test(p!))).toHaveLength(2);
    const perEvent = await db.query<{ n: number }>("select count(*)::int as n from messages where event_key like 'renewal-reminder:%' group by event_key");
    expect(perEvent.every((r) => r.n === 1)).toBe(true);
  }, 30_000);
});
