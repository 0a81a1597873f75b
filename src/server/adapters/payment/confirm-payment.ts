// Turns a redirect response into a decision about money. The encResp only tells us which
// order the customer comes back for; whether it was paid, how much and in which currency is
// always the gateway's status look-up, so a forged, tampered or replayed encResp cannot
// confirm anything by itself.
import {
  PaymentStatusError,
  type ExpectedPayment, type GatewayResponse, type OrderStatus, type PaymentConfirmation,
} from './payment-gateway.js';
import { formatOmr } from '../../../protocols/payment/omr-amount.js';

export interface ConfirmDeps {
  parseEncResp(encResp: string): GatewayResponse;
  lookupOrderStatus(orderId: string): Promise<OrderStatus>;
}

export async function confirmPayment(
  deps: ConfirmDeps,
  encResp: string,
  expected: ExpectedPayment,
): Promise<PaymentConfirmation> {
  let response: GatewayResponse;
  try {
    response = deps.parseEncResp(encResp);
  } catch (error) {
    return { outcome: 'unverifiable', reason: 'bad-response', detail: (error as Error).message };
  }
  if (response.order_id !== expected.orderId) {
    return {
      outcome: 'mismatch', field: 'orderId', source: 'response',
      expected: expected.orderId, actual: response.order_id, response,
    };
  }

  let status: OrderStatus;
  try {
    status = await deps.lookupOrderStatus(expected.orderId);
  } catch (error) {
    if (!(error instanceof PaymentStatusError)) throw error;
    const reason = error.code === 'unknown-order' ? 'unknown-order' : 'status-unavailable';
    return { outcome: 'unverifiable', reason, detail: error.message, response };
  }

  const mismatch = (field: 'orderId' | 'amount' | 'currency', want: string, got: string): PaymentConfirmation => ({
    outcome: 'mismatch', field, source: 'status', expected: want, actual: got, response, status,
  });
  if (status.orderId !== expected.orderId) return mismatch('orderId', expected.orderId, status.orderId);
  if (!status.paid) return { outcome: 'failed', response, status };
  if (status.currency !== expected.currency) return mismatch('currency', expected.currency, status.currency);
  if (status.amountBaiza !== expected.amountBaiza) {
    return mismatch('amount', formatOmr(expected.amountBaiza), formatOmr(status.amountBaiza));
  }
  return { outcome: 'paid', response, status };
}
