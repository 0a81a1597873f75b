// Test-only: signing a sandbox account in through the real route, for tests of staff-only routes.
import type { FastifyInstance } from 'fastify';

export const SANDBOX_PASSWORDS = {
  editor: 'editor-sandbox-2026',
  approver: 'approver-sandbox-2026',
  releases: 'releases-sandbox-2026',
  edapp: 'edapp-sandbox-2026',
  /** Scoped to demo-partner. */
  'partner-editor': 'partner-editor-sandbox-2026',
} as const;

export interface SignedIn {
  /** `Cookie` header value carrying the session. */
  cookie: string;
  csrfToken: string;
  /** Headers of a state-changing call: the cookie and the CSRF token. */
  headers: { cookie: string; 'x-csrf-token': string };
}

export async function signInStaff(app: FastifyInstance, username: keyof typeof SANDBOX_PASSWORDS = 'editor', remoteAddress?: string): Promise<SignedIn> {
  const res = await app.inject({
    method: 'POST', url: '/api/staff/login', payload: { username, password: SANDBOX_PASSWORDS[username] },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${username} failed: ${res.statusCode} ${res.body}`);
  const session = res.cookies.find((c) => c.name === 'staff_session');
  if (!session) throw new Error('sign-in set no session cookie');
  const cookie = `staff_session=${session.value}`;
  const csrfToken = (res.json() as { data: { csrfToken: string } }).data.csrfToken;
  return { cookie, csrfToken, headers: { cookie, 'x-csrf-token': csrfToken } };
}
