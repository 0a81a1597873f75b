// getExpiringPolicies, an ASSUMED operation (the spec names none; docs/customers.md, "Renewal
// reminders"): the policies whose cover ends between two Oman days, both included, with what the
// insurer knows of the holder's contact (mobile, e-mail, WhatsApp, language). A policy whose
// vehicle already has a later policy (renewed) is not listed.
import { and, asc, gte, lte, sql } from 'drizzle-orm';
import type { FieldsOf } from '../../protocols/insurer/operations.js';
import type { XmlNode } from '../../protocols/insurer/xml-codec.js';
import { parseLocal, wireTimestamp } from './clock.js';
import { customers, policies, vehicles } from './db-schema.js';
import { Refusal, type Db } from './records.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A window longer than this is refused: a year of policies is the most the portal asks for. */
const MAX_WINDOW_DAYS = 366;

function day(value: string): Date {
  const trimmed = value.trim();
  const date = DAY.test(trimmed) ? parseLocal(trimmed) : new Date(Number.NaN);
  if (Number.isNaN(date.getTime())) throw new Refusal('Invalid date. Use YYYY-MM-DD.');
  return date;
}

export async function getExpiringPolicies(db: Db, req: FieldsOf<'getExpiringPolicies'>): Promise<XmlNode> {
  const from = day(req.coverToFrom);
  const until = day(req.coverToUntil);
  const days = (until.getTime() - from.getTime()) / 86_400_000;
  if (days < 0 || days > MAX_WINDOW_DAYS) throw new Refusal(`Invalid date range (at most ${MAX_WINDOW_DAYS} days).`);
  const rows = await db.orm
    .select({
      policyNo: policies.policyNo, coverTo: policies.coverTo, name: customers.name, mobileNo: customers.mobileNo,
      email: customers.email, whatsappNo: customers.whatsappNo, language: customers.language,
      plateNo: vehicles.plateNo, plateCode: vehicles.plateCode,
    })
    .from(policies)
    .innerJoin(vehicles, sql`${vehicles.id} = ${policies.vehicleId}`)
    .innerJoin(customers, sql`${customers.civilId} = ${policies.civilId}`)
    .where(and(
      gte(policies.coverTo, `${req.coverToFrom.trim()} 00:00:00`),
      lte(policies.coverTo, `${req.coverToUntil.trim()} 23:59:59`),
      sql`not exists (select 1 from sbx_ins_policies later where later.vehicle_id = ${policies.vehicleId} and later.cover_to > ${policies.coverTo})`,
    ))
    .orderBy(asc(policies.coverTo), asc(policies.policyNo));
  return {
    policyList: {
      policy: rows.map((row) => ({
        policyNo: row.policyNo, coverToDate: wireTimestamp(row.coverTo), insuredName: row.name, mobileNo: row.mobileNo,
        eMailId: row.email, whatsappNo: row.whatsappNo, plateNumber: row.plateNo, plateCode: row.plateCode, language: row.language,
      })),
    },
  };
}
