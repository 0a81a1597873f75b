// Issue 24, item 6: retention (PGlite, and PostgreSQL with TEST_DATABASE_URL). A lead that led to
// no quote goes after LEAD_RETENTION_DAYS with its consents and uploads; a lead with a quote, and
// quote, policy and payment records, stay ten years; a day's run happens once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { omanDay, runRetention } from './retention-job.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LEAD_RETENTION_DAYS: 30 } });
}, 60_000);
afterAll(async () => t?.close());

const q = (sql: string, params: unknown[] = []) => t.app.db.query(sql, params);
const ago = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

async function lead(transId: string, days: number, quoteNo: string | null = null) {
  await q(`insert into leads (trans_id, selected_option, accept_privacy_policy, name, mobile_no, partner_id, created_at, quote_no)
           values ($1, 'Buy Policy', true, 'R', '91234567', 'default', $2, $3)`, [transId, ago(days), quoteNo]);
  await q(`insert into consents (kind, accepted, trans_id, partner_id, channel, form_id, field, language, text_keys, text_shown, text_hash, config_version, accepted_at)
           values ('privacy', true, $1, 'default', 'web', 'lead', 'acceptPrivacyPolicy', 'en', '[]'::jsonb, 'x', 'h', 'v', $2)`, [transId, ago(days)]);
}
async function quoteRecord(quoteNo: string, transId: string | null, days: number) {
  await q(`insert into quote_records (quote_no, partner_id, trans_id, created_at, updated_at) values ($1, 'default', $2, $3, $3)`, [quoteNo, transId, ago(days)]);
}
async function payment(orderId: string, quoteNo: string, days: number) {
  await q(`insert into payments (order_id, quote_no, partner_id, amount_baiza, premium_baiza, currency, state, policy_no, created_at, updated_at)
           values ($1, $2, 'default', 1000, 1000, 'OMR', 'paid', 'P/1', $3, $3)`, [orderId, quoteNo, ago(days)]);
  await q('insert into payment_returns (order_id, enc_resp, received_at) values ($1, $2, $3)', [orderId, 'enc', ago(days)]);
}
const exists = async (table: string, column: string, value: string) => (await q(`select 1 from ${table} where ${column} = $1`, [value])).length > 0;

describe('retention', () => {
  it('deletes leads without a quote after the configured days, keeps leads with a quote and the records of ten years', async () => {
    await lead('old-no-quote', 31);
    await q(`insert into lead_uploads (trans_id, partner_id, plate_number) values ('old-no-quote', 'default', '1234')`);
    await lead('young-no-quote', 29);
    await lead('old-with-record', 200);
    await quoteRecord('Q-REC', 'old-with-record', 200);
    await lead('old-with-new-quote', 200, 'Q-NEW');
    await lead('old-with-upload-quote', 200);
    await q(`insert into lead_uploads (trans_id, partner_id, quote_no) values ('old-with-upload-quote', 'default', 'Q-UP')`);
    // Nine years: kept. Eleven years: gone, with what hangs on the quote.
    await quoteRecord('Q-9Y', null, 9 * 366);
    await payment('ord9y', 'Q-9Y', 9 * 366);
    await lead('lead-11y', 11 * 366);
    await quoteRecord('Q-11Y', 'lead-11y', 11 * 366);
    await payment('ord11y', 'Q-11Y', 11 * 366);
    await payment('ord11y-unrecorded', 'Q-LOST', 11 * 366);

    const counts = await runRetention(t.app, '2026-01-01');
    expect(counts?.leadsDeleted).toBe(1);
    expect(await exists('leads', 'trans_id', 'old-no-quote')).toBe(false);
    expect(await exists('consents', 'trans_id', 'old-no-quote')).toBe(false);
    expect(await exists('lead_uploads', 'trans_id', 'old-no-quote')).toBe(false);
    for (const kept of ['young-no-quote', 'old-with-record', 'old-with-new-quote', 'old-with-upload-quote']) expect(await exists('leads', 'trans_id', kept), kept).toBe(true);
    expect(await exists('consents', 'trans_id', 'old-with-record')).toBe(true);
    expect(await exists('quote_records', 'quote_no', 'Q-9Y')).toBe(true);
    expect(await exists('payments', 'order_id', 'ord9y')).toBe(true);
    expect(await exists('payment_returns', 'order_id', 'ord9y')).toBe(true);
    for (const [table, column, value] of [['quote_records', 'quote_no', 'Q-11Y'], ['payments', 'order_id', 'ord11y'], ['payment_returns', 'order_id', 'ord11y'],
      ['payments', 'order_id', 'ord11y-unrecorded'], ['leads', 'trans_id', 'lead-11y'], ['consents', 'trans_id', 'lead-11y']] as const) {
      expect(await exists(table, column, value), `${table} ${value}`).toBe(false);
    }
    expect(counts!.recordsDeleted).toBeGreaterThanOrEqual(6);
  });

  it('runs a day once, however many processes offer it', async () => {
    await lead('day-lead', 40);
    const runs = await Promise.all([runRetention(t.app, '2026-02-02'), runRetention(t.app, '2026-02-02'), runRetention(t.app, '2026-02-02')]);
    expect(runs.filter((r) => r !== undefined)).toHaveLength(1);
    expect(await exists('leads', 'trans_id', 'day-lead')).toBe(false);
    const [row] = await q(`select leads_deleted from retention_runs where day = '2026-02-02'`);
    expect(row).toEqual({ leads_deleted: 1 });
    expect(await runRetention(t.app, '2026-02-02')).toBeUndefined();
  });

  it('names the Oman day', () => {
    expect(omanDay(new Date('2026-03-01T19:59:00Z'))).toBe('2026-03-01');
    expect(omanDay(new Date('2026-03-01T20:00:00Z'))).toBe('2026-03-02');
  });
});
