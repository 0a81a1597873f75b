// Every SQL statement of retention (issue 24, item 6): leads that led to no quote are deleted after
// LEAD_RETENTION_DAYS; policy, payment and quote records (and what hangs on them) after ten years.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AppDatabase, DatabaseHandle } from '../types.js';

export interface RetentionCounts {
  leadsDeleted: number;
  recordsDeleted: number;
}

/** Rows deleted per statement: a large backlog is cleared over several runs, never in one long lock. */
const BATCH = 5000;

// A lead "has a quote" when the quote record, the new quote, an upload or an extra field names one.
const LEADS_WITHOUT_QUOTE = `
  select l.trans_id from leads l
  where l.created_at < now() - make_interval(days => $1::int)
    and coalesce(l.quote_no, '') = ''
    and not exists (select 1 from quote_records q where q.trans_id = l.trans_id)
    and not exists (select 1 from lead_uploads u where u.trans_id = l.trans_id and (coalesce(u.quote_no, '') <> '' or coalesce(u.policy_no, '') <> ''))
    and not exists (select 1 from extra_fields e where e.trans_id = l.trans_id and e.quote_no is not null)
  order by l.created_at
  limit ${BATCH}`;

async function count(tx: DatabaseHandle, sql: string, params: unknown[]): Promise<number> {
  return (await tx.query(sql, params)).length;
}

export function createRetentionRepository(db: AppDatabase) {
  return {
    /**
     * Claims the run of `day` (an Oman date, YYYY-MM-DD) and does it in one transaction; false when
     * another process already ran that day's (the row is the lock: a second insert waits, then finds it).
     */
    async runDay(day: string, o: { leadDays: number; recordYears: number }): Promise<RetentionCounts | undefined> {
      return db.transaction(async (tx) => {
        const claimed = await tx.query('insert into retention_runs (day) values ($1::date) on conflict (day) do nothing returning day', [day]);
        if (!claimed.length) return undefined;
        const counts = await deleteExpired(tx, o);
        await tx.query('update retention_runs set leads_deleted = $2, records_deleted = $3 where day = $1::date', [day, counts.leadsDeleted, counts.recordsDeleted]);
        return counts;
      });
    },
    /** The same deletions without a day's claim (tests, an operator's catch-up). */
    deleteExpired: (o: { leadDays: number; recordYears: number }) => db.transaction((tx) => deleteExpired(tx, o)),
  };
}

async function deleteExpired(tx: DatabaseHandle, o: { leadDays: number; recordYears: number }): Promise<RetentionCounts> {
  // 1. Leads without a quote: their consents, extra fields and uploads go with them (uploads and
  // their images by the foreign keys' cascade).
  const doomed = (await tx.query<{ trans_id: string }>(LEADS_WITHOUT_QUOTE, [o.leadDays])).map((r) => r.trans_id);
  let leadsDeleted = 0;
  if (doomed.length) {
    await tx.query('delete from consents where trans_id = any($1::text[]) and quote_no is null', [doomed]);
    await tx.query('delete from extra_fields where trans_id = any($1::text[])', [doomed]);
    leadsDeleted = await count(tx, 'delete from leads where trans_id = any($1::text[]) returning trans_id', [doomed]);
  }
  // 2. Records past the ten years the e-insurance rules ask for: a quote goes with its payments,
  // preferences, consents and leads once the newest of its payments is that old.
  const years = [o.recordYears];
  const old = `now() - make_interval(years => $1::int)`;
  const quotes = (await tx.query<{ quote_no: string }>(
    `select q.quote_no from quote_records q where q.updated_at < ${old}
       and not exists (select 1 from payments p where p.quote_no = q.quote_no and p.updated_at >= ${old})
     limit ${BATCH}`, years,
  )).map((r) => r.quote_no);
  let recordsDeleted = 0;
  if (quotes.length) {
    const q = [quotes];
    recordsDeleted += await count(tx, 'delete from payment_returns r using payments p where r.order_id = p.order_id and p.quote_no = any($1::text[]) returning r.id', q);
    recordsDeleted += await count(tx, 'delete from payments where quote_no = any($1::text[]) returning order_id', q);
    recordsDeleted += await count(tx, 'delete from communication_preferences where quote_no = any($1::text[]) returning id', q);
    recordsDeleted += await count(tx, 'delete from consents where quote_no = any($1::text[]) returning id', q);
    recordsDeleted += await count(tx, 'delete from extra_fields where quote_no = any($1::text[]) returning id', q);
    recordsDeleted += await count(tx, 'delete from leads where quote_no = any($1::text[]) or trans_id in (select trans_id from quote_records where quote_no = any($1::text[])) returning trans_id', q);
    recordsDeleted += await count(tx, 'delete from seen_quotes where quote_no = any($1::text[]) returning quote_no', q);
    recordsDeleted += await count(tx, 'delete from quote_records where quote_no = any($1::text[]) returning quote_no', q);
  }
  // Payments of quotes never recorded (and other rows of their own age) past ten years.
  recordsDeleted += await count(tx, `delete from payment_returns r using payments p where r.order_id = p.order_id and p.updated_at < ${old} returning r.id`, years);
  recordsDeleted += await count(tx, `delete from payments where updated_at < ${old} returning order_id`, years);
  recordsDeleted += await count(tx, `delete from policy_document_requests where created_at < ${old} returning id`, years);
  recordsDeleted += await count(tx, `delete from leads where created_at < ${old} returning trans_id`, years);
  recordsDeleted += await count(tx, `delete from consents where accepted_at < ${old} returning id`, years);
  return { leadsDeleted, recordsDeleted };
}

export type RetentionRepository = ReturnType<typeof createRetentionRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    retentionRepository: RetentionRepository;
  }
}

export const retentionRepository = fp(async (app: FastifyInstance) => {
  app.decorate('retentionRepository', createRetentionRepository(app.db));
}, { name: 'retention-repository', decorators: { fastify: ['db'] } });
