import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../types.js';
import { openDatabase } from './client.js';
import { SANDBOX_MIGRATIONS_DIR } from '../../sandbox/migrations-dir.js';
import { readMigrations, runMigrations } from '../../db-kit/migrate.js';
import { MIGRATIONS_DIR } from './migrations-dir.js';
import * as schema from './schema.js';
import { createTestDatabase } from '../testing/test-database.js';

const kinds = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] as const : [])] as const;

describe.each(kinds)('storage on %s', (kind) => {
  let db: AppDatabase;
  beforeAll(async () => {
    db = await createTestDatabase({ kind });
  });
  afterAll(() => db?.close());

  it('reports its kind and has applied every migration once', async () => {
    expect(db.kind).toBe(kind);
    const rows = await db.query<{ name: string }>('select name from schema_migrations order by version');
    const all = [MIGRATIONS_DIR, SANDBOX_MIGRATIONS_DIR];
    expect(rows.map((r) => r.name)).toEqual((await readMigrations(all)).map((m) => m.name));
    expect(await runMigrations(db, all)).toEqual([]);
  });

  it('creates no sandbox table from the platform migrations alone (a production start)', async () => {
    const production = await createTestDatabase({ kind, migrationsDir: MIGRATIONS_DIR });
    try {
      const names = (await production.query<{ name: string }>('select name from schema_migrations')).map((r) => r.name);
      expect(names.length).toBeGreaterThan(0);
      expect(names.filter((n) => /sandbox/.test(n))).toEqual([]);
      const tables = await production.query<{ table_name: string }>(
        `select table_name from information_schema.tables where table_schema = current_schema() and (table_name like 'sbx_%' or table_name like 'sandbox_%')`,
      );
      expect(tables).toEqual([]);
    } finally {
      await production.close();
    }
  });

  it('round-trips every platform table through drizzle', async () => {
    const [lead] = await db.orm.insert(schema.leads).values({
      selectedOption: 'Buy Policy', acceptPrivacyPolicy: true, name: 'Salim Al Harthy', mobileNo: '91234567', partnerId: 'default',
    }).returning();
    expect(lead?.transId).toMatch(/^[0-9a-f-]{36}$/);
    expect(lead).toMatchObject({ journeyId: 1, leadStatus: 'Initiated', journeyStatus: 1 });
    const transId = lead!.transId;

    await db.orm.insert(schema.leadUploads).values({
      transId, partnerId: 'default', plateNumber: '1234', plateCode: 'AB', vehicleValueBaiza: 4_500_000, mulkiyaImageFrontPath: 'uploads/x/front.jpg',
    });
    await db.orm.insert(schema.quoteRecords).values({
      quoteNo: '10/2024/0501/Q/000123', partnerId: 'default', transId, sendWhatsapp: true, whatsappNo: '91234567',
      premiumBaiza: 123_456, discountBaiza: 6_173, discountedPremiumBaiza: 117_283, quoteStatus: 'Created', paymentStatus: 'Initiated',
    });
    await db.orm.insert(schema.communicationPreferences).values({ quoteNo: '10/2024/0501/Q/000123', partnerId: 'default', emailYn: true, emailId: 'a@b.om' });
    await db.orm.insert(schema.policyDocumentRequests).values({ partnerId: 'default', plateNo: '1234', response: ['Policy Schedule~~http://x/1.pdf'] });
    await db.orm.insert(schema.policyDocumentRequests).values({ partnerId: 'default', plateNo: '99', response: 'Error fetching documents' });

    const [upload] = await db.orm.select().from(schema.leadUploads).where(eq(schema.leadUploads.transId, transId));
    expect(upload).toMatchObject({ vehicleValueBaiza: 4_500_000, mulkiyaImageFrontPath: 'uploads/x/front.jpg' });
    const [quote] = await db.orm.select().from(schema.quoteRecords).where(eq(schema.quoteRecords.transId, transId));
    expect(quote).toMatchObject({ premiumBaiza: 123_456, mobileNoCountryCode: '968', sendWhatsapp: true, sendSms: false, quoteStatus: 'Created' });
    expect(quote?.createdAt).toBeInstanceOf(Date);
    const responses = await db.orm.select({ response: schema.policyDocumentRequests.response }).from(schema.policyDocumentRequests);
    expect(responses.map((r) => r.response)).toEqual(expect.arrayContaining([['Policy Schedule~~http://x/1.pdf'], 'Error fetching documents']));
    const [pref] = await db.query<{ email_yn: boolean; mobile_country: string }>('select email_yn, mobile_country from communication_preferences where quote_no = $1', ['10/2024/0501/Q/000123']);
    expect(pref).toEqual({ email_yn: true, mobile_country: '968' });
  });

  it('enforces the spec statuses and one record per quote', async () => {
    await expect(db.query(`insert into quote_records (quote_no, partner_id, quote_status) values ('Q-1', 'default', 'Paid')`)).rejects.toThrow();
    await db.query(`insert into quote_records (quote_no, partner_id) values ('Q-2', 'default')`);
    await expect(db.query(`insert into quote_records (quote_no, partner_id) values ('Q-2', 'default')`)).rejects.toThrow();
  });

  it('commits a transaction, and rolls back everything when it throws', async () => {
    await db.transaction(async (tx) => {
      await tx.query(`insert into quote_records (quote_no, partner_id) values ('T-1', 'default')`);
      await tx.orm.insert(schema.quoteRecords).values({ quoteNo: 'T-2', partnerId: 'default' });
    });
    await expect(db.transaction(async (tx) => {
      await tx.orm.insert(schema.quoteRecords).values({ quoteNo: 'T-3', partnerId: 'default' });
      await tx.query(`insert into quote_records (quote_no, partner_id) values ('T-1', 'default')`);
    })).rejects.toThrow();
    const rows = await db.query<{ quote_no: string }>(`select quote_no from quote_records where quote_no like 'T-%' order by quote_no`);
    expect(rows.map((r) => r.quote_no)).toEqual(['T-1', 'T-2']);
  });

  it('declares in drizzle exactly the columns the SQL creates', async () => {
    for (const table of [schema.leads, schema.leadUploads, schema.quoteRecords, schema.communicationPreferences, schema.policyDocumentRequests]) {
      const config = getTableConfig(table);
      const rows = await db.query<{ column_name: string; is_nullable: string }>(
        'select column_name, is_nullable from information_schema.columns where table_name = $1 and table_schema = current_schema()', [config.name],
      );
      const inSql = Object.fromEntries(rows.map((r) => [r.column_name, r.is_nullable === 'NO']));
      const inDrizzle = Object.fromEntries(config.columns.map((c) => [c.name, c.notNull]));
      expect(inDrizzle, config.name).toEqual(inSql);
    }
  });
});

describe('migration runner', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'migrations-'));
    await mkdir(path.join(dir, 'm'));
    await writeFile(path.join(dir, 'm', '0001_first.sql'), 'create table a (x int); create table b (y int);');
    await writeFile(path.join(dir, 'm', '0002_second.sql'), 'insert into a values (1);');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('applies pending files in order, once, and persists them in DATA_DIR/pglite', async () => {
    const first = await openDatabase({ dataDir: dir });
    expect(await runMigrations(first, path.join(dir, 'm'))).toEqual(['0001_first.sql', '0002_second.sql']);
    expect(await runMigrations(first, path.join(dir, 'm'))).toEqual([]);
    await first.close();
    const reopened = await openDatabase({ dataDir: dir });
    expect(await runMigrations(reopened, path.join(dir, 'm'))).toEqual([]);
    expect(await reopened.query('select x from a')).toEqual([{ x: 1 }]);
    await reopened.close();
  });

  it('applies nothing when a migration fails, and refuses an edited applied migration', async () => {
    const db = await openDatabase({ dataDir: 'memory://' });
    const m = path.join(dir, 'broken');
    await mkdir(m);
    await writeFile(path.join(m, '0001_ok.sql'), 'create table c (x int);');
    await writeFile(path.join(m, '0002_bad.sql'), 'create table c (x int);');
    await expect(runMigrations(db, m)).rejects.toThrow(/already exists/);
    expect(await db.query(`select to_regclass('c') as t`)).toEqual([{ t: null }]);
    await rm(path.join(m, '0002_bad.sql'));
    await runMigrations(db, m);
    await writeFile(path.join(m, '0001_ok.sql'), 'create table c (x int, y int);');
    await expect(runMigrations(db, m)).rejects.toThrow(/changed after it was applied/);
    await db.close();
  });

  it.runIf(process.env.TEST_DATABASE_URL)('is safe when two processes migrate the same PostgreSQL schema at once', async () => {
    const db = await createTestDatabase({ kind: 'postgres', migrationsDir: path.join(dir, 'm') });
    // Back to an empty schema, then two runners race for it.
    await db.exec('drop table schema_migrations; drop table a; drop table b;');
    const applied = await Promise.all([runMigrations(db, path.join(dir, 'm')), runMigrations(db, path.join(dir, 'm'))]);
    expect(applied.map((names) => names.length).sort()).toEqual([0, 2]);
    await db.close();
  });
});
