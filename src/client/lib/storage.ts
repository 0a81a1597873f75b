/**
 * Storage that never throws: private browsing modes and sandboxed frames refuse storage access,
 * and a refused write must not break the page.
 */
function safe(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readItem(kind: 'local' | 'session', key: string): string | null {
  try {
    return safe(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(kind: 'local' | 'session', key: string, value: string | null): void {
  try {
    const storage = safe(kind);
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Quota or permission refusal: the value simply is not remembered.
  }
}

/** Session keys named by the spec (section 3, client state). */
export const SESSION_KEYS = {
  partnerId: 'PARTNER_ID',
  accessToken: 'accessToken',
  accessTokenExpiresAt: 'accessTokenExpiresAt',
  /** Ours, not the spec's: the tab's visit id (lib/visit.ts). */
  visitId: 'portal.visit',
} as const;
