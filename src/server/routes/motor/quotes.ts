import type { FastifyInstance, FastifyRequest } from 'fastify';
import { extractActiveQuoteNo, InsurerError, insurerFor, OWN_INSURER_CODE, type Quote } from '../../adapters/insurer/index.js';
import type { ConfigTree } from '../../../config/types.js';
import { AppError, appError } from '../../errors.js';
import { keepExtraFields } from '../../extra-fields/store.js';
import { checkRequestBody, wireBodySchema, type ServerRule } from '../../forms/index.js';
import { bindQuote, requireQuoteBinding } from '../../quotes/quote-binding.js';
import { insurerFailure, viaInsurer } from '../../motor/insurer-failure.js';
import { partnerSettings } from '../../motor/partner-settings.js';
import { quoteSchema } from '../../quotes/quote-schema.js';
import { holdsOwnPolicy, isInsuredOf, ownerRefusal, proposalRefusal, type Asker } from './quote-asker.js';
import { createLookupLimiter, rateLimitClient } from '../../rate-limit/rate-limit.js';
import {
  confirmPackageBodySchema, planStatusBodySchema, textOf, type NewQuoteBody,
} from './schemas.js';
import { typed } from '../../typed-routes.js';

const productsOf = (tree: ConfigTree) => tree.catalogs.products.data.products;
const isProduct = (tree: ConfigTree, id: string) => productsOf(tree).some((p) => p.id === id);
/** Products whose quote needs a vehicle value (the catalog's requiresVehicleValue), of the request's tree. */
const requiresValue = (tree: ConfigTree) => new Set(productsOf(tree).filter((p) => p.requiresVehicleValue).map((p) => p.id));

/** The catalog's rules on a new quote: a product of the catalog, and a vehicle value where it says so. */
const catalogRules = (tree: ConfigTree): ServerRule => (values) => {
  const product = values['product'] ?? '';
  if (!isProduct(tree, product)) return [{ field: 'product', keyword: 'enum' }];
  return requiresValue(tree).has(product) && !values['vehicleValue'] ? [{ field: 'vehicleValue', keyword: 'required' }] : [];
};

/**
 * The buy journey's quote (spec section 4, "Get Quote flow"): getTransDtls by plate (our own
 * customer -> renew instead), createPolicy to register the proposal and get its quote number,
 * then getQuote v2 (every plan) when the partner offers plan choice, else v1 (the chosen plan).
 * An "Active quote" refusal continues with that quote, but only while it is in status Quote and
 * only for its insured (issue 9); anyone else gets QUOTE_NOT_AVAILABLE, as for a plate the insurer
 * does not know, so the answer tells neither whose the vehicle is nor whether it is registered.
 */
export function registerQuotes(app: FastifyInstance): void {
  const insurer = (request: FastifyRequest) => insurerFor(app, request.log);
  // The lookups' limits: a new quote answers personal data just as a lookup does.
  const limiter = createLookupLimiter(app.rateLimits, app.env.LOOKUP_RATE_PER_MINUTE, app.env.LOOKUP_RATE_PER_PLATE_PER_HOUR);

  app.post<{ Body: Record<string, unknown> }>(
    '/api/v1/motor/quotes/new',
    // Wrapped like the renewal lookup's answer, so both journeys hand `response.quote` to the summary.
    // activeQuoteContinued: the insurer's earlier active quote of the vehicle was taken up (the summary says so).
    { schema: { body: wireBodySchema('POST', '/api/v1/motor/quotes/new'), response: { 200: { type: 'object', required: ['quote'], properties: { quote: quoteSchema, activeQuoteContinued: { type: 'boolean' } } } } } },
    async (request) => {
      // Counted before anything else, like the lookups: refused attempts are attempts too.
      await limiter.take(rateLimitClient(request, app.env.PUBLIC_CLIENT_ID), `${textOf(request.body['plateNo'])}|${textOf(request.body['plateCode'])}`);
      // The buy form's rules as the partner's page has them, then the catalog's; the values come back trimmed.
      const checked = checkRequestBody(request, catalogRules(request.configTree));
      const body: NewQuoteBody = checked.values;
      const valued = requiresValue(request.configTree);
      const { srcBusId, multiplePlans } = partnerSettings(request);
      const version = multiplePlans ? 2 : 1;
      const riskType = body.riskType ?? '';
      if (version === 1 && !riskType) throw appError('VALIDATION_FAILED', { fields: [{ field: 'riskType', keyword: 'required' }] });
      const mobileNo = (body.mobileNo ?? '').replace(/\s+/g, '');
      const plate = { plateNo: body.plateNo ?? '', plateCode: body.plateCode ?? '' };
      const civilId = body.civilId ?? '';
      const product = body.product ?? '';
      const asker: Asker = { civilId, ...plate, srcBusId };

      let previousInsurer = '';
      let matched = false;
      try {
        ({ previousInsurer } = await insurer(request).getTransDtls({
          quoteNo: '', plateNumber: plate.plateNo, plateCode: plate.plateCode, civilId, mobileNo, txnTyp: 'P', srcBusId,
        }));
        matched = true;
      } catch (err) {
        // No policy on this vehicle is the normal case for a new customer; the registry still names its insurer.
        if (!(err instanceof InsurerError)) throw insurerFailure(err, true);
        previousInsurer = err.previousInsurer ?? '';
      }
      if (previousInsurer.trim().toUpperCase() === OWN_INSURER_CODE) {
        // Said to the policy's holder only: to anyone else it would tell which plates we insure.
        throw appError(matched || (await holdsOwnPolicy(insurer(request), asker)) ? 'EXISTING_CUSTOMER' : 'QUOTE_NOT_AVAILABLE');
      }

      let quoteNo: string;
      let activeQuoteContinued = false;
      try {
        ({ quoteNo } = await insurer(request).createPolicy({
          chasisNo: body.chasisNo ?? '', civilId, emailId: body.emailId ?? textOf(request.body['emailId']),
          firstName: body.firstName ?? '', lastName: '', mobileNo, plateNo: plate.plateNo,
          plateRegType: body.plateRegType || '1', product, registrationMark: plate.plateCode,
          riskType: version === 1 ? riskType : '', srcBusId, vehicleValue: valued.has(product) ? (body.vehicleValue ?? '') : '',
        }));
      } catch (err) {
        const active = err instanceof InsurerError ? extractActiveQuoteNo(err.errMsg) : null;
        if (!active) throw ownerRefusal(err) ?? proposalRefusal(insurerFailure(err, true));
        quoteNo = active;
        activeQuoteContinued = true;
      }
      const quote: Quote = await viaInsurer(() =>
        insurer(request).getQuote({ civilId: '', mobileNo: '', plateNo: '', quoteNo, registrationMark: '', srcBusId, txnTyp: 'Q' }, version),
      );
      if (activeQuoteContinued && !(await isInsuredOf(insurer(request), quote, asker))) {
        request.log.warn('new quote: an active quote of another person on this vehicle');
        throw appError('QUOTE_NOT_AVAILABLE');
      }
      if (quote.quoteStatus !== 'Quote') throw appError('QUOTE_STATUS_INVALID');
      await bindQuote(app, request, quote.quoteNo);
      // Fields staff added to the buy form that the insurer's proposal has no place for: kept with the quote.
      await keepExtraFields(app, request, checked, { transId: textOf(request.body['transId']) || null, quoteNo: quote.quoteNo });
      // The lead this quote came from is kept as long as the quote's records (retention, issue 24).
      const transId = textOf(request.body['transId']);
      if (transId) await app.leadsRepository.noteQuote(transId, request.partnerId, quote.quoteNo);
      return { quote, activeQuoteContinued };
    },
  );

  typed(app).post(
    '/api/v1/motor/quotes/confirm-package',
    {
      schema: {
        body: confirmPackageBodySchema,
        response: {
          200: {
            type: 'object',
            required: ['quoteNo', 'packageId', 'premiumAmt'],
            properties: { quoteNo: { type: 'string' }, packageId: { type: 'string' }, premiumAmt: { type: 'string' } },
          },
        },
      },
    },
    async (request) => {
      const { srcBusId } = partnerSettings(request);
      const { quoteNo, packageId, prodId } = request.body;
      if (!isProduct(request.configTree, prodId)) {
        throw new AppError('VALIDATION_FAILED', { details: [{ field: '/prodId', keyword: 'enum', message: 'prodId must be a product of the catalog' }] });
      }
      await requireQuoteBinding(app, request, quoteNo);
      return viaInsurer(() => insurer(request).confirmPackage({ quoteNo: quoteNo.trim(), packageId: packageId.trim(), prodId, srcBusId }));
    },
  );

  typed(app).post(
    '/api/v1/motor/quotes/plan-status',
    {
      schema: {
        body: planStatusBodySchema,
        response: {
          200: {
            type: 'object',
            required: ['quoteNo', 'status', 'valid'],
            properties: { quoteNo: { type: 'string' }, status: { type: 'string' }, valid: { type: 'boolean' } },
          },
        },
      },
    },
    async (request) => {
      const { srcBusId } = partnerSettings(request);
      await requireQuoteBinding(app, request, request.body.quoteNo);
      const { quoteNo, status } = await viaInsurer(() => insurer(request).getPlanStatus({ quoteNo: request.body.quoteNo.trim(), srcBusId }));
      return { quoteNo, status, valid: status === 'Y' };
    },
  );
}

