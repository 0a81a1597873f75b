// What the gateway itself says about one order. Two sources decide, and nothing else: the
// gateway's status look-up (whether, how much and in which currency the order was paid) and the
// portal's own record of the order (its quote, amount and currency). The kept return posts
// (encResp) decide nothing: with the working key a post can be forged, so a post that names
// another quote, leaves the quote out or says "Success" early cannot convert the wrong quote,
// freeze the order or fail it. A post that disagrees with the status look-up is logged; it stays
// on record in payment_returns.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { type GatewayResponse, type OrderStatus, type PaymentGateway } from '../adapters/payment/index.js';
import type { PaymentRow } from './payments-repository.js';

/** Skip-payment mode's stand-in for a gateway payment id (spec: "a fixed payment id"). */
export const SKIP_PAYMENT_ID_PREFIX = 'SKIPPED-';

/**
 * The gateway's final "not paid" statuses (CCAvenue's order status list). Anything else that is
 * not paid (Initiated, Awaited, a status we do not know) may still become paid: the order stays
 * open and the background settler asks again, until it gives up and logs it for an operator.
 */
const FINAL_UNPAID = new Set([
  'Unsuccessful', 'Aborted', 'Cancelled', 'Invalid', 'Timeout', 'Auto-Cancelled', 'Auto-Reversed', 'Refunded', 'System refund', 'Fraud', 'Chargeback',
]);

/** Paid always converts the order's own quote (`row.quote_no`), whatever a return post named. */
export type Verdict =
  | { kind: 'paid'; status: string; paymentId: string }
  | { kind: 'failed'; status: string; paymentId: string }
  | { kind: 'open'; status: string; why: string };

export async function verdictOf(app: FastifyInstance, row: PaymentRow, log: FastifyBaseLogger): Promise<Verdict> {
  if (row.skip_payment) {
    return { kind: 'paid', status: 'Successful', paymentId: `${SKIP_PAYMENT_ID_PREFIX}${row.order_id}` };
  }
  const gateway = app.paymentGateway;
  let status: OrderStatus;
  try {
    status = await gateway.lookupOrderStatus(row.order_id);
  } catch (error) {
    return { kind: 'open', status: 'Unverified', why: (error as Error).message };
  }
  // A status record of another order proves nothing about this one: ask again later.
  if (status.orderId !== row.order_id) return { kind: 'open', status: 'Unverified', why: 'status look-up answered another order' };
  logDisagreeingReturns(log, gateway, row, status, await app.paymentsRepository.returnsOf(row.order_id));
  if (!status.paid) {
    if (FINAL_UNPAID.has(status.status)) return { kind: 'failed', status: status.status, paymentId: status.trackingId };
    return { kind: 'open', status: status.status, why: `the gateway says ${status.status}: not paid yet` };
  }
  if (status.amountBaiza !== row.amount_baiza || status.currency !== row.currency) {
    // Money that bought nothing: settled as failed, and an operator refunds it.
    log.error({ orderId: row.order_id, expectedBaiza: row.amount_baiza, paidBaiza: status.amountBaiza, currency: status.currency },
      'paid status with another amount or currency: refund needed');
    return { kind: 'failed', status: status.status, paymentId: status.trackingId };
  }
  return { kind: 'paid', status: status.status, paymentId: status.trackingId };
}

const PAID_REDIRECT = 'Success';

/** Each kept post that does not decrypt, names another order, or contradicts the gateway, in the log. */
function logDisagreeingReturns(log: FastifyBaseLogger, gateway: PaymentGateway, row: PaymentRow, status: OrderStatus, posts: string[]): void {
  const orderId = row.order_id;
  for (const [index, encResp] of posts.entries()) {
    const post = index + 1;
    let response: GatewayResponse;
    try {
      response = gateway.parseEncResp(encResp);
    } catch (error) {
      log.warn({ orderId, post, why: (error as Error).message }, 'return post does not decrypt: kept, not used');
      continue;
    }
    if (response.order_id !== orderId) {
      log.warn({ orderId, post, namedOrder: response.order_id }, 'return post names another order: kept, not used');
      continue;
    }
    const disagreements: string[] = [];
    if (response.merchant_param2 !== row.quote_no) disagreements.push('quote');
    if ((response.order_status === PAID_REDIRECT) !== status.paid) disagreements.push('status');
    if (response.currency && response.currency !== status.currency) disagreements.push('currency');
    if (disagreements.length > 0) {
      log.warn({ orderId, post, disagreements, postStatus: response.order_status, gatewayStatus: status.status },
        'return post disagrees with the order and the gateway status look-up: kept, not used');
    }
  }
}
