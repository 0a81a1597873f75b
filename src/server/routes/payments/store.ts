// The payments table (migration 0010). Exactly-once settlement rests on two database facts, not
// on anything in this process: a claim is one conditional UPDATE that only one request can win,
// and a partial unique index allows one paid payment per quote.
import type { DatabaseHandle } from '../../types.js';

export type PaymentState = 'initiated' | 'returned' | 'settling' | 'paid' | 'failed';

export interface StoredDocument {
  label: string;
  url: string;
}

/** The spec's payment response (section 3) plus what the result pages show. */
export interface PaymentResult {
  order_status: string;
  amount: string;
  currency: string;
  payment_id: string;
  mer_param_2: string;
  policyNo: string;
  insuredName: string;
  product: string;
  documents: StoredDocument[];
}

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
}

const COLUMNS = 'order_id, quote_no, partner_id, amount_baiza, premium_baiza, currency, skip_payment, state, policy_no, result';

/** A claim older than this belongs to a request that died; the next request may take it over. */
export const STALE_CLAIM_SECONDS = 120;

export async function insertPayment(
  db: DatabaseHandle,
  p: Pick<PaymentRow, 'order_id' | 'quote_no' | 'partner_id' | 'amount_baiza' | 'premium_baiza' | 'currency' | 'skip_payment' | 'state'>,
): Promise<void> {
  await db.query(
    `insert into payments (order_id, quote_no, partner_id, amount_baiza, premium_baiza, currency, skip_payment, state)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [p.order_id, p.quote_no, p.partner_id, p.amount_baiza, p.premium_baiza, p.currency, p.skip_payment, p.state],
  );
}

export async function paymentByOrder(db: DatabaseHandle, orderId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.query<PaymentRow>(`select ${COLUMNS} from payments where order_id = $1`, [orderId]);
  return row;
}

/** A cap on kept return posts per order: enough for reloads and replays, not a storage sink. */
export const MAX_RETURNS_PER_ORDER = 20;

/**
 * Keeps every return post of an unsettled order (migration 0030): none of them decides anything,
 * so a forged one posted first cannot hide the genuine one. Returns whether it was kept.
 */
export async function recordReturn(db: DatabaseHandle, orderId: string, encResp: string): Promise<boolean> {
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
}

/** Every kept return post of an order, oldest first. */
export async function returnsOf(db: DatabaseHandle, orderId: string): Promise<string[]> {
  const rows = await db.query<{ enc_resp: string }>('select enc_resp from payment_returns where order_id = $1 order by id', [orderId]);
  return rows.map((r) => r.enc_resp);
}

/** Takes the right to settle: one UPDATE, so of any number of parallel requests one wins. */
export async function claimPayment(db: DatabaseHandle, orderId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.query<PaymentRow>(
    `update payments set state = 'settling', claimed_at = now(), updated_at = now()
     where order_id = $1 and (state in ('initiated', 'returned')
       or (state = 'settling' and claimed_at < now() - make_interval(secs => $2)))
     returning ${COLUMNS}`,
    [orderId, STALE_CLAIM_SECONDS],
  );
  return row;
}

/** Gives the claim back without a decision (the gateway or insurer could not answer): a reload retries. */
export async function releasePayment(db: DatabaseHandle, orderId: string, result: PaymentResult | null): Promise<void> {
  await db.query(
    `update payments set state = case when skip_payment or exists (select 1 from payment_returns r where r.order_id = payments.order_id)
       then 'returned' else 'initiated' end,
       claimed_at = null, result = $2, updated_at = now()
     where order_id = $1 and state = 'settling'`,
    [orderId, result === null ? null : JSON.stringify(result)],
  );
}

/** The final word on a payment; the quote record follows it in the same transaction. */
export async function finishPayment(db: DatabaseHandle, row: PaymentRow, state: 'paid' | 'failed', result: PaymentResult): Promise<void> {
  await db.query(
    `update payments set state = $2, policy_no = $3, result = $4, claimed_at = null, updated_at = now()
     where order_id = $1 and state = 'settling'`,
    [row.order_id, state, result.policyNo || null, JSON.stringify(result)],
  );
  if (state === 'paid') {
    await db.query(
      `update quote_records set quote_status = 'Policy Converted', payment_status = 'Success', policy_no = $2, updated_at = now()
       where quote_no = $1`,
      [row.quote_no, result.policyNo],
    );
  } else {
    // Spec: after a failed payment the quote is payable again (status Quote, payment Failed). The
    // server writes it here, where the outcome is settled; the failure page no longer has to ask.
    await db.query(
      `update quote_records set quote_status = 'Quote', payment_status = 'Failed', policy_no = '', updated_at = now()
       where quote_no = $1 and quote_status <> 'Policy Converted'`,
      [row.quote_no],
    );
  }
}
