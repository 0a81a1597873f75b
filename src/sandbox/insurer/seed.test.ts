// Two servers started at the same moment on a fresh PostgreSQL both seed the sandbox insurer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../server/testing/test-database.js';
import type { AppDatabase } from '../../db-kit/database.js';
import { seedSandboxInsurer } from './seed.js';

describe.skipIf(!process.env.TEST_DATABASE_URL)('seeding the sandbox insurer on PostgreSQL', () => {
  let db: AppDatabase;
  beforeAll(async () => {
    db = await createTestDatabase({ kind: 'postgres' });
  });
  afterAll(() => db?.close());

  it('lets two seedings at once both succeed (they wait on the migrations lock)', async () => {
    // The pool hands each seeding its own connection, as two processes would have.
    await Promise.all([seedSandboxInsurer(db), seedSandboxInsurer(db), seedSandboxInsurer(db)]);
    const [row] = await db.query<{ n: number }>('select count(*)::int as n from sbx_ins_policies where seeded');
    expect(row?.n).toBeGreaterThan(0);
  });
});
