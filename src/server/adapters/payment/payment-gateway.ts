// What the portal needs from a payment gateway, independent of its wire protocol.
// The gateway's redirect back to us is only a hint: money is decided by confirmPayment,
// which always asks the gateway itself (the status look-up) and checks order, amount, currency.

export type PaymentLanguage = 'en' | 'ar';

export interface PaymentCustomer {
  name?: string;
  address?: string;
  city?: string;
  state?: string;
  zip?: string;
  country?: string;
  tel?: string;
  email?: string;
}

export interface PaymentRequestInput {
  /** Ours, unique per payment attempt: 1-30 letters, digits, '-' or '_'. */
  orderId: string;
  /** Integer baiza, computed by the server from the stored quote; never from the browser. */
  amountBaiza: number;
  /** ISO 4217; defaults to the gateway's configured currency. */
  currency?: string;
  /** Travels as merchant_param2 and comes back in the response. */
  quoteNo: string;
  redirectUrl: string;
  cancelUrl: string;
  language: PaymentLanguage;
  customer?: PaymentCustomer;
  /** merchant_param1, 3, 4, 5 (2 is the quote number). */
  merchantParams?: Partial<Record<1 | 3 | 4 | 5, string>>;
}

/** Everything the browser may see to start a payment: no working key in here. */
export interface PaymentRequest {
  /** Where the browser form posts encRequest and access_code. */
  actionUrl: string;
  encRequest: string;
  accessCode: string;
  /** The same request as one GET address (for a payment link that must be a URL). */
  checkoutUrl: string;
}

export const RESPONSE_FIELDS = [
  'order_id', 'tracking_id', 'bank_ref_no', 'order_status', 'failure_message', 'payment_mode',
  'card_name', 'status_code', 'status_message', 'currency', 'amount', 'billing_name',
  'merchant_param1', 'merchant_param2', 'merchant_param3', 'merchant_param4', 'merchant_param5',
  'mer_amount', 'trans_date',
] as const;
export type ResponseField = (typeof RESPONSE_FIELDS)[number];

/** The decrypted redirect response by field name ('' where the gateway left one out). */
export type GatewayResponse = Record<ResponseField, string>;

/** The gateway's own record of an order, from its status look-up. */
export interface OrderStatus {
  orderId: string;
  trackingId: string;
  bankRefNo: string;
  /** As the gateway says it: Successful, Shipped, Unsuccessful, Aborted, Initiated, Awaited ... */
  status: string;
  paid: boolean;
  amountBaiza: number;
  currency: string;
  statusDateTime: string;
}

export interface ExpectedPayment {
  orderId: string;
  amountBaiza: number;
  currency: string;
}

export type PaymentConfirmation =
  | { outcome: 'paid'; response: GatewayResponse; status: OrderStatus }
  | { outcome: 'failed'; response: GatewayResponse; status: OrderStatus }
  | {
      outcome: 'mismatch';
      field: 'orderId' | 'amount' | 'currency';
      /** Which message disagreed with what we expected. */
      source: 'response' | 'status';
      expected: string;
      actual: string;
      response: GatewayResponse;
      status?: OrderStatus;
    }
  | { outcome: 'unverifiable'; reason: UnverifiableReason; detail: string; response?: GatewayResponse };

export type UnverifiableReason = 'bad-response' | 'status-unavailable' | 'unknown-order';

export interface PaymentGateway {
  buildPaymentRequest(input: PaymentRequestInput): PaymentRequest;
  /** Decrypts and parses the gateway's encResp; throws PaymentResponseError (or PaymentCryptoError). */
  parseEncResp(encResp: string): GatewayResponse;
  /** Throws PaymentStatusError when the gateway cannot or will not answer. */
  lookupOrderStatus(orderId: string): Promise<OrderStatus>;
  confirmPayment(encResp: string, expected: ExpectedPayment): Promise<PaymentConfirmation>;
}

/** The spec's paid statuses (section 9); everything else is a failure. */
export const PAID_STATUSES: ReadonlySet<string> = new Set(['Successful', 'Shipped']);

export class PaymentRequestError extends Error {
  override readonly name = 'PaymentRequestError';
}

export class PaymentResponseError extends Error {
  override readonly name = 'PaymentResponseError';
}

export type PaymentStatusErrorCode = 'network' | 'timeout' | 'http' | 'rejected' | 'bad-response' | 'unknown-order';

export class PaymentStatusError extends Error {
  override readonly name = 'PaymentStatusError';
  constructor(readonly code: PaymentStatusErrorCode, message: string) {
    super(message);
  }
}
