// POST /api/v1/auth/token: OAuth 2 client credentials (RFC 6749 section 4.4) for the browser's
// public client (no secret) and for confidential partner clients (AUTH_CLIENTS).
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError, appError, errorResponses } from '../errors.js';
import { issueToken, renewableSession, secretsEqual } from '../tokens.js';
import { typed } from '../typed-routes.js';

interface Credentials {
  clientId: string;
  secret: string;
}

/** RFC 6749 section 2.3.1: id and secret are form-urlencoded, then joined by ":" and base64-encoded. */
export function basicCredentials(header: string | undefined): Credentials | undefined {
  const match = header ? /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header) : null;
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  const unescape = (s: string) => decodeURIComponent(s.replace(/\+/g, ' '));
  try {
    return { clientId: unescape(decoded.slice(0, colon)), secret: unescape(decoded.slice(colon + 1)) };
  } catch {
    return undefined;
  }
}

/** A browser session id: 144 random bits, which the quote bindings are keyed by (hashed). */
const newSessionId = () => randomBytes(18).toString('base64url');

export const authRoutes: FastifyPluginAsync = async (app) => {
  const { env } = app;

  function authenticate(request: FastifyRequest): string {
    const credentials = basicCredentials(request.headers.authorization);
    if (!credentials) throw appError('INVALID_CLIENT');
    const { clientId, secret } = credentials;
    // The browser cannot keep a secret, so its client has none; it only gets what the site shows anyway.
    if (clientId === env.PUBLIC_CLIENT_ID) {
      if (secret !== '') throw appError('INVALID_CLIENT');
      return clientId;
    }
    const expected = Object.hasOwn(env.AUTH_CLIENTS, clientId) ? env.AUTH_CLIENTS[clientId] : undefined;
    // Compare even for an unknown id, so response time does not reveal which ids exist.
    const ok = secretsEqual(secret, expected ?? '\u0000unknown-client');
    if (expected === undefined || !ok) throw appError('INVALID_CLIENT');
    return clientId;
  }

  typed(app).post('/api/v1/auth/token', {
    config: { public: true },
    schema: {
      summary: 'Access token by client credentials (HTTP Basic; the public browser client has an empty secret)',
      tags: ['auth'],
      consumes: ['application/x-www-form-urlencoded'],
      body: {
        type: 'object',
        required: ['grant_type'],
        additionalProperties: false,
        properties: {
          grant_type: { type: 'string' },
          // The browser's previous access token (expired or not): its session id, to which the
          // quotes it looked up are bound, is kept in the new token. Not part of RFC 6749.
          session: { type: 'string', maxLength: 4096 },
        },
      },
      response: {
        200: {
          type: 'object',
          required: ['accessToken', 'accessTokenExpiresAt'],
          properties: { accessToken: { type: 'string' }, accessTokenExpiresAt: { type: 'string', format: 'date-time' } },
        },
        ...errorResponses(400, 401),
      },
    },
  }, async (request, reply) => {
    const clientId = authenticate(request);
    if (request.body.grant_type !== 'client_credentials') {
      throw new AppError('BAD_REQUEST', { message: 'Only grant_type=client_credentials is supported.' });
    }
    // Tokens must never be cached by a browser or a proxy.
    reply.header('cache-control', 'no-store');
    if (clientId !== env.PUBLIC_CLIENT_ID) return issueToken(clientId, env.TOKEN_SECRET, env.TOKEN_TTL_SECONDS);
    // A confidential client is one holder; each browser of the shared public client is its own session.
    const previous = request.body.session ? renewableSession(request.body.session, clientId, env.TOKEN_SECRET) : undefined;
    return issueToken(clientId, env.TOKEN_SECRET, env.TOKEN_TTL_SECONDS, Date.now(), previous ?? newSessionId());
  });
};
