import { describe, expect, it } from 'vitest';
import { confirmPayment, type ConfirmDeps } from './confirm-payment.js';
import { PaymentResponseError, PaymentStatusError, RESPONSE_FIELDS, type GatewayResponse, type OrderStatus } from './payment-gateway.js';

// The decision table alone; the same rules against the sandbox over HTTP are in ccavenue-gateway.test.ts.
const expected = { orderId: 'P1', amountBaiza: 50_000, currency: 'OMR' };
const response = {
  ...Object.fromEntries(RESPONSE_FIELDS.map((f) => [f, ''])), order_id: 'P1', order_status: 'Success',
} as GatewayResponse;
const record: OrderStatus = {
  orderId: 'P1', trackingId: 'T1', bankRefNo: 'B1', status: 'Successful', paid: true,
  amountBaiza: 50_000, currency: 'OMR', statusDateTime: '',
};

function deps(status: OrderStatus | Error, parsed: GatewayResponse | Error = response): ConfirmDeps & { lookups: string[] } {
  const lookups: string[] = [];
  return {
    lookups,
    parseEncResp: () => {
      if (parsed instanceof Error) throw parsed;
      return parsed;
    },
    lookupOrderStatus: async (orderId) => {
      lookups.push(orderId);
      if (status instanceof Error) throw status;
      return status;
    },
  };
}

describe('confirmPayment', () => {
  it('is paid only when the status look-up says Successful or Shipped with our order, amount and currency', async () => {
    expect((await confirmPayment(deps(record), 'x', expected)).outcome).toBe('paid');
    const shipped = await confirmPayment(deps({ ...record, status: 'Shipped' }), 'x', expected);
    expect(shipped.outcome).toBe('paid');
  });

  it('always looks the order up, even when the response already says Success', async () => {
    const d = deps(record);
    await confirmPayment(d, 'x', expected);
    expect(d.lookups).toEqual(['P1']);
  });

  it('fails when the gateway says anything but paid, whatever the response claims', async () => {
    for (const status of ['Unsuccessful', 'Aborted', 'Awaited', 'Initiated']) {
      const result = await confirmPayment(deps({ ...record, status, paid: false }), 'x', expected);
      expect(result.outcome).toBe('failed');
    }
  });

  it('reports which field disagrees', async () => {
    const cases: Array<[Partial<OrderStatus>, string, string]> = [
      [{ amountBaiza: 49_999 }, 'amount', '49.999'],
      [{ currency: 'USD' }, 'currency', 'USD'],
      [{ orderId: 'P2' }, 'orderId', 'P2'],
    ];
    for (const [change, field, actual] of cases) {
      const result = await confirmPayment(deps({ ...record, ...change }), 'x', expected);
      expect(result).toMatchObject({ outcome: 'mismatch', field, source: 'status', actual });
    }
  });

  it('does not look up anything for a response about another order', async () => {
    const d = deps(record, { ...response, order_id: 'P9' });
    expect(await confirmPayment(d, 'x', expected)).toMatchObject({ outcome: 'mismatch', field: 'orderId', source: 'response' });
    expect(d.lookups).toEqual([]);
  });

  it('is unverifiable when the response does not open or the gateway cannot answer', async () => {
    const unreadable = await confirmPayment(deps(record, new PaymentResponseError('no')), 'x', expected);
    expect(unreadable).toMatchObject({ outcome: 'unverifiable', reason: 'bad-response' });
    const down = await confirmPayment(deps(new PaymentStatusError('http', 'HTTP 500')), 'x', expected);
    expect(down).toMatchObject({ outcome: 'unverifiable', reason: 'status-unavailable' });
    const unknown = await confirmPayment(deps(new PaymentStatusError('unknown-order', 'none')), 'x', expected);
    expect(unknown).toMatchObject({ outcome: 'unverifiable', reason: 'unknown-order' });
  });

  it('lets a programming error through instead of calling it unverifiable', async () => {
    await expect(confirmPayment(deps(new TypeError('bug')), 'x', expected)).rejects.toThrow(TypeError);
  });
});
