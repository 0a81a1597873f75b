// The job queue across real server processes on one fresh PostgreSQL database: messages queued
// (each event three times) are sent by whichever process fetches them, one of the three is
// killed with SIGKILL while they work, and still every event reaches the sandbox SMS gateway
// exactly once. Skipped, with a line saying so, where no PostgreSQL answers.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { TEST_TOKEN_SECRET } from '../testing/test-app.js';
import { createDatabase, postgresAnswers, startServer, stopAll, type FreshDatabase, type ServerProcess } from '../testing/cluster.js';

const hasPostgres = await postgresAnswers();
if (!hasPostgres) console.log('multi-process message queue: skipped, no PostgreSQL answers (TEST_DATABASE_URL or 127.0.0.1:5432)');

const EVENTS = 150;
/** The SMS gateway answers each message this late (a proxy in front of a surviving process's sandbox gateway). */
const GATEWAY_DELAY_MS = 1000;
/**
 * It lets this many messages through, then holds the rest until the kill: the queue is bound by
 * the work (issue 36), so three processes sending in parallel could otherwise finish all 150
 * between two looks at the outbox, and the kill would come after the work, proving nothing.
 */
const BEFORE_KILL = 10;

/** A slow SMS gateway: waits, then hands the request to `target()`'s sandbox gateway; `open()` lets held requests on. */
async function slowGateway(target: () => string): Promise<{ server: Server; url: string; open(): void }> {
  let seen = 0;
  let held: Array<() => void> | undefined = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const go = () => setTimeout(() => {
        const headers = Object.fromEntries(Object.entries(req.headers).filter(([k, v]) => typeof v === 'string' && !['host', 'content-length', 'connection'].includes(k))) as Record<string, string>;
        fetch(`${target()}/sandbox/sms${req.url}`, { method: req.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined })
          .then(async (answer) => res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' }).end(Buffer.from(await answer.arrayBuffer())))
          .catch(() => res.writeHead(502).end());
      }, GATEWAY_DELAY_MS);
      seen += 1;
      if (held && seen > BEFORE_KILL) held.push(go);
      else go();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const open = () => {
    const waiting = held ?? [];
    held = undefined;
    for (const go of waiting) go();
  };
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, open };
}

describe.skipIf(!hasPostgres)('messages worked by three processes, one killed', () => {
  let db: FreshDatabase;
  let servers: ServerProcess[] = [];
  let queuer: FastifyInstance | undefined;
  let gateway: Server | undefined;
  let openGateway = () => {};

  beforeAll(async () => {
    db = await createDatabase();
    const slow = await slowGateway(() => servers[1]!.base);
    gateway = slow.server;
    openGateway = slow.open;
    const env = {
      SMS_GATEWAY_URL: slow.url,
      DATABASE_URL: db.url, JOBS_POLL_SECONDS: '1', JOBS_SUPERVISE_SECONDS: '1', MESSAGE_EXPIRE_SECONDS: '3', MESSAGE_RETRY_DELAY_SECONDS: '1',
      PAYMENT_SETTLER: '0',
    };
    servers = await Promise.all([0, 1, 2].map(() => startServer(env)));
    // A fourth process's part, played here: it only queues (JOBS_WORK off), the servers work.
    queuer = await buildApp({
      env: { DATABASE_URL: db.url, JOBS_WORK: false, TOKEN_SECRET: TEST_TOKEN_SECRET, PAYMENT_SETTLER: false, CONFIG_WATCH: false, CONFIG_SOURCE: 'files' },
    });
    await queuer.ready();
  }, 180_000);

  afterAll(async () => {
    await queuer?.close();
    gateway?.close();
    await stopAll();
    await db?.drop();
  });

  it('every event gives exactly one message in the outbox, though a process died mid-way', async () => {
    const events = Array.from({ length: EVENTS }, (_, i) => `multi:${i}`);
    const to = (i: number) => `9${String(1_000_000 + i).padStart(7, '0')}`;
    for (let round = 0; round < 3; round++) {
      await Promise.all(events.map((eventKey, i) => queuer!.messages.send({ eventKey, channel: 'sms', to: to(i), language: 'en', template: 'otpCode', params: { code: String(100_000 + i) } })));
    }
    expect((await db.query<{ n: number }>('select count(*)::int as n from messages'))[0]?.n).toBe(EVENTS);

    // Kill one process as soon as the work is under way.
    const count = async () => (await db.query<{ n: number }>('select count(*)::int as n from sandbox_outbox'))[0]?.n ?? 0;
    const started = Date.now();
    while ((await count()) < BEFORE_KILL && Date.now() - started < 60_000) await new Promise((r) => setTimeout(r, 50));
    const atKill = await count();
    await servers[0]!.stop('SIGKILL');
    openGateway();
    expect(atKill).toBeLessThan(EVENTS); // the kill came while there was work left

    const end = Date.now() + 90_000;
    let sent = 0;
    while (Date.now() < end) {
      sent = (await db.query<{ n: number }>(`select count(*)::int as n from messages where state = 'sent'`))[0]?.n ?? 0;
      if (sent === EVENTS) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(sent).toBe(EVENTS);
    const outbox = await db.query<{ client_ref: string; n: number }>('select client_ref, count(*)::int as n from sandbox_outbox group by client_ref');
    expect(outbox).toHaveLength(EVENTS);
    expect(outbox.filter((r) => r.n !== 1)).toEqual([]);
    // Each text reached its own number: no message was sent with another event's code.
    const wrong = await db.query(`select recipient, text from sandbox_outbox where right(recipient, 7)::int - 1000000 <> (substring(text from ' is (\\d{6})')::int - 100000)`);
    expect(wrong).toEqual([]);
    // The surviving processes did the work, both of them.
    const failed = await db.query(`select id from messages where state <> 'sent'`);
    expect(failed).toEqual([]);
  }, 200_000);
});
