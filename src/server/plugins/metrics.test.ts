import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { observeOutsideCall } from './metrics.js';

const TOKEN = 'metrics-token-0123456789';

/** The value of one sample line, e.g. `name{label="x"} 3`. */
function sample(text: string, line: RegExp): number | undefined {
  const found = text.split('\n').find((l) => line.test(l));
  return found === undefined ? undefined : Number(found.split(' ').at(-1));
}

describe('/metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t?.close());
  const scrape = async () => {
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  };

  it('wants the metrics token when one is set', async () => {
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong-token-0123456789' } })).statusCode).toBe(401);
  });

  it('counts requests by route pattern and status, with latencies', async () => {
    await t.app.inject({ url: '/api/health' });
    await t.app.inject({ url: '/api/health' });
    await t.app.inject({ url: '/api/get/partners' }); // no token: 401
    const text = await scrape();
    expect(sample(text, /^portal_http_requests_total\{method="GET",route="\/api\/health",status="200"\}/)).toBe(2);
    expect(sample(text, /^portal_http_requests_total\{method="GET",route="\/api\/get\/partners",status="401"\}/)).toBe(1);
    expect(text).toMatch(/^portal_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/health",status="200"\}/m);
    expect(text).toMatch(/^portal_process_cpu_seconds_total /m);
  });

  it('times outside calls and counts their failures', async () => {
    await observeOutsideCall('insurer', 'getQuote', async () => 'ok');
    await expect(observeOutsideCall('insurer', 'getQuote', async () => { throw new Error('timeout'); })).rejects.toThrow('timeout');
    await observeOutsideCall('ocr', 'mulkiya.output_ocr', async () => ({ status: 503 }), (r) => r.status >= 500);
    const text = await scrape();
    expect(sample(text, /^portal_outside_call_duration_seconds_count\{system="insurer",operation="getQuote",outcome="ok"\}/)).toBeGreaterThanOrEqual(1);
    expect(sample(text, /^portal_outside_call_failures_total\{system="insurer",operation="getQuote"\}/)).toBeGreaterThanOrEqual(1);
    expect(sample(text, /^portal_outside_call_failures_total\{system="ocr",operation="mulkiya\.output_ocr"\}/)).toBeGreaterThanOrEqual(1);
  });

  it('reads pending and refund-needed payments from the payments table at scrape time', async () => {
    const insert = `insert into payments (order_id, quote_no, partner_id, amount_baiza, premium_baiza, currency, state, result)
      values ($1, 'Q-1', 'default', 1000, 1000, 'OMR', $2, $3)`;
    await t.app.db.query(insert, ['m-returned', 'returned', null]);
    await t.app.db.query(insert, ['m-settling', 'settling', null]);
    await t.app.db.query(insert, ['m-declined', 'failed', JSON.stringify({ order_status: 'Unsuccessful' })]);
    await t.app.db.query(insert, ['m-refund', 'failed', JSON.stringify({ order_status: 'Successful' })]);
    const text = await scrape();
    expect(sample(text, /^portal_payments_pending /)).toBe(2);
    expect(sample(text, /^portal_payments_refund_needed /)).toBe(1);
    expect(text).toMatch(/^portal_payments_settled_total \d+$/m);
  });
});

describe('/metrics outside the sandbox', () => {
  it('is not served without a token', async () => {
    const t = await createTestApp({ env: { SANDBOX: false, METRICS_TOKEN: undefined, DOCUMENT_LINK_SECRET: 'metrics-test-document-link-secret-0123456789' } });
    try {
      const res = await t.app.inject({ url: '/metrics' });
      expect(res.statusCode, res.body.slice(0, 200)).toBe(404);
    } finally {
      await t.close();
    }
  });
});
