// A known /api path asked with a method it does not serve: 405 METHOD_NOT_ALLOWED with an `Allow`
// header (RFC 9110 15.5.6), in the API's error shape, before the bearer check (which would
// answer 401 for a route that does not exist). Unknown paths stay 404 (static-app.ts).
import type { FastifyInstance } from 'fastify';
import { appError } from '../errors.js';

/** Fastify's url ("/a/:id", "/a/*") as a regular expression of the paths it matches. */
export function routePattern(url: string): RegExp {
  const source = url.split('/').map((part) => part === '*' ? '.*'
    : part.startsWith(':') ? '[^/]+'
    : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('/');
  return new RegExp(`^${source}/?$`);
}

export function registerMethodNotAllowed(app: FastifyInstance): void {
  const routes: { pattern: RegExp; methods: string[] }[] = [];
  app.addHook('onRoute', (route) => {
    if (route.url !== '/api' && !route.url.startsWith('/api/')) return;
    // A hidden route (the studio's catch-all when it is off) stands for no resource.
    if ((route.schema as { hide?: boolean } | undefined)?.hide === true) return;
    routes.push({ pattern: routePattern(route.url), methods: [route.method].flat().map(String) });
  });
  // Every unknown /api path tested all the API's route patterns (a few per cent of a 404); the
  // routes are fixed once the app is ready, so each path's answer is kept, at most 1,000 of them
  // (a scan of random paths starts the map afresh rather than growing it).
  const known = new Map<string, ReadonlySet<string>>();
  const allowedAt = (path: string): ReadonlySet<string> => {
    let allowed = known.get(path);
    if (allowed) return allowed;
    allowed = new Set(routes.filter((r) => r.pattern.test(path)).flatMap((r) => r.methods));
    if (known.size >= 1000) known.clear();
    known.set(path, allowed);
    return allowed;
  };
  app.addHook('onRequest', async (request, reply) => {
    // Only an /api request no /api route took can be a wrong method: it reached the not-found
    // handler or, once the app is built, the static files' catch-all GET.
    if (!request.url.startsWith('/api/') || request.routeOptions.url?.startsWith('/api')) return;
    const path = request.url.split('?')[0] ?? '';
    const allowed = allowedAt(path);
    if (allowed.size === 0) return;
    // The method is served but the router refused the path (a parameter over its length limit).
    if (allowed.has(request.method)) throw appError('NOT_FOUND');
    reply.header('allow', [...allowed].sort().join(', '));
    throw appError('METHOD_NOT_ALLOWED');
  });
}
