// The staff session calls (/api/staff/...). The session itself is an HttpOnly cookie the browser
// sends by itself; the CSRF token of the answer goes back as X-CSRF-Token on state-changing calls.
import { staffData, staffResponse } from './studio-fetch.js';

export interface StaffMember {
  csrfToken: string;
  username: string;
  roles: string[];
  partnerScope?: string;
}

export interface SignInOptions {
  local: boolean;
  oidc: boolean;
}

/** Where the identity provider's sign-in starts (a full-page navigation, not a fetch). */
export const OIDC_SIGN_IN_URL = '/api/staff/oidc/login';

export const staffApi = {
  options: () => staffData<SignInOptions>('/api/staff/sign-in-options'),
  /** Who is signed in; throws ApiError STAFF_SIGN_IN_REQUIRED when nobody is. */
  me: () => staffData<StaffMember>('/api/staff/me'),
  /** Who is signed in, or undefined: nobody is an answer, not a 401 (which a browser logs as an error). */
  session: async () => (await staffData<{ signedIn: boolean; staff?: StaffMember }>('/api/staff/session')).staff,
  signIn: (username: string, password: string) => staffData<StaffMember>('/api/staff/login', { method: 'POST', body: { username, password } }),
  /** Signs out here; after a sign-in through the identity provider, where to sign out there too (a full-page navigation). */
  signOut: async (staff: StaffMember): Promise<string | undefined> => {
    const response = await staffResponse('/api/staff/logout', { method: 'POST', csrfToken: staff.csrfToken });
    if (response.status !== 200) return undefined;
    return ((await response.json()) as { data?: { endSessionUrl?: string } }).data?.endSessionUrl;
  },
};
