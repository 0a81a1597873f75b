import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { groupCommit } from '../../db/group-commit.js';
import { leads } from '../../db/schema.js';
import { errorResponses } from '../../errors.js';
import { keepExtraFields } from '../../extra-fields/store.js';
import { checkRequestBody, wireBodySchema } from '../../forms/index.js';

export interface LeadBody {
  selectedOption?: string;
  acceptPrivacyPolicy?: boolean;
  name?: string;
  mobileNo?: string;
  partnerId?: string;
  journeyId?: 1;
  leadStatus?: 'Initiated';
  journeyStatus?: 1;
}

/**
 * Spec section 3, "Lead": the wire shape (src/config/operation-wire.ts); the fixed fields may be
 * sent but only with their fixed values. What the customer's fields must hold is the lead form's
 * (schemas/forms/lead.json, the form the landing step names), checked by src/server/forms with the
 * page's messages; fields staff add to that form are kept as the lead's extra fields.
 */
const leadBodySchema = wireBodySchema('POST', '/api/v1/motor/leads', {
  journeyId: { const: 1 },
  leadStatus: { const: 'Initiated' },
  journeyStatus: { const: 1 },
});

type LeadRow = Pick<typeof leads.$inferInsert, 'transId' | 'selectedOption' | 'name' | 'mobileNo' | 'partnerId'>;

/**
 * One statement whatever the batch's size: the rows travel as five arrays. A VALUES list of
 * n rows was a new text (and a new parse and plan) for every batch size, and 6n parameters.
 */
export const INSERT_LEADS = {
  name: 'insert_leads',
  text: `insert into leads (trans_id, selected_option, accept_privacy_policy, name, mobile_no, partner_id)
  select l.trans_id, l.selected_option, true, l.name, l.mobile_no, l.partner_id
  from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[]) as l(trans_id, selected_option, name, mobile_no, partner_id)`,
} as const;

const leadColumns = (rows: LeadRow[]) => [
  rows.map((r) => r.transId), rows.map((r) => r.selectedOption), rows.map((r) => r.name), rows.map((r) => r.mobileNo), rows.map((r) => r.partnerId),
];

/** POST /api/v1/motor/leads: answers `data`, the transId the journey carries from here on. */
export function registerLeadCreate(app: FastifyInstance): void {
  // Leads posted together are inserted together: one statement and commit per batch, not per
  // lead (the profile under load: the database round trip was most of a lead's cost).
  // Raw SQL, as a named statement: drizzle's builder and result mapping, and parsing and planning
  // the text again for every batch, cost more than the insert itself on PGlite.
  const insertLead = groupCommit<LeadRow>((rows) => app.db.run(INSERT_LEADS, leadColumns(rows)).then(() => {}));
  app.post<{ Body: LeadBody }>(
    '/api/v1/motor/leads',
    {
      schema: {
        body: leadBodySchema,
        response: { 200: { type: 'object', required: ['data'], properties: { data: { type: 'string' } } }, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      // The page's own rules, in its order; the first message is the one the page would show.
      const checked = checkRequestBody(request);
      const { values } = checked;
      // Made here rather than by the column default, so a batch needs no RETURNING to match rows up.
      const transId = randomUUID();
      await insertLead({
        transId,
        // The lead form's enum has checked it; the column lists the same options.
        selectedOption: (values['selectedOption'] ?? '') as LeadRow['selectedOption'],
        name: values['name'] ?? '',
        mobileNo: (values['mobileNo'] ?? '').replace(/\s+/g, ''),
        partnerId: request.partnerId,
      });
      await keepExtraFields(app, request, checked, { transId });
      return { data: transId };
    },
  );
}
