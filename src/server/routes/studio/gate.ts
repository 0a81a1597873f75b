// Who may reach the studio: nobody when it is off (a plain 404, as if it did not exist), anybody
// in a sandbox without credentials, and otherwise only a browser that sends the studio's HTTP
// Basic login. The page and its API are gated alike: the API shows every partner's config.
import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Env } from '../../env.js';
import { appError } from '../../errors.js';

/** /studio, /studio/..., /api/studio/... (with or without a query). */
export function isStudioPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return /^\/(api\/)?studio(\/|$)/.test(path);
}

export function studioEnabled(env: Pick<Env, 'STUDIO'>): boolean {
  return env.STUDIO;
}

// Hashing both sides first gives equal lengths, so the comparison takes the same time whatever
// the guess (timingSafeEqual refuses buffers of different lengths).
const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

export function basicCredentialsMatch(header: string | undefined, user: string, password: string): boolean {
  const match = header ? /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header) : null;
  if (!match?.[1]) return false;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return false;
  const userOk = timingSafeEqual(digest(decoded.slice(0, colon)), digest(user));
  const passwordOk = timingSafeEqual(digest(decoded.slice(colon + 1)), digest(password));
  return userOk && passwordOk;
}

function authorised(request: FastifyRequest, env: Env): boolean {
  if (env.STUDIO_USER === undefined || env.STUDIO_PASSWORD === undefined) return env.SANDBOX;
  return basicCredentialsMatch(request.headers.authorization, env.STUDIO_USER, env.STUDIO_PASSWORD);
}

/** A root-level hook, so that it also covers /studio, which the single-page fallback answers. */
export function registerStudioGate(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isStudioPath(request.url)) return;
    if (!studioEnabled(app.env)) throw appError('NOT_FOUND');
    if (authorised(request, app.env)) {
      // The studio shows the tree of this moment: never a stored copy after a save.
      if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
      return;
    }
    // The browser asks for the login itself and then sends it with every studio request.
    reply.header('www-authenticate', 'Basic realm="studio", charset="UTF-8"');
    throw appError('UNAUTHORIZED');
  });
}
