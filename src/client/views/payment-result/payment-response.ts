import { callOperation } from '../../runtime/operations.js';
import type { PaymentResponse } from '../../../config/payment-wire.js';

/** GET payment-responses (config/payment-wire.ts); sentBy is absent from an older server. */
export type { PaymentResponse };

export async function readPaymentResponse(br: string, call: typeof callOperation = callOperation): Promise<PaymentResponse | null> {
  const result = await call('payment-response', { br });
  if (!result.ok) {
    // Spec section 8: a failed payment or conversion fetch is logged; the page shows the failure view.
    console.error('Payment response could not be read', result.error);
    return null;
  }
  return (result.response as { data: PaymentResponse }).data;
}
