// Stateless bearer tokens: base64url(payload).base64url(HMAC-SHA256(payload)). Stateless so that
// several server processes share nothing but TOKEN_SECRET: configuration outside the sandbox; in
// the sandbox, unless set, a key kept in the database (server-keys.ts), so that a token from one
// process works on another on the same database, and after a restart.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface TokenClaims {
  /** Client id the token was issued to. */
  sub: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
  /**
   * Browser session id (public client only): every browser shares the public client id, so the
   * quotes a browser looked up are bound to this id; a renewed token keeps it (see renewableSession).
   */
  sid?: string;
}

/** How long after its expiry a token may still hand its session id on to a new token. */
export const SESSION_RENEWAL_GRACE_SECONDS = 12 * 3600;

function sign(payload: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(payload).digest();
}

export function issueToken(clientId: string, secret: string, ttlSeconds: number, now = Date.now(), sid?: string) {
  const exp = Math.floor(now / 1000) + ttlSeconds;
  const claims: TokenClaims = sid ? { sub: clientId, exp, sid } : { sub: clientId, exp };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const accessToken = `${payload}.${sign(payload, secret).toString('base64url')}`;
  return { accessToken, accessTokenExpiresAt: new Date(exp * 1000).toISOString() };
}

/** Claims of a genuine token, expired or not; undefined for anything else. */
function genuineClaims(token: string, secret: string): TokenClaims | undefined {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  const expected = sign(payload, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof claims !== 'object' || claims === null) return undefined;
  const { sub, exp, sid } = claims as Partial<TokenClaims>;
  if (typeof sub !== 'string' || typeof exp !== 'number') return undefined;
  if (sid !== undefined && (typeof sid !== 'string' || sid === '')) return undefined;
  return sid ? { sub, exp, sid } : { sub, exp };
}

// A browser sends the same token with every request until it expires, and its HMAC was 4-6 % of
// a lead POST's CPU: tokens found genuine are remembered per secret, so each is verified once.
// Only genuine tokens are kept (junk cannot fill it) and the expiry is still checked on every use.
// A hit reveals nothing an attacker could use: it needs the whole genuine token to happen.
const VERIFIED_LIMIT = 10_000;
let verified: { secret: string; claims: Map<string, TokenClaims> } = { secret: '', claims: new Map() };

function verifiedClaims(token: string, secret: string): TokenClaims | undefined {
  if (verified.secret !== secret) verified = { secret, claims: new Map() };
  const known = verified.claims.get(token);
  if (known) return known;
  const claims = genuineClaims(token, secret);
  if (claims) {
    // Clearing all at the bound is simpler than LRU and costs one HMAC per live token afterwards.
    if (verified.claims.size >= VERIFIED_LIMIT) verified.claims.clear();
    verified.claims.set(token, Object.freeze(claims));
  }
  return claims;
}

/** Claims of a genuine, unexpired token; undefined for anything else. */
export function verifyToken(token: string, secret: string, now = Date.now()): TokenClaims | undefined {
  const claims = verifiedClaims(token, secret);
  return claims && claims.exp * 1000 > now ? claims : undefined;
}

/**
 * The session id a browser may carry over into a new token: that of a genuine token of the same
 * client, expired for at most SESSION_RENEWAL_GRACE_SECONDS. A quote journey outlives one token.
 */
export function renewableSession(token: string, clientId: string, secret: string, now = Date.now()): string | undefined {
  const claims = genuineClaims(token, secret);
  if (!claims?.sid || claims.sub !== clientId) return undefined;
  return (claims.exp + SESSION_RENEWAL_GRACE_SECONDS) * 1000 > now ? claims.sid : undefined;
}

/** Constant-time secret comparison that does not leak the expected length through early exit. */
export function secretsEqual(given: string, expected: string): boolean {
  const a = createHmac('sha256', 'compare').update(given).digest();
  const b = createHmac('sha256', 'compare').update(expected).digest();
  return timingSafeEqual(a, b);
}
