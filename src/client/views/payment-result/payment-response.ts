import { callOperation } from '../../runtime/operations.js';
import type { PolicyDocument } from './policy-documents.js';

/** GET payment-responses: the spec's payment response plus what the result pages show. */
export interface PaymentResponse {
  order_status: string;
  amount: string;
  currency: string;
  payment_id: string;
  mer_param_2: string;
  paid: boolean;
  policyNo: string;
  insuredName: string;
  product: string;
  documents: PolicyDocument[];
  /** Where the policy was sent when it was issued (absent from an older server). */
  sentBy?: string[];
}

export async function readPaymentResponse(br: string, call: typeof callOperation = callOperation): Promise<PaymentResponse | null> {
  const result = await call('payment-response', { br });
  if (!result.ok) {
    // Spec section 8: a failed payment or conversion fetch is logged; the page shows the failure view.
    console.error('Payment response could not be read', result.error);
    return null;
  }
  return (result.response as { data: PaymentResponse }).data;
}
