import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database.js';
import type { AppDatabase } from '../types.js';
import { createLeadImagesRepository, type LeadImagesRepository } from './lead-images-repository.js';

const kinds = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] as const : [])] as const;

describe.each(kinds)('lead images repository on %s', (kind) => {
  let db: AppDatabase;
  let store: LeadImagesRepository;
  let transId: string;
  beforeAll(async () => {
    db = await createTestDatabase({ kind });
    store = createLeadImagesRepository(db);
    [{ trans_id: transId }] = await db.query<{ trans_id: string }>(
      `insert into leads (selected_option, accept_privacy_policy, name, mobile_no, partner_id) values ('Buy Policy', true, 'A', '91234567', 'default') returning trans_id`,
    ) as [{ trans_id: string }];
  });
  afterAll(() => db?.close());

  it('keeps one image per kind, a new one replacing the old, and counts the bytes held', async () => {
    expect(await store.put(transId, 'dlImageFront', new Uint8Array([1, 2, 3]), 'png')).toBe(`db:${transId}/dlImageFront`);
    await store.put(transId, 'dlImageBack', new Uint8Array(10), 'pdf');
    expect(await store.usedBytes()).toBe(13);
    await store.put(transId, 'dlImageFront', new Uint8Array([9, 9]), 'jpg');
    expect(await store.get(transId, 'dlImageFront')).toEqual({ bytes: Buffer.from([9, 9]), extension: 'jpg' });
    expect(await store.usedBytes()).toBe(12);
    expect(await store.get(transId, 'mulkiyaImageFront')).toBeUndefined();
  });

  it('refuses a kind outside the spec four and an unknown lead', async () => {
    await expect(store.put(transId, 'avatar', new Uint8Array(1), 'png')).rejects.toThrow();
    await expect(store.put('no-such-lead', 'dlImageFront', new Uint8Array(1), 'png')).rejects.toThrow();
  });
});
