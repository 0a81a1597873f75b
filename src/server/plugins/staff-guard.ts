// Access to staff routes: a live staff session (cookie), its CSRF token on every state-changing
// call (X-CSRF-Token), and the route's role if it names one. Staff routes declare
// `config: { staff: true }` (and `staffRole`); the studio's gate asks requireStaffSession itself,
// after deciding whether the studio exists at all.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { appError, AppError } from '../errors.js';
import { hasRole, type StaffRole } from '../staff/roles.js';
import { csrfMatches, sessionOf, type StaffSession } from '../staff/sessions.js';
import { SESSION_COOKIE } from '../staff/cookies.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member of staff, once a staff route or the studio gate has checked the session. */
    staff?: StaffSession;
  }
  interface FastifyContextConfig {
    /** Needs a signed-in member of staff (and, unless GET/HEAD, the session's CSRF token). */
    staff?: boolean;
    /** ...who also holds this role. */
    staffRole?: StaffRole;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Throws STAFF_SIGN_IN_REQUIRED without a live session, STAFF_CSRF_INVALID for an unsafe call without its token. */
export async function requireStaffSession(app: FastifyInstance, request: FastifyRequest): Promise<StaffSession> {
  const session = request.staff ?? (await sessionOf(app.staffSessionsRepository, request.cookies[SESSION_COOKIE]));
  if (!session) throw appError('STAFF_SIGN_IN_REQUIRED');
  if (!SAFE_METHODS.has(request.method)) {
    const sent = request.headers['x-csrf-token'];
    if (!csrfMatches(session, typeof sent === 'string' ? sent : undefined)) throw new AppError('STAFF_CSRF_INVALID');
  }
  request.staff = session;
  return session;
}

export function registerStaffGuard(app: FastifyInstance): void {
  app.decorateRequest('staff', undefined);
  app.addHook('onRequest', async (request) => {
    const { staff, staffRole } = request.routeOptions.config;
    if (!staff && !staffRole) return;
    const session = await requireStaffSession(app, request);
    if (staffRole && !hasRole(session, staffRole)) throw appError('FORBIDDEN');
  });
}
