// The local identity provider: accounts named in the environment (STAFF_ACCOUNTS), each with an
// argon2id hash of its password, and in the sandbox four documented accounts (README "Staff
// sign-in"). Production signs staff in through the insurer's identity provider (oidc-provider.ts)
// and has no local account unless an operator configures one.
import { verify } from '@node-rs/argon2';
import type { LocalAccount } from './account-config.js';
import type { StaffIdentity } from './roles.js';

/**
 * Checked against when the username is unknown, so that an unknown user costs the same argon2
 * work as a wrong password and the answer's timing does not tell which accounts exist.
 */
const UNKNOWN_USER_HASH = '$argon2id$v=19$m=19456,t=2,p=1$cyEBie9VNsQC1Vi+xFpU7w$ipheIKg7Rdv7xdizQmYeWPT/I2K8m2tHkNhvDmq/jhU';

export interface PasswordProvider {
  /** The account's identity when the password is right; undefined for a wrong password or an unknown user alike. */
  verify(username: string, password: string): Promise<StaffIdentity | undefined>;
}

export function localAccountProvider(accounts: Readonly<Record<string, LocalAccount>>): PasswordProvider {
  return {
    async verify(username, password) {
      const account = Object.hasOwn(accounts, username) ? accounts[username] : undefined;
      const matches = await verify(account?.passwordHash ?? UNKNOWN_USER_HASH, password).catch(() => false);
      if (!account || !matches) return undefined;
      const { passwordHash: _hash, ...identity } = account;
      return identity;
    },
  };
}
