// POST /api/staff/login, POST /api/staff/logout, GET /api/staff/me and /session: HTTP in, the staff services
// out. The session token only ever travels in the HttpOnly cookie. A sign-out of an OIDC sign-in
// also answers where the browser signs out at the provider (the studio goes there).
import type { FastifyInstance } from 'fastify';
import { AppError, errorResponses } from '../../errors.js';
import { audit, AUDIT_ACTIONS } from '../../staff/audit.js';
import { localAccountProvider } from '../../staff/local-accounts.js';
import { oidcSettingsOf, type OidcProvider } from '../../staff/oidc-provider.js';
import { endSession, sessionOf, sessionView } from '../../staff/sessions.js';
import { createSignInService } from '../../staff/sign-in.js';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from '../../staff/cookies.js';
import { loginBody, staffSessionResponse, staffViewResponse } from './schemas.js';
import { typed } from '../../typed-routes.js';

export const staffSessionRoutes = (oidc: OidcProvider | undefined) => async (app: FastifyInstance): Promise<void> => {
  const signIn = createSignInService({
    provider: localAccountProvider(app.env.STAFF_ACCOUNTS),
    rateLimits: app.rateLimits,
    sessions: app.staffSessionsRepository,
    audit: app.staffAuditRepository,
    ttlSeconds: app.env.STAFF_SESSION_TTL_SECONDS,
    perUserAddress: app.env.STAFF_LOGIN_RATE_PER_USER_ADDRESS,
    perAddress: app.env.STAFF_LOGIN_RATE_PER_ADDRESS,
    perUserHourly: app.env.STAFF_LOGIN_RATE_PER_USER,
  });

  typed(app).post('/api/staff/login', {
    config: { public: true },
    // Only JSON: another site's page can post a form here, but not JSON without asking first (CORS),
    // so it cannot sign a member of staff in to an account of its choosing.
    preValidation: async (request) => {
      if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '')) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
    },
    schema: {
      summary: 'Staff: sign in with a local account (sets the HttpOnly session cookie)',
      tags: ['staff'],
      body: loginBody,
      response: { 200: staffViewResponse, ...errorResponses(400, 401, 415, 429) },
    },
  }, async (request, reply) => {
    const session = await signIn(request.body.username, request.body.password, request.ip);
    // A sign-in over an earlier one (another account, say) ends the earlier session rather than orphan it.
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) await endSession(app.staffSessionsRepository, previous);
    setSessionCookie(request, reply, session.token, app.env.STAFF_SESSION_TTL_SECONDS);
    return { data: sessionView(session) };
  });

  app.post('/api/staff/logout', {
    config: { public: true, staff: true },
    schema: {
      summary: 'Staff: sign out (ends the session; needs X-CSRF-Token); after an OIDC sign-in, where to sign out at the provider too',
      tags: ['staff'],
      response: {
        200: {
          description: 'Signed out here; the browser goes on to the identity provider to sign out there too (RP-initiated logout).',
          type: 'object', required: ['data'],
          properties: { data: { type: 'object', required: ['endSessionUrl'], properties: { endSessionUrl: { type: 'string', format: 'uri' } } } },
        },
        204: { type: 'null', description: 'Signed out.' },
        ...errorResponses(401, 403),
      },
    },
  }, async (request, reply) => {
    const staff = request.staff!;
    const { idToken } = await endSession(app.staffSessionsRepository, request.cookies[SESSION_COOKIE]!);
    await audit(app, { actor: staff.username, clientAddress: request.ip, action: AUDIT_ACTIONS.signOut, details: { provider: staff.provider } });
    clearSessionCookie(request, reply);
    const endSessionUrl = staff.provider === 'oidc' && idToken && oidc
      ? await oidc.endSessionUrl(idToken).catch((error: unknown) => void request.log.warn({ err: error }, 'staff OIDC sign-out URL failed'))
      : undefined;
    return endSessionUrl ? { data: { endSessionUrl } } : reply.code(204).send();
  });

  app.get('/api/staff/sign-in-options', {
    config: { public: true },
    schema: {
      summary: 'Staff: the ways to sign in here (local accounts, the identity provider at /api/staff/oidc/login)',
      tags: ['staff'],
      response: {
        200: {
          type: 'object', required: ['data'],
          properties: { data: { type: 'object', required: ['local', 'oidc'], properties: { local: { type: 'boolean' }, oidc: { type: 'boolean' } } } },
        },
      },
    },
  }, async () => ({ data: { local: Object.keys(app.env.STAFF_ACCOUNTS).length > 0, oidc: oidcSettingsOf(app.env) !== undefined } }));

  app.get('/api/staff/me', {
    config: { public: true, staff: true },
    schema: {
      summary: 'Staff: who is signed in, with the session\'s CSRF token',
      tags: ['staff'],
      response: { 200: staffViewResponse, ...errorResponses(401) },
    },
  }, async (request) => ({ data: sessionView(request.staff!) }));

  // The same question as /api/staff/me for a screen that does not know yet: "nobody" is a 200, so a
  // browser opening the studio's sign-in screen logs no failed request (/me answers 401).
  app.get('/api/staff/session', {
    config: { public: true },
    schema: {
      summary: 'Staff: whether someone is signed in here and, if so, who (as /api/staff/me), without a 401 for nobody',
      tags: ['staff'],
      response: { 200: staffSessionResponse },
    },
  }, async (request) => {
    const session = await sessionOf(app.staffSessionsRepository, request.cookies[SESSION_COOKIE]);
    return { data: session ? { signedIn: true, staff: sessionView(session) } : { signedIn: false } };
  });
};
