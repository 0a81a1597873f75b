// The sandbox payment gateway, mounted under /sandbox/pay by src/sandbox/index.ts. It speaks
// the CCAvenue protocol the production adapter speaks, over real HTTP, and keeps its orders in
// the database (migration 0150). Flows and test cards: docs/sandbox-payments.md.
import formbody from '@fastify/formbody';
import type { FastifyPluginAsync } from 'fastify';
import { CHECKOUT_CSS } from './checkout-css.js';
import { registerCheckoutRoutes } from './checkout-routes.js';
import { sandboxMerchantFromEnv, type SandboxMerchant } from './merchant.js';
import { registerStatusRoute } from './status-route.js';

export interface PaySandboxOptions {
  /** Defaults to the merchant of the PAYMENT_* environment variables. */
  merchant?: SandboxMerchant;
}

export const paySandbox: FastifyPluginAsync<PaySandboxOptions> = async (app, opts) => {
  const merchant = opts.merchant ?? sandboxMerchantFromEnv(app.env);
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(formbody);

  app.get('/checkout.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=300').send(CHECKOUT_CSS),
  );
  registerCheckoutRoutes(app, merchant);
  registerStatusRoute(app, merchant);
};

export { TEST_CARDS } from './test-cards.js';
export type { SandboxMerchant } from './merchant.js';
