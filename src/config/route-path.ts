/**
 * A journey's route as every side compares it: case-insensitively and without a trailing slash,
 * because links from partners, e-mails and messages arrive in every spelling. The browser finds a
 * path's journey by it, the config check refuses two journeys on one, the build keys each route's
 * first step by it, and the server names a route's first-screen code by it.
 */
export function canonicalPath(pathname: string): string {
  return pathname.toLowerCase().replace(/\/+$/, '') || '/';
}
