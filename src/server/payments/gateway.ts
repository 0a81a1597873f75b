// The payment gateway of this app, from PAYMENT_* settings (unset: the sandbox over loopback).
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { ccavenueConfigFromEnv, createCcavenueGateway, type PaymentGateway } from '../adapters/payment/index.js';
import { partnerById, partnerConfigView } from '../../config/resolve.js';

declare module 'fastify' {
  interface FastifyInstance {
    paymentGateway: PaymentGateway;
  }
}

/** app.paymentGateway, made on first use: the sandbox's address is known only once the app listens. */
export const paymentGateway = fp(async (app: FastifyInstance) => {
  let gateway: PaymentGateway | undefined;
  app.decorate('paymentGateway', {
    getter: () => (gateway ??= createCcavenueGateway(ccavenueConfigFromEnv(app.env, () => app.localBaseUrl()))),
  });
}, { name: 'payment-gateway', decorators: { fastify: ['env'] } });

/** Source business id of a stored payment's partner (the request that settles may come from anywhere). */
export function srcBusIdOf(app: FastifyInstance, partnerId: string): string {
  return partnerConfigView(partnerById(app.configTree, partnerId)).SRC_BUS_ID;
}
