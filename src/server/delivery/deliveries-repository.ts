// SQL of policy delivery (docs/customers.md "Policy delivery"): the contacts kept with the quote
// that became a policy (quote_records, migration 0001), the language and site of its payment
// (payments, migration 0175), and the messages sent about a policy (messages.reference, 0175).
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Delivery } from '../../config/delivery-wire.js';
import type { AppDatabase, DatabaseHandle } from '../types.js';

/** How the customer asked for the policy: the quote record of the payment start (spec section 7). */
export interface PolicyContacts {
  quoteNo: string;
  partnerId: string;
  sendSms: boolean;
  mobileNo: string | null;
  sendWhatsapp: boolean;
  whatsappNo: string | null;
  sendEmail: boolean;
  email: string | null;
}

/** A policy's paid payment: whose it is, the customer's language and site then. */
export interface PolicyIssue extends PolicyContacts {
  policyNo: string;
  language: 'en' | 'ar' | null;
  siteOrigin: string | null;
}

/** A delivery as staff read it, before its recipient is masked (the wire's shape: config/delivery-wire.ts). */
export type DeliveryRow = Delivery;

export interface DeliveryFilter {
  /** A policy number, or its beginning. */
  policyNo?: string;
  state?: DeliveryRow['state'];
  /** Rows created before this message's row (paging, newest first). */
  before?: string;
  /** Only this partner's (a partner's own staff). */
  partnerId?: string | undefined;
  limit: number;
}

/** The templates of policy delivery: the rows the staff screen lists. */
export const DELIVERY_TEMPLATES = ['policyDocuments'];

const CONTACTS = `q.quote_no, q.partner_id, q.send_sms, q.mobile_no, q.send_whatsapp, q.whatsapp_no, q.send_email, q.email`;

interface ContactsRow {
  quote_no: string;
  partner_id: string;
  send_sms: boolean;
  mobile_no: string | null;
  send_whatsapp: boolean;
  whatsapp_no: string | null;
  send_email: boolean;
  email: string | null;
  policy_no: string;
  language: 'en' | 'ar' | null;
  site_origin: string | null;
}

const issueOf = (r: ContactsRow): PolicyIssue => ({
  quoteNo: r.quote_no, partnerId: r.partner_id, sendSms: r.send_sms, mobileNo: r.mobile_no, sendWhatsapp: r.send_whatsapp,
  whatsappNo: r.whatsapp_no, sendEmail: r.send_email, email: r.email, policyNo: r.policy_no, language: r.language, siteOrigin: r.site_origin,
});

export function createDeliveriesRepository(db: AppDatabase) {
  return {
    /**
     * Runs fn in `tx` behind a savepoint: when it fails, its writes are undone and the error
     * thrown, but `tx` (the payment's outcome) stays good to commit.
     */
    async withSavepoint<T>(tx: DatabaseHandle, fn: () => Promise<T>): Promise<T> {
      await tx.query('savepoint policy_delivery');
      try {
        const result = await fn();
        await tx.query('release savepoint policy_delivery');
        return result;
      } catch (error) {
        await tx.query('rollback to savepoint policy_delivery');
        throw error;
      }
    },

    /** The contacts of a quote, read in the settling transaction (`tx`) that made it a policy. */
    async contactsOfQuote(tx: DatabaseHandle, quoteNo: string): Promise<PolicyContacts | undefined> {
      const [row] = await tx.query<ContactsRow>(`select ${CONTACTS} from quote_records q where q.quote_no = $1`, [quoteNo]);
      return row && issueOf({ ...row, policy_no: '', language: null, site_origin: null });
    },

    /** A policy this portal issued for this partner, with its contacts and its payment's language and site. */
    async issueOf(policyNo: string, partnerId: string): Promise<PolicyIssue | undefined> {
      const [row] = await db.query<ContactsRow>(
        `select ${CONTACTS}, p.policy_no, p.language, p.site_origin
           from payments p join quote_records q on q.quote_no = p.quote_no
          where p.policy_no = $1 and p.state = 'paid' and p.partner_id = $2 and q.partner_id = $2
          limit 1`,
        [policyNo, partnerId],
      );
      return row && issueOf(row);
    },

    /** The channels a policy's issue queued messages on (the success page says what was sent). */
    async issuedChannels(policyNo: string): Promise<string[]> {
      const rows = await db.query<{ channel: string }>(
        `select distinct channel from messages where reference = $1 and event_key like 'policy-issued:%'`, [policyNo],
      );
      return rows.map((r) => r.channel);
    },

    /** Deliveries of policies for staff, newest first. */
    async list(f: DeliveryFilter): Promise<DeliveryRow[]> {
      return db.query<DeliveryRow>(
        `select m.id, m.reference as "policyNo",
                case when m.event_key like 'policy-issued:%' then 'issued' else 'resent' end as kind,
                m.channel, m.recipient, m.language, m.state, m.attempts, m.last_error as "lastError",
                to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "createdAt",
                to_char(m.sent_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "sentAt"
           from messages m
          where m.reference is not null and m.template = any($1::text[])
            and ($2::text is null or m.reference like $2 || '%')
            and ($3::text is null or m.state = $3)
            and ($4::uuid is null or (m.created_at, m.id) < (select created_at, id from messages where id = $4::uuid))
            and ($6::text is null or m.partner_id = $6)
          order by m.created_at desc, m.id desc
          limit $5`,
        [DELIVERY_TEMPLATES, f.policyNo ? f.policyNo.replace(/[%_\\]/g, '') : null, f.state ?? null, f.before ?? null, f.limit, f.partnerId ?? null],
      );
    },
  };
}

export type DeliveriesRepository = ReturnType<typeof createDeliveriesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    deliveriesRepository: DeliveriesRepository;
  }
}

export const deliveriesRepository = fp(async (app: FastifyInstance) => {
  app.decorate('deliveriesRepository', createDeliveriesRepository(app.db));
}, { name: 'deliveries-repository', decorators: { fastify: ['db'] } });
