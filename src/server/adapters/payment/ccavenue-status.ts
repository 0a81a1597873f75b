// CCAvenue's order status API (command orderStatusTracker, JSON, version 1.2): a server-to-
// server form post of an encrypted JSON request; the answer is form text whose enc_response
// is the encrypted JSON record when status=0, or a plain error message when status=1.
import { observeOutsideCall } from '../../plugins/metrics.js';
import { PaymentCryptoError, decrypt, encrypt } from '../../../protocols/payment/ccavenue-crypto.js';
import { parseFields } from '../../../protocols/payment/ccavenue-fields.js';
import type { MerchantCredentials } from './ccavenue-messages.js';
import { parseOmr } from '../../../protocols/payment/omr-amount.js';
import { PAID_STATUSES, PaymentStatusError, type OrderStatus } from './payment-gateway.js';

export interface StatusLookupOptions {
  /** A function when the address is only known once the server listens (the sandbox's). */
  statusUrl: string | (() => string);
  timeoutMs: number;
  fetch: typeof fetch;
}

async function post(options: StatusLookupOptions, body: URLSearchParams): Promise<string> {
  let res: Response;
  try {
    const url = typeof options.statusUrl === 'function' ? options.statusUrl() : options.statusUrl;
    res = await options.fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/plain' },
      body: body.toString(),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new PaymentStatusError('timeout', `The status look-up took longer than ${options.timeoutMs} ms`);
    }
    throw new PaymentStatusError('network', 'The status look-up could not reach the gateway');
  }
  const text = await res.text();
  if (!res.ok) throw new PaymentStatusError('http', `The status look-up answered HTTP ${res.status}`);
  return text;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

function openRecord(encResponse: string, workingKey: string): Record<string, unknown> {
  let json: unknown;
  try {
    json = JSON.parse(decrypt(encResponse, workingKey));
  } catch (error) {
    const why = error instanceof PaymentCryptoError ? error.code : 'not JSON';
    throw new PaymentStatusError('bad-response', `The status answer does not open (${why})`);
  }
  if (typeof json !== 'object' || json === null) {
    throw new PaymentStatusError('bad-response', 'The status answer is not a JSON object');
  }
  // Older API versions wrap the record; 1.2 answers it flat.
  const wrapped = (json as Record<string, unknown>).Order_Status_Result;
  return (typeof wrapped === 'object' && wrapped !== null ? wrapped : json) as Record<string, unknown>;
}

export async function lookupOrderStatus(
  credentials: MerchantCredentials,
  options: StatusLookupOptions,
  orderId: string,
): Promise<OrderStatus> {
  const body = new URLSearchParams({
    enc_request: encrypt(JSON.stringify({ order_no: orderId }), credentials.workingKey),
    access_code: credentials.accessCode,
    command: 'orderStatusTracker',
    request_type: 'JSON',
    response_type: 'JSON',
    version: '1.2',
  });
  const answer = parseFields((await observeOutsideCall('gateway', 'orderStatusTracker', () => post(options, body))).trim());
  if (answer.status === '1') {
    const code = answer.enc_error_code ?? '';
    throw new PaymentStatusError('rejected', `The gateway refused the status look-up (${code}): ${answer.enc_response ?? ''}`);
  }
  if (answer.status !== '0') throw new PaymentStatusError('bad-response', 'The status answer is not status=0|1 form text');
  const record = openRecord(answer.enc_response ?? '', credentials.workingKey);
  if (text(record.status) !== '0') {
    const desc = text(record.error_desc);
    const code = /no record/i.test(desc) ? 'unknown-order' : 'rejected';
    throw new PaymentStatusError(code, `The gateway has no status for the order (${text(record.error_code)}): ${desc}`);
  }
  const amountBaiza = parseOmr(record.order_amt);
  const status = text(record.order_status);
  if (amountBaiza === undefined || status === '') {
    throw new PaymentStatusError('bad-response', 'The status record has no usable order_amt or order_status');
  }
  return {
    orderId: text(record.order_no),
    trackingId: text(record.reference_no),
    bankRefNo: text(record.order_bank_ref_no),
    status,
    paid: PAID_STATUSES.has(status),
    amountBaiza,
    currency: text(record.order_currncy),
    statusDateTime: text(record.order_status_date_time),
  };
}
