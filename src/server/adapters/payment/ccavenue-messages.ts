// The two browser-borne messages of the CCAvenue protocol: encRequest (us -> gateway) and
// encResp (gateway -> us through the customer's browser).
import { decrypt, encrypt } from '../../../protocols/payment/ccavenue-crypto.js';
import { ORDER_ID_PATTERN, joinFields, parseFields } from '../../../protocols/payment/ccavenue-fields.js';
import { formatOmr } from '../../../protocols/payment/omr-amount.js';
import {
  PaymentRequestError, PaymentResponseError, RESPONSE_FIELDS,
  type GatewayResponse, type PaymentRequest, type PaymentRequestInput,
} from './payment-gateway.js';

export interface MerchantCredentials {
  merchantId: string;
  accessCode: string;
  /** Never leaves the server: not in a request, a log line or an error message. */
  workingKey: string;
}

function absoluteHttpUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new PaymentRequestError(`${name} is not an absolute URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new PaymentRequestError(`${name} must be http or https`);
  }
  return url.toString();
}

/** The plain request fields in CCAvenue's order, validated. */
export function requestFields(merchantId: string, defaultCurrency: string, input: PaymentRequestInput) {
  if (!ORDER_ID_PATTERN.test(input.orderId)) {
    throw new PaymentRequestError('orderId must be 1-30 letters, digits, "-" or "_"');
  }
  if (!Number.isSafeInteger(input.amountBaiza) || input.amountBaiza <= 0) {
    throw new PaymentRequestError('amountBaiza must be a positive whole number');
  }
  const currency = input.currency ?? defaultCurrency;
  if (!/^[A-Z]{3}$/.test(currency)) throw new PaymentRequestError('currency must be an ISO 4217 code');
  if (input.quoteNo.trim() === '') throw new PaymentRequestError('quoteNo is required');
  const customer = input.customer ?? {};
  const params = input.merchantParams ?? {};
  return {
    merchant_id: merchantId,
    order_id: input.orderId,
    currency,
    amount: formatOmr(input.amountBaiza),
    redirect_url: absoluteHttpUrl('redirectUrl', input.redirectUrl),
    cancel_url: absoluteHttpUrl('cancelUrl', input.cancelUrl),
    language: input.language.toUpperCase(),
    billing_name: customer.name,
    billing_address: customer.address,
    billing_city: customer.city,
    billing_state: customer.state,
    billing_zip: customer.zip,
    billing_country: customer.country,
    billing_tel: customer.tel,
    billing_email: customer.email,
    merchant_param1: params[1],
    merchant_param2: input.quoteNo,
    merchant_param3: params[3],
    merchant_param4: params[4],
    merchant_param5: params[5],
  };
}

export function buildPaymentRequest(
  credentials: MerchantCredentials,
  transactionUrl: string,
  defaultCurrency: string,
  input: PaymentRequestInput,
): PaymentRequest {
  const plain = joinFields(requestFields(credentials.merchantId, defaultCurrency, input));
  const encRequest = encrypt(plain, credentials.workingKey);
  // A path (the sandbox without PUBLIC_BASE_URL) stays a path, so the browser resolves it
  // against the origin the customer is on; the base below only lets URL parse it.
  const relative = transactionUrl.startsWith('/');
  const checkout = new URL(transactionUrl, 'http://relative.invalid');
  // CCAvenue's transaction.do takes the same three parameters by GET as by form post.
  checkout.searchParams.set('command', 'initiateTransaction');
  checkout.searchParams.set('encRequest', encRequest);
  checkout.searchParams.set('access_code', credentials.accessCode);
  const checkoutUrl = relative ? checkout.pathname + checkout.search : checkout.toString();
  return { actionUrl: transactionUrl, encRequest, accessCode: credentials.accessCode, checkoutUrl };
}

/** Decrypts and parses encResp; a response without an order id or status is refused. */
export function parseEncResp(encResp: string, workingKey: string): GatewayResponse {
  const fields = parseFields(decrypt(encResp, workingKey));
  const response = Object.fromEntries(RESPONSE_FIELDS.map((name) => [name, fields[name] ?? ''])) as GatewayResponse;
  if (response.order_id === '' || response.order_status === '') {
    throw new PaymentResponseError('The gateway response has no order_id or order_status');
  }
  return response;
}
