// Issue 20: one request's bad value never fails another request. Each batched statement of the
// server (leads, rate-limit hits, quote bindings) is fired with a poisoned item among innocent
// ones, in one event-loop turn so that they share a batch: the innocent ones are answered as if
// alone, and only the poisoned one fails. On PGlite and, when it answers, PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../types.js';
import { createTestDatabase } from '../testing/test-database.js';
import { createLeadsRepository } from '../leads/leads-repository.js';
import { createRateLimitRepository } from '../rate-limit/rate-limit-repository.js';
import { databaseRateLimitStore } from '../rate-limit/rate-limit-store.js';
import { createQuoteBindingsRepository } from '../quotes/quote-bindings-repository.js';

const kinds = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] as const : [])] as const;
const settle = <T>(p: Promise<T>) => p.then((value) => ({ value }), (error: { code?: string }) => ({ error: error.code ?? 'error' }));

describe.each(kinds)('a poisoned item in a batch on %s', (kind) => {
  let db: AppDatabase;
  beforeAll(async () => {
    db = await createTestDatabase({ kind });
  }, 60_000);
  afterAll(() => db?.close());

  it('leads: the innocent leads are inserted, the lead with a NUL alone is refused', async () => {
    const insert = createLeadsRepository(db).insert;
    const lead = (transId: string, name: string) => ({ transId, selectedOption: 'Renew Policy', name, mobileNo: '91234567', partnerId: 'default', configVersion: 'v', configRelease: null });
    const outcomes = await Promise.all([
      settle(insert(lead('batch-a', 'Aisha'))), settle(insert(lead('batch-bad', 'Ai\u0000sha'))), settle(insert(lead('batch-b', 'Salim'))),
    ]);
    expect(outcomes).toEqual([{ value: undefined }, { error: '22021' }, { value: undefined }]);
    const rows = await db.query<{ trans_id: string }>(`select trans_id from leads where trans_id like 'batch-%' order by trans_id`);
    expect(rows.map((r) => r.trans_id)).toEqual(['batch-a', 'batch-b']);
  });

  it('rate-limit hits: innocent buckets count once, a lone surrogate counts as its own bucket, a NUL fails alone', async () => {
    const store = databaseRateLimitStore(createRateLimitRepository(db));
    const hit = (bucket: string) => settle(store.hit(bucket, 60_000).then((h) => h.hits));
    const first = await Promise.all([hit('plate:1004 A'), hit('plate:1004 \udfff'), hit('plate:1004 \u0000'), hit('client:x')]);
    expect(first).toEqual([{ value: 1 }, { value: 1 }, { error: '22021' }, { value: 1 }]);
    const second = await Promise.all([hit('plate:1004 \udfff'), hit('plate:1004 A')]);
    expect(second).toEqual([{ value: 2 }, { value: 2 }]);
  });

  it('quote bindings: the innocent bindings are written, a NUL quote number fails alone', async () => {
    const { bind } = createQuoteBindingsRepository(db);
    const holder = 'client:partner-x';
    const outcomes = await Promise.all([
      settle(bind({ quoteNo: 'Q-1', holder })), settle(bind({ quoteNo: 'Q-\u0000', holder })), settle(bind({ quoteNo: 'Q-2', holder })),
    ]);
    expect(outcomes).toEqual([{ value: undefined }, { error: '22021' }, { value: undefined }]);
    const rows = await db.query<{ quote_no: string }>(`select quote_no from quote_bindings where holder = 'client:partner-x' order by quote_no`);
    expect(rows.map((r) => r.quote_no)).toEqual(['Q-1', 'Q-2']);
  });
});
