// SQL of quotes: what the insurer said about them (seen_quotes, migration 0010), the spec's quote
// record (quote_records) and communication preferences (communication_preferences, migration 0001).
// Takes any handle, so that a payment's outcome (payments-repository.ts) moves the quote record
// in the payment's own transaction.
import type { MadeUnder } from '../config-state.js';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../types.js';

/** A quote as the insurer described it to this server (never as a browser did). */
export interface SeenQuote {
  quoteNo: string;
  partnerId: string;
  prodId: string;
  product: string;
  insuredName: string;
  quoteStatus: string;
  /** The plan the insurer confirmed, with its total; null while several plans are still offered. */
  planId: string | null;
  premiumBaiza: number | null;
}

export interface QuoteRecordState {
  quoteStatus: string;
  paymentStatus: string | null;
  partnerId: string;
  premiumBaiza: number | null;
  discountedPremiumBaiza: number | null;
}

/** A quote record as a payment start writes it: status Created, payment Initiated. */
export interface QuoteRecordForPayment extends MadeUnder {
  quoteNo: string;
  partnerId: string;
  transId: string | null;
  sendSms: boolean;
  mobileNo: string;
  sendWhatsapp: boolean;
  sameAsMobileNo: boolean;
  whatsappNo: string | null;
  sendEmail: boolean;
  email: string | null;
  selectedPlan: string | null;
  premiumBaiza: number;
  promoCode: string | null;
  discountBaiza: number;
  discountedPremiumBaiza: number;
}

export interface PreferencesRow {
  quoteNo: string;
  partnerId: string;
  licenseNo: string | null;
  agentCode: string | null;
  emailYn: boolean;
  emailId: string | null;
  smsYn: boolean;
  mobileNo: string;
  whatsappYn: boolean;
  whatsappNo: string | null;
}

interface RecordRow {
  quote_status: string;
  payment_status: string | null;
  partner_id: string;
  premium_baiza: number | null;
  discounted_premium_baiza: number | null;
}

export function createQuotesRepository(db: DatabaseHandle) {
  return {
    /** Stores (or refreshes) what the insurer said about a quote. */
    async rememberSeen(seen: SeenQuote): Promise<void> {
      await db.query(
        `insert into seen_quotes (quote_no, partner_id, prod_id, product, insured_name, quote_status, plan_id, premium_baiza, seen_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, now())
         on conflict (quote_no) do update set partner_id = excluded.partner_id, prod_id = excluded.prod_id,
           product = excluded.product, insured_name = excluded.insured_name, quote_status = excluded.quote_status,
           plan_id = excluded.plan_id, premium_baiza = excluded.premium_baiza, seen_at = now()`,
        [seen.quoteNo, seen.partnerId, seen.prodId, seen.product, seen.insuredName, seen.quoteStatus, seen.planId, seen.premiumBaiza],
      );
    },

    /** The insured's name and the product of a quote the insurer described, if it did. */
    async seenNames(quoteNo: string): Promise<{ insuredName: string | null; product: string | null } | undefined> {
      const [row] = await db.query<{ insured_name: string | null; product: string | null }>(
        'select insured_name, product from seen_quotes where quote_no = $1', [quoteNo],
      );
      return row && { insuredName: row.insured_name, product: row.product };
    },

    async recordOf(quoteNo: string): Promise<QuoteRecordState | undefined> {
      const [row] = await db.query<RecordRow>(
        'select quote_status, payment_status, partner_id, premium_baiza, discounted_premium_baiza from quote_records where quote_no = $1',
        [quoteNo],
      );
      return row && {
        quoteStatus: row.quote_status, paymentStatus: row.payment_status, partnerId: row.partner_id,
        premiumBaiza: row.premium_baiza, discountedPremiumBaiza: row.discounted_premium_baiza,
      };
    },

    /** Writes the record of a payment start; a quote already converted to a policy is left as it is. */
    async saveForPayment(r: QuoteRecordForPayment): Promise<void> {
      await db.query(
        `insert into quote_records (quote_no, partner_id, trans_id, send_sms, mobile_no, send_whatsapp, same_as_mobile_no,
           whatsapp_no, send_email, email, selected_plan, premium_baiza, promo_code_applied, promo_code, discount_baiza,
           discounted_premium_baiza, quote_status, payment_status, policy_no, config_version, config_release)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, 'Created', 'Initiated', null, $17, $18)
         on conflict (quote_no) do update set partner_id = excluded.partner_id, trans_id = excluded.trans_id,
           send_sms = excluded.send_sms, mobile_no = excluded.mobile_no, send_whatsapp = excluded.send_whatsapp,
           same_as_mobile_no = excluded.same_as_mobile_no, whatsapp_no = excluded.whatsapp_no, send_email = excluded.send_email,
           email = excluded.email, selected_plan = excluded.selected_plan, premium_baiza = excluded.premium_baiza,
           promo_code_applied = excluded.promo_code_applied, promo_code = excluded.promo_code, discount_baiza = excluded.discount_baiza,
           discounted_premium_baiza = excluded.discounted_premium_baiza, quote_status = 'Created', payment_status = 'Initiated',
           policy_no = null, config_version = excluded.config_version, config_release = excluded.config_release, updated_at = now()
         where quote_records.quote_status <> 'Policy Converted'`,
        [
          r.quoteNo, r.partnerId, r.transId, r.sendSms, r.mobileNo, r.sendWhatsapp, r.sameAsMobileNo, r.whatsappNo, r.sendEmail, r.email,
          r.selectedPlan, r.premiumBaiza, r.promoCode !== null, r.promoCode, r.discountBaiza, r.discountedPremiumBaiza,
          r.configVersion, r.configRelease,
        ],
      );
    },

    /** Spec: after a failed payment the quote is payable again (status Quote, payment Failed). */
    async markPaymentFailed(quoteNo: string): Promise<void> {
      await db.query(
        `update quote_records set quote_status = 'Quote', payment_status = 'Failed', policy_no = '', updated_at = now()
         where quote_no = $1 and quote_status <> 'Policy Converted'`,
        [quoteNo],
      );
    },

    async markConverted(quoteNo: string, policyNo: string): Promise<void> {
      await db.query(
        `update quote_records set quote_status = 'Policy Converted', payment_status = 'Success', policy_no = $2, updated_at = now()
         where quote_no = $1`,
        [quoteNo, policyNo],
      );
    },

    /** Adds one set of communication preferences (a history: each payment start adds one). */
    async addPreferences(p: PreferencesRow): Promise<void> {
      await db.query(
        `insert into communication_preferences (quote_no, partner_id, license_no, agent_code, email_yn, email_id, sms_yn,
           mobile_no, whatsapp_yn, whatsapp_no) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [p.quoteNo, p.partnerId, p.licenseNo, p.agentCode, p.emailYn, p.emailId, p.smsYn, p.mobileNo, p.whatsappYn, p.whatsappNo],
      );
    },
  };
}

export type QuotesRepository = ReturnType<typeof createQuotesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    quotesRepository: QuotesRepository;
  }
}

export const quotesRepository = fp(async (app: FastifyInstance) => {
  app.decorate('quotesRepository', createQuotesRepository(app.db));
}, { name: 'quotes-repository', decorators: { fastify: ['db'] } });
