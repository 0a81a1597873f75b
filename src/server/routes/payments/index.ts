import type { FastifyPluginAsync } from 'fastify';
import { registerPaymentLinks } from './payment-links.js';
import { registerPaymentStart } from './payment-start.js';
import { registerResults } from './results.js';

/** Payment start, the gateway's return and the payment response (docs/payments.md). */
export const paymentRoutes: FastifyPluginAsync = async (app) => {
  registerPaymentStart(app);
  registerPaymentLinks(app);
  registerResults(app);
};
