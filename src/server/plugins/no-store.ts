// Issue 9: API answers may carry personal data (quotes with names, civil ids and mobiles, payment
// results, leads, OCR reads, policy documents), which no browser cache or proxy may keep. So every
// /api answer is `Cache-Control: no-store`, overriding what a route set, except the few answers
// that are the same for everyone (config, partner settings, health, API docs), which keep theirs.
import type { FastifyInstance } from 'fastify';

/** Path prefixes of /api answers without personal data; they may be cached as their routes say. */
export const SHARED_API_PREFIXES = ['/api/v1/config/', '/api/get/partners', '/api/get/partner/', '/api/health', '/api/docs'];

export function carriesPersonalData(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  if (path !== '/api' && !path.startsWith('/api/')) return false;
  return !SHARED_API_PREFIXES.some((prefix) => path === prefix || path.startsWith(prefix));
}

export function registerNoStore(app: FastifyInstance): void {
  // A callback, not an async hook: every answer passes here, and a promise each is a cost for nothing.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (carriesPersonalData(request.url)) {
      reply.header('cache-control', 'no-store');
      // HTTP/1.0 caches know only this one.
      reply.header('pragma', 'no-cache');
    }
    done(null, payload);
  });
}
