import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './testing/test-database.js';
import { parseEnv } from './env.js';
import { resolveServerKeys, sandboxKey } from './server-keys.js';
import { createServerKeysRepository, type ServerKeysRepository } from './server-keys-repository.js';
import type { AppDatabase } from './types.js';

const kinds = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] as const : [])] as const;

describe.each(kinds)('sandbox server keys on %s', (kind) => {
  let db: AppDatabase;
  let keys: ServerKeysRepository;
  beforeAll(async () => {
    db = await createTestDatabase({ kind });
    keys = createServerKeysRepository(db);
  });
  afterAll(() => db?.close());

  it('make one key per name, the same for every asker, even asking at once', async () => {
    const made = await Promise.all(Array.from({ length: 8 }, () => sandboxKey(keys, 'race')));
    expect(new Set(made).size).toBe(1);
    expect(made[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(await sandboxKey(keys, 'other')).not.toBe(made[0]);
  });

  it('fill in the unset sandbox token and link keys from the database, the same on every start', async () => {
    const first = parseEnv({});
    const second = parseEnv({});
    await resolveServerKeys(first, keys);
    await resolveServerKeys(second, keys);
    expect(first.TOKEN_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(second.TOKEN_SECRET).toBe(first.TOKEN_SECRET);
    expect(second.DOCUMENT_LINK_SECRET).toBe(first.DOCUMENT_LINK_SECRET);
    expect(first.DOCUMENT_LINK_SECRET).not.toBe(first.TOKEN_SECRET);
  });

  it('keep configured keys, and never invent one outside the sandbox', async () => {
    const configured = parseEnv({ TOKEN_SECRET: 't'.repeat(40), DOCUMENT_LINK_SECRET: 'd'.repeat(40) });
    await resolveServerKeys(configured, keys);
    expect(configured).toMatchObject({ TOKEN_SECRET: 't'.repeat(40), DOCUMENT_LINK_SECRET: 'd'.repeat(40) });
    const production = { ...parseEnv({}), SANDBOX: false };
    await expect(resolveServerKeys(production, keys)).rejects.toThrow('TOKEN_SECRET is required');
  });
});
