// The gateway's settings from the environment. Unset gateway addresses mean the sandbox:
// the browser is sent to the portal's public address, or with none set to a bare path that it
// resolves against the origin it is on (a partner's included), while the server-to-server
// status look-up goes over loopback.
import type { Env } from '../../env.js';
import type { CcavenueConfig } from './ccavenue-gateway.js';

/** The settings the gateway reads, as src/server/env.ts parses them. */
export type PaymentEnv = Pick<
  Env,
  | 'PAYMENT_GATEWAY_URL' | 'PAYMENT_STATUS_URL' | 'PAYMENT_MERCHANT_ID' | 'PAYMENT_ACCESS_CODE'
  | 'PAYMENT_WORKING_KEY' | 'PAYMENT_CURRENCY' | 'PUBLIC_BASE_URL'
>;

export const SANDBOX_PAY_PATH = '/sandbox/pay';

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export function ccavenueConfigFromEnv(env: PaymentEnv, localBaseUrl: () => string): CcavenueConfig {
  const statusUrl = env.PAYMENT_STATUS_URL;
  return {
    merchantId: env.PAYMENT_MERCHANT_ID,
    accessCode: env.PAYMENT_ACCESS_CODE,
    workingKey: env.PAYMENT_WORKING_KEY,
    currency: env.PAYMENT_CURRENCY,
    transactionUrl: env.PAYMENT_GATEWAY_URL || `${trimSlash(env.PUBLIC_BASE_URL ?? '')}${SANDBOX_PAY_PATH}/transaction`,
    statusUrl: statusUrl ? statusUrl : () => `${trimSlash(localBaseUrl())}${SANDBOX_PAY_PATH}/status`,
  };
}
