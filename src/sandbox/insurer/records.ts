import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db-kit/database.js';
import { groupBatch } from '../../db-kit/group-batch.js';
import { customers, licences, policies, quotes, vehicles, type CustomerRow, type PolicyRow, type QuoteRow, type VehicleRow } from './db-schema.js';

export type Db = Pick<AppDatabase, 'orm' | 'query'>;

/** A business refusal: answered as `<errMsg>`, optionally beside the vehicle's previous insurer. */
export class Refusal extends Error {
  /** ownerOfRecord: the proposal's civil id is the vehicle's owner (sent beside a refusal about the vehicle). */
  constructor(message: string, readonly previousInsurer?: string, readonly ownerOfRecord?: boolean) {
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

/**
 * Whether a looked-up civil id (or licence number) and mobile designate the record's customer.
 * `known` is that customer's row when the caller already read it (one query fewer).
 */
export async function identityMatches(db: Db, civilId: string, given: { civilId: string; mobileNo: string }, known?: CustomerRow): Promise<boolean> {
  if (!given.civilId.trim() && !given.mobileNo.trim()) return false;
  // The record's own civil id needs no licence lookup; another value may be a licence number of its holder.
  if (given.civilId.trim() && given.civilId.trim() !== civilId) {
    const licence = await findLicence(db, given.civilId);
    if (licence?.civilId !== civilId) return false;
  }
  if (given.mobileNo.trim()) {
    const customer = known?.civilId === civilId ? known : await customerByCivilId(db, civilId);
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

/** A policy of a renewal lookup with what answering it needs: its holder and its renewal quote if made. */
export interface RenewalCandidate {
  policy: PolicyRow;
  holder: CustomerRow | undefined;
  renewal: QuoteRow | undefined;
}

type RenewalFound = { vehicle: VehicleRow; candidates: RenewalCandidate[] } | undefined;
interface PlateKey {
  plateNo: string;
  plateCode: string;
}

// Built once per database handle and sent as a named prepared statement: the lookup is the
// portal's hottest insurer call, and building drizzle's SQL per call cost more than running it.
// The plates asked for in one event-loop turn are read by one statement (on PGlite every
// statement is a millisecond or two of the process's own CPU).
const renewalReaders = new WeakMap<Db['orm'], (key: PlateKey) => Promise<RenewalFound>>();

function buildRenewalQuery(orm: Db['orm']) {
  return orm
    .select({ plateNo: sql<string>`upper(${vehicles.plateNo})`, plateCode: sql<string>`upper(${vehicles.plateCode})`, vehicle: vehicles, policy: policies, holder: customers, renewal: quotes })
    .from(vehicles)
    .leftJoin(policies, eq(policies.vehicleId, vehicles.id))
    .leftJoin(customers, eq(customers.civilId, policies.civilId))
    .leftJoin(quotes, eq(quotes.previousPolicyNo, policies.policyNo))
    .where(sql`(upper(${vehicles.plateNo}), upper(${vehicles.plateCode})) in (select * from unnest(${sql.placeholder('plateNos')}::text[], ${sql.placeholder('plateCodes')}::text[]))`)
    .orderBy(vehicles.id, desc(policies.coverTo), policies.policyNo, quotes.createdAt, quotes.quoteNo)
    .prepare('sbx_ins_renewal_candidates');
}

type RenewalRow = Awaited<ReturnType<ReturnType<typeof buildRenewalQuery>['execute']>>[number];

/** One plate's answer from its rows (in the statement's order): its first vehicle, one candidate per policy. */
function candidatesOf(rows: RenewalRow[]): RenewalFound {
  const first = rows[0];
  if (!first) return undefined;
  const candidates: RenewalCandidate[] = [];
  for (const row of rows) {
    // One vehicle per plate (as findVehicle takes the first); one candidate per policy.
    if (row.vehicle.id !== first.vehicle.id || !row.policy) continue;
    if (candidates.at(-1)?.policy.policyNo === row.policy.policyNo) continue;
    candidates.push({ policy: row.policy, holder: row.holder ?? undefined, renewal: row.renewal ?? undefined });
  }
  return { vehicle: first.vehicle, candidates };
}

function renewalReader(orm: Db['orm']): (key: PlateKey) => Promise<RenewalFound> {
  const query = buildRenewalQuery(orm);
  const keyOf = (plateNo: string, plateCode: string) => JSON.stringify([plateNo, plateCode]);
  return groupBatch<PlateKey, RenewalFound>(async (keys) => {
    const unique = [...new Map(keys.map((k) => [keyOf(k.plateNo, k.plateCode), k])).values()];
    const rows = await query.execute({ plateNos: unique.map((k) => k.plateNo), plateCodes: unique.map((k) => k.plateCode) });
    const byPlate = new Map<string, RenewalRow[]>();
    for (const row of rows) {
      const key = keyOf(row.plateNo, row.plateCode);
      const list = byPlate.get(key);
      if (list) list.push(row);
      else byPlate.set(key, [row]);
    }
    return keys.map((k) => candidatesOf(byPlate.get(keyOf(k.plateNo, k.plateCode)) ?? []));
  });
}

/**
 * What a renewal lookup (getTransDtls, P) reads, in one statement: the plate's vehicle, its
 * policies latest cover first, each with its holder and its renewal quote (the first made, as
 * many are never made: one per policy). Undefined when no vehicle has that plate.
 */
export async function renewalCandidates(db: Db, plateNo: string, plateCode: string): Promise<RenewalFound> {
  if (!plateNo.trim()) return undefined;
  let read = renewalReaders.get(db.orm);
  if (!read) renewalReaders.set(db.orm, (read = renewalReader(db.orm)));
  return read({ plateNo: plateNo.trim().toUpperCase(), plateCode: plateCode.trim().toUpperCase() });
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

/** A renewal lookup by policy number: the policy with its renewal quote, if one was made (the first). */
export async function renewalCandidateByPolicyNo(db: Db, policyNo: string): Promise<RenewalCandidate | undefined> {
  const policy = await policyByNo(db, policyNo);
  if (!policy) return undefined;
  const [renewal] = await db.orm.select().from(quotes).where(eq(quotes.previousPolicyNo, policy.policyNo)).orderBy(quotes.createdAt, quotes.quoteNo).limit(1);
  return { policy, holder: undefined, renewal };
}
