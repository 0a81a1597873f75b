// The staff session cookie: HttpOnly (no script reads it), SameSite=Strict (no other site's page
// sends it), Secure except over plain http to this machine (a developer's sandbox), and scoped to
// /api, the only place that reads it.
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'staff_session';
/** Between leaving for the identity provider and coming back: Lax, as it returns from another site. */
export const OIDC_COOKIE = 'staff_oidc';

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])(:\d+)?$/i;

export function secureCookies(request: FastifyRequest): boolean {
  return request.protocol === 'https' || !LOOPBACK.test(request.headers.host ?? '');
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, maxAgeSeconds: number): void {
  reply.setCookie(SESSION_COOKIE, token, { path: '/api', httpOnly: true, sameSite: 'strict', secure: secureCookies(request), maxAge: maxAgeSeconds });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/api', httpOnly: true, sameSite: 'strict', secure: secureCookies(request) });
}
