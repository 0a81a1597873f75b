import type { FastifyInstance, FastifyRequest } from 'fastify';
import { arrangeDocuments, InsurerError, insurerFor } from '../../adapters/insurer/index.js';
import { appError, errorResponses } from '../../errors.js';
import { keepExtraFields } from '../../extra-fields/store.js';
import { checkRequestBody, wireBodySchema } from '../../forms/index.js';
import { lookupHandle } from '../../quotes/lookup-handles.js';
import { proxiedDocuments } from '../../motor/document-links.js';
import { viaInsurer } from '../../motor/insurer-failure.js';
import { partnerSettings } from '../../motor/partner-settings.js';
import { requirePolicyVerified } from '../../otp/policy-verified.js';
import { createLookupLimiter, rateLimitClient } from '../../rate-limit/rate-limit.js';
import { documentsSchema, lookupAnswerSchema, ropSchema, textOf, type LookupBody } from './schemas.js';

export const NO_ROP_STATUS = 'No status message found.';
/** i18n key of NO_ROP_STATUS, so the page says it in the customer's language. */
export const NO_ROP_STATUS_KEY = 'rop.noStatus';

/** What a lookup sends on: only the active tab's fields, trimmed; the others empty. */
interface Lookup {
  plateNumber: string;
  plateCode: string;
  civilId: string;
  mobileNo: string;
  quoteNo: string;
  policyNo: string;
}

// The insurer's request names (its wire fields); which of them a tab fills is the journey's `request`.
const toLookup = (v: Record<string, string>): Lookup => ({
  plateNumber: v['plateNumber'] ?? '',
  plateCode: v['plateCode'] ?? '',
  civilId: v['civilId'] ?? '',
  mobileNo: v['mobileNo'] ?? '',
  quoteNo: v['quoteNo'] ?? '',
  policyNo: v['policyNo'] ?? '',
});

/** The four lookup endpoints of spec section 7: renewal, premium, policy documents, ROP status. */
export function registerLookups(app: FastifyInstance): void {
  const limiter = createLookupLimiter(app.rateLimits, app.env.LOOKUP_RATE_PER_MINUTE, app.env.LOOKUP_RATE_PER_PLATE_PER_HOUR);
  const insurer = (request: FastifyRequest) => insurerFor(app, request.log);

  /**
   * Rate-limits, checks the body against the tab of the lookup form a journey sends it from (so
   * input the page would refuse never reaches the insurer) and resolves the partner's source id.
   */
  async function begin(request: FastifyRequest<{ Body: LookupBody }>): Promise<{ lookup: Lookup; srcBusId: string }> {
    // Counted before the rules run: refused attempts are attempts too.
    const plateNumber = textOf(request.body.plateNumber);
    const plate = plateNumber ? `${plateNumber}|${textOf(request.body.plateCode)}` : undefined;
    // Every browser shares the public client id, so a browser is told apart by its address.
    const client = rateLimitClient(request, app.env.PUBLIC_CLIENT_ID);
    await limiter.take(client, plate);
    const checked = checkRequestBody(request);
    const lookup = toLookup(checked.values);
    // Fields staff added to the page: kept with the lead, never sent to the insurer.
    await keepExtraFields(app, request, checked, { transId: textOf(request.body.transId) || null });
    return { lookup, srcBusId: partnerSettings(request).srcBusId };
  }

  const route = (path: string, response: object) => ({
    schema: { body: wireBodySchema('POST', path), response: { 200: response, ...errorResponses(400, 401, 403, 409, 422, 429, 502, 503) } },
    url: path,
    method: 'POST' as const,
  });

  app.route<{ Body: LookupBody }>({
    ...route('/api/v1/motor/renewals/lookup', lookupAnswerSchema),
    handler: async (request) => {
      const { lookup, srcBusId } = await begin(request);
      const { quote } = await viaInsurer(() =>
        insurer(request).getTransDtls({ ...lookup, txnTyp: 'P', srcBusId }),
      );
      // Section 4: only a quote in status "Quote" lets a renewal continue.
      if (quote.quoteStatus !== 'Quote') throw appError('QUOTE_STATUS_INVALID');
      // Issue 31: nothing of the quote before its code (quotes/lookup-handles.ts).
      return { lookup: lookupHandle(app, request, quote.quoteNo) };
    },
  });

  app.route<{ Body: LookupBody }>({
    ...route('/api/v1/motor/premiums/lookup', lookupAnswerSchema),
    handler: async (request) => {
      const { lookup, srcBusId } = await begin(request);
      // Section 8: on this page the insurer's errMsg is shown as received.
      const { quote } = await viaInsurer(() => insurer(request).getTransDtls({ ...lookup, txnTyp: 'Q', srcBusId }), false);
      // Issue 31: nothing of the quote before its code (quotes/lookup-handles.ts).
      return { lookup: lookupHandle(app, request, quote.quoteNo) };
    },
  });

  app.route<{ Body: LookupBody }>({
    ...route('/api/v1/motor/policy-documents/lookup', documentsSchema),
    handler: async (request) => {
      const { lookup, srcBusId } = await begin(request);
      // Issue 24: where the partner's journeys ask for it, a code confirmed for this policy first.
      await requirePolicyVerified(app, request, 'documents', lookup);
      const documents = await viaInsurer(() =>
        insurer(request).getPolicyDoc({
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
      const { lookup, srcBusId } = await begin(request);
      await requirePolicyVerified(app, request, 'rop-status', lookup);
      const req = {
        civilId: lookup.civilId, mobileNo: lookup.mobileNo, plateNo: lookup.plateNumber, policyNo: lookup.policyNo,
        registrationMark: lookup.plateCode, srcBusId,
      };
      // The ROP page shows errMsg, else statusMsg, else a fixed text: errMsg is an answer here, not a failure.
      const outcome = await viaInsurer(() =>
        insurer(request)
          .getRopResubmissionDtls(req)
          .then(({ statusMsg }) => (statusMsg ? { kind: 'status', message: statusMsg } : { kind: 'none', message: NO_ROP_STATUS, messageKey: NO_ROP_STATUS_KEY }))
          .catch((err: unknown) => {
            if (err instanceof InsurerError) return { kind: 'error', message: err.errMsg };
            throw err;
          }),
      );
      return outcome;
    },
  });
}
