// request.partnerId: which partner's site the request comes from. Decided here from the request
// as the server sees it (Origin, else Host), never from a field the browser fills in.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { partnerForOrigin } from '../../config/index.js';
import { perTreeKeyed } from '../../config/per-tree.js';
import type { ConfigTree } from '../../config/types.js';
import { isVisitId, visitBucket, VISIT_HEADER } from '../../shared/visit.js';

/** The site origin of a request: its Origin header, else scheme + Host (same-origin GETs send no Origin). */
export function requestOrigin(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  // Browsers send "null" from sandboxed frames and some redirects: no information, fall back.
  if (origin && origin !== 'null') return origin;
  const host = request.headers.host;
  return host ? `${request.protocol}://${host}` : undefined;
}

// Every request compared its origin with every partner's origins, each normalised again; the
// answer per origin is kept per tree (origins come from requests: at most 1,000 kept).
const partnerIdFor = perTreeKeyed((tree, origin) => partnerForOrigin(tree, origin || undefined).id, 1000);

function stagedFor(app: FastifyInstance, visitId: unknown): ConfigTree | undefined {
  const staged = app.configSource.staged?.();
  return staged && isVisitId(visitId) && visitBucket(visitId) < staged.share ? staged.tree : undefined;
}

export function registerPartnerResolution(app: FastifyInstance): void {
  app.decorateRequest('partnerId', '');
  app.decorateRequest('configTree', null as unknown as ConfigTree);
  app.addHook('onRequest', (request, _reply, done) => {
    // One tree per request: a config swap while a request runs must not give it half of each.
    // A page that began under an earlier release (database releases, kept 24 hours) names it in
    // X-Config-Version and is answered and checked by it, so a change published mid-journey never
    // refuses what its form allowed; a release no longer kept falls back to the one served now.
    // A new visit (no usable pin) is served a staged release when its bucket is below the share, the
    // same on every process; from then on its pages name that release and stay on it.
    const pin = request.headers['x-config-version'];
    request.configTree = (typeof pin === 'string' && app.configSource.pinned?.(pin)) || stagedFor(app, request.headers[VISIT_HEADER]) || app.configTree;
    request.partnerId = partnerIdFor(request.configTree, requestOrigin(request) ?? '');
    done();
  });
}
