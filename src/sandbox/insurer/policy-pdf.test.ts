import { readFileSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../db-kit/database.js';
import { loadInsurerPlans, plansFileIn } from './plans-file.js';
import { renderPolicyDocument } from './policy-pdf.js';
import { seedSandboxInsurer } from './seed.js';

let pg: PGlite;
let db: AppDatabase;

beforeAll(async () => {
  pg = new PGlite();
  for (const file of ['0100_sandbox_insurer.sql', '0165_sandbox_insurer_contact.sql']) {
    await pg.exec(readFileSync(new URL(`../migrations/${file}`, import.meta.url), 'utf8'));
  }
  const orm = drizzle(pg);
  db = {
    orm,
    kind: 'pglite',
    query: async (text: string, params?: unknown[]) => (await pg.query(text, params)).rows,
    transaction: (fn: (tx: unknown) => Promise<unknown>) =>
      orm.transaction((tx) => fn({ orm: tx, query: async (text: string) => (await tx.execute(sql.raw(text))).rows })),
  } as unknown as AppDatabase;
  await seedSandboxInsurer(db);
});
afterAll(() => pg.close());

describe('policy documents', () => {
  it('prints an Arabic insured name with the embedded Arabic font, not a placeholder', async () => {
    // The seeded policy 1 moved to the customer with an Arabic name (12345007, يوسف الزدجالي).
    const [row] = await db.query<{ doc_serial: number }>("update sbx_ins_policies set civil_id = '12345007' where doc_serial = (select min(doc_serial) from sbx_ins_policies) returning doc_serial");
    const table = await loadInsurerPlans(plansFileIn(process.cwd()));
    const pdf = await renderPolicyDocument(db, table, Number(row?.doc_serial) * 10 + 1);
    const text = Buffer.from(pdf ?? []).toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain('NotoNaskhArabic');
    expect(text).not.toContain('in Arabic script');
    if (process.env.PDF_OUT) writeFileSync(process.env.PDF_OUT, pdf ?? new Uint8Array());
  });
});
