import { eq } from 'drizzle-orm';
import type { FieldsOf } from '../../protocols/insurer/operations.js';
import type { XmlNode } from '../../protocols/insurer/xml-codec.js';
import { localTimestamp, messageDate, omanNow, parseLocal } from './clock.js';
import { payments, policies, quotes, vehicles, type QuoteRow } from './db-schema.js';
import { DOCUMENT_KINDS } from './policy-pdf.js';
import { parseOmr, planById, type InsurerPlans } from './rating.js';
import { premiumFor } from './quote-xml.js';
import { customerByCivilId, lookUpPolicy, nextSerial, quoteByNo, Refusal, vehicleById, type Db } from './records.js';
import { BRANCH, OWN_INSURER_CODE } from './seed.js';

const PAID_STATUSES = ['Successful', 'Shipped'];

async function premiumOf(db: Db, table: InsurerPlans, quote: QuoteRow): Promise<number> {
  if (!quote.planId || !quote.planConfirmed) throw new Refusal('No plan was confirmed for this quote.');
  return premiumFor(table, await vehicleById(db, quote.vehicleId), { ...quote, planId: quote.planId }).totalBaiza;
}

function checkAmount(paid: string, dueBaiza: number): number {
  const baiza = parseOmr(paid);
  if (baiza !== dueBaiza) throw new Refusal('Paid amount does not match the premium.');
  return baiza;
}

/** Issues the policy of a paid quote, once per payment reference: a replay answers the same policy. */
export async function quoteToPolicyConversion(db: Db, table: InsurerPlans, req: FieldsOf<'quoteToPolicyConversion'>): Promise<XmlNode> {
  const ref = req.payment_id.trim();
  if (!ref) throw new Refusal('Payment reference is missing.');
  const [applied] = await db.orm.select().from(payments).where(eq(payments.paymentRef, ref));
  if (applied?.policyNo) return { quoteNo: applied.quoteNo, policyNo: applied.policyNo };
  if (!PAID_STATUSES.includes(req.order_status.trim())) throw new Refusal('Payment Failed');
  const quote = await quoteByNo(db, req.mer_param_2);
  if (!quote) throw new Refusal('Quote not found.');
  if (applied && applied.quoteNo !== quote.quoteNo) throw new Refusal('Payment reference belongs to another quote.');
  if (quote.status === 'Policy Converted' || (quote.status === 'Created' && !applied)) throw new Refusal('Quote status not valid');
  if (req.currency.trim() !== 'OMR') throw new Refusal('Payment currency must be OMR.');
  const amount = checkAmount(req.amount, await premiumOf(db, table, quote));

  const serial = await nextSerial(db, 'sbx_ins_policy_seq');
  const year = parseLocal(quote.coverFrom).getUTCFullYear();
  const policyNo = `P/${BRANCH}/${quote.product}/${year}/${String(serial % 1_000_000).padStart(6, '0')}`;
  const now = localTimestamp(omanNow());
  await db.orm.insert(policies).values({
    policyNo, docSerial: serial, vehicleId: quote.vehicleId, civilId: quote.civilId, quoteNo: quote.quoteNo,
    product: quote.product, planId: quote.planId!, vehicleValueBaiza: quote.vehicleValueBaiza,
    coverFrom: quote.coverFrom, coverTo: quote.coverTo, issuedAt: now,
  });
  await db.orm.update(quotes).set({ status: 'Policy Converted', policyNo }).where(eq(quotes.quoteNo, quote.quoteNo));
  await db.orm.update(vehicles).set({ previousInsurer: OWN_INSURER_CODE }).where(eq(vehicles.id, quote.vehicleId));
  await db.orm
    .insert(payments)
    .values({ paymentRef: ref, quoteNo: quote.quoteNo, amountBaiza: amount, policyNo, appliedAt: now })
    .onConflictDoUpdate({ target: payments.paymentRef, set: { policyNo, appliedAt: now } });
  return { quoteNo: quote.quoteNo, policyNo };
}

/** Records a received payment against a quote (status Created); the conversion then issues the policy. */
export async function approvePolicy(db: Db, table: InsurerPlans, req: FieldsOf<'approvePolicy'>): Promise<XmlNode> {
  const ref = req.paymentRefId.trim();
  if (!ref) throw new Refusal('Payment reference is missing.');
  const quote = await quoteByNo(db, req.renewalQuoteNo);
  if (!quote) throw new Refusal('Quote not found.');
  const [applied] = await db.orm.select().from(payments).where(eq(payments.paymentRef, ref));
  if (applied) {
    if (applied.quoteNo !== quote.quoteNo) throw new Refusal('Payment reference belongs to another quote.');
    return { quoteNo: quote.quoteNo, status: 'Y' };
  }
  if (quote.status !== 'Quote') throw new Refusal('Quote status not valid');
  const amount = checkAmount(req.paidAmt, await premiumOf(db, table, quote));
  await db.orm.insert(payments).values({ paymentRef: ref, quoteNo: quote.quoteNo, amountBaiza: amount, appliedAt: localTimestamp(omanNow()) });
  await db.orm.update(quotes).set({ status: 'Created' }).where(eq(quotes.quoteNo, quote.quoteNo));
  return { quoteNo: quote.quoteNo, status: 'Y' };
}

/** A document's number: the policy's serial and the kind's place, so that the number alone finds it. */
export const documentNumber = (docSerial: number, kindIndex: number) => docSerial * 10 + kindIndex + 1;

export async function getPolicyDoc(db: Db, table: InsurerPlans, req: FieldsOf<'getPolicyDoc'>, documentsBase: string): Promise<XmlNode> {
  const policy = await lookUpPolicy(db, req);
  const addOns = planById(table, policy.planId)?.addOns ?? [];
  const documents = DOCUMENT_KINDS.flatMap((kind, index) => {
    if (kind.onlyWithMedex && !addOns.includes('medex')) return [];
    const n = documentNumber(policy.docSerial, index);
    return [`${kind.label} - ${n}~~${documentsBase}/${n}`];
  });
  return { documentList: { document: documents } };
}

export async function getRopResubmissionDtls(db: Db, req: FieldsOf<'getRopResubmissionDtls'>): Promise<XmlNode> {
  const policy = await lookUpPolicy(db, req);
  switch (policy.ropStatus) {
    case 'ACCEPTED':
      return { statusMsg: `Your ROP document for policy ${policy.policyNo} was accepted on ${messageDate(policy.issuedAt)}.` };
    case 'PENDING':
      return { statusMsg: `Your ROP document for policy ${policy.policyNo} is under review.` };
    case 'REJECTED':
      throw new Refusal(`ROP document rejected: ${policy.ropNote}. Please upload it again.`);
    default:
      return {};
  }
}

/**
 * The policy a lookup designates, with the mobile on record for it (where one-time codes go): the
 * one its proposal gave (a new buyer's own number, as the portal sent it), else its holder's.
 */
export async function getPolicyDtls(db: Db, req: FieldsOf<'getPolicyDtls'>): Promise<XmlNode> {
  const policy = await lookUpPolicy(db, req);
  const proposal = policy.quoteNo ? await quoteByNo(db, policy.quoteNo) : undefined;
  const mobileNo = proposal?.mobileNo.trim() || (await customerByCivilId(db, policy.civilId)).mobileNo;
  return { policyNo: policy.policyNo, mobileNo };
}
