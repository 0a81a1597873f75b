// GET /api/staff/deliveries (src/server/routes/staff/delivery-routes.ts) as the deliveries screen uses it.
import { toApiError } from '../../lib/api-error.js';
import { queryOf } from '../releases/releases-api.js';
import { studioFetch } from '../studio-fetch.js';

export interface Delivery {
  id: string;
  policyNo: string;
  kind: 'issued' | 'resent';
  channel: 'whatsapp' | 'email' | 'sms';
  /** Masked by the server. */
  recipient: string;
  language: 'en' | 'ar';
  state: 'queued' | 'sent' | 'failed';
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface DeliveryFilter {
  policyNo?: string;
  state?: string;
}

export async function listDeliveries(filter: DeliveryFilter, before?: string): Promise<{ data: Delivery[]; page: { next: string | null } }> {
  const response = await studioFetch(`/api/staff/deliveries${queryOf({ ...filter, before })}`);
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as { data: Delivery[]; page: { next: string | null } };
}
