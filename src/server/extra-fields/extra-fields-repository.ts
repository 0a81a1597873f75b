// SQL of the extra fields (table extra_fields, migration 0070): what customers typed into fields
// staff added to a form that the insurer's wire has no place for, by lead and quote.
import { and, desc, eq, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { extraFields } from '../db/schema.js';
import type { AppDatabase } from '../types.js';

export type NewExtraFields = Pick<typeof extraFields.$inferInsert, 'transId' | 'quoteNo' | 'partnerId' | 'journeyId' | 'operation' | 'fields'>;

export function createExtraFieldsRepository(db: AppDatabase) {
  return {
    async insert(record: NewExtraFields): Promise<void> {
      await db.orm.insert(extraFields).values(record);
    },

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
