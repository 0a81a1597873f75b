// What the gateway itself says about one order. The kept return posts (encResp) only tell us
// that the customer came back; whether, how much and in which currency they paid is always the
// status look-up. A post that does not decrypt, or names another order, is ignored: a forged or
// replayed post cannot decide anything, and cannot stop the genuine payment from settling.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { type GatewayResponse, type OrderStatus, type PaymentGateway } from '../../adapters/payment/index.js';
import { gatewayFor } from './gateway.js';
import { returnsOf, type PaymentRow } from './store.js';

/** Skip-payment mode's stand-in for a gateway payment id (spec: "a fixed payment id"). */
export const SKIP_PAYMENT_ID_PREFIX = 'SKIPPED-';

export type Verdict =
  | { kind: 'paid'; status: string; paymentId: string; quoteNo: string }
  | { kind: 'failed'; status: string; paymentId: string }
  | { kind: 'open'; status: string; why: string };

export async function verdictOf(app: FastifyInstance, row: PaymentRow, log: FastifyBaseLogger): Promise<Verdict> {
  if (row.skip_payment) {
    return { kind: 'paid', status: 'Successful', paymentId: `${SKIP_PAYMENT_ID_PREFIX}${row.order_id}`, quoteNo: row.quote_no };
  }
  const gateway = gatewayFor(app);
  const response = genuineReturn(log, gateway, row.order_id, await returnsOf(app.db, row.order_id));
  let status: OrderStatus;
  try {
    status = await gateway.lookupOrderStatus(row.order_id);
  } catch (error) {
    return { kind: 'open', status: 'Unverified', why: (error as Error).message };
  }
  // A status record of another order proves nothing about this one: ask again later.
  if (status.orderId !== row.order_id) return { kind: 'open', status: 'Unverified', why: 'status look-up answered another order' };
  if (!status.paid) {
    // The customer came back (a genuine post) and the gateway says unpaid: a failure. Without a
    // genuine post the checkout may still be open, so nothing is decided yet.
    if (response) return { kind: 'failed', status: status.status, paymentId: status.trackingId };
    return { kind: 'open', status: status.status, why: 'not paid (yet) and no genuine return post' };
  }
  if (status.amountBaiza !== row.amount_baiza || status.currency !== row.currency) {
    // Money that bought nothing: settled as failed, and an operator refunds it.
    log.error({ orderId: row.order_id, expectedBaiza: row.amount_baiza, paidBaiza: status.amountBaiza, currency: status.currency },
      'paid status with another amount or currency: refund needed');
    return { kind: 'failed', status: status.status, paymentId: status.trackingId };
  }
  return { kind: 'paid', status: status.status, paymentId: status.trackingId, quoteNo: response ? response.merchant_param2 : row.quote_no };
}

/** The first kept post that decrypts and names this order; the others are logged and ignored. */
function genuineReturn(log: FastifyBaseLogger, gateway: PaymentGateway, orderId: string, posts: string[]): GatewayResponse | undefined {
  for (const [index, encResp] of posts.entries()) {
    let response: GatewayResponse;
    try {
      response = gateway.parseEncResp(encResp);
    } catch (error) {
      log.warn({ orderId, post: index + 1, why: (error as Error).message }, 'return post does not decrypt: ignored');
      continue;
    }
    if (response.order_id === orderId) return response;
    log.warn({ orderId, post: index + 1, namedOrder: response.order_id }, 'return post names another order: ignored');
  }
  return undefined;
}
