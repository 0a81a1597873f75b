import { and, eq, gte, inArray } from 'drizzle-orm';
import type { FieldsOf } from '../../protocols/insurer/operations.js';
import type { XmlNode } from '../../protocols/insurer/xml-codec.js';
import { addDays, coverEnd, daysBetween, localTimestamp, messageDate, omanDay, omanNow, parseLocal } from './clock.js';
import { quotes, type PolicyRow, type QuoteRow, type VehicleRow } from './db-schema.js';
import { omr, parseOmr, planById, ratedOnValue, type InsurerPlans } from './rating.js';
import { premiumFor, quoteXml } from './quote-xml.js';
import {
  customerByCivilId, findLicence, findVehicle, identityMatches, latestQuoteFor, nextSerial, POLICY_NO_PATTERN, quoteByNo, Refusal,
  renewalCandidateByPolicyNo, renewalCandidates, vehicleById, type Db, type RenewalCandidate,
} from './records.js';
import { BRANCH } from './seed.js';

export const RENEWAL_WINDOW_DAYS = 180;
export const ACTIVE_QUOTE_DAYS = 30;

async function newQuoteNo(db: Db, product: string): Promise<string> {
  const serial = await nextSerial(db, 'sbx_ins_quote_seq');
  return `${BRANCH}/${omanNow().getUTCFullYear()}/${product}/Q/${String(serial % 1_000_000).padStart(6, '0')}`;
}

/** The renewal quote of a policy inside its window: made on first lookup, the same one after. */
async function renewalQuote(db: Db, table: InsurerPlans, { policy, holder, renewal }: RenewalCandidate, vehicle: VehicleRow): Promise<QuoteRow> {
  const today = omanDay();
  const coverTo = parseLocal(policy.coverTo);
  if (coverTo < today) throw new Refusal(`Policy expired on ${messageDate(policy.coverTo)}.`);
  if (daysBetween(today, coverTo) > RENEWAL_WINDOW_DAYS) {
    throw new Refusal(`Please try ${RENEWAL_WINDOW_DAYS} days before the policy expiry Date ${messageDate(policy.coverTo)}`);
  }
  if (renewal) return renewal;
  const coverFrom = new Date(coverTo.getTime() + 1000);
  // A year older, the vehicle is insured for 90% of last year's value, in whole rials.
  const value = Math.floor((policy.vehicleValueBaiza * 0.9) / 1000) * 1000;
  premiumFor(table, vehicle, { product: policy.product, planId: policy.planId, vehicleValueBaiza: value, coverFrom: localTimestamp(coverFrom) });
  const customer = holder ?? (await customerByCivilId(db, policy.civilId));
  const [row] = await db.orm
    .insert(quotes)
    .values({
      quoteNo: await newQuoteNo(db, policy.product), vehicleId: policy.vehicleId, civilId: policy.civilId,
      mobileNo: customer.mobileNo, email: customer.email, product: policy.product, planId: policy.planId,
      planConfirmed: true, vehicleValueBaiza: value, status: 'Quote', coverFrom: localTimestamp(coverFrom),
      coverTo: localTimestamp(coverEnd(coverFrom)), previousPolicyNo: policy.policyNo, createdAt: localTimestamp(omanNow()),
    })
    .returning();
  return row!;
}

/** getTransDtls P by plate: everything it reads comes in one query (records.ts renewalCandidates). */
async function renewalAnswer(db: Db, table: InsurerPlans, plateNo: string, plateCode: string, given: { civilId: string; mobileNo: string }): Promise<XmlNode> {
  const found = await renewalCandidates(db, plateNo, plateCode);
  if (!found) throw new Refusal('No records found for the given details.');
  const { vehicle } = found;
  let chosen: RenewalCandidate | undefined;
  for (const candidate of found.candidates) {
    if (await identityMatches(db, candidate.policy.civilId, given, candidate.holder)) {
      chosen = candidate;
      break;
    }
  }
  if (!chosen) throw new Refusal('No policy found for the given details.', vehicle.previousInsurer);
  try {
    const quote = await renewalQuote(db, table, chosen, vehicle);
    return { previousInsurer: vehicle.previousInsurer, quote: await quoteXml(db, table, quote, false, vehicle, chosen.holder) };
  } catch (err) {
    if (err instanceof Refusal) throw new Refusal(err.message, vehicle.previousInsurer);
    throw err;
  }
}

/** P: the renewal quote of the customer's policy; Q: the quote by number, else the latest for plate + person. */
export async function getTransDtls(db: Db, table: InsurerPlans, req: FieldsOf<'getTransDtls'>): Promise<XmlNode> {
  if (req.quoteNo.trim()) {
    const quote = await quoteByNo(db, req.quoteNo);
    if (!quote) throw new Refusal('Quote not found.');
    const vehicle = await vehicleById(db, quote.vehicleId);
    return { previousInsurer: vehicle.previousInsurer, quote: await quoteXml(db, table, quote, false, vehicle) };
  }
  if (req.policyNo.trim()) {
    // By the policy's own number: the number designates the holder, so no civil id or mobile is asked.
    const candidate = POLICY_NO_PATTERN.test(req.policyNo.trim()) ? await renewalCandidateByPolicyNo(db, req.policyNo) : undefined;
    if (!candidate) throw new Refusal('Invalid Policy Number');
    const { policy } = candidate;
    const vehicle = await vehicleById(db, policy.vehicleId);
    const quote = req.txnTyp === 'P' ? await renewalQuote(db, table, candidate, vehicle) : await latestQuoteFor(db, vehicle.id, { civilId: policy.civilId, mobileNo: '' });
    if (!quote) throw new Refusal('No quote found for the given details.', vehicle.previousInsurer);
    return { previousInsurer: vehicle.previousInsurer, quote: await quoteXml(db, table, quote, false, vehicle) };
  }
  const given = { civilId: req.civilId, mobileNo: req.mobileNo };
  if (req.txnTyp === 'P') return renewalAnswer(db, table, req.plateNumber, req.plateCode, given);
  const vehicle = await findVehicle(db, req.plateNumber, req.plateCode);
  if (!vehicle) throw new Refusal('No records found for the given details.');
  const quote = await latestQuoteFor(db, vehicle.id, given);
  if (!quote) throw new Refusal('No quote found for the given details.', vehicle.previousInsurer);
  return { previousInsurer: vehicle.previousInsurer, quote: await quoteXml(db, table, quote, false, vehicle) };
}

export async function getQuote(db: Db, table: InsurerPlans, req: FieldsOf<'getQuote'>, allPlans: boolean): Promise<XmlNode> {
  let quote: QuoteRow | undefined;
  if (req.quoteNo.trim()) quote = await quoteByNo(db, req.quoteNo);
  else {
    const vehicle = await findVehicle(db, req.plateNo, req.registrationMark);
    quote = vehicle && (await latestQuoteFor(db, vehicle.id, { civilId: req.civilId, mobileNo: req.mobileNo }));
  }
  if (!quote) throw new Refusal('Quote not found.');
  if (!allPlans && !quote.planId) throw new Refusal('No plan (riskType) was chosen for this quote.');
  return { quote: await quoteXml(db, table, quote, allPlans) };
}

/** Registers a new-business proposal and answers its quote number; rating happens at getQuote. */
export async function createPolicy(db: Db, table: InsurerPlans, req: FieldsOf<'createPolicy'>): Promise<XmlNode> {
  const product = req.product.trim();
  if (!table.products.has(product)) throw new Refusal(`Invalid product ${product}.`);
  const licence = await findLicence(db, req.civilId);
  if (!licence) throw new Refusal('Driving licence number not found / رقم رخصة القيادة غير موجود');
  if (parseLocal(licence.expiryDate) < omanDay()) throw new Refusal('INVALID-LIC_DATE_EXPIRY');
  const vehicle = await findVehicle(db, req.plateNo, req.registrationMark);
  if (!vehicle) throw new Refusal('Vehicle details not found for the given plate number.');
  if (req.chasisNo.trim() && req.chasisNo.trim().toUpperCase() !== vehicle.chassisNo.toUpperCase()) {
    throw new Refusal('Chassis number does not match the registered vehicle.');
  }
  const [active] = await db.orm
    .select()
    .from(quotes)
    .where(and(
      eq(quotes.vehicleId, vehicle.id),
      eq(quotes.previousPolicyNo, ''),
      inArray(quotes.status, ['Quote', 'Created']),
      gte(quotes.createdAt, localTimestamp(addDays(omanDay(), -ACTIVE_QUOTE_DAYS))),
    ));
  if (active) {
    throw new Refusal(`Active quote exists for the given vehicle chassis number ${vehicle.chassisNo}. Quote No: ${active.quoteNo}`);
  }
  const planId = req.riskType.trim();
  if (planId && planById(table, planId)?.product !== product) throw new Refusal(`Plan ${planId} is not offered for product ${product}.`);
  const valueBaiza = req.vehicleValue.trim() ? parseOmr(req.vehicleValue) : 0;
  if (valueBaiza === null) throw new Refusal('Vehicle value is not a valid amount.');
  const coverFrom = addDays(omanDay(), 1);
  // Refuse now what could never be rated (comprehensive on an old car, no value), not at payment.
  const ratedPlan = planId || table.plans.find((p) => p.product === product)?.planId;
  if (!ratedPlan) throw new Refusal(`No plan is offered for product ${product}.`);
  const valued = ratedOnValue(table, product);
  try {
    premiumFor(table, vehicle, {
      product, planId: ratedPlan, vehicleValueBaiza: valued ? valueBaiza : 0, coverFrom: localTimestamp(coverFrom),
    });
  } catch (err) {
    // A refusal about this vehicle says whether the proposer is its owner of record, so the portal
    // may tell the owner why (and only the owner: the reason describes the vehicle).
    if (err instanceof Refusal) throw new Refusal(err.message, undefined, vehicle.ownerCivilId === licence.civilId);
    throw err;
  }
  const quoteNo = await newQuoteNo(db, product);
  await db.orm.insert(quotes).values({
    quoteNo, vehicleId: vehicle.id, civilId: licence.civilId, mobileNo: req.mobileNo.trim(), email: req.emailId.trim(),
    product, planId: planId || null, planConfirmed: planId !== '', vehicleValueBaiza: valued ? valueBaiza : 0,
    status: 'Quote', coverFrom: localTimestamp(coverFrom), coverTo: localTimestamp(coverEnd(coverFrom)),
    srcBusId: req.srcBusId, createdAt: localTimestamp(omanNow()),
  });
  return { quoteNo };
}

export async function confirmPackage(db: Db, table: InsurerPlans, req: FieldsOf<'confirmPackage'>): Promise<XmlNode> {
  const quote = await quoteByNo(db, req.quoteNo);
  if (!quote) throw new Refusal('Quote not found.');
  if (quote.status !== 'Quote') throw new Refusal('Quote status not valid');
  if (req.prodId.trim() !== quote.product) throw new Refusal('Product does not match the quote.');
  const plan = planById(table, req.packageId.trim());
  if (plan?.product !== quote.product) throw new Refusal('Invalid package for the product.');
  const premium = premiumFor(table, await vehicleById(db, quote.vehicleId), { ...quote, planId: plan.planId });
  await db.orm.update(quotes).set({ planId: plan.planId, planConfirmed: true }).where(eq(quotes.quoteNo, quote.quoteNo));
  return { quoteNo: quote.quoteNo, packageId: plan.planId, premiumAmt: omr(premium.totalBaiza) };
}

export async function getPlanStatus(db: Db, req: FieldsOf<'getPlanStatus'>): Promise<XmlNode> {
  const quote = await quoteByNo(db, req.quoteNo);
  if (!quote) throw new Refusal('Quote not found.');
  return { quoteNo: quote.quoteNo, status: quote.planConfirmed && quote.planId ? 'Y' : 'N' };
}
