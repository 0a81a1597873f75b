// Test-only: the sandbox gateway on a real loopback port over a migrated throw-away database
// (createTestDatabase: PGlite, or TEST_DATABASE_URL's server), and a production adapter
// pointed at it. A bare Fastify rather than buildApp, so these tests see only this simulator.
import Fastify, { type FastifyInstance } from 'fastify';
import { createCcavenueGateway } from '../../server/adapters/payment/ccavenue-gateway.js';
import type { PaymentGateway } from '../../server/adapters/payment/payment-gateway.js';
import type { AppDatabase } from '../../db-kit/database.js';
import { paySandbox } from './index.js';
import type { SandboxMerchant } from './merchant.js';

export const TEST_MERCHANT: SandboxMerchant = {
  merchantId: '4711',
  accessCode: 'AVSANDBOXTEST0001',
  workingKey: 'F00DFACE0123456789ABCDEF01234567',
  name: { en: 'Test Insurer SAOG', ar: 'شركة التأمين التجريبية' },
};

export interface RunningSandbox {
  app: FastifyInstance;
  origin: string;
  gateway: PaymentGateway;
  close(): Promise<void>;
}

export async function startPaySandbox(db: AppDatabase, merchant = TEST_MERCHANT): Promise<RunningSandbox> {
  const app = Fastify();
  app.decorate('db', db);
  await app.register(paySandbox, { prefix: '/sandbox/pay', merchant });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  const origin = `http://127.0.0.1:${address.port}`;
  const gateway = createCcavenueGateway({
    ...merchant,
    transactionUrl: `${origin}/sandbox/pay/transaction`,
    statusUrl: `${origin}/sandbox/pay/status`,
    currency: 'OMR',
    timeoutMs: 5_000,
  });
  return { app, origin, gateway, close: () => app.close() };
}
