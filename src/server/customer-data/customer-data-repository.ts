// Every SQL statement of a customer's data download (issue 24, item 6): what the portal keeps
// about one quote, its leads, consents, payments and the messages to the mobile on its record.
// Never an image's bytes, a code's parameters or the gateway's raw return.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../types.js';

export interface CustomerDataKey {
  quoteNo: string;
  partnerId: string;
  /** The mobile on the insurer's record of the quote (the one the code went to), 8 digits. */
  mobile: string;
}

type Row = Record<string, unknown>;

export interface CustomerData {
  leads: Row[];
  leadUploads: Row[];
  extraFields: Row[];
  consents: Row[];
  quotes: Row[];
  communicationPreferences: Row[];
  payments: Row[];
  messages: Row[];
}

export function createCustomerDataRepository(db: AppDatabase) {
  return {
    async collect(k: CustomerDataKey): Promise<CustomerData> {
      const q = [k.quoteNo, k.partnerId];
      const quotes = await db.query(
        `select quote_no, trans_id, selected_plan, premium_baiza, discounted_premium_baiza, promo_code, quote_status, payment_status, policy_no,
                send_sms, mobile_no, send_whatsapp, whatsapp_no, send_email, email, created_at, updated_at
         from quote_records where quote_no = $1 and partner_id = $2`, q,
      );
      // The leads that led to this quote: the quote record's, the new quote's, an upload's or an extra field's.
      const transIds = (await db.query<{ trans_id: string }>(
        `select trans_id from leads where quote_no = $1 and partner_id = $2
         union select trans_id from quote_records where quote_no = $1 and partner_id = $2 and trans_id is not null
         union select trans_id from lead_uploads where (quote_no = $1 or policy_no = $1) and partner_id = $2
         union select trans_id from extra_fields where quote_no = $1 and partner_id = $2 and trans_id is not null`, q,
      )).map((r) => r.trans_id);
      const t = [transIds, k.partnerId];
      const leads = await db.query(
        `select trans_id, selected_option, accept_privacy_policy, name, mobile_no, journey_id, lead_status, created_at
         from leads where trans_id = any($1::text[]) and partner_id = $2 order by created_at`, t,
      );
      const leadUploads = await db.query(
        `select trans_id, mulkiya_input_type, plate_number, plate_code, plate_type, dl_input_type, license_no, full_name, selected_product,
                vehicle_value_baiza, quote_no, policy_no, created_at
         from lead_uploads where trans_id = any($1::text[]) and partner_id = $2 order by id`, t,
      );
      const extraFields = await db.query(
        `select trans_id, quote_no, fields, created_at from extra_fields
         where (trans_id = any($1::text[]) or quote_no = $3) and partner_id = $2 order by id`, [...t, k.quoteNo],
      );
      const consents = await db.query(
        `select kind, accepted, trans_id, quote_no, channel, language, text_shown, text_hash, config_version, config_release, accepted_at
         from consents where (trans_id = any($1::text[]) or quote_no = $3) and partner_id = $2 order by accepted_at, id`, [...t, k.quoteNo],
      );
      const communicationPreferences = await db.query(
        `select quote_no, email_yn, email_id, sms_yn, mobile_no, whatsapp_yn, whatsapp_no, created_at
         from communication_preferences where quote_no = $1 and partner_id = $2 order by id`, q,
      );
      const payments = await db.query<{ policy_no: string | null } & Row>(
        `select order_id as reference, amount_baiza, premium_baiza, currency, skip_payment, state, policy_no, created_at, updated_at
         from payments where quote_no = $1 and partner_id = $2 order by created_at`, q,
      );
      // Messages to the mobile the code proved the customer holds, and those about this quote's policies.
      const policies = payments.map((p) => p.policy_no).filter((p): p is string => !!p);
      const messages = await db.query(
        `select channel, recipient, language, template, case when sensitive then null else params end as params, state, created_at, sent_at
         from messages
         where (partner_id is null or partner_id = $3)
           and (recipient = $1 or exists (select 1 from unnest($2::text[]) p where messages.event_key like '%:' || p || ':%'))
         order by created_at`, [k.mobile, policies, k.partnerId],
      );
      return { leads, leadUploads, extraFields, consents, quotes, communicationPreferences, payments, messages };
    },
  };
}

export type CustomerDataRepository = ReturnType<typeof createCustomerDataRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    customerDataRepository: CustomerDataRepository;
  }
}

export const customerDataRepository = fp(async (app: FastifyInstance) => {
  app.decorate('customerDataRepository', createCustomerDataRepository(app.db));
}, { name: 'customer-data-repository', decorators: { fastify: ['db'] } });
