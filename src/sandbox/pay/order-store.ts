// The sandbox gateway's orders in SQL (migration 0150). Raw parameterised queries: the table
// belongs to the simulator, not to the portal's typed schema.
import type { AppDatabase } from '../../db-kit/database.js';
import type { StatusFault } from './test-cards.js';

type Db = Pick<AppDatabase, 'query'>;

export type SettledStatus = 'Successful' | 'Shipped' | 'Unsuccessful' | 'Aborted';

export interface PayOrder {
  merchantId: string;
  orderId: string;
  trackingId: string;
  amountBaiza: number;
  currency: string;
  status: 'Initiated' | SettledStatus;
  quoteNo: string;
  language: string;
  redirectUrl: string;
  cancelUrl: string;
  requestFields: Record<string, string>;
  cardName: string | null;
  cardLast4: string | null;
  bankRefNo: string | null;
  failureMessage: string | null;
  statusFault: StatusFault | null;
  /** Gulf Standard Time (UTC+4, no daylight saving), as "YYYY-MM-DD HH:MM:SS.mmm". */
  createdAt: string;
  updatedAt: string;
}

export type NewPayOrder = Pick<
  PayOrder,
  'merchantId' | 'orderId' | 'trackingId' | 'amountBaiza' | 'currency' | 'quoteNo' | 'language' | 'redirectUrl' | 'cancelUrl' | 'requestFields'
>;

// Text out of SQL, so PGlite and node-postgres hand back the same types (bigint, jsonb, dates).
const COLUMNS = `merchant_id, order_id, tracking_id, amount_baiza::text AS amount_baiza, currency, status,
  quote_no, language, redirect_url, cancel_url, request_fields::text AS request_fields, card_name, card_last4,
  bank_ref_no, failure_message, status_fault,
  to_char((created_at AT TIME ZONE 'UTC') + interval '4 hours', 'YYYY-MM-DD HH24:MI:SS.MS') AS created_at,
  to_char((updated_at AT TIME ZONE 'UTC') + interval '4 hours', 'YYYY-MM-DD HH24:MI:SS.MS') AS updated_at`;

type Row = Record<string, string | null>;

function toOrder(row: Row): PayOrder {
  const s = (name: string) => row[name] ?? '';
  return {
    merchantId: s('merchant_id'),
    orderId: s('order_id'),
    trackingId: s('tracking_id'),
    amountBaiza: Number(s('amount_baiza')),
    currency: s('currency'),
    status: s('status') as PayOrder['status'],
    quoteNo: s('quote_no'),
    language: s('language'),
    redirectUrl: s('redirect_url'),
    cancelUrl: s('cancel_url'),
    requestFields: JSON.parse(s('request_fields')) as Record<string, string>,
    cardName: row.card_name ?? null,
    cardLast4: row.card_last4 ?? null,
    bankRefNo: row.bank_ref_no ?? null,
    failureMessage: row.failure_message ?? null,
    statusFault: (row.status_fault ?? null) as StatusFault | null,
    createdAt: s('created_at'),
    updatedAt: s('updated_at'),
  };
}

/** Inserts the order unless its (merchant, order id) exists; either way returns what is stored. */
export async function createOrder(db: Db, order: NewPayOrder): Promise<{ order: PayOrder; created: boolean }> {
  const inserted = await db.query<Row>(
    `INSERT INTO sandbox_pay_orders (merchant_id, order_id, tracking_id, amount_baiza, currency, quote_no,
       language, redirect_url, cancel_url, request_fields)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb)
     ON CONFLICT (merchant_id, order_id) DO NOTHING
     RETURNING ${COLUMNS}`,
    [order.merchantId, order.orderId, order.trackingId, order.amountBaiza, order.currency, order.quoteNo,
      order.language, order.redirectUrl, order.cancelUrl, JSON.stringify(order.requestFields)],
  );
  if (inserted[0]) return { order: toOrder(inserted[0]), created: true };
  const existing = await findOrder(db, order.merchantId, order.orderId);
  if (!existing) throw new Error('sandbox_pay_orders: the conflicting order vanished');
  return { order: existing, created: false };
}

export async function findOrder(db: Db, merchantId: string, orderId: string): Promise<PayOrder | undefined> {
  const rows = await db.query<Row>(
    `SELECT ${COLUMNS} FROM sandbox_pay_orders WHERE merchant_id = $1 AND order_id = $2`,
    [merchantId, orderId],
  );
  return rows[0] ? toOrder(rows[0]) : undefined;
}

export async function findByTrackingId(db: Db, trackingId: string): Promise<PayOrder | undefined> {
  const rows = await db.query<Row>(`SELECT ${COLUMNS} FROM sandbox_pay_orders WHERE tracking_id = $1`, [trackingId]);
  return rows[0] ? toOrder(rows[0]) : undefined;
}

export interface Settlement {
  status: SettledStatus;
  cardName?: string;
  cardLast4?: string;
  bankRefNo?: string;
  failureMessage?: string;
  statusFault?: StatusFault;
}

/**
 * Settles an order that is still Initiated; undefined when it was already settled, so a
 * double-clicked Pay or a replayed form cannot settle one order twice.
 */
export async function settleOrder(db: Db, trackingId: string, s: Settlement): Promise<PayOrder | undefined> {
  const rows = await db.query<Row>(
    `UPDATE sandbox_pay_orders
        SET status = $2, card_name = $3, card_last4 = $4, bank_ref_no = $5, failure_message = $6, status_fault = $7,
            updated_at = now()
      WHERE tracking_id = $1 AND status = 'Initiated'
      RETURNING ${COLUMNS}`,
    [trackingId, s.status, s.cardName ?? null, s.cardLast4 ?? null, s.bankRefNo ?? null, s.failureMessage ?? null, s.statusFault ?? null],
  );
  return rows[0] ? toOrder(rows[0]) : undefined;
}
