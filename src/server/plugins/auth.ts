// Every /api route needs a valid bearer token unless it is declared `config: { public: true }`.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { appError } from '../errors.js';
import { verifyToken } from '../tokens.js';

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

export function registerAuthHook(app: FastifyInstance): void {
  app.decorateRequest('clientId', undefined);
  app.decorateRequest('sessionId', undefined);
  app.addHook('onRequest', async (request) => {
    if (!isApiPath(request.url) || request.routeOptions.config.public === true) return;
    // The staff API signs in with a session, never a bearer token: a path it does not have (such as
    // .../files/../../etc/passwd after the client resolved the dots) is a 404, not "session expired".
    if (request.is404 && request.url.startsWith('/api/staff/')) return;
    const token = bearerOf(request);
    const claims = token ? verifyToken(token, app.env.TOKEN_SECRET) : undefined;
    // A client removed from AUTH_CLIENTS loses access at once, not when its tokens expire.
    const known = claims && (claims.sub === app.env.PUBLIC_CLIENT_ID || Object.hasOwn(app.env.AUTH_CLIENTS, claims.sub));
    if (!claims || !known) throw appError('UNAUTHORIZED');
    request.clientId = claims.sub;
    request.sessionId = claims.sid;
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Browser session id of a public-client token (quotes are bound to it); undefined otherwise. */
    sessionId?: string;
  }
}
