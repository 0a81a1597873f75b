// The staff session calls (/api/staff/...). The session itself is an HttpOnly cookie the browser
// sends by itself; the CSRF token of the answer goes back as X-CSRF-Token on state-changing calls.
import { toApiError } from '../lib/api-error.js';
import { studioFetch } from './studio-fetch.js';

export interface StaffMember {
  csrfToken: string;
  username: string;
  roles: string[];
  partnerScope?: string;
}

async function call(path: string, init: RequestInit = {}): Promise<Response> {
  const response = await studioFetch(path, init);
  if (!response.ok) throw await toApiError(response);
  return response;
}

export interface SignInOptions {
  local: boolean;
  oidc: boolean;
}

/** Where the identity provider's sign-in starts (a full-page navigation, not a fetch). */
export const OIDC_SIGN_IN_URL = '/api/staff/oidc/login';

export const staffApi = {
  options: async () => ((await (await call('/api/staff/sign-in-options')).json()) as { data: SignInOptions }).data,
  /** Who is signed in; throws ApiError STAFF_SIGN_IN_REQUIRED when nobody is. */
  me: async () => ((await (await call('/api/staff/me')).json()) as { data: StaffMember }).data,
  signIn: async (username: string, password: string) =>
    ((await (await call('/api/staff/login', {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username, password }),
    })).json()) as { data: StaffMember }).data,
  /** Signs out here; after a sign-in through the identity provider, where to sign out there too (a full-page navigation). */
  signOut: async (staff: StaffMember): Promise<string | undefined> => {
    const response = await call('/api/staff/logout', { method: 'POST', headers: { 'X-CSRF-Token': staff.csrfToken } });
    if (response.status !== 200) return undefined;
    return ((await response.json()) as { data?: { endSessionUrl?: string } }).data?.endSessionUrl;
  },
};
