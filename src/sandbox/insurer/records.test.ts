import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../server/testing/test-database.js';
import type { AppDatabase } from '../../db-kit/database.js';
import type { FieldsOf } from '../../protocols/insurer/operations.js';
import { loadInsurerPlans, plansFileIn } from './plans-file.js';
import { getTransDtls } from './quote-ops.js';
import { renewalCandidates } from './records.js';
import { seedSandboxInsurer } from './seed.js';

const kinds = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] as const : [])] as const;

describe.each(kinds)('sandbox records on %s', (kind) => {
  let db: AppDatabase;
  beforeAll(async () => {
    db = await createTestDatabase({ kind });
    await seedSandboxInsurer(db);
  });
  afterAll(() => db?.close());

  it('finds a plate\'s vehicle with its policies, latest cover first, each with its holder, in one query', async () => {
    const found = await renewalCandidates(db, ' 1001 ', 'a');
    expect(found?.vehicle).toMatchObject({ plateNo: '1001', plateCode: 'A' });
    expect(found!.candidates.length).toBeGreaterThan(0);
    for (const { policy, holder } of found!.candidates) {
      expect(policy.vehicleId).toBe(found!.vehicle.id);
      expect(holder?.civilId).toBe(policy.civilId);
    }
    const covers = found!.candidates.map((c) => c.policy.coverTo);
    expect(covers).toEqual([...covers].sort().reverse());
    expect(new Set(found!.candidates.map((c) => c.policy.policyNo)).size).toBe(found!.candidates.length);
  });

  it('brings the renewal quote a first lookup made, on the pool and inside a transaction alike', async () => {
    const lookup = { txnTyp: 'P', plateNumber: '1001', plateCode: 'A', civilId: '08123456', mobileNo: '', quoteNo: '', policyNo: '', srcBusId: 'CP' } as FieldsOf<'getTransDtls'>;
    const table = await loadInsurerPlans(plansFileIn(process.cwd()));
    const first = await getTransDtls(db, table, lookup);
    const quoteNo = (first['quote'] as { quoteNo: string }).quoteNo;
    const again = await getTransDtls(db, table, lookup);
    expect(again).toEqual(first);
    const found = await renewalCandidates(db, '1001', 'A');
    const renewed = found!.candidates.find((c) => c.renewal?.quoteNo === quoteNo);
    expect(renewed?.renewal?.previousPolicyNo).toBe(renewed?.policy.policyNo);
    const inTransaction = await db.transaction((tx) => renewalCandidates(tx, '1001', 'A'));
    expect(inTransaction).toEqual(found);
  });

  it('answers a vehicle without policies with none, and an unknown plate with nothing', async () => {
    const [bare] = await db.query<{ plate_no: string; plate_code: string }>(
      'select plate_no, plate_code from sbx_ins_vehicles v where not exists (select 1 from sbx_ins_policies p where p.vehicle_id = v.id) limit 1',
    );
    if (bare) expect((await renewalCandidates(db, bare.plate_no, bare.plate_code))?.candidates).toEqual([]);
    expect(await renewalCandidates(db, '99999', 'Z')).toBeUndefined();
    expect(await renewalCandidates(db, '', 'A')).toBeUndefined();
  });

  it('answers plates asked in one turn (one statement) as it answers each alone', async () => {
    const [other] = await db.query<{ plate_no: string; plate_code: string }>("select plate_no, plate_code from sbx_ins_vehicles where plate_no <> '1001' order by id limit 1");
    const asks: Array<[string, string]> = [
      ['1001', 'A'], [other!.plate_no, other!.plate_code.toLowerCase()], ['1001', 'a'], ['99999', 'Z'], ['1",{}\\\'', 'A,B'], ['1001', 'A'],
    ];
    const together = await Promise.all(asks.map(([no, code]) => renewalCandidates(db, no, code)));
    const alone = [];
    for (const [no, code] of asks) alone.push(await renewalCandidates(db, no, code));
    expect(together).toEqual(alone);
    expect(together[0]?.vehicle.plateNo).toBe('1001');
    expect(together[1]?.vehicle.plateNo).toBe(other!.plate_no);
    expect(together[3]).toBeUndefined();
    expect(together[4]).toBeUndefined();
  });

  it('a plate the database refuses (a NUL) fails its own read only, never the reads in its batch', async () => {
    const settle = (p: Promise<unknown>) => p.then((found) => ({ found: Boolean(found) }), (error: { code?: string; cause?: { code?: string } }) => ({ error: error.code ?? error.cause?.code }));
    const outcomes = await Promise.all([settle(renewalCandidates(db, '1001', 'A')), settle(renewalCandidates(db, '10\u000001', 'A')), settle(renewalCandidates(db, '1002', 'A\udfff'))]);
    expect(outcomes).toEqual([{ found: true }, { error: '22021' }, { found: false }]);
  });
});
