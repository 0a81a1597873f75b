// Test-only: the sandbox gateway on a real loopback port over an in-memory PGlite with this
// simulator's migration, and a production adapter pointed at it. The platform's
// createTestDatabase()/buildApp() can replace the database and app here once they exist.
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import Fastify, { type FastifyInstance } from 'fastify';
import { createCcavenueGateway } from '../../server/adapters/payment/ccavenue-gateway.js';
import type { PaymentGateway } from '../../server/adapters/payment/payment-gateway.js';
import type { AppDatabase } from '../../server/types.js';
import { paySandbox } from './index.js';
import type { SandboxMerchant } from './merchant.js';

export const TEST_MERCHANT: SandboxMerchant = {
  merchantId: '4711',
  accessCode: 'AVSANDBOXTEST0001',
  workingKey: 'F00DFACE0123456789ABCDEF01234567',
  name: { en: 'Test Insurer SAOG', ar: 'شركة التأمين التجريبية' },
};

const MIGRATION = new URL('../../server/db/migrations/0150_sandbox_pay_orders.sql', import.meta.url);

/** Only `query` is used by the simulator; the rest of AppDatabase is out of scope here. */
export async function openPayTestDb(): Promise<{ db: AppDatabase; close(): Promise<void> }> {
  const pg = await PGlite.create('memory://');
  await pg.exec(await readFile(MIGRATION, 'utf8'));
  const query = async <T,>(sql: string, params?: unknown[]) => (await pg.query<T>(sql, params)).rows;
  const db = {
    query,
    kind: 'pglite',
    close: () => pg.close(),
  } as unknown as AppDatabase;
  return { db, close: () => pg.close() };
}

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
