import { describe, expect, it } from 'vitest';
import { decrypt, encrypt } from '../../../protocols/payment/ccavenue-crypto.js';
import { lookupOrderStatus } from './ccavenue-status.js';
import { PaymentStatusError } from './payment-gateway.js';

// Answers the sandbox never gives but a real gateway (or a wrong URL) can; the sandbox's own
// answers are exercised over HTTP in src/sandbox/pay/pay-sandbox.test.ts.
const credentials = { merchantId: 'M1', accessCode: 'AV1', workingKey: 'WK-status-test' };

function gatewayAnswering(status: number, body: string | ((request: URLSearchParams) => string)) {
  const seen: URLSearchParams[] = [];
  const fetchFake = (async (_url: string | URL | Request, init?: RequestInit) => {
    const request = new URLSearchParams(String(init?.body));
    seen.push(request);
    return new Response(typeof body === 'function' ? body(request) : body, { status });
  }) as typeof fetch;
  return { seen, options: { statusUrl: () => 'http://gateway.test/status', timeoutMs: 1000, fetch: fetchFake } };
}

const sealed = (record: object) => `status=0&enc_response=${encrypt(JSON.stringify(record), credentials.workingKey)}\n`;

async function errorOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(PaymentStatusError);
  return (error as PaymentStatusError).code;
}

describe('order status look-up', () => {
  it('sends the orderStatusTracker request with the order number encrypted', async () => {
    const gw = gatewayAnswering(200, sealed({ status: 0, order_no: 'O1', order_status: 'Shipped', order_amt: 1.5, order_currncy: 'OMR' }));
    const result = await lookupOrderStatus(credentials, gw.options, 'O1');
    const sent = gw.seen[0]!;
    expect(Object.fromEntries([...sent].filter(([k]) => k !== 'enc_request'))).toEqual({
      access_code: 'AV1', command: 'orderStatusTracker', request_type: 'JSON', response_type: 'JSON', version: '1.2',
    });
    expect(JSON.parse(decrypt(sent.get('enc_request') ?? '', credentials.workingKey))).toEqual({ order_no: 'O1' });
    expect(result).toMatchObject({ orderId: 'O1', status: 'Shipped', paid: true, amountBaiza: 1500, currency: 'OMR' });
  });

  it('reads the older wrapped record, numeric references and amounts as text', async () => {
    const gw = gatewayAnswering(200, sealed({
      Order_Status_Result: { status: '0', order_no: 'O2', reference_no: 113401671456, order_status: 'Successful',
        order_amt: '20.000', order_currncy: 'OMR', order_bank_ref_no: 104375822658 },
    }));
    expect(await lookupOrderStatus(credentials, gw.options, 'O2')).toMatchObject({
      trackingId: '113401671456', bankRefNo: '104375822658', amountBaiza: 20_000, paid: true,
    });
  });

  it('names each way the look-up can fail', async () => {
    const cases: Array<[number, string, string]> = [
      [500, 'oops', 'http'],
      [200, '<html>login</html>', 'bad-response'],
      [200, 'status=1&enc_response=Access_code: Invalid Parameter&enc_error_code=51407', 'rejected'],
      [200, 'status=0&enc_response=00ff', 'bad-response'],
      [200, sealed({ status: 1, error_desc: 'No records found', error_code: '51419' }), 'unknown-order'],
      [200, sealed({ status: 0, order_no: 'O3', order_status: 'Successful', order_amt: 1.2345, order_currncy: 'OMR' }), 'bad-response'],
    ];
    for (const [status, body, code] of cases) {
      expect(await errorOf(lookupOrderStatus(credentials, gatewayAnswering(status, body).options, 'O3'))).toBe(code);
    }
  });

  it('gives up after its time limit and when the gateway cannot be reached', async () => {
    const slow = (async (_u: unknown, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as typeof fetch;
    const timedOut = lookupOrderStatus(credentials, { statusUrl: 'http://x', timeoutMs: 50, fetch: slow }, 'O4');
    expect(await errorOf(timedOut)).toBe('timeout');
    const refused = lookupOrderStatus(credentials, { statusUrl: 'http://127.0.0.1:1/status', timeoutMs: 1000, fetch }, 'O4');
    expect(await errorOf(refused)).toBe('network');
  });
});
