import { getAccessToken, invalidateToken } from './token.js';
import { toApiError } from './api-error.js';
import { configVersionHeaders, noteConfigVersion } from './config-version.js';
import { visitHeaders } from './visit.js';

export interface ApiRequest {
  method?: string;
  query?: Record<string, string>;
  /** JSON value, or FormData for a multipart upload. */
  body?: unknown;
  /** Bearer token on the request (default true); public routes pass false. */
  auth?: boolean;
  /** Headers of the caller's own (the studio's language); ours win over them. */
  headers?: Record<string, string>;
}

async function send(path: string, request: ApiRequest): Promise<Response> {
  const headers: Record<string, string> = { ...request.headers, Accept: 'application/json', ...configVersionHeaders(), ...visitHeaders() };
  // Multipart bodies get their boundary from the browser, so no Content-Type of ours.
  const multipart = request.body instanceof FormData;
  if (request.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  if (request.auth !== false) headers.Authorization = `Bearer ${await getAccessToken()}`;
  const url = request.query ? `${path}?${new URLSearchParams(request.query).toString()}` : path;
  return fetch(url, {
    method: request.method ?? 'GET',
    headers,
    body: request.body === undefined ? undefined : multipart ? (request.body as FormData) : JSON.stringify(request.body),
  });
}

/**
 * JSON call to the portal API. A 401 means the stored token was revoked or the server restarted,
 * so the token is dropped and the call retried once with a fresh one; a second 401 is an error.
 */
export async function apiRequest<T>(path: string, request: ApiRequest = {}): Promise<T> {
  let response = await send(path, request);
  if (response.status === 401 && request.auth !== false) {
    invalidateToken();
    response = await send(path, request);
  }
  noteConfigVersion(response);
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
