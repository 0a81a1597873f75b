// SQL of leads (tables leads, lead_uploads and policy_document_requests, migration 0001).
import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { MadeUnder } from '../config-state.js';
import type { FastifyInstance } from 'fastify';
import { consentColumns, insertConsentsSql, type NewConsent } from '../consents/consents-repository.js';
import { extraFieldsColumns, insertExtraFieldsSql, type NewExtraFields } from '../extra-fields/extra-fields-repository.js';
import { groupCommit } from '../db/group-commit.js';
import { leads, leadUploads, policyDocumentRequests } from '../db/schema.js';
import type { AppDatabase } from '../types.js';

export type NewLead = Pick<typeof leads.$inferInsert, 'transId' | 'selectedOption' | 'name' | 'mobileNo' | 'partnerId'> & MadeUnder;
export type NewLeadUpload = Omit<typeof leadUploads.$inferInsert, 'id' | 'createdAt'>;
export type NewDocumentRequest = Omit<typeof policyDocumentRequests.$inferInsert, 'id' | 'createdAt'>;

/**
 * One statement whatever the batch's size: the rows travel as seven arrays. A VALUES list of
 * n rows was a new text (and a new parse and plan) for every batch size, and 7n parameters.
 */
const insertLeadsSql = (first: number) => `insert into leads (trans_id, selected_option, accept_privacy_policy, name, mobile_no, partner_id, config_version, config_release)
  select l.trans_id, l.selected_option, true, l.name, l.mobile_no, l.partner_id, l.config_version, l.config_release
  from unnest($${first}::text[], $${first + 1}::text[], $${first + 2}::text[], $${first + 3}::text[], $${first + 4}::text[], $${first + 5}::text[], $${first + 6}::int[])
    as l(trans_id, selected_option, name, mobile_no, partner_id, config_version, config_release)`;

export const INSERT_LEADS = { name: 'insert_leads', text: insertLeadsSql(1) } as const;

/**
 * A batch of leads with their consents and extra fields (issue 33): one statement and one commit
 * for all three tables, whatever the batch. A data-modifying CTE runs whole or not at all, so a
 * batch that fails is run again lead by lead (group-batch.ts) with nothing half written.
 */
export const INSERT_LEADS_WITH_RECORDS = {
  name: 'insert_leads_with_records',
  text: `with new_leads as (${insertLeadsSql(1)}), new_consents as (${insertConsentsSql(8)}), new_extras as (${insertExtraFieldsSql(24)})
  select 1`,
} as const;

const leadColumns = (rows: NewLead[]): unknown[] => [
  rows.map((r) => r.transId), rows.map((r) => r.selectedOption), rows.map((r) => r.name), rows.map((r) => r.mobileNo), rows.map((r) => r.partnerId),
  rows.map((r) => r.configVersion), rows.map((r) => r.configRelease),
];

/** What is written with a lead, in its statement. */
export interface LeadRecords {
  consents: NewConsent[];
  extras?: NewExtraFields | undefined;
}

interface LeadWrite {
  lead: NewLead;
  records: LeadRecords;
}

const leadWriteColumns = (writes: LeadWrite[]): unknown[] => [
  ...leadColumns(writes.map((w) => w.lead)),
  ...consentColumns(writes.flatMap((w) => w.records.consents)),
  ...extraFieldsColumns(writes.flatMap((w) => (w.records.extras ? [w.records.extras] : []))),
];

export function createLeadsRepository(db: AppDatabase) {
  // Leads posted together are inserted together: one statement and commit per batch, not per
  // lead (the profile under load: the database round trip was most of a lead's cost).
  // Raw SQL, as a named statement: drizzle's builder and result mapping, and parsing and planning
  // the text again for every batch, cost more than the insert itself on PGlite.
  const insertLead = groupCommit<LeadWrite>((writes) =>
    (writes.some((w) => w.records.consents.length || w.records.extras)
      ? db.run(INSERT_LEADS_WITH_RECORDS, leadWriteColumns(writes))
      : db.run(INSERT_LEADS, leadColumns(writes.map((w) => w.lead)))).then(() => {}));
  return {
    /**
     * Inserts a lead with its consents and extra fields (with the other leads of this event-loop
     * turn, in one statement); the caller makes its transId.
     */
    insert: (lead: NewLead, records: LeadRecords = { consents: [] }): Promise<void> => insertLead({ lead, records }),

    async find(transId: string): Promise<{ transId: string; partnerId: string } | undefined> {
      const [lead] = await db.orm.select({ transId: leads.transId, partnerId: leads.partnerId }).from(leads).where(eq(leads.transId, transId));
      return lead;
    },

    /** Notes the quote a lead led to (issue 24: such a lead is kept with the quote's records, not deleted as quote-less). */
    async noteQuote(transId: string, partnerId: string, quoteNo: string): Promise<void> {
      await db.query('update leads set quote_no = $3 where trans_id = $1 and partner_id = $2', [transId, partnerId, quoteNo]);
    },

    /** Stores what a lead upload carried; answers the upload's id. */
    async addUpload(upload: NewLeadUpload): Promise<number> {
      const [row] = await db.orm.insert(leadUploads).values(upload).returning({ id: leadUploads.id });
      return row!.id;
    },

    /** Spec section 3, "Policy document request log". */
    async logDocumentRequest(entry: NewDocumentRequest): Promise<void> {
      await db.orm.insert(policyDocumentRequests).values(entry);
    },
  };
}

export type LeadsRepository = ReturnType<typeof createLeadsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    leadsRepository: LeadsRepository;
  }
}

export const leadsRepository = fp(async (app: FastifyInstance) => {
  app.decorate('leadsRepository', createLeadsRepository(app.db));
}, { name: 'leads-repository', decorators: { fastify: ['db'] } });
