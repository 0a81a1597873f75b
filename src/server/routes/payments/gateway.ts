import type { FastifyInstance } from 'fastify';
import { ccavenueConfigFromEnv, createCcavenueGateway, type PaymentGateway } from '../../adapters/payment/index.js';
import { partnerById, partnerConfigView } from '../../../config/resolve.js';

const gateways = new WeakMap<FastifyInstance, PaymentGateway>();

/** The payment gateway of this server, from PAYMENT_* settings (unset: the sandbox over loopback). */
export function gatewayFor(app: FastifyInstance): PaymentGateway {
  let gateway = gateways.get(app);
  if (!gateway) {
    gateway = createCcavenueGateway(ccavenueConfigFromEnv(app.env, () => app.localBaseUrl()));
    gateways.set(app, gateway);
  }
  return gateway;
}

/** Source business id of a stored payment's partner (the request that settles may come from anywhere). */
export function srcBusIdOf(app: FastifyInstance, partnerId: string): string {
  return partnerConfigView(partnerById(app.configTree, partnerId)).SRC_BUS_ID;
}
