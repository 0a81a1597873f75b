import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env.js';
import { SANDBOX_ACCOUNTS, parseStaffAccounts } from './account-config.js';
import { localAccountProvider } from './local-accounts.js';

const HASH = SANDBOX_ACCOUNTS.editor!.passwordHash;

describe('parseStaffAccounts', () => {
  it('reads accounts with their roles and partner scope', () => {
    const { accounts, problems } = parseStaffAccounts(JSON.stringify({
      alice: { passwordHash: HASH, roles: ['editor', 'editor'], partnerScope: 'demo-partner' },
      'bob@insurer.om': { passwordHash: HASH, roles: ['approver', 'release-manager'] },
    }));
    expect(problems).toEqual([]);
    expect(accounts.alice).toEqual({ username: 'alice', roles: ['editor'], partnerScope: 'demo-partner', passwordHash: HASH });
    expect(accounts['bob@insurer.om']!.roles).toEqual(['approver', 'release-manager']);
  });

  it('reports every bad account without echoing a hash, and keeps none of them', () => {
    const { accounts, problems } = parseStaffAccounts(JSON.stringify({
      alice: { passwordHash: 'plain-text-password', roles: ['editor'] },
      bob: { passwordHash: HASH, roles: ['admin'] },
      carol: { passwordHash: HASH, roles: ['viewer'], partnerScope: '../x', extra: 1 },
      'not a name': { passwordHash: HASH, roles: ['viewer'] },
    }));
    expect(accounts).toEqual({});
    expect(problems).toEqual([
      'STAFF_ACCOUNTS.alice: passwordHash must be an argon2id hash ($argon2id$v=19$m=...,t=...,p=...$salt$hash)',
      'STAFF_ACCOUNTS.bob: roles must be a non-empty list of viewer, editor, approver, release-manager',
      'STAFF_ACCOUNTS.carol: unknown field(s) extra',
      'STAFF_ACCOUNTS.carol: partnerScope must be a partner id',
      'STAFF_ACCOUNTS: usernames are 1-64 letters, digits or . _ @ -, got "not a name"',
    ]);
    expect(problems.join('\n')).not.toContain('plain-text-password');
    expect(parseStaffAccounts('{nope').problems).toHaveLength(1);
    expect(parseStaffAccounts('[]').problems).toEqual(['STAFF_ACCOUNTS: expected a JSON object keyed by username']);
  });

  it('gives the sandbox its five accounts and production none unless configured', () => {
    expect(Object.keys(parseEnv({}).STAFF_ACCOUNTS).sort()).toEqual(['approver', 'edapp', 'editor', 'partner-editor', 'releases']);
    const production = { SANDBOX: '0', TOKEN_SECRET: 'x'.repeat(32) };
    const problems = (source: Record<string, string>) => {
      try {
        return parseEnv(source);
      } catch (error) {
        return error as Error;
      }
    };
    // Production fails on other missing keys; the accounts are what matters here.
    expect(String(problems(production))).not.toContain('STAFF_ACCOUNTS');
    const custom = parseEnv({ STAFF_ACCOUNTS: JSON.stringify({ alice: { passwordHash: HASH, roles: ['viewer'] } }) });
    expect(Object.keys(custom.STAFF_ACCOUNTS)).toEqual(['alice']);
  });
});

describe('localAccountProvider', () => {
  const provider = localAccountProvider(SANDBOX_ACCOUNTS);
  it('signs a sandbox account in with its documented password, without the hash', async () => {
    expect(await provider.verify('releases', 'releases-sandbox-2026')).toEqual({ username: 'releases', roles: ['release-manager'] });
    expect(await provider.verify('edapp', 'edapp-sandbox-2026')).toEqual({ username: 'edapp', roles: ['editor', 'approver'] });
    expect(await provider.verify('partner-editor', 'partner-editor-sandbox-2026')).toEqual({ username: 'partner-editor', roles: ['editor'], partnerScope: 'demo-partner' });
  });
  it('refuses a wrong password, another account\'s password, an unknown user and inherited names alike', async () => {
    expect(await provider.verify('editor', 'wrong')).toBeUndefined();
    expect(await provider.verify('editor', 'approver-sandbox-2026')).toBeUndefined();
    expect(await provider.verify('nobody', 'editor-sandbox-2026')).toBeUndefined();
    expect(await provider.verify('constructor', 'x')).toBeUndefined();
    expect(await provider.verify('Editor', 'editor-sandbox-2026')).toBeUndefined();
  });
});
