// The one client of the staff and studio APIs (/api/staff/..., /api/studio/...). Every call:
// - sends the session cookie (HttpOnly: the browser adds it) and the studio's current language
//   (Accept-Language), so the server's messages (an API error, a refusal) come back in the language
//   the staff member works in, and a switch of language applies to the next call;
// - sends the CSRF token of /api/staff/me on every state-changing call;
// - throws ApiError (lib/api-error.ts) on a refusal, with the server's code and message;
// - notes the served config version, as the customer runtime's calls do.
import i18next from 'i18next';
import { toApiError } from '../lib/api-error.js';
import { noteConfigVersion } from '../lib/config-version.js';
import { isLanguage } from '../lib/i18n.js';

/** The headers every studio call carries: JSON, in the studio's language. */
export function studioHeaders(): Record<string, string> {
  return { Accept: 'application/json', 'Accept-Language': isLanguage(i18next.language) ? i18next.language : 'en' };
}

/** fetch with the session cookie and the studio's headers (the call's own headers win, but not over the language). */
export function studioFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const { Accept = 'application/json', ...language } = studioHeaders();
  return fetch(path, { credentials: 'same-origin', ...init, headers: { Accept, ...(init.headers as Record<string, string> | undefined), ...language } });
}

/** Only the parameters that are set, as a query string (an empty one is refused by the API). */
export function queryOf(values: Record<string, string | undefined>): string {
  const query = new URLSearchParams(Object.entries(values).filter((entry): entry is [string, string] => Boolean(entry[1]))).toString();
  return query ? `?${query}` : '';
}

export interface StaffCall {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON; a string is sent as it is (a file kept byte for byte). */
  body?: unknown;
  query?: Record<string, string | undefined>;
  headers?: Record<string, string>;
  /** The CSRF token of /api/staff/me, sent on every call that changes something. */
  csrfToken?: string;
}

/** A call's response, once it succeeded (a refusal throws ApiError). */
export async function staffResponse(path: string, call: StaffCall = {}): Promise<Response> {
  const { method = 'GET', body, query = {}, csrfToken } = call;
  const headers: Record<string, string> = { ...call.headers };
  if (method !== 'GET' && csrfToken) headers['X-CSRF-Token'] = csrfToken;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await studioFetch(`${path}${queryOf(query)}`, {
    method, headers, ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  noteConfigVersion(response);
  if (!response.ok) throw await toApiError(response);
  return response;
}

/** A call's JSON answer, whole (lists with their `page`, the studio's own answers). */
export const staffJson = async <T>(path: string, call: StaffCall = {}): Promise<T> => (await (await staffResponse(path, call)).json()) as T;

/** The `data` of a call's answer: what most staff answers are. */
export const staffData = async <T>(path: string, call: StaffCall = {}): Promise<T> => (await staffJson<{ data: T }>(path, call)).data;
