// Signing in with a username and password: rate limited per username and per client address
// (on the project's shared counter store, so every process counts together), checked by the
// password provider, audited whatever the outcome (never with the password), and answered the
// same for a wrong password and an unknown user.
import { AppError } from '../errors.js';
import { WindowCounter, type RateLimitStore } from '../rate-limit/rate-limit.js';
import { audit, AUDIT_ACTIONS } from './audit.js';
import type { StaffAuditRepository } from './audit-repository.js';
import type { PasswordProvider } from './local-accounts.js';
import type { StaffIdentity } from './roles.js';
import { startSession, type StartedSession } from './sessions.js';
import type { StaffSessionsRepository } from './sessions-repository.js';

const WINDOW_MS = 15 * 60_000;

export interface SignInDeps {
  provider: PasswordProvider;
  rateLimits: RateLimitStore;
  sessions: StaffSessionsRepository;
  audit: StaffAuditRepository;
  ttlSeconds: number;
  perUser: number;
  perAddress: number;
}

export type SignInService = (username: string, password: string, clientAddress: string) => Promise<StaffIdentity & StartedSession>;

export function createSignInService(deps: SignInDeps): SignInService {
  const byUser = new WindowCounter(deps.rateLimits, 'staff-login-user', deps.perUser, WINDOW_MS);
  const byAddress = new WindowCounter(deps.rateLimits, 'staff-login-address', deps.perAddress, WINDOW_MS);
  return async (username, password, clientAddress) => {
    const failed = (reason: string) => audit(deps.audit, { actor: username, clientAddress, action: AUDIT_ACTIONS.signInFailed, details: { reason } });
    // Usernames are counted case-blind: "Editor" and "editor" share one budget of guesses.
    const [userHits, addressHits] = await deps.rateLimits.hitAll([byUser.hitFor(username.toLowerCase()), byAddress.hitFor(clientAddress)]);
    try {
      byUser.check(userHits!);
      byAddress.check(addressHits!);
    } catch (error) {
      await failed('rate-limited');
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
