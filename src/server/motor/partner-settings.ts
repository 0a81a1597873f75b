import type { FastifyRequest } from 'fastify';
import { partnerById, partnerConfigView } from '../../config/resolve.js';

/** What the insurer calls need from the request's partner (of its config tree), with the spec's defaults applied. */
export function partnerSettings(request: Pick<FastifyRequest, 'configTree' | 'partnerId'>): { srcBusId: string; multiplePlans: boolean } {
  const view = partnerConfigView(partnerById(request.configTree, request.partnerId));
  return { srcBusId: view.SRC_BUS_ID, multiplePlans: view.SHOW_MULTIPLE_PLANS === 1 };
}
