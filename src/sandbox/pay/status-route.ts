// The server-to-server half: CCAvenue's order status API (command orderStatusTracker).
// Answers form text: status=0&enc_response=<encrypted JSON record>, or status=1 with a plain
// message and enc_error_code when the call itself is refused. Fault test cards misbehave here.
import type { FastifyInstance } from 'fastify';
import { PaymentCryptoError, decrypt, encrypt } from '../../protocols/payment/ccavenue-crypto.js';
import { NO_RECORD, statusRecord } from './gateway-answers.js';
import { findByTrackingId, findOrder } from './order-store.js';
import type { SandboxMerchant } from './merchant.js';

interface StatusBody {
  enc_request: string;
  access_code: string;
  command: string;
  request_type?: string;
  response_type?: string;
  version?: string;
}

const bodySchema = {
  type: 'object',
  required: ['enc_request', 'access_code', 'command'],
  properties: {
    enc_request: { type: 'string' }, access_code: { type: 'string' }, command: { type: 'string' },
    request_type: { type: 'string' }, response_type: { type: 'string' }, version: { type: 'string' },
  },
} as const;

function refused(code: string, message: string): string {
  return `status=1&enc_response=${encodeURIComponent(message)}&enc_error_code=${code}`;
}

export function registerStatusRoute(app: FastifyInstance, merchant: SandboxMerchant): void {
  app.post<{ Body: StatusBody }>('/status', { schema: { body: bodySchema } }, async (request, reply) => {
    reply.type('text/plain; charset=utf-8');
    const body = request.body;
    if (body.access_code !== merchant.accessCode) return refused('51407', 'Access_code: Invalid Parameter');
    if (body.command !== 'orderStatusTracker') return refused('51408', 'Command: Invalid Parameter');
    if ((body.request_type ?? 'JSON') !== 'JSON' || (body.response_type ?? 'JSON') !== 'JSON') {
      return refused('51409', 'Only JSON requests and responses are simulated');
    }
    let query: { order_no?: unknown; reference_no?: unknown };
    try {
      query = JSON.parse(decrypt(body.enc_request, merchant.workingKey)) as typeof query;
    } catch (error) {
      if (!(error instanceof PaymentCryptoError) && !(error instanceof SyntaxError)) throw error;
      return refused('51410', 'enc_request: does not decrypt to JSON with this merchant\'s working key');
    }
    const orderNo = typeof query.order_no === 'string' ? query.order_no : '';
    const referenceNo = typeof query.reference_no === 'string' ? query.reference_no : '';
    const order = orderNo !== ''
      ? await findOrder(app.db, merchant.merchantId, orderNo)
      : referenceNo !== '' ? await findByTrackingId(app.db, referenceNo) : undefined;
    const answer = (record: object) => `status=0&enc_response=${encrypt(JSON.stringify(record), merchant.workingKey)}`;
    if (!order || order.merchantId !== merchant.merchantId) return answer(NO_RECORD);
    if (order.statusFault === 'http-500') return reply.code(500).send('Internal Server Error');
    if (order.statusFault === 'garbled') {
      return `status=0&enc_response=${encrypt('<html><body>Service Unavailable</body></html>', merchant.workingKey)}`;
    }
    return answer(statusRecord(order));
  });
}
