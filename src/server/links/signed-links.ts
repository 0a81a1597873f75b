// Signed, expiring links sent to customers (renewal reminders: Renew Policy filled in, and the
// opt-out): base64url(JSON claims).base64url(HMAC-SHA256(purpose + "." + claims)) with
// SIGNED_LINK_SECRET (server-keys.ts), so any process with the key checks a link and nobody without
// it can make or change one. Stateless: the claims are in the link. The purpose is signed too, so a
// link made for one use is refused for another.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type LinkPurpose = 'prefill' | 'opt-out';

export interface LinkClaims {
  /** Values the link carries (journey, link name, facts of the policy), all text. */
  [name: string]: string | Record<string, string>;
}

export type LinkCheck<T> = { ok: true; claims: T; expiresAt: Date } | { ok: false; reason: 'invalid' | 'expired' };

/** Links are short enough for an SMS; anything longer is not one of ours. */
export const MAX_LINK_TOKEN_LENGTH = 1024;

function mac(purpose: LinkPurpose, payload: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(`${purpose}.${payload}`).digest();
}

export function signLink(purpose: LinkPurpose, claims: LinkClaims, expiresAt: Date, secret: string): string {
  if (!secret) throw new Error('signed links need SIGNED_LINK_SECRET');
  const payload = Buffer.from(JSON.stringify({ ...claims, exp: Math.floor(expiresAt.getTime() / 1000) })).toString('base64url');
  return `${payload}.${mac(purpose, payload, secret).toString('base64url')}`;
}

/** The claims of a genuine link of that purpose; `expired` only for a genuine one past its time. */
export function checkLink<T extends LinkClaims>(purpose: LinkPurpose, token: string, secret: string, now = Date.now()): LinkCheck<T> {
  const invalid = { ok: false, reason: 'invalid' } as const;
  if (!secret || token.length > MAX_LINK_TOKEN_LENGTH) return invalid;
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return invalid;
  const expected = mac(purpose, payload, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return invalid;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return invalid;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return invalid;
  const { exp, ...claims } = parsed as { exp?: unknown };
  if (typeof exp !== 'number') return invalid;
  if (exp * 1000 <= now) return { ok: false, reason: 'expired' };
  return { ok: true, claims: claims as T, expiresAt: new Date(exp * 1000) };
}
