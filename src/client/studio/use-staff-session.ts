// Whether someone is signed in to the studio: asked once on load (/api/staff/session, which answers
// "nobody" without an error status), then changed by
// signing in or out, or by a studio call that finds the session gone (expired, signed out elsewhere).
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../lib/api-error.js';
import { staffApi, type StaffMember } from './staff-api.js';

export type StaffSessionState =
  | { status: 'checking' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; staff: StaffMember }
  | { status: 'failed' };

export const isSignInRequired = (error: unknown) => error instanceof ApiError && error.code === 'STAFF_SIGN_IN_REQUIRED';

export function useStaffSession() {
  const [state, setState] = useState<StaffSessionState>({ status: 'checking' });
  useEffect(() => {
    let current = true;
    staffApi.session().then(
      (staff) => current && setState(staff ? { status: 'signed-in', staff } : { status: 'signed-out' }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, []);
  const signedIn = useCallback((staff: StaffMember) => setState({ status: 'signed-in', staff }), []);
  const signedOut = useCallback(() => setState({ status: 'signed-out' }), []);
  return { state, signedIn, signedOut };
}
