// The one merchant the sandbox gateway knows: the portal itself. Like the real gateway it
// holds the merchant's working key, here from the same environment variables the adapter reads.

export interface SandboxMerchant {
  merchantId: string;
  accessCode: string;
  workingKey: string;
  /** Shown on the hosted checkout. */
  name: { en: string; ar: string };
}

/** The variables of src/server/env.ts the merchant's credentials come from (the portal's adapter reads the same). */
interface MerchantEnv {
  PAYMENT_MERCHANT_ID: string;
  PAYMENT_ACCESS_CODE: string;
  PAYMENT_WORKING_KEY: string;
}

export const SANDBOX_MERCHANT_NAME = { en: 'Motor Insurance Portal', ar: 'بوابة تأمين المركبات' };

export function sandboxMerchantFromEnv(env: MerchantEnv): SandboxMerchant {
  return {
    merchantId: env.PAYMENT_MERCHANT_ID,
    accessCode: env.PAYMENT_ACCESS_CODE,
    workingKey: env.PAYMENT_WORKING_KEY,
    name: SANDBOX_MERCHANT_NAME,
  };
}
