// SQL of payments (tables payments and payment_returns, migrations 0010 and 0030). Exactly-once
// settlement rests on two database facts, not on anything in this process: a claim is one
// conditional UPDATE that only one request can win, and a partial unique index allows one paid
// payment per quote. The settler's round (settler.ts) reserves its orders here too.
import type { StoredPaymentResult } from '../../config/payment-wire.js';
import type { MadeUnder } from '../config-state.js';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { PaymentVisit } from '../events/step-events.js';
import { createQuotesRepository } from '../quotes/quotes-repository.js';
import type { AppDatabase, DatabaseHandle } from '../types.js';

export type PaymentState = 'initiated' | 'returned' | 'settling' | 'paid' | 'failed';

/** The spec's payment response (section 3) plus what the result pages show, as settling keeps it. */
export type PaymentResult = StoredPaymentResult;

export interface PaymentRow {
  order_id: string;
  quote_no: string;
  partner_id: string;
  amount_baiza: number;
  premium_baiza: number;
  currency: string;
  skip_payment: boolean;
  state: PaymentState;
  policy_no: string | null;
  result: PaymentResult | null;
  /** The customer's language and site when the payment started (null for orders from before migration 0175). */
  language: 'en' | 'ar' | null;
  site_origin: string | null;
  /** The visit, journey and device the order was made in (migration 0203: the funnel's money steps), null without a visit id. */
  visit_id: string | null;
  journey: string | null;
  device: 'phone' | 'desktop' | null;
  config_release: number | null;
}

export type NewPayment = Pick<PaymentRow, 'order_id' | 'quote_no' | 'partner_id' | 'amount_baiza' | 'premium_baiza' | 'currency' | 'skip_payment' | 'state'>
  & { made: MadeUnder; language?: 'en' | 'ar'; site_origin?: string; visit?: PaymentVisit };

/** How the settler's round picks orders (settler.ts's SettlerOptions). */
export interface DueOrders {
  backoffSeconds: number;
  maxBackoffSeconds: number;
  giveUpHours: number;
  batchSize: number;
}

const COLUMNS = 'order_id, quote_no, partner_id, amount_baiza, premium_baiza, currency, skip_payment, state, policy_no, result, language, site_origin, visit_id, journey, device, config_release';

/** A claim older than this belongs to a request that died; the next request may take it over. */
export const STALE_CLAIM_SECONDS = 120;

/** A cap on kept return posts per order: enough for reloads and replays, not a storage sink. */
export const MAX_RETURNS_PER_ORDER = 20;

export function createPaymentsRepository(db: AppDatabase) {
  return {
    async insert(p: NewPayment): Promise<void> {
      await db.query(
        `insert into payments (order_id, quote_no, partner_id, amount_baiza, premium_baiza, currency, skip_payment, state, config_version, config_release,
           language, site_origin, visit_id, journey, device)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
        [p.order_id, p.quote_no, p.partner_id, p.amount_baiza, p.premium_baiza, p.currency, p.skip_payment, p.state, p.made.configVersion, p.made.configRelease,
          p.language ?? null, p.site_origin ?? null, p.visit?.visitId ?? null, p.visit?.journey ?? null, p.visit?.device ?? null],
      );
    },

    async byOrder(orderId: string): Promise<PaymentRow | undefined> {
      const [row] = await db.query<PaymentRow>(`select ${COLUMNS} from payments where order_id = $1`, [orderId]);
      return row;
    },

    /** The state of the quote's latest order, if it has any. */
    async latestStateOf(quoteNo: string): Promise<PaymentState | undefined> {
      const [latest] = await db.query<{ state: PaymentState }>('select state from payments where quote_no = $1 order by created_at desc limit 1', [quoteNo]);
      return latest?.state;
    },

    async hasPaidOrder(quoteNo: string): Promise<boolean> {
      const [paid] = await db.query(`select 1 from payments where quote_no = $1 and state = 'paid'`, [quoteNo]);
      return paid !== undefined;
    },

    /** The quote's orders that came back from the gateway but are not settled, oldest first. */
    async unsettledReturnsOf(quoteNo: string): Promise<string[]> {
      const rows = await db.query<{ order_id: string }>(
        `select order_id from payments where quote_no = $1 and state in ('returned', 'settling') order by created_at`, [quoteNo],
      );
      return rows.map((r) => r.order_id);
    },

    /**
     * Keeps every return post of an unsettled order (migration 0030): none of them decides anything,
     * so a forged one posted first cannot hide the genuine one. Returns whether it was kept.
     */
    async recordReturn(orderId: string, encResp: string): Promise<boolean> {
      const [kept] = await db.query<{ id: string }>(
        `insert into payment_returns (order_id, enc_resp)
         select order_id, $2 from payments
         where order_id = $1 and state not in ('paid', 'failed')
           and (select count(*) from payment_returns r where r.order_id = $1) < $3
         returning id::text`,
        [orderId, encResp, MAX_RETURNS_PER_ORDER],
      );
      await db.query(`update payments set state = 'returned', updated_at = now() where order_id = $1 and state = 'initiated'`, [orderId]);
      return kept !== undefined;
    },

    /** Every kept return post of an order, oldest first. */
    async returnsOf(orderId: string): Promise<string[]> {
      const rows = await db.query<{ enc_resp: string }>('select enc_resp from payment_returns where order_id = $1 order by id', [orderId]);
      return rows.map((r) => r.enc_resp);
    },

    /** Takes the right to settle: one UPDATE, so of any number of parallel requests one wins. */
    async claim(orderId: string): Promise<PaymentRow | undefined> {
      const [row] = await db.query<PaymentRow>(
        `update payments set state = 'settling', claimed_at = now(), updated_at = now()
         where order_id = $1 and (state in ('initiated', 'returned')
           or (state = 'settling' and claimed_at < now() - make_interval(secs => $2)))
         returning ${COLUMNS}`,
        [orderId, STALE_CLAIM_SECONDS],
      );
      return row;
    },

    /** Gives the claim back without a decision (the gateway or insurer could not answer): a reload retries. */
    async release(orderId: string, result: PaymentResult | null): Promise<void> {
      await db.query(
        `update payments set state = case when skip_payment or exists (select 1 from payment_returns r where r.order_id = payments.order_id)
           then 'returned' else 'initiated' end,
           claimed_at = null, result = $2, updated_at = now()
         where order_id = $1 and state = 'settling'`,
        [orderId, result === null ? null : JSON.stringify(result)],
      );
    },

    /**
     * The final word on a payment; the quote record follows it in the same transaction, and so does
     * `issued` (the policy's delivery, delivery/policy-delivery.ts) when it made the policy.
     */
    async finish(row: PaymentRow, state: 'paid' | 'failed', result: PaymentResult, issued?: (tx: DatabaseHandle) => Promise<void>): Promise<void> {
      await db.transaction(async (tx) => {
        const finished = await tx.query(
          `update payments set state = $2, policy_no = $3, result = $4, claimed_at = null, updated_at = now()
           where order_id = $1 and state = 'settling' returning order_id`,
          [row.order_id, state, result.policyNo || null, JSON.stringify(result)],
        );
        const quotes = createQuotesRepository(tx);
        // A failed payment makes the quote payable again; the server writes it here, where the
        // outcome is settled, so the failure page no longer has to ask.
        if (state === 'paid') await quotes.markConverted(row.quote_no, result.policyNo);
        else await quotes.markPaymentFailed(row.quote_no);
        if (state === 'paid' && result.policyNo && finished.length === 1 && issued) await issued(tx);
      });
    },

    /** Reserves the due orders of the settler's round: their next check moves on by the back-off at once. */
    async reserveDue(o: DueOrders): Promise<Array<{ order_id: string; check_attempts: number }>> {
      return db.query(
        `update payments p
            set check_attempts = p.check_attempts + 1,
                next_check_at = now() + make_interval(secs => least($2::float8, $1::float8 * power(2, p.check_attempts)))
          where p.order_id in (
            select order_id from payments
             where state in ('initiated', 'returned') and not skip_payment
               and created_at > now() - make_interval(hours => $3::int)
               and coalesce(next_check_at, created_at + make_interval(secs => $1::float8)) <= now()
             order by coalesce(next_check_at, created_at)
             limit $4
             for update skip locked)
          returning p.order_id, p.check_attempts`,
        [o.backoffSeconds, o.maxBackoffSeconds, o.giveUpHours, o.batchSize],
      );
    },

    /** Takes the orders past the give-up age out of the settler's rounds for good; answers them. */
    async giveUp(giveUpHours: number): Promise<Array<{ order_id: string; state: string; quote_no: string }>> {
      return db.query(
        `update payments set next_check_at = 'infinity', updated_at = now()
          where state in ('initiated', 'returned') and not skip_payment
            and created_at <= now() - make_interval(hours => $1::int)
            and (next_check_at is null or next_check_at <> 'infinity')
          returning order_id, state, quote_no`,
        [giveUpHours],
      );
    },

    /** What the gateway said at the settler's last check of a still open order. */
    async noteLastCheck(orderId: string, lastCheck: string): Promise<void> {
      await db.query('update payments set last_check = $2 where order_id = $1', [orderId, lastCheck]);
    },

    /** Came back from the gateway but not settled yet (waiting for the gateway's word): a metric. */
    async countPending(): Promise<number> {
      return (await db.query<{ n: number }>(`select count(*)::int as n from payments where state in ('returned', 'settling')`))[0]?.n ?? 0;
    },

    /** A paid gateway status (or a mismatch) on a payment that bought no policy, money to give back: a metric. */
    async countRefundNeeded(): Promise<number> {
      return (await db.query<{ n: number }>(
        `select count(*)::int as n from payments
          where state = 'failed' and result->>'order_status' in ('Successful', 'Shipped', 'Mismatch')`,
      ))[0]?.n ?? 0;
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    paymentsRepository: PaymentsRepository;
  }
}

export const paymentsRepository = fp(async (app: FastifyInstance) => {
  app.decorate('paymentsRepository', createPaymentsRepository(app.db));
}, { name: 'payments-repository', decorators: { fastify: ['db'] } });
