import { eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { MIGRATION_LOCK_SQL } from '../../db-kit/migrate.js';
import type { AppDatabase } from '../../db-kit/database.js';
import { addDays, coverEnd, localDate, localTimestamp, omanDay } from './clock.js';
import { customers, licences, payments, policies, quotes, vehicles } from './db-schema.js';

/** Company code of this insurer in vehicle registry records ("previousInsurer"). */
export const OWN_INSURER_CODE = 'DIC';
export const BRANCH = '10';
/** Seeded numbers use a reserved range so that the sequences of live quotes never meet them. */
const SEEDED_SERIAL_BASE = 900_000;

type Seat = {
  civilId: string; name: string; mobileNo: string; email: string; birthDate: string; licenceNo: string; licenceDays: number;
  language?: 'en' | 'ar'; whatsappNo?: string;
};
const CUSTOMERS: Seat[] = [
  { civilId: '08123456', name: 'Ahmed Al Balushi', mobileNo: '+96891000001', email: 'ahmed@example.om', birthDate: '1985-03-12', licenceNo: '55000001', licenceDays: 900 },
  { civilId: '12345002', name: 'Fatma Al Harthy', mobileNo: '92000002', email: 'fatma@example.om', birthDate: '1990-07-01', licenceNo: '55000002', licenceDays: 700 },
  { civilId: '12345003', name: 'Salim Al Rawahi', mobileNo: '93000003', email: '', birthDate: '1979-11-23', licenceNo: '55000003', licenceDays: 500 },
  { civilId: '12345004', name: 'Maryam Al Lawati', mobileNo: '94000004', email: 'maryam@example.om', birthDate: '1994-01-30', licenceNo: '55000004', licenceDays: 1200 },
  { civilId: '12345005', name: 'Khalid Al Hinai', mobileNo: '95000005', email: '', birthDate: '1988-05-05', licenceNo: '55000005', licenceDays: 800 },
  { civilId: '12345006', name: 'Aisha Al Kindi', mobileNo: '96000006', email: 'aisha@example.om', birthDate: '1992-09-14', licenceNo: '55000006', licenceDays: 600 },
  { civilId: '12345007', name: 'يوسف الزدجالي', mobileNo: '97000007', email: '', birthDate: '1983-02-28', licenceNo: '55000007', licenceDays: 1000 },
  { civilId: '12345008', name: 'Said Al Maskari', mobileNo: '98000008', email: 'said@example.om', birthDate: '1996-12-10', licenceNo: '55000008', licenceDays: 1500 },
  { civilId: '12345009', name: 'Noor Al Busaidi', mobileNo: '99000009', email: '', birthDate: '1987-04-18', licenceNo: '55000009', licenceDays: -30 },
  { civilId: '12345010', name: 'Hamed Al Siyabi', mobileNo: '71000010', email: '', birthDate: '1975-08-08', licenceNo: '55000010', licenceDays: 400 },
  { civilId: '12345011', name: 'Zainab Al Farsi', mobileNo: '72000011', email: '', birthDate: '1991-10-21', licenceNo: '55000011', licenceDays: 400 },
  { civilId: '12345012', name: 'Ali Al Amri', mobileNo: '79000012', email: '', birthDate: '1980-06-15', licenceNo: '55000012', licenceDays: 400 },
  // Renewal reminders (30, 7 and 1 days before expiry): a language and, for one, WhatsApp.
  { civilId: '12345013', name: 'ليلى الراشدية', mobileNo: '91000013', email: '', birthDate: '1989-02-11', licenceNo: '55000013', licenceDays: 900, language: 'ar' },
  { civilId: '12345014', name: 'Huda Al Mahrouqi', mobileNo: '91000014', email: 'huda@example.om', birthDate: '1993-06-21', licenceNo: '55000014', licenceDays: 900, language: 'en', whatsappNo: '91000014' },
  { civilId: '12345015', name: 'Omar Al Jabri', mobileNo: '91000015', email: '', birthDate: '1986-12-02', licenceNo: '55000015', licenceDays: 900, language: 'en' },
];

type SeedVehicle = {
  plateNo: string; plateCode: string; owner: string; make: string; model: string; age: number;
  bodyType: string; usageType: string; previousInsurer: string; chassisNo: string;
};
const VEHICLES: SeedVehicle[] = [
  { plateNo: '1001', plateCode: 'A', owner: '08123456', make: 'Toyota', model: 'Camry', age: 2, bodyType: 'SALOON', usageType: 'PRIVATE', previousInsurer: OWN_INSURER_CODE, chassisNo: 'JTNB11HK0J3000101' },
  { plateNo: '1002', plateCode: 'A', owner: '12345002', make: 'Nissan', model: 'Patrol', age: 3, bodyType: 'SUV', usageType: 'PRIVATE', previousInsurer: OWN_INSURER_CODE, chassisNo: 'JN8AY2NY5K9000102' },
  { plateNo: '1003', plateCode: 'A', owner: '12345003', make: 'Honda', model: 'Civic', age: 4, bodyType: 'SALOON', usageType: 'PRIVATE', previousInsurer: OWN_INSURER_CODE, chassisNo: '2HGFC2F59LH000103' },
  { plateNo: '1004', plateCode: 'B', owner: '12345004', make: 'Kia', model: 'Sportage', age: 1, bodyType: 'SUV', usageType: 'PRIVATE', previousInsurer: 'NLG', chassisNo: 'KNAPU81BDN7000104' },
  { plateNo: '1005', plateCode: 'B', owner: '12345005', make: 'Hyundai', model: 'Elantra', age: 2, bodyType: 'SALOON', usageType: 'PRIVATE', previousInsurer: 'AXA', chassisNo: 'KMHLM41AGNU000105' },
  { plateNo: '1006', plateCode: 'B', owner: '12345006', make: 'Mazda', model: 'CX-5', age: 2, bodyType: 'SUV', usageType: 'PRIVATE', previousInsurer: OWN_INSURER_CODE, chassisNo: 'JM3KFBCM1N0000106' },
  { plateNo: '1007', plateCode: 'D', owner: '12345007', make: 'Toyota', model: 'Yaris', age: 1, bodyType: 'HATCHBACK', usageType: 'PRIVATE', previousInsurer: 'NLG', chassisNo: 'VNKKTUD3X0A000107' },
  { plateNo: '2001', plateCode: 'H', owner: '12345008', make: 'Toyota', model: 'Corolla', age: 1, bodyType: 'SALOON', usageType: 'PRIVATE', previousInsurer: 'NLG', chassisNo: 'JTDBR32E900200001' },
  { plateNo: '2002', plateCode: 'H', owner: '12345008', make: 'Toyota', model: 'Land Cruiser', age: 8, bodyType: 'SUV', usageType: 'PRIVATE', previousInsurer: 'OIC', chassisNo: 'JTMHV05J804200002' },
  { plateNo: '2003', plateCode: 'K', owner: '12345012', make: 'Hyundai', model: 'H1', age: 3, bodyType: 'BUS', usageType: 'COMMERCIAL', previousInsurer: '', chassisNo: 'KMJWA37KBLU200003' },
  { plateNo: '2004', plateCode: 'M', owner: '12345012', make: 'Mitsubishi', model: 'L200', age: 2, bodyType: 'PICKUP', usageType: 'COMMERCIAL', previousInsurer: '', chassisNo: 'MMBJNKL30NH200004' },
  { plateNo: '3001', plateCode: 'R', owner: '12345010', make: 'Nissan', model: 'Sunny', age: 2, bodyType: 'SALOON', usageType: 'PRIVATE', previousInsurer: OWN_INSURER_CODE, chassisNo: 'MDHBN7AD6N0300001' },
  { plateNo: '3002', plateCode: 'R', owner: '12345010', make: 'Nissan', model: 'X-Trail', age: 3, bodyType: 'SUV', usageType: 'PRIVATE', previousInsurer: OWN_INSURER_CODE, chassisNo: 'JN1TBNT32Z0300002' },
  { plateNo: '3003', plateCode: 'R', owner: '12345011', make: 'Chevrolet', model: 'Tahoe', age: 4, bodyType: 'SUV', usageType: 'PRIVATE', previousInsurer: OWN_INSURER_CODE, chassisNo: '1GNSKBKC7LR300003' },
  { plateNo: '4001', plateCode: 'S', owner: '12345013', make: 'Toyota', model: 'Prado', age: 2, bodyType: 'SUV', usageType: 'PRIVATE', previousInsurer: OWN_INSURER_CODE, chassisNo: 'JTEBR3FJ20K400001' },
  { plateNo: '4002', plateCode: 'S', owner: '12345014', make: 'Honda', model: 'Accord', age: 3, bodyType: 'SALOON', usageType: 'PRIVATE', previousInsurer: OWN_INSURER_CODE, chassisNo: '1HGCV1F30LA400002' },
  { plateNo: '4003', plateCode: 'S', owner: '12345015', make: 'Kia', model: 'Picanto', age: 2, bodyType: 'HATCHBACK', usageType: 'PRIVATE', previousInsurer: OWN_INSURER_CODE, chassisNo: 'KNABE51AAN0400003' },
];

type SeedPolicy = { n: number; plate: string; product: string; planId: string; valueOmr: number; coverToDays: number; rop?: ['ACCEPTED' | 'PENDING' | 'REJECTED', string] };
const POLICIES: SeedPolicy[] = [
  { n: 1, plate: '1001', product: '0501', planId: '050004', valueOmr: 9000, coverToDays: 30 },
  { n: 2, plate: '1002', product: '0501', planId: '050013', valueOmr: 16000, coverToDays: 300 },
  { n: 3, plate: '1003', product: '0502', planId: '050008', valueOmr: 0, coverToDays: -20 },
  { n: 6, plate: '1006', product: '0501', planId: '050014', valueOmr: 12000, coverToDays: 355 },
  { n: 12, plate: '3001', product: '0502', planId: '050009', valueOmr: 0, coverToDays: 200, rop: ['ACCEPTED', ''] },
  { n: 13, plate: '3002', product: '0502', planId: '050017', valueOmr: 0, coverToDays: 250, rop: ['PENDING', ''] },
  { n: 14, plate: '3003', product: '0501', planId: '050012', valueOmr: 14000, coverToDays: 150, rop: ['REJECTED', 'the chassis number on the registration card does not match the vehicle'] },
  // Renewal reminders: expiring in 30 (Arabic), 7 (English, with WhatsApp) and 1 day (English).
  { n: 15, plate: '4001', product: '0502', planId: '050009', valueOmr: 0, coverToDays: 30 },
  { n: 16, plate: '4002', product: '0502', planId: '050009', valueOmr: 0, coverToDays: 7 },
  { n: 17, plate: '4003', product: '0502', planId: '050008', valueOmr: 0, coverToDays: 1 },
];

type SeedQuote = { n: number; plate: string; product: string; planId: string; valueOmr: number; status: string; createdDays: number; policyN?: number };
const QUOTES: SeedQuote[] = [
  { n: 4, plate: '1004', product: '0501', planId: '050012', valueOmr: 11000, status: 'Quote', createdDays: -1 },
  { n: 5, plate: '1005', product: '0502', planId: '050009', valueOmr: 0, status: 'Created', createdDays: -2 },
  { n: 6, plate: '1006', product: '0501', planId: '050014', valueOmr: 12000, status: 'Policy Converted', createdDays: -10, policyN: 6 },
  { n: 7, plate: '1007', product: '0502', planId: '050017', valueOmr: 0, status: 'Quote', createdDays: -2 },
];

export const seededQuoteNo = (n: number, product: string, year: number) =>
  `${BRANCH}/${year}/${product}/Q/${String(SEEDED_SERIAL_BASE + n).padStart(6, '0')}`;
export const seededPolicyNo = (n: number, product: string, year: number) =>
  `P/${BRANCH}/${product}/${year}/${String(SEEDED_SERIAL_BASE + n).padStart(6, '0')}`;

/**
 * The `set` of a many-row upsert: each column written takes the value of the row that met the
 * conflict. One statement per table, not one per row: the seed runs at every start and every
 * sandbox reset (a browser test resets before each test), and on PGlite each statement is parsed
 * and planned anew.
 */
function fromExcluded(table: PgTable, row: object): Record<string, SQL> {
  const columns = getTableColumns(table);
  return Object.fromEntries(Object.keys(row).map((key) => [key, sql.raw(`excluded."${columns[key]!.name}"`)]));
}

/**
 * Writes the documented test cases with dates relative to today, and removes what earlier runs
 * did to the seeded vehicles (renewal quotes, policies bought on them), so every case is fresh.
 */
export async function seedSandboxInsurer(db: AppDatabase): Promise<void> {
  const today = omanDay();
  const year = today.getUTCFullYear();
  await db.transaction(async (tx) => {
    // Two servers starting together on a fresh database would both insert the seeded policies
    // (duplicate key): seeding waits on the migrations' lock, so the second finds it done.
    await tx.query(MIGRATION_LOCK_SQL);
    const orm = tx.orm;
    const plates = VEHICLES.map((v) => v.plateNo);
    const seededVehicles = await orm.select({ id: vehicles.id }).from(vehicles).where(inArray(vehicles.plateNo, plates));
    const ids = seededVehicles.map((v) => v.id);
    if (ids.length > 0) {
      const stale = orm.select({ q: quotes.quoteNo }).from(quotes).where(inArray(quotes.vehicleId, ids));
      await orm.delete(payments).where(inArray(payments.quoteNo, stale));
      await orm.delete(policies).where(inArray(policies.vehicleId, ids));
      await orm.delete(quotes).where(inArray(quotes.vehicleId, ids));
    }
    const customerRows = CUSTOMERS.map((c) => ({
      civilId: c.civilId, name: c.name, mobileNo: c.mobileNo, email: c.email, birthDate: c.birthDate, seeded: true,
      language: c.language ?? '', whatsappNo: c.whatsappNo ?? '',
    }));
    await orm.insert(customers).values(customerRows).onConflictDoUpdate({ target: customers.civilId, set: fromExcluded(customers, customerRows[0]!) });
    const licenceRows = CUSTOMERS.map((c) => ({ licenceNo: c.licenceNo, civilId: c.civilId, expiryDate: localDate(addDays(today, c.licenceDays)), seeded: true }));
    await orm.insert(licences).values(licenceRows).onConflictDoUpdate({ target: licences.licenceNo, set: fromExcluded(licences, licenceRows[0]!) });
    const vehicleRows = VEHICLES.map((v) => ({
      plateNo: v.plateNo, plateCode: v.plateCode, chassisNo: v.chassisNo, make: v.make, model: v.model,
      modelYear: year - v.age, bodyType: v.bodyType, usageType: v.usageType, ownerCivilId: v.owner,
      previousInsurer: v.previousInsurer, seeded: true,
    }));
    const saved = await orm.insert(vehicles).values(vehicleRows)
      .onConflictDoUpdate({ target: [vehicles.plateNo, vehicles.plateCode], set: fromExcluded(vehicles, vehicleRows[0]!) })
      .returning({ id: vehicles.id, plateNo: vehicles.plateNo, plateCode: vehicles.plateCode });
    const idOf = new Map(saved.map((row) => [`${row.plateNo} ${row.plateCode}`, row.id]));
    const vehicleIds = new Map(VEHICLES.map((v) => [v.plateNo, { id: idOf.get(`${v.plateNo} ${v.plateCode}`)!, owner: v.owner }]));
    const customerOf = (civilId: string) => CUSTOMERS.find((c) => c.civilId === civilId)!;
    const policyNos = new Map<number, string>();
    await orm.insert(policies).values(POLICIES.map((p) => {
      const v = vehicleIds.get(p.plate)!;
      const coverTo = addDays(today, p.coverToDays + 1);
      const coverFrom = new Date(Date.UTC(coverTo.getUTCFullYear() - 1, coverTo.getUTCMonth(), coverTo.getUTCDate()));
      const policyNo = seededPolicyNo(p.n, p.product, coverFrom.getUTCFullYear());
      policyNos.set(p.n, policyNo);
      return {
        policyNo,
        docSerial: SEEDED_SERIAL_BASE + p.n, vehicleId: v.id, civilId: v.owner, product: p.product, planId: p.planId,
        vehicleValueBaiza: p.valueOmr * 1000, coverFrom: localTimestamp(coverFrom),
        coverTo: localTimestamp(new Date(coverTo.getTime() - 1000)), issuedAt: localTimestamp(addDays(coverFrom, -1)),
        ropStatus: p.rop?.[0] ?? null, ropNote: p.rop?.[1] ?? '', seeded: true,
      };
    }));
    await orm.insert(quotes).values(QUOTES.map((q) => {
      const v = vehicleIds.get(q.plate)!;
      const owner = customerOf(v.owner);
      const coverFrom = addDays(today, q.createdDays + 1);
      const policyNo = q.policyN === undefined ? '' : policyNos.get(q.policyN)!;
      return {
        quoteNo: seededQuoteNo(q.n, q.product, year), vehicleId: v.id, civilId: owner.civilId, mobileNo: owner.mobileNo,
        email: owner.email, product: q.product, planId: q.planId, planConfirmed: true, vehicleValueBaiza: q.valueOmr * 1000,
        status: q.status, coverFrom: localTimestamp(coverFrom), coverTo: localTimestamp(coverEnd(coverFrom)),
        policyNo, srcBusId: 'CP', createdAt: localTimestamp(addDays(today, q.createdDays)), seeded: true,
      };
    }));
    // A converted quote's policy points back at it, as a live conversion leaves it.
    for (const q of QUOTES) {
      if (q.policyN !== undefined) await orm.update(policies).set({ quoteNo: seededQuoteNo(q.n, q.product, year) }).where(eq(policies.policyNo, policyNos.get(q.policyN)!));
    }
  });
}

/** Most load customers one call makes (POST /_load-renewals). */
export const LOAD_RENEWALS_MAX = 2000;
/** Load policies' numbers: a reserved range below the seeded one, also out of the sequences' reach. */
const LOAD_SERIAL_BASE = 800_000;

/** What a load customer types on the renewal lookup form. */
export interface LoadRenewal {
  plateNumber: string;
  plateCode: string;
  civilId: string;
  mobileNo: string;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * For load runs (`npm run bench`): `count` customers (civil ID 2xxxxxxx, each a mobile of their
 * own whose last four digits differ), each with a car (plate L0001 A, L0002 A, ...) whose policy
 * expires in 30 days, so each can renew once. Calling it again undoes what was done to them (the
 * renewal quotes, payments and policies) and makes every one renewable again, as /_reset does
 * for the documented cases.
 */
export async function seedLoadRenewals(db: AppDatabase, count: number): Promise<LoadRenewal[]> {
  if (!Number.isInteger(count) || count < 1 || count > LOAD_RENEWALS_MAX) throw new RangeError(`count must be 1 to ${LOAD_RENEWALS_MAX}`);
  const today = omanDay();
  const year = today.getUTCFullYear();
  const made: LoadRenewal[] = [];
  await db.transaction(async (tx) => {
    await tx.query(MIGRATION_LOCK_SQL);
    const orm = tx.orm;
    for (let i = 1; i <= count; i++) {
      const civilId = `2${pad(i, 7)}`;
      const mobileNo = `97${500_000 + i}`;
      const plateNo = `L${pad(i, 4)}`;
      const customer = { civilId, name: `Load Customer ${i}`, mobileNo, email: '', birthDate: '1985-01-01', seeded: true, language: 'en', whatsappNo: '' };
      await orm.insert(customers).values(customer).onConflictDoUpdate({ target: customers.civilId, set: customer });
      const licence = { licenceNo: `56${pad(i, 6)}`, civilId, expiryDate: localDate(addDays(today, 900)), seeded: true };
      await orm.insert(licences).values(licence).onConflictDoUpdate({ target: licences.licenceNo, set: licence });
      const vehicle = {
        plateNo, plateCode: 'A', chassisNo: `JTNB11HK0L${pad(i, 7)}`, make: 'Toyota', model: 'Camry', modelYear: year - 2,
        bodyType: 'SALOON', usageType: 'PRIVATE', ownerCivilId: civilId, previousInsurer: OWN_INSURER_CODE, seeded: true,
      };
      const [saved] = await orm.insert(vehicles).values(vehicle)
        .onConflictDoUpdate({ target: [vehicles.plateNo, vehicles.plateCode], set: vehicle }).returning({ id: vehicles.id });
      const vehicleId = saved!.id;
      const stale = orm.select({ q: quotes.quoteNo }).from(quotes).where(eq(quotes.vehicleId, vehicleId));
      await orm.delete(payments).where(inArray(payments.quoteNo, stale));
      await orm.delete(policies).where(eq(policies.vehicleId, vehicleId));
      await orm.delete(quotes).where(eq(quotes.vehicleId, vehicleId));
      const coverTo = addDays(today, 31);
      const coverFrom = new Date(Date.UTC(coverTo.getUTCFullYear() - 1, coverTo.getUTCMonth(), coverTo.getUTCDate()));
      await orm.insert(policies).values({
        policyNo: `P/${BRANCH}/0501/${coverFrom.getUTCFullYear()}/${pad(LOAD_SERIAL_BASE + i, 6)}`,
        docSerial: LOAD_SERIAL_BASE + i, vehicleId, civilId, product: '0501', planId: '050004', vehicleValueBaiza: 9_000_000,
        coverFrom: localTimestamp(coverFrom), coverTo: localTimestamp(new Date(coverTo.getTime() - 1000)),
        issuedAt: localTimestamp(addDays(coverFrom, -1)), ropStatus: null, ropNote: '', seeded: true,
      });
      made.push({ plateNumber: plateNo, plateCode: 'A', civilId, mobileNo });
    }
  });
  return made;
}
