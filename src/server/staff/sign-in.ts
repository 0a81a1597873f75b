// Signing in with a username and password: rate limited (on the project's shared counter store,
// so every process counts together), checked by the password provider, audited whatever the
// outcome (never with the password), and answered the same for a wrong password and an unknown user.
// The limits: per username from one address (10 in 15 minutes), so guessing from one place stops
// there without locking the member out of their own address; per address whatever the username (50
// in 15 minutes); and per username from all addresses together, slower and larger (100 an hour),
// against guessing spread over many addresses. A stranger at one address reaches 50 an hour at most,
// under the last, so cannot keep a member of staff out.
import { AppError } from '../errors.js';
import { RateLimitedError, WindowCounter, type RateLimitStore } from '../rate-limit/rate-limit.js';
import { audit, AUDIT_ACTIONS } from './audit.js';
import type { StaffAuditRepository } from './audit-repository.js';
import type { PasswordProvider } from './local-accounts.js';
import type { StaffIdentity } from './roles.js';
import { startSession, type StartedSession } from './sessions.js';
import type { StaffSessionsRepository } from './sessions-repository.js';

const WINDOW_MS = 15 * 60_000;
const HOUR_MS = 60 * 60_000;

export interface SignInDeps {
  provider: PasswordProvider;
  rateLimits: RateLimitStore;
  sessions: StaffSessionsRepository;
  audit: StaffAuditRepository;
  ttlSeconds: number;
  /** Attempts per username from one client address in 15 minutes. */
  perUserAddress: number;
  /** Attempts per client address, whatever the username, in 15 minutes. */
  perAddress: number;
  /** Attempts per username from every address together in an hour. */
  perUserHourly: number;
}

export type SignInService = (username: string, password: string, clientAddress: string) => Promise<StaffIdentity & StartedSession>;

export function createSignInService(deps: SignInDeps): SignInService {
  const byUserAddress = new WindowCounter(deps.rateLimits, 'staff-login-user-address', deps.perUserAddress, WINDOW_MS);
  const byAddress = new WindowCounter(deps.rateLimits, 'staff-login-address', deps.perAddress, WINDOW_MS);
  // A bucket name of its own: counts kept under the old 15-minute name mean nothing to it.
  const byUser = new WindowCounter(deps.rateLimits, 'staff-login-user-hourly', deps.perUserHourly, HOUR_MS);
  return async (username, password, clientAddress) => {
    const failed = (reason: string) => audit(deps.audit, { actor: username, clientAddress, action: AUDIT_ACTIONS.signInFailed, details: { reason } });
    // Usernames are counted case-blind: "Editor" and "editor" share one budget of guesses. The
    // address goes last in the key: a username holds no space (USERNAME_PATTERN), so none is ambiguous.
    const user = username.toLowerCase();
    try {
      const [userAddressHits, addressHits] = await deps.rateLimits.hitAll([byUserAddress.hitFor(`${user} ${clientAddress}`), byAddress.hitFor(clientAddress)]);
      byUserAddress.check(userAddressHits!);
      byAddress.check(addressHits!);
      // Only an attempt its address may make counts for the username: a stranger hammering from
      // one address past their own limit does not use up the member's hour.
      await byUser.take(user);
    } catch (error) {
      if (error instanceof RateLimitedError) await failed('rate-limited');
      throw error;
    }
    const identity = await deps.provider.verify(username, password);
    if (!identity) {
      await failed('wrong-credentials');
      throw new AppError('STAFF_CREDENTIALS_INVALID');
    }
    const session = await startSession(deps.sessions, identity, 'local', deps.ttlSeconds);
    await audit(deps.audit, { actor: identity.username, clientAddress, action: AUDIT_ACTIONS.signIn, details: { provider: 'local', roles: identity.roles } });
    return { ...identity, ...session };
  };
}
