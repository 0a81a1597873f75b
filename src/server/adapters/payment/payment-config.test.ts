import { describe, expect, it } from 'vitest';
import { ccavenueConfigFromEnv, type PaymentEnv } from './payment-config.js';

const env: PaymentEnv = {
  PAYMENT_MERCHANT_ID: '4711', PAYMENT_ACCESS_CODE: 'AV1', PAYMENT_WORKING_KEY: 'K', PAYMENT_CURRENCY: 'OMR',
  PUBLIC_BASE_URL: 'http://localhost:8080/',
};

describe('gateway settings from the environment', () => {
  it('points the browser at the public sandbox and the status look-up at loopback, resolved late', () => {
    let port = 0;
    const config = ccavenueConfigFromEnv(env, () => `http://127.0.0.1:${port}`);
    expect(config.transactionUrl).toBe('http://localhost:8080/sandbox/pay/transaction');
    port = 41234;
    expect(typeof config.statusUrl === 'function' && config.statusUrl()).toBe('http://127.0.0.1:41234/sandbox/pay/status');
  });

  it('sends the browser to a bare path when the public address is not set', () => {
    const { PUBLIC_BASE_URL: _unset, ...withoutBase } = env;
    expect(ccavenueConfigFromEnv(withoutBase, () => 'unused').transactionUrl).toBe('/sandbox/pay/transaction');
  });

  it('uses the real gateway when its addresses are set', () => {
    const config = ccavenueConfigFromEnv(
      { ...env, PAYMENT_GATEWAY_URL: 'https://gw.example/transaction.do', PAYMENT_STATUS_URL: 'https://gw.example/status' },
      () => 'unused',
    );
    expect(config).toMatchObject({ transactionUrl: 'https://gw.example/transaction.do', statusUrl: 'https://gw.example/status' });
  });
});
