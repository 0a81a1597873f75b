import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db-kit/database.js';
import { customers, licences, policies, quotes, vehicles, type PolicyRow, type QuoteRow, type VehicleRow } from './db-schema.js';

export type Db = Pick<AppDatabase, 'orm' | 'query'>;

/** A business refusal: answered as `<errMsg>`, optionally beside the vehicle's previous insurer. */
export class Refusal extends Error {
  constructor(message: string, readonly previousInsurer?: string) {
    super(message);
  }
}

export const POLICY_NO_PATTERN = /^P\/\d+\/\d{4}\/\d{4}\/\d{6}$/;

const lastDigits = (value: string) => value.replace(/\D/g, '').slice(-8);

export async function findVehicle(db: Db, plateNo: string, plateCode: string): Promise<VehicleRow | undefined> {
  if (!plateNo.trim()) return undefined;
  const [row] = await db.orm
    .select()
    .from(vehicles)
    .where(and(eq(sql`upper(${vehicles.plateNo})`, plateNo.trim().toUpperCase()), eq(sql`upper(${vehicles.plateCode})`, plateCode.trim().toUpperCase())));
  return row;
}

export async function vehicleById(db: Db, id: number): Promise<VehicleRow> {
  const [row] = await db.orm.select().from(vehicles).where(eq(vehicles.id, id));
  if (!row) throw new Error(`vehicle ${id} vanished`);
  return row;
}

export async function customerByCivilId(db: Db, civilId: string) {
  const [row] = await db.orm.select().from(customers).where(eq(customers.civilId, civilId));
  if (!row) throw new Error(`customer ${civilId} vanished`);
  return row;
}

/** The licence a "Civil ID / License No" value designates: by licence number, else by its holder's civil id. */
export async function findLicence(db: Db, civilIdOrLicence: string) {
  const value = civilIdOrLicence.trim();
  const rows = await db.orm
    .select()
    .from(licences)
    .where(or(eq(licences.licenceNo, value), eq(licences.civilId, value)))
    .orderBy(desc(licences.expiryDate));
  return rows.find((row) => row.licenceNo === value) ?? rows[0];
}

/** Whether a looked-up civil id (or licence number) and mobile designate the record's customer. */
export async function identityMatches(db: Db, civilId: string, given: { civilId: string; mobileNo: string }): Promise<boolean> {
  if (!given.civilId.trim() && !given.mobileNo.trim()) return false;
  // The record's own civil id needs no licence lookup; another value may be a licence number of its holder.
  if (given.civilId.trim() && given.civilId.trim() !== civilId) {
    const licence = await findLicence(db, given.civilId);
    if (licence?.civilId !== civilId) return false;
  }
  if (given.mobileNo.trim()) {
    const customer = await customerByCivilId(db, civilId);
    if (lastDigits(customer.mobileNo) !== lastDigits(given.mobileNo)) return false;
  }
  return true;
}

export async function quoteByNo(db: Db, quoteNo: string): Promise<QuoteRow | undefined> {
  const [row] = await db.orm.select().from(quotes).where(eq(quotes.quoteNo, quoteNo.trim()));
  return row;
}

export async function latestQuoteFor(db: Db, vehicleId: number, given: { civilId: string; mobileNo: string }) {
  return firstMatching(db, await db.orm.select().from(quotes).where(eq(quotes.vehicleId, vehicleId)).orderBy(desc(quotes.createdAt)), given);
}

/**
 * The vehicle of a plate and its policies, latest cover first, in one query (a renewal lookup's
 * first two questions); undefined when no vehicle has that plate.
 */
export async function vehicleWithPolicies(db: Db, plateNo: string, plateCode: string): Promise<{ vehicle: VehicleRow; policies: PolicyRow[] } | undefined> {
  if (!plateNo.trim()) return undefined;
  const rows = await db.orm
    .select({ vehicle: vehicles, policy: policies })
    .from(vehicles)
    .leftJoin(policies, eq(policies.vehicleId, vehicles.id))
    .where(and(eq(sql`upper(${vehicles.plateNo})`, plateNo.trim().toUpperCase()), eq(sql`upper(${vehicles.plateCode})`, plateCode.trim().toUpperCase())))
    .orderBy(vehicles.id, desc(policies.coverTo));
  const first = rows[0];
  if (!first) return undefined;
  // One vehicle per plate (as findVehicle takes the first); its policies are the rows that have one.
  const mine = rows.filter((row) => row.vehicle.id === first.vehicle.id);
  return { vehicle: first.vehicle, policies: mine.flatMap((row) => (row.policy ? [row.policy] : [])) };
}

/** The first of `rows` (latest first) whose holder the given civil id or mobile designates. */
export async function firstMatching<T extends { civilId: string }>(db: Db, rows: T[], given: { civilId: string; mobileNo: string }): Promise<T | undefined> {
  for (const row of rows) if (await identityMatches(db, row.civilId, given)) return row;
  return undefined;
}

export async function latestPolicyFor(db: Db, vehicleId: number, given: { civilId: string; mobileNo: string }) {
  return firstMatching(db, await db.orm.select().from(policies).where(eq(policies.vehicleId, vehicleId)).orderBy(desc(policies.coverTo)), given);
}

export async function policyByNo(db: Db, policyNo: string): Promise<PolicyRow | undefined> {
  const [row] = await db.orm.select().from(policies).where(eq(policies.policyNo, policyNo.trim()));
  return row;
}

/** The policy a document or ROP lookup designates: by number, else by plate and civil id or mobile. */
export async function lookUpPolicy(
  db: Db,
  req: { policyNo: string; plateNo: string; registrationMark: string; civilId: string; mobileNo: string },
): Promise<PolicyRow> {
  if (req.policyNo.trim()) {
    const policy = POLICY_NO_PATTERN.test(req.policyNo.trim()) ? await policyByNo(db, req.policyNo) : undefined;
    if (!policy) throw new Refusal('Invalid Policy Number');
    return policy;
  }
  const vehicle = await findVehicle(db, req.plateNo, req.registrationMark);
  const policy = vehicle && (await latestPolicyFor(db, vehicle.id, req));
  if (!policy) throw new Refusal('No policy found for the given details.');
  return policy;
}

export async function nextSerial(db: Db, sequence: 'sbx_ins_quote_seq' | 'sbx_ins_policy_seq'): Promise<number> {
  const [row] = await db.query<{ n: string | number }>(`select nextval('${sequence}') as n`);
  return Number(row!.n);
}
