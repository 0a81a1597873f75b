import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../server/db/test-database.js';
import type { AppDatabase } from '../../db-kit/database.js';
import { vehicleWithPolicies } from './records.js';
import { seedSandboxInsurer } from './seed.js';

const kinds = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] as const : [])] as const;

describe.each(kinds)('sandbox records on %s', (kind) => {
  let db: AppDatabase;
  beforeAll(async () => {
    db = await createTestDatabase({ kind });
    await seedSandboxInsurer(db);
  });
  afterAll(() => db?.close());

  it('finds a plate\'s vehicle with its policies, latest cover first, in one query', async () => {
    const found = await vehicleWithPolicies(db, ' 1001 ', 'a');
    expect(found?.vehicle).toMatchObject({ plateNo: '1001', plateCode: 'A' });
    expect(found!.policies.length).toBeGreaterThan(0);
    for (const policy of found!.policies) expect(policy.vehicleId).toBe(found!.vehicle.id);
    const covers = found!.policies.map((p) => p.coverTo);
    expect(covers).toEqual([...covers].sort().reverse());
  });

  it('answers a vehicle without policies with none, and an unknown plate with nothing', async () => {
    const [bare] = await db.query<{ plate_no: string; plate_code: string }>(
      'select plate_no, plate_code from sbx_ins_vehicles v where not exists (select 1 from sbx_ins_policies p where p.vehicle_id = v.id) limit 1',
    );
    if (bare) expect((await vehicleWithPolicies(db, bare.plate_no, bare.plate_code))?.policies).toEqual([]);
    expect(await vehicleWithPolicies(db, '99999', 'Z')).toBeUndefined();
    expect(await vehicleWithPolicies(db, '', 'A')).toBeUndefined();
  });
});
