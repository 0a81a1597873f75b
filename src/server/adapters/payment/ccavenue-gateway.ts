// The production PaymentGateway: CCAvenue's classic (AES-128-CBC) protocol over HTTP.
// In sandbox mode the same code talks to src/sandbox/pay over real HTTP.
import { confirmPayment } from './confirm-payment.js';
import { buildPaymentRequest, parseEncResp, type MerchantCredentials } from './ccavenue-messages.js';
import { lookupOrderStatus } from './ccavenue-status.js';
import type { PaymentGateway } from './payment-gateway.js';

export interface CcavenueConfig extends MerchantCredentials {
  /** Where the browser posts encRequest (CCAvenue: .../transaction/transaction.do). */
  transactionUrl: string;
  /** The order status API (CCAvenue: .../apis/servlet/DoWebTrans); a function when only known after listen. */
  statusUrl: string | (() => string);
  /** Default currency of a request; OMR for this insurer. */
  currency: string;
  /** Status look-up time limit; 10 s unless told. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export function createCcavenueGateway(config: CcavenueConfig): PaymentGateway {
  // The credentials live only in this closure: the gateway object itself holds nothing
  // secret, so logging or serialising it cannot leak the working key.
  const credentials: MerchantCredentials = {
    merchantId: config.merchantId,
    accessCode: config.accessCode,
    workingKey: config.workingKey,
  };
  const statusOptions = {
    statusUrl: config.statusUrl,
    timeoutMs: config.timeoutMs ?? 10_000,
    fetch: config.fetch ?? globalThis.fetch,
  };
  const gateway: PaymentGateway = {
    buildPaymentRequest: (input) => buildPaymentRequest(credentials, config.transactionUrl, config.currency, input),
    parseEncResp: (encResp) => parseEncResp(encResp, credentials.workingKey),
    lookupOrderStatus: (orderId) => lookupOrderStatus(credentials, statusOptions, orderId),
    confirmPayment: (encResp, expected) => confirmPayment(gateway, encResp, expected),
  };
  return gateway;
}
