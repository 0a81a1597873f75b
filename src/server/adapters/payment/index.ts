export * from './payment-gateway.js';
export { createCcavenueGateway, type CcavenueConfig } from './ccavenue-gateway.js';
export { PaymentCryptoError, encrypt, decrypt } from '../../../protocols/payment/ccavenue-crypto.js';
export { formatOmr, parseOmr } from '../../../protocols/payment/omr-amount.js';
export { ccavenueConfigFromEnv, SANDBOX_PAY_PATH, type PaymentEnv } from './payment-config.js';
