import type { FastifyInstance, FastifyRequest } from 'fastify';
import { arrangeDocuments, InsurerError, insurerFor } from '../../adapters/insurer/index.js';
import { appError } from '../../errors.js';
import { proxiedDocuments } from './document-links.js';
import { viaInsurer } from './insurer-failure.js';
import { checkLookup, type Lookup, type LookupPage } from './lookup-input.js';
import { partnerSettings } from './partner-settings.js';
import { createLookupLimiter } from './rate-limit.js';
import { documentsSchema, lookupBodySchema, quoteSchema, ropSchema, type LookupBody } from './schemas.js';

export const NO_ROP_STATUS = 'No status message found.';

/** The four lookup endpoints of spec section 7: renewal, premium, policy documents, ROP status. */
export function registerLookups(app: FastifyInstance): void {
  const limiter = createLookupLimiter(app.env.LOOKUP_RATE_PER_MINUTE, app.env.LOOKUP_RATE_PER_PLATE_PER_HOUR);
  const insurer = () => insurerFor(app);

  /** Validates, rate-limits and resolves the partner's source id; the same for every lookup. */
  function begin(request: FastifyRequest<{ Body: LookupBody }>, page: LookupPage): { lookup: Lookup; srcBusId: string } {
    const lookup = checkLookup(app.configTree, request.partnerId, page, request.body);
    const plate = lookup.plateNumber ? `${lookup.plateNumber}|${lookup.plateCode}` : undefined;
    if (!limiter.allow(request.clientId ?? request.ip, plate)) throw appError('RATE_LIMITED');
    return { lookup, srcBusId: partnerSettings(app, request).srcBusId };
  }

  const route = (path: string, response: object) => ({
    schema: { body: lookupBodySchema, response: { 200: response } },
    url: path,
    method: 'POST' as const,
  });

  app.route<{ Body: LookupBody }>({
    ...route('/api/v1/motor/renewals/lookup', quoteSchema),
    handler: async (request) => {
      const { lookup, srcBusId } = begin(request, 'renewal');
      const { quote } = await viaInsurer(() =>
        insurer().getTransDtls({ ...lookup, txnTyp: 'P', srcBusId }),
      );
      // Section 4: only a quote in status "Quote" lets a renewal continue.
      if (quote.quoteStatus !== 'Quote') throw appError('QUOTE_STATUS_INVALID');
      return quote;
    },
  });

  app.route<{ Body: LookupBody }>({
    ...route('/api/v1/motor/premiums/lookup', quoteSchema),
    handler: async (request) => {
      const { lookup, srcBusId } = begin(request, 'premium');
      // Section 8: on this page the insurer's errMsg is shown as received.
      const { quote } = await viaInsurer(() => insurer().getTransDtls({ ...lookup, txnTyp: 'Q', srcBusId }), false);
      return quote;
    },
  });

  app.route<{ Body: LookupBody }>({
    ...route('/api/v1/motor/policy-documents/lookup', documentsSchema),
    handler: async (request) => {
      const { lookup, srcBusId } = begin(request, 'documents');
      const documents = await viaInsurer(() =>
        insurer().getPolicyDoc({
          civilId: lookup.civilId, mobileNo: lookup.mobileNo, plateNo: lookup.plateNumber, policyNo: lookup.policyNo,
          quoteNo: '', registrationMark: lookup.plateCode, srcBusId,
        }),
      );
      return { documents: proxiedDocuments(arrangeDocuments(documents)) };
    },
  });

  app.route<{ Body: LookupBody }>({
    ...route('/api/v1/motor/rop-resubmissions/lookup', ropSchema),
    handler: async (request) => {
      const { lookup, srcBusId } = begin(request, 'rop');
      const req = {
        civilId: lookup.civilId, mobileNo: lookup.mobileNo, plateNo: lookup.plateNumber, policyNo: lookup.policyNo,
        registrationMark: lookup.plateCode, srcBusId,
      };
      // The ROP page shows errMsg, else statusMsg, else a fixed text: errMsg is an answer here, not a failure.
      const outcome = await viaInsurer(() =>
        insurer()
          .getRopResubmissionDtls(req)
          .then(({ statusMsg }) => (statusMsg ? { kind: 'status', message: statusMsg } : { kind: 'none', message: NO_ROP_STATUS }))
          .catch((err: unknown) => {
            if (err instanceof InsurerError) return { kind: 'error', message: err.errMsg };
            throw err;
          }),
      );
      return outcome;
    },
  });
}
