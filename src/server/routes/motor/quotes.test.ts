// POST /api/v1/motor/quotes/new over real HTTP against the sandbox insurer (issue 9): the lookups'
// rate limits, and another person's active quote is never answered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { omanNow } from '../../../sandbox/insurer/clock.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
const year = omanNow().getUTCFullYear();
// docs/sandbox-insurer.md: 1007 D is Yusuf's (civil id 12345007, licence 55000007) with quote 900007 active.
const ACTIVE = `10/${year}/0502/Q/900007`;

beforeAll(async () => {
  t = await createTestApp({ listen: true, env: { LOOKUP_RATE_PER_MINUTE: 1000, LOOKUP_RATE_PER_PLATE_PER_HOUR: 1000 } });
}, 60_000);
afterAll(() => t?.close());

const newQuote = (app: TestApp, fields: Record<string, string>, session = 'asker') =>
  app.app.inject({
    method: 'POST', url: '/api/v1/motor/quotes/new', headers: { authorization: app.bearer(session) },
    payload: { mobileNo: '98000008', firstName: 'Prober', plateNo: '1007', plateCode: 'D', civilId: '55000008', product: '0502', ...fields },
  });

describe('new quote on a vehicle with an active quote', () => {
  it("answers a stranger the neutral message, with none of the insured's data, as for an unknown plate", async () => {
    const stranger = await newQuote(t, {});
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json()).toEqual({ error: { code: 'QUOTE_NOT_AVAILABLE', message: expect.any(String), requestId: expect.any(String) } });
    expect(stranger.body).not.toMatch(/900007|12345007|97000007|VNKKTUD3X0A000107|الزدجالي/);
    expect(stranger.headers['cache-control']).toBe('no-store');
    // The same answer for a plate nobody registered and for a chassis that is not the vehicle's.
    const unknown = await newQuote(t, { plateNo: '9876', plateCode: 'D' });
    const chassis = await newQuote(t, { plateNo: '2001', plateCode: 'H', chasisNo: 'WRONG0000000000' });
    // ... and for a vehicle we insure (1001 A is Ahmed's): "use renew" is for its holder only.
    const ours = await newQuote(t, { plateNo: '1001', plateCode: 'A' });
    for (const res of [unknown, chassis, ours]) {
      expect(res.statusCode).toBe(stranger.statusCode);
      // Identical but for the request id every answer carries.
      expect({ ...res.json().error, requestId: '' }).toEqual({ ...stranger.json().error, requestId: '' });
    }
    // The stranger's session holds nothing it could go on with.
    const later = await t.app.inject({
      method: 'POST', url: '/api/v1/motor/quotes/plan-status', headers: { authorization: t.bearer('asker') }, payload: { quoteNo: ACTIVE },
    });
    expect(later.json().error.code).toBe('QUOTE_NOT_OBTAINED');
  });

  it('continues the quote for its insured, by civil id or by licence number, and binds it to that session', async () => {
    for (const civilId of ['12345007', '55000007']) {
      const res = await newQuote(t, { civilId, mobileNo: '97000007' }, `insured-${civilId}`);
      expect(res.statusCode, civilId).toBe(200);
      expect(res.json().quote).toMatchObject({ quoteNo: ACTIVE, quoteStatus: 'Quote' });
      const later = await t.app.inject({
        method: 'POST', url: '/api/v1/motor/quotes/plan-status', headers: { authorization: t.bearer(`insured-${civilId}`) }, payload: { quoteNo: ACTIVE },
      });
      expect(later.statusCode, civilId).toBe(200);
    }
  });

  it('tells the holder of a policy with us to renew, by licence or civil id, whatever mobile the landing page had', async () => {
    for (const fields of [{ plateNo: '1001', plateCode: 'A', civilId: '55000001' }, { plateNo: '1002', plateCode: 'A', civilId: '12345002' }]) {
      const res = await newQuote(t, fields);
      expect(res.json().error.code, fields.plateNo).toBe('EXISTING_CUSTOMER');
    }
  });

  it("still tells a customer that their own licence is unknown (it says nothing about the plate)", async () => {
    const res = await newQuote(t, { civilId: '99999999' });
    expect(res.json().error.code).toBe('LICENCE_NOT_FOUND');
  });
});

describe('new quote rate limits', () => {
  it('counts per plate and per client like the lookups, refused attempts included', async () => {
    const limited = await createTestApp({ listen: true, env: { LOOKUP_RATE_PER_MINUTE: 1000, LOOKUP_RATE_PER_PLATE_PER_HOUR: 3 } });
    try {
      const codes: number[] = [];
      for (const civilId of ['55000001', '55000002', '55000003', '55000004', '55000005']) codes.push((await newQuote(limited, { civilId })).statusCode);
      expect(codes.slice(0, 3)).not.toContain(429);
      expect(codes.slice(3)).toEqual([429, 429]);
      expect((await newQuote(limited, { civilId: '55000006' })).json().error.code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
    const perClient = await createTestApp({ listen: true, env: { LOOKUP_RATE_PER_MINUTE: 2, LOOKUP_RATE_PER_PLATE_PER_HOUR: 1000 } });
    try {
      const codes: number[] = [];
      for (const plateNo of ['1007', '9876', '2001']) codes.push((await newQuote(perClient, { plateNo })).statusCode);
      expect(codes[2]).toBe(429);
    } finally {
      await perClient.close();
    }
  });
});
