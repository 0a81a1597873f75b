import { madeUnder } from '../../config-state.js';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../errors.js';
import { consentRows } from '../../consents/record-consents.js';
import { extraFieldsOf } from '../../extra-fields/store.js';
import { checkRequestBody, resolvedForm, wireBodySchema } from '../../forms/index.js';
import type { NewLead } from '../../leads/leads-repository.js';
import { typed } from '../../typed-routes.js';

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

/** POST /api/v1/motor/leads: answers `data`, the transId the journey carries from here on. */
export function registerLeadCreate(app: FastifyInstance): void {
  typed(app).post(
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
      // Inserted with the other leads of this moment, their consents (issue 24: the privacy
      // acceptance and the optional marketing box, kept as proof) and extra fields, in one
      // statement (leads-repository.ts).
      const form = resolvedForm(request.configTree, request.partnerId, checked.formId);
      await app.leadsRepository.insert({
        transId,
        // The lead form's enum has checked it; the column lists the same options.
        selectedOption: (values['selectedOption'] ?? '') as NewLead['selectedOption'],
        name: values['name'] ?? '',
        mobileNo: (values['mobileNo'] ?? '').replace(/\s+/g, ''),
        partnerId: request.partnerId,
        ...madeUnder(request.configTree),
      }, {
        consents: consentRows(app, request, [form], checked.answers, { transId }),
        extras: extraFieldsOf(request, checked, { transId }),
      });
      return { data: transId };
    },
  );
}
