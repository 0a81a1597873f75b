// Staff sign-in through the insurer's identity provider (registered only when OIDC_* is set):
// GET /api/staff/oidc/login sends the browser there; GET /api/staff/oidc/callback takes the code,
// starts the same session a local sign-in does and goes on to the studio.
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../errors.js';
import { audit, AUDIT_ACTIONS } from '../../staff/audit.js';
import type { OidcChecks, OidcProvider, OidcSettings } from '../../staff/oidc-provider.js';
import { startSession } from '../../staff/sessions.js';
import { OIDC_COOKIE, secureCookies, setSessionCookie } from '../../staff/cookies.js';

const CHECKS_MAX_AGE_SECONDS = 600;
const redirect = { 302: { type: 'null', description: 'On to the identity provider, or back to the studio.' } } as const;

function checksOf(text: string | undefined): OidcChecks | undefined {
  try {
    const value = JSON.parse(text ?? '') as Partial<OidcChecks>;
    return typeof value.state === 'string' && typeof value.nonce === 'string' && typeof value.verifier === 'string'
      ? { state: value.state, nonce: value.nonce, verifier: value.verifier } : undefined;
  } catch {
    return undefined;
  }
}

export function staffOidcRoutes(settings: OidcSettings, provider: OidcProvider) {
  return async (app: FastifyInstance): Promise<void> => {
    const cookieOptions = { path: '/api/staff/oidc', httpOnly: true, sameSite: 'lax' as const };

    app.get('/api/staff/oidc/login', {
      config: { public: true },
      schema: { summary: 'Staff: sign in through the identity provider (redirect)', tags: ['staff'], response: { ...redirect, ...errorResponses(503) } },
    }, async (request, reply) => {
      const { url, checks } = await provider.start();
      reply.setCookie(OIDC_COOKIE, JSON.stringify(checks), { ...cookieOptions, secure: secureCookies(request), maxAge: CHECKS_MAX_AGE_SECONDS });
      return reply.redirect(url, 302);
    });

    app.get('/api/staff/oidc/callback', {
      config: { public: true },
      schema: { summary: 'Staff: where the identity provider sends the browser back', tags: ['staff'], response: redirect },
    }, async (request, reply) => {
      reply.clearCookie(OIDC_COOKIE, { ...cookieOptions, secure: secureCookies(request) });
      const checks = checksOf(request.cookies[OIDC_COOKIE]);
      const callbackUrl = new URL(request.url, settings.redirectUri);
      let identity;
      let idToken;
      let reason = 'no-portal-role';
      try {
        ({ identity, idToken } = checks ? await provider.finish(callbackUrl, checks) : { identity: undefined, idToken: undefined });
        if (!checks) reason = 'no-sign-in-under-way';
      } catch (error) {
        request.log.warn({ err: error }, 'staff OIDC sign-in failed');
        reason = 'provider-refused';
      }
      if (!identity) {
        await audit(app, { actor: 'unknown', clientAddress: request.ip, action: AUDIT_ACTIONS.signInFailed, details: { provider: 'oidc', reason } });
        // Someone the provider knows but the portal gives no role: trying again will not help, so
        // the sign-in screen says what will (sign-in-screen.tsx, REFUSALS).
        return reply.redirect(`/studio?signIn=${reason === 'no-portal-role' ? 'no-role' : 'failed'}`, 302);
      }
      const session = await startSession(app.staffSessionsRepository, identity, 'oidc', app.env.STAFF_SESSION_TTL_SECONDS, idToken);
      await audit(app, { actor: identity.username, clientAddress: request.ip, action: AUDIT_ACTIONS.signIn, details: { provider: 'oidc', roles: identity.roles } });
      setSessionCookie(request, reply, session.token, app.env.STAFF_SESSION_TTL_SECONDS);
      return reply.redirect('/studio', 302);
    });
  };
}
