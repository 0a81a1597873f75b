// SQL of the extra fields (table extra_fields, migration 0070): what customers typed into fields
// staff added to a form that the insurer's wire has no place for, by lead and quote.
import { and, desc, eq, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { groupCommit } from '../db/group-commit.js';
import { extraFields } from '../db/schema.js';
import type { MadeUnder } from '../config-state.js';
import type { AppDatabase } from '../types.js';

export type NewExtraFields = Pick<typeof extraFields.$inferInsert, 'transId' | 'quoteNo' | 'partnerId' | 'journeyId' | 'operation' | 'fields'> & Partial<MadeUnder>;

/** The insert of a batch of records, its 8 column arrays from parameter `first` on (extraFieldsColumns): a lead's are part of its statement. */
export const insertExtraFieldsSql = (first: number) => `insert into extra_fields (trans_id, quote_no, partner_id, journey_id, operation, fields, config_version, config_release)
  select e.trans_id, e.quote_no, e.partner_id, e.journey_id, e.operation, e.fields::jsonb, e.config_version, e.config_release
  from unnest($${first}::text[], $${first + 1}::text[], $${first + 2}::text[], $${first + 3}::text[], $${first + 4}::text[], $${first + 5}::text[], $${first + 6}::text[], $${first + 7}::int[])
    as e(trans_id, quote_no, partner_id, journey_id, operation, fields, config_version, config_release)`;

export const extraFieldsColumns = (rows: NewExtraFields[]): unknown[] => [
  rows.map((r) => r.transId ?? null), rows.map((r) => r.quoteNo ?? null), rows.map((r) => r.partnerId), rows.map((r) => r.journeyId),
  rows.map((r) => r.operation), rows.map((r) => JSON.stringify(r.fields)), rows.map((r) => r.configVersion ?? null), rows.map((r) => r.configRelease ?? null),
];

export const INSERT_EXTRA_FIELDS = { name: 'insert_extra_fields', text: insertExtraFieldsSql(1) } as const;

export function createExtraFieldsRepository(db: AppDatabase) {
  // Grouped like the leads and consents (a lead's own go in its statement): a lookup's or quote's
  // extra fields are one statement and commit per batch, never one per request.
  const insertRecord = groupCommit<NewExtraFields>((rows) => db.run(INSERT_EXTRA_FIELDS, extraFieldsColumns(rows)).then(() => {}));
  return {
    /** Stores one record (with the others of this moment, in one statement). */
    insert: (record: NewExtraFields): Promise<void> => insertRecord(record),

    /** The latest records (at most `limit`), newest first, of one lead and/or quote when named, of one partner when named. */
    async latest(filter: { transId?: string | null | undefined; quoteNo?: string | null | undefined; partnerId?: string | undefined }, limit: number) {
      const where: SQL[] = [];
      if (filter.partnerId !== undefined) where.push(eq(extraFields.partnerId, filter.partnerId));
      if (filter.transId) where.push(eq(extraFields.transId, filter.transId));
      if (filter.quoteNo) where.push(eq(extraFields.quoteNo, filter.quoteNo));
      return db.orm.select().from(extraFields).where(where.length ? and(...where) : undefined).orderBy(desc(extraFields.id)).limit(limit);
    },
  };
}

export type ExtraFieldsRepository = ReturnType<typeof createExtraFieldsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    extraFieldsRepository: ExtraFieldsRepository;
  }
}

export const extraFieldsRepository = fp(async (app: FastifyInstance) => {
  app.decorate('extraFieldsRepository', createExtraFieldsRepository(app.db));
}, { name: 'extra-fields-repository', decorators: { fastify: ['db'] } });
