// Staff sessions: a random token in the cookie, its SHA-256 in the database, and a CSRF token of
// the session that state-changing calls must send back (X-CSRF-Token). A new sign-in always gets
// a new token, so a token planted before sign-in is worth nothing after it.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { StaffIdentity } from './roles.js';
import type { IdentityProviderKind, StaffSession, StaffSessionsRepository } from './sessions-repository.js';

export type { StaffSession } from './sessions-repository.js';

const randomToken = () => randomBytes(32).toString('base64url');
export const hashSessionToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export interface StartedSession {
  /** Goes in the cookie only; never stored, never logged. */
  token: string;
  csrfToken: string;
}

export async function startSession(
  repository: StaffSessionsRepository,
  identity: StaffIdentity,
  provider: IdentityProviderKind,
  ttlSeconds: number,
  idToken?: string,
): Promise<StartedSession> {
  const token = randomToken();
  const csrfToken = randomToken();
  await repository.create({ ...identity, tokenHash: hashSessionToken(token), provider, csrfToken, ttlSeconds, ...(idToken ? { idToken } : {}) });
  return { token, csrfToken };
}

/** The live session of a cookie's token; undefined for none, a malformed one, an unknown or an expired one. */
export async function sessionOf(repository: StaffSessionsRepository, token: string | undefined): Promise<StaffSession | undefined> {
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  return repository.find(hashSessionToken(token));
}

/** Ends the session; what the provider needs to end its own (an OIDC sign-in's ID token). */
export async function endSession(repository: StaffSessionsRepository, token: string): Promise<{ idToken?: string }> {
  return repository.delete(hashSessionToken(token));
}

/** Compared as digests, so that the time taken does not depend on how much of a guess is right. */
export function csrfMatches(session: Pick<StaffSession, 'csrfToken'>, sent: string | undefined): boolean {
  if (!sent) return false;
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(session.csrfToken), digest(sent));
}

/** What the browser is told about its session (never the session token, which stays in the HttpOnly cookie). */
export function sessionView(session: StaffIdentity & { csrfToken: string }) {
  return {
    csrfToken: session.csrfToken,
    username: session.username,
    roles: session.roles,
    ...(session.partnerScope !== undefined ? { partnerScope: session.partnerScope } : {}),
  };
}
