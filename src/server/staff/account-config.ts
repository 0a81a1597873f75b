// Local staff accounts as configured: STAFF_ACCOUNTS (parsed with the rest of the environment,
// env.ts) or, in the sandbox, four documented accounts (README "Staff sign-in"). No argon2 here:
// env.ts must stay cheap to import; local-accounts.ts checks the passwords.
import { PARTNER_ID_PATTERN, isStaffRole, type StaffIdentity } from './roles.js';

export interface LocalAccount extends StaffIdentity {
  /** argon2id PHC string ($argon2id$v=19$m=...,t=...,p=...$salt$hash). */
  passwordHash: string;
}

export const USERNAME_PATTERN = /^[A-Za-z0-9._@-]{1,64}$/;
const ARGON2ID_PHC = /^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/;

/** Sandbox only: passwords `<name>-sandbox-2026` (hashed here with argon2id's defaults). */
export const SANDBOX_ACCOUNTS: Readonly<Record<string, LocalAccount>> = {
  editor: {
    username: 'editor', roles: ['editor'],
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$U6GtXih6soT+diXXhk9OzQ$ikx+nYMAuEpjag5F7YmsPivujbWkb7WFapw/ySjwn7I',
  },
  approver: {
    username: 'approver', roles: ['approver'],
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$ZY7XcrdPhOnuKcZD53OqMA$HAMJ9J+gglTtlQuaLrI0/8vSqavc1W+ep0b0vuLRfOg',
  },
  releases: {
    username: 'releases', roles: ['release-manager'],
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$btKxWwnbhFam99FpSmXs4Q$OcOcli5D5zjpDF1hv16HmFq7Dw7M7POQQfCcOwllWlc',
  },
  // Both roles, as STAFF_ACCOUNTS allows: approves others' drafts, never one it changed (four eyes).
  edapp: {
    username: 'edapp', roles: ['editor', 'approver'],
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$FdOVz8yrUL3ABlZtt3L95A$tQk3JreiwcvU89e9wYlvNIKWpyWROPdELqfo28ClaIY',
  },
  // A partner's own editor: sees and edits only demo-partner (docs/staff-guide.md "What a partner's staff see").
  'partner-editor': {
    username: 'partner-editor', roles: ['editor'], partnerScope: 'demo-partner',
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$zB07CTsUUj11WFAeeQu2hQ$19i1yC6paeWdQUlUAUz5SWQc/EgyUv0pGxds9MrDG+c',
  },
};

/**
 * STAFF_ACCOUNTS: `{"<username>": {"passwordHash": "$argon2id$...", "roles": ["editor"],
 * "partnerScope": "<partner id>"}}`. Gives the accounts and every problem found (never echoing
 * a hash), so env.ts reports them with the rest.
 */
export function parseStaffAccounts(text: string): { accounts: Record<string, LocalAccount>; problems: string[] } {
  const problems: string[] = [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { accounts: {}, problems: ['STAFF_ACCOUNTS: expected a JSON object {"username": {"passwordHash": "$argon2id$...", "roles": [...]}}, got text that is not JSON'] };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { accounts: {}, problems: ['STAFF_ACCOUNTS: expected a JSON object keyed by username'] };
  }
  const accounts: Record<string, LocalAccount> = {};
  for (const [username, value] of Object.entries(parsed)) {
    const say = (problem: string) => problems.push(`STAFF_ACCOUNTS.${username}: ${problem}`);
    if (!USERNAME_PATTERN.test(username)) {
      problems.push(`STAFF_ACCOUNTS: usernames are 1-64 letters, digits or . _ @ -, got "${username.slice(0, 64)}"`);
      continue;
    }
    const account = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
    const { passwordHash, roles, partnerScope } = account;
    const extra = Object.keys(account).filter((key) => !['passwordHash', 'roles', 'partnerScope'].includes(key));
    if (extra.length > 0) say(`unknown field(s) ${extra.join(', ')}`);
    if (typeof passwordHash !== 'string' || !ARGON2ID_PHC.test(passwordHash)) say('passwordHash must be an argon2id hash ($argon2id$v=19$m=...,t=...,p=...$salt$hash)');
    if (!Array.isArray(roles) || roles.length === 0 || !roles.every(isStaffRole)) say('roles must be a non-empty list of viewer, editor, approver, release-manager');
    if (partnerScope !== undefined && (typeof partnerScope !== 'string' || !PARTNER_ID_PATTERN.test(partnerScope))) say('partnerScope must be a partner id');
    if (problems.length > 0) continue;
    accounts[username] = {
      username, roles: [...new Set(roles as LocalAccount['roles'])], passwordHash: passwordHash as string,
      ...(typeof partnerScope === 'string' ? { partnerScope } : {}),
    };
  }
  return { accounts: problems.length > 0 ? {} : accounts, problems };
}
