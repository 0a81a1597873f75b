// Several identical server processes on one fresh PostgreSQL database, as behind a load balancer
// (docs/operations.md, "Several processes"): every piece of shared state must be seen by every process.
// Skipped, with a line saying so, where no PostgreSQL answers.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encrypt } from '../adapters/payment/index.js';
import { SANDBOX_CREDENTIALS } from '../env.js';
import { freePort } from '../testing/free-port.js';
import { confirmCodeOn, confirmLookupOn, confirmPaymentCode, createDatabase, payInSandbox, postgresAnswers, redisAnswers, startServer, stopAll, type FreshDatabase, type ServerProcess } from '../testing/cluster.js';

const hasPostgres = await postgresAnswers();
if (!hasPostgres) console.log('multi-process suite: skipped, no PostgreSQL answers (TEST_DATABASE_URL or 127.0.0.1:5432)');
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const hasRedis = hasPostgres && (await redisAnswers(REDIS_URL));
if (hasPostgres && !hasRedis) console.log(`multi-process suite, Redis part: skipped, nothing answers on ${REDIS_URL}`);
const PLATE_LIMIT = 4;
const SANDBOX_WORKING_KEY = SANDBOX_CREDENTIALS.PAYMENT_WORKING_KEY;

const clusterEnv = (db: FreshDatabase, extra: Record<string, string> = {}) => ({
  DATABASE_URL: db.url,
  LOOKUP_RATE_PER_MINUTE: '1000',
  LOOKUP_RATE_PER_PLATE_PER_HOUR: String(PLATE_LIMIT),
  LEAD_UPLOAD_RATE_PER_MINUTE: '1000',
  ...extra,
});

async function token(base: string): Promise<string> {
  const res = await fetch(`${base}/api/v1/auth/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from('portal-web:').toString('base64')}`, 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'client_credentials' }),
  });
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/** A JSON call as the browser makes it: bearer token, and the process's own origin (default partner). */
async function call(base: string, bearer: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${bearer}`, origin: base, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: (await res.json().catch(() => ({}))) as Record<string, any> };
}

/** A one-time code asked for on one process, read from the shared sandbox outbox, confirmed on another (issue 24). */
async function confirmCode(asked: string, confirmed: string, bearer: string, quoteNo: string): Promise<void> {
  expect(await confirmPaymentCode(asked, confirmed, bearer, quoteNo)).toBe(200);
}

const lead = { selectedOption: 'Buy Policy', acceptPrivacyPolicy: true, name: 'Aisha', mobileNo: '91234567', journeyId: 1, leadStatus: 'Initiated', journeyStatus: 1 };
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

describe.skipIf(!hasPostgres)('several server processes on one PostgreSQL', () => {
  let db: FreshDatabase;
  let servers: ServerProcess[] = [];
  let bearer: string;
  let simultaneousStart: unknown[] = [];
  let documentUrl = '';

  beforeAll(async () => {
    db = await createDatabase();
    // All three at the same moment on the empty database: migrations, sandbox seeding and keys race.
    // Ports below the system's own range (free-port.ts): the Redis cases restart them on the same ones.
    const onOwnPort = async () => startServer({ ...clusterEnv(db), PORT: String(await freePort()) });
    const first = await Promise.allSettled([0, 1, 2].map(onOwnPort));
    simultaneousStart = first.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason);
    // The other cases still need three processes: a failed one is started again, now alone.
    servers = await Promise.all(first.map((r) => (r.status === 'fulfilled' ? r.value : onOwnPort())));
    bearer = await token(servers[0]!.base);
  }, 180_000);

  afterAll(async () => {
    await stopAll();
    await db?.drop();
  });

  it('three processes started at the same moment on an empty database all come up and answer', async () => {
    expect(simultaneousStart.map(String)).toEqual([]);
    for (const server of servers) expect((await fetch(`${server.base}/api/health`)).status).toBe(200);
  });

  it('a token issued by one process is accepted by the others (sandbox key kept in the database)', async () => {
    for (const server of servers) expect((await call(server.base, bearer, 'POST', '/api/v1/motor/leads', lead)).status).toBe(200);
  });

  it('payment result loads spread over every process give exactly one policy', async () => {
    const [a] = servers as [ServerProcess];
    const renewal = await call(a.base, bearer, 'POST', '/api/v1/motor/renewals/lookup', { lookupType: 'plateCivil', plateNumber: '1001', plateCode: 'A', civilId: '08123456' });
    // Issue 31: the quote comes with its code, asked for on one process and confirmed on another.
    const quoteNo = (await confirmLookupOn(servers[1]!.base, servers[2]!.base, bearer, renewal.body.lookup as string))?.quoteNo as string;
    const record = {
      quoteNo, sendSms: 1, mobileNo: '91000001', sendWhatsapp: 1, sameAsMobileNo: 1, whatsappNo: '91000001', sendEmail: 0,
      quoteStatus: 'Created', paymentStatus: 'Initiated',
    };
    const recorded = await call(a.base, bearer, 'POST', '/api/v1/motor/quotes', record);
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    await confirmCode(servers[1]!.base, servers[2]!.base, bearer, quoteNo);
    const link = await call(a.base, bearer, 'POST', '/api/v1/payments/payment-links', { quoteNo });
    const { orderNo, returned } = await payInSandbox(a.base, link.body.data as string);
    expect(returned).toBe(303);

    const loads = servers.flatMap((server) => Array.from({ length: 5 }, () => call(server.base, bearer, 'GET', `/api/v1/payments/payment-responses?br=${orderNo}`)));
    const answers = await Promise.all(loads);
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200));
    expect(answers.every((r) => r.body.data.paid === true)).toBe(true);
    expect(new Set(answers.map((r) => r.body.data.policyNo)).size).toBe(1);
    const issued = await db.query<{ n: string }>('select count(*)::text as n from sbx_ins_policies where quote_no = $1', [quoteNo]);
    expect(issued[0]?.n).toBe('1');
  }, 60_000);

  it('a forged "Success" return posted to one process before the customer pays, the genuine one to another: converted once, the own quote', async () => {
    const [a, b, c] = servers as [ServerProcess, ServerProcess, ServerProcess];
    await fetch(`${a.base}/sandbox/insurer/_reset`, { method: 'POST' });
    const renewal = await call(a.base, bearer, 'POST', '/api/v1/motor/renewals/lookup', { lookupType: 'plateCivil', plateNumber: '1001', plateCode: 'A', civilId: '08123456' });
    const quoteNo = (await confirmLookupOn(b.base, c.base, bearer, renewal.body.lookup as string))?.quoteNo as string;
    const record = { quoteNo, sendSms: 1, mobileNo: '91000001', sendWhatsapp: 1, sameAsMobileNo: 1, whatsappNo: '91000001', sendEmail: 0, quoteStatus: 'Created', paymentStatus: 'Initiated' };
    expect((await call(a.base, bearer, 'POST', '/api/v1/motor/quotes', record)).status).toBe(200);
    await confirmCode(b.base, c.base, bearer, quoteNo);
    const link = await call(a.base, bearer, 'POST', '/api/v1/payments/payment-links', { quoteNo });
    const page = await (await fetch(`${a.base}${link.body.data as string}`)).text();
    const trackingId = /\/checkout\/(\d{12})"/.exec(page)?.[1];
    const [order] = await db.query<{ order_id: string }>('select order_id from payments where quote_no = $1 order by created_at desc limit 1', [quoteNo]);
    const orderNo = order!.order_id;
    const form = (url: string, fields: Record<string, string>) => fetch(url, {
      method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString(),
    });
    // The sandbox's working key is public: anyone can forge a return for a known order id.
    const forged = encrypt(`order_id=${orderNo}&order_status=Success&currency=OMR&amount=1.000&merchant_param2=10%2F2026%2F0502%2FQ%2F999999`, SANDBOX_WORKING_KEY);
    expect((await form(`${b.base}/api/v1/payments/gateway-response`, { encResp: forged, orderNo })).status).toBe(303);
    expect((await call(b.base, bearer, 'GET', `/api/v1/payments/payment-responses?br=${orderNo}`)).body.data.paid).toBe(false);

    const done = await (await form(`${a.base}/sandbox/pay/checkout/${trackingId}`, { action: 'pay', card_number: '4111111111111111' })).text();
    const encResp = /name="encResp" value="([0-9a-f]+)"/.exec(done)?.[1] ?? '';
    expect((await form(`${c.base}/api/v1/payments/gateway-response`, { encResp, orderNo })).status).toBe(303);
    const answers = await Promise.all(servers.flatMap((server) => [1, 2].map(() => call(server.base, bearer, 'GET', `/api/v1/payments/payment-responses?br=${orderNo}`))));
    expect(answers.every((r) => r.body.data.paid === true && r.body.data.mer_param_2 === quoteNo)).toBe(true);
    expect(new Set(answers.map((r) => r.body.data.policyNo)).size).toBe(1);
    const issued = await db.query<{ n: string }>('select count(*)::text as n from sbx_ins_policies where quote_no = $1', [quoteNo]);
    expect(issued[0]?.n).toBe('1');
    const kept = await db.query<{ n: string }>('select count(*)::text as n from payment_returns where order_id = $1', [orderNo]);
    expect(kept[0]?.n).toBe('2');
  }, 60_000);

  it('counts a plate rate limit across the processes, and the 429 says when to retry', async () => {
    const plate = { lookupType: 'plateCivil', plateNumber: '7771', plateCode: 'A', civilId: ' ' };
    for (let i = 0; i < PLATE_LIMIT; i += 1) {
      expect((await call(servers[i % servers.length]!.base, bearer, 'POST', '/api/v1/motor/renewals/lookup', plate)).status).toBe(400);
    }
    const refused = await call(servers[1]!.base, bearer, 'POST', '/api/v1/motor/renewals/lookup', plate);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
  });

  it('a lead stored by one process takes uploads on another, read back from the shared store', async () => {
    const [a, b, c] = servers as [ServerProcess, ServerProcess, ServerProcess];
    const transId = (await call(a.base, bearer, 'POST', '/api/v1/motor/leads', lead)).body.data as string;
    const upload = async (base: string, bytes: Buffer) => {
      const body = new FormData();
      body.set('transId', transId);
      body.set('dlImageFront', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'front.png');
      return fetch(`${base}/api/v1/motor/leads`, { method: 'PUT', headers: { authorization: `Bearer ${bearer}`, origin: base }, body });
    };
    expect((await upload(b.base, PNG)).status).toBe(200);
    const replacement = Buffer.concat([PNG, Buffer.from('second')]);
    expect((await upload(c.base, replacement)).status).toBe(200);
    const images = await db.query<{ kind: string; bytes: Buffer }>('select kind, bytes from lead_upload_images where trans_id = $1', [transId]);
    expect(images).toEqual([{ kind: 'dlImageFront', bytes: replacement }]);
  });

  it('a document link issued by one process opens on another', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    // The documents come after a code to the holder's mobile (issue 24), asked on one process, confirmed on another.
    expect(await confirmCodeOn(b.base, a.base, bearer, 'documents', { plateNumber: '1006', plateCode: 'B', civilId: '12345006' })).toBe(200);
    const found = await call(a.base, bearer, 'POST', '/api/v1/motor/policy-documents/lookup', { lookupType: 'plateCivil', plateNumber: '1006', plateCode: 'B', civilId: '12345006' });
    const url = found.body.documents[0].url as string;
    const res = await fetch(`${b.base}${url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    documentUrl = url;
  });

  it('a process killed (SIGKILL) in the middle of a lead load loses no acknowledged lead', async () => {
    const victim = servers[2]!;
    const acknowledged: string[] = [];
    let killed = false;
    const worker = async () => {
      for (let i = 0; i < 500; i += 1) {
        try {
          const res = await call(victim.base, bearer, 'POST', '/api/v1/motor/leads', lead);
          if (res.status === 200) acknowledged.push(res.body.data as string);
        } catch {
          return; // the connection died with the process
        }
        // Killed while the other workers' requests are still in flight.
        if (acknowledged.length >= 30 && !killed) {
          killed = true;
          await victim.stop('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 6 }, worker));
    expect(killed).toBe(true);
    expect(acknowledged.length).toBeGreaterThanOrEqual(30);
    const stored = await db.query<{ n: string }>('select count(*)::text as n from leads where trans_id = any($1)', [acknowledged]);
    expect(stored[0]?.n).toBe(String(acknowledged.length));
    servers = servers.slice(0, 2);
  }, 60_000);

  describe.skipIf(!hasRedis)('after a restart, with the counters in Redis (REDIS_URL)', () => {
    beforeAll(async () => {
      // Same ports: the sandbox insurer's document addresses inside the links name them.
      const ports = servers.map((s) => s.port);
      await Promise.all(servers.map((s) => s.stop('SIGTERM')));
      const extra = { REDIS_URL, REDIS_KEY_PREFIX: `multi-process-${randomBytes(4).toString('hex')}:` };
      servers = await Promise.all(ports.map((port) => startServer({ ...clusterEnv(db, extra), PORT: String(port) })));
    }, 120_000);

    it('the earlier token and document link still work on the restarted processes', async () => {
      expect(documentUrl).not.toBe('');
      const res = await fetch(`${servers[1]!.base}${documentUrl}`);
      expect(res.status).toBe(200);
      expect((await call(servers[0]!.base, bearer, 'POST', '/api/v1/motor/leads', lead)).status).toBe(200);
    });

    it('counts a plate rate limit across the processes in Redis', async () => {
      const plate = { lookupType: 'plateCivil', plateNumber: '7772', plateCode: 'A', civilId: ' ' };
      for (let i = 0; i < PLATE_LIMIT; i += 1) {
        expect((await call(servers[i % 2]!.base, bearer, 'POST', '/api/v1/motor/renewals/lookup', plate)).status).toBe(400);
      }
      const refused = await call(servers[0]!.base, bearer, 'POST', '/api/v1/motor/renewals/lookup', plate);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
      const inDatabase = await db.query('select 1 from rate_limit_counters where bucket like $1', ['lookup-plate:7772%']);
      expect(inDatabase).toEqual([]);
    });
  });
});
