import { toApiError } from './api-error.js';
import { readItem, SESSION_KEYS, writeItem } from './storage.js';

/** The public browser client: it has no secret, the server identifies the partner by origin. */
const CLIENT_ID = 'portal-web';
/** Refetch slightly early so a token does not expire between the check and the request. */
const EXPIRY_MARGIN_MS = 30_000;

interface TokenAnswer {
  accessToken: string;
  accessTokenExpiresAt: string | number;
}

function expiryOf(raw: string | null): number {
  if (!raw) return 0;
  const asNumber = Number(raw);
  if (Number.isFinite(asNumber)) return asNumber < 1e12 ? asNumber * 1000 : asNumber;
  const parsed = Date.parse(raw);
  return Number.isNaN(parsed) ? 0 : parsed;
}

export function storedToken(now = Date.now()): string | null {
  const token = readItem('session', SESSION_KEYS.accessToken);
  const expiresAt = expiryOf(readItem('session', SESSION_KEYS.accessTokenExpiresAt));
  return token && expiresAt - EXPIRY_MARGIN_MS > now ? token : null;
}

export function invalidateToken(): void {
  writeItem('session', SESSION_KEYS.accessToken, null);
  writeItem('session', SESSION_KEYS.accessTokenExpiresAt, null);
}

let inFlight: Promise<string> | null = null;

async function fetchToken(): Promise<string> {
  // The expired token names this tab's session, to which the server bound the quotes looked up
  // here: sending it keeps the session, so a journey survives its token running out.
  const previous = readItem('session', SESSION_KEYS.accessToken);
  const form = new URLSearchParams({ grant_type: 'client_credentials' });
  if (previous) form.set('session', previous);
  const response = await fetch('/api/v1/auth/token', {
    method: 'POST',
    headers: {
      Authorization: `Basic ${btoa(`${CLIENT_ID}:`)}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: form.toString(),
  });
  if (!response.ok) throw await toApiError(response);
  const answer = (await response.json()) as TokenAnswer;
  writeItem('session', SESSION_KEYS.accessToken, answer.accessToken);
  writeItem('session', SESSION_KEYS.accessTokenExpiresAt, String(answer.accessTokenExpiresAt));
  return answer.accessToken;
}

/** A token from session storage, fetched only when absent or expired; parallel callers share one fetch. */
export function getAccessToken(): Promise<string> {
  const cached = storedToken();
  if (cached) return Promise.resolve(cached);
  inFlight ??= fetchToken().finally(() => {
    inFlight = null;
  });
  return inFlight;
}
