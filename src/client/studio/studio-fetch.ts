// Every call of the studio to the server goes through here, so that each says the studio's current
// language (Accept-Language): the server's messages (an API error, a refusal) come back in the
// language the staff member works in, and a switch of language applies to the next call.
import i18next from 'i18next';
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
