// request.partnerId: which partner's site the request comes from. Decided here from the request
// as the server sees it (Origin, else Host), never from a field the browser fills in.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { partnerForOrigin } from '../../config/index.js';

/** The site origin of a request: its Origin header, else scheme + Host (same-origin GETs send no Origin). */
export function requestOrigin(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  // Browsers send "null" from sandboxed frames and some redirects: no information, fall back.
  if (origin && origin !== 'null') return origin;
  const host = request.headers.host;
  return host ? `${request.protocol}://${host}` : undefined;
}

export function registerPartnerResolution(app: FastifyInstance): void {
  app.decorateRequest('partnerId', '');
  app.addHook('onRequest', async (request) => {
    request.partnerId = partnerForOrigin(app.configTree, requestOrigin(request)).id;
  });
}
