// GET /api/staff/deliveries (src/server/routes/staff/delivery-routes.ts) as the deliveries screen
// uses it; the answer's shape is the route's own (src/config/delivery-wire.ts).
import type { DeliveryPage } from '../../../config/delivery-wire.js';
import { staffJson } from '../studio-fetch.js';

export type { Delivery } from '../../../config/delivery-wire.js';

export interface DeliveryFilter {
  policyNo?: string;
  state?: string;
}

export const listDeliveries = (filter: DeliveryFilter, before?: string): Promise<DeliveryPage> =>
  staffJson<DeliveryPage>('/api/staff/deliveries', { query: { policyNo: filter.policyNo, state: filter.state || undefined, before } });
