export * from './payment-gateway.js';
export { createCcavenueGateway, type CcavenueConfig } from './ccavenue-gateway.js';
export { PaymentCryptoError, encrypt, decrypt } from './ccavenue-crypto.js';
export { formatOmr, parseOmr } from './omr-amount.js';
export { ccavenueConfigFromEnv, SANDBOX_PAY_PATH, type PaymentEnv } from './payment-config.js';
