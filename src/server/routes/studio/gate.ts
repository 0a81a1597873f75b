// Who may reach the studio: nobody when it is off (a plain 404, as if it did not exist), and
// otherwise only signed-in staff (routes/staff: session cookie, CSRF token on state-changing calls).
// The page itself is the portal's single-page app and holds no config: it is served to anybody
// and shows the sign-in screen until /api/staff/me answers; the API, which shows every partner's
// config, answers 401 STAFF_SIGN_IN_REQUIRED without a session.
import type { FastifyInstance } from 'fastify';
import type { Env } from '../../env.js';
import { appError } from '../../errors.js';
import { requireStaffSession } from '../../plugins/staff-guard.js';

/** /studio, /studio/..., /api/studio/... (with or without a query). */
export function isStudioPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return /^\/(api\/)?studio(\/|$)/.test(path);
}

export function studioEnabled(env: Pick<Env, 'STUDIO'>): boolean {
  return env.STUDIO;
}

/** A root-level hook, so that it also covers /studio, which the single-page fallback answers. */
export function registerStudioGate(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isStudioPath(request.url)) return;
    if (!studioEnabled(app.env)) throw appError('NOT_FOUND');
    if (!request.url.startsWith('/api/')) return;
    await requireStaffSession(app, request);
    // The studio shows the tree of this moment: never a stored copy after a save.
    reply.header('cache-control', 'no-store');
  });
}
