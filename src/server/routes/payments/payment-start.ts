// POST /api/v1/payments/start: the quote summary's PAY button, one command (spec section 4,
// "Payment start"). The browser sends only what the customer chose; the server runs, from its
// own record of the quote: the summary forms' rules, the plan check, the communication
// preferences, the quote record (statuses are the server's) and then the payment link for the
// amount it priced, or the skip-payment result where the partner and the server allow it.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { InsurerError, insurerFor } from '../../adapters/insurer/index.js';
import { storeConsents } from '../../consents/record-consents.js';
import { appError, AppError, errorResponses } from '../../errors.js';
import { insurerFailure } from '../../motor/insurer-failure.js';
import { partnerSettings } from '../../motor/partner-settings.js';
import { openPaymentLink, openSkippedPayment, skipPaymentAllowed } from '../../payments/payment-orders.js';
import { checkChoices, formsInEffect, paySetups, planCheckAsked, recordedMobile, type PayFields } from '../../payments/summary-rules.js';
import { savePreferences } from '../../quotes/preferences.js';
import { requireContactChangeCode } from '../../otp/contact-change.js';
import { requireVerified } from '../../otp/one-time-codes.js';
import { requireQuoteBinding } from '../../quotes/quote-binding.js';
import { recordQuote } from '../../quotes/record-quote.js';
import { refreshQuote } from '../../quotes/seen-quotes.js';
import { typed } from '../../typed-routes.js';

export const START_PATH = '/api/v1/payments/start';

const startBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['quoteNo', 'language', 'choices'],
  properties: {
    quoteNo: { type: 'string', minLength: 1, maxLength: 40, pattern: '\\S' },
    language: { type: 'string', enum: ['en', 'ar'] },
    transId: { type: 'string', maxLength: 64, description: 'The lead reference of the landing page, kept with the quote record.' },
    choices: {
      type: 'object',
      description: 'What the customer entered on the summary, by field of its forms (plan, preferences, promo code, terms). Never an amount or a status.',
      maxProperties: 40,
      propertyNames: { pattern: '^[A-Za-z][A-Za-z0-9_]{0,63}$' },
      additionalProperties: { type: ['string', 'boolean'], maxLength: 200 },
    },
  },
} as const;

const startResponse = {
  200: {
    type: 'object', required: ['data'], additionalProperties: false,
    properties: {
      data: {
        type: 'object', additionalProperties: false,
        description: 'Either `redirect` (the gateway checkout the browser goes to) or `result` (the payment reference, br, of a skipped payment).',
        properties: { redirect: { type: 'string' }, result: { type: 'string' } },
      },
    },
  },
  ...errorResponses(400, 401, 403, 404, 409, 422, 502, 503),
};

const present = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '' && value !== 'N/A';
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const localMobile = recordedMobile;

/** Spec section 4: "plan re-check when plan selection is offered"; failing, the payment does not start. */
async function checkPlan(app: FastifyInstance, request: FastifyRequest, quoteNo: string): Promise<void> {
  const { srcBusId } = partnerSettings(request);
  let status: string;
  try {
    ({ status } = await insurerFor(app, request.log).getPlanStatus({ quoteNo, srcBusId }));
  } catch (error) {
    // The insurer refusing the check is the spec's failed validation; not answering stays a 503.
    if (!(error instanceof InsurerError)) throw insurerFailure(error, true);
    request.log.warn({ quoteNo, errMsg: error.errMsg }, 'plan status check refused');
    throw appError('PAYMENT_VALIDATION_FAILED');
  }
  if (status !== 'Y') {
    request.log.warn({ quoteNo, status }, 'plan status check: plan not valid');
    throw appError('PAYMENT_VALIDATION_FAILED');
  }
}

export function registerPaymentStart(app: FastifyInstance): void {
  typed(app).post(START_PATH, { schema: { body: startBodySchema, response: startResponse } }, async (request) => {
    const { language, transId } = request.body;
    const quoteNo = request.body.quoteNo.trim();
    const tree = request.configTree;
    await requireQuoteBinding(app, request, quoteNo);
    // Issue 24: the customer confirmed a code sent to the mobile on the insurer's record.
    await requireVerified(app, request, 'payment', quoteNo);
    const setups = paySetups(tree, request.partnerId, 'POST', START_PATH);
    const [setup] = setups;
    if (!setup) {
      request.log.error('no journey step declares the payment start (options.pay.operation)');
      throw appError('NOT_FOUND');
    }
    // The quote as the insurer has it now; whether a plan choice was offered is the quote's to say.
    const { seen, quote } = await refreshQuote(app, request, quoteNo);
    const planChoiceOffered = !present(quote.previousPolicyNo);
    const choices = request.body.choices;
    // 1. The summary forms' rules, as the partner's page has them (normally one summary step).
    const inEffect = setups.map((s) => formsInEffect(tree, request.partnerId, s, planChoiceOffered));
    setups.forEach((s, i) => checkChoices(tree, request.partnerId, s, inEffect[i] ?? [], choices, language));
    const forms = inEffect[0] ?? [];
    // A choice counts only from a form the customer was shown (a promo code with promo off is none).
    const shownFields = new Set(forms.flatMap((form) => Object.keys((form.schema?.['properties'] ?? {}) as Record<string, unknown>)));
    const choice = (role: keyof PayFields): unknown => {
      const field = setup.fields[role];
      return field && shownFields.has(field) ? choices[field] : undefined;
    };
    // 2. The plan check, when the plans form asks for one.
    if (planCheckAsked(forms)) await checkPlan(app, request, seen.quoteNo);
    // 3. The communication preferences: a failure is only logged (spec section 8).
    const mobileNo = localMobile(choice('mobile'));
    const whatsappNo = localMobile(choice('whatsapp'));
    const email = text(choice('email'));
    // Issue 24: contacts other than the insurer's record need a contact-change code, where the journeys ask for one.
    await requireContactChangeCode(app, request, quote, { mobileNo, whatsappNo, email });
    try {
      await savePreferences(app, request, {
        quoteNo: seen.quoteNo, licenseNo: present(quote.civilId) ? quote.civilId : undefined, byEmail: !!email, email, sms: true, mobileNo,
        byWhatsapp: !!whatsappNo, whatsappNo,
      });
    } catch (error) {
      request.log.error({ err: error, quoteNo: seen.quoteNo }, 'communication preferences were not saved');
    }
    // 4. The quote record: Created / Initiated, priced by the server.
    const plan = text(choice('plan'));
    await recordQuote(app, request, {
      quoteNo: seen.quoteNo, transId, sendSms: true, mobileNo, sendWhatsapp: !!whatsappNo, sameAsMobileNo: choice('sameAsMobile') === true,
      whatsappNo, sendEmail: !!email, email, selectedPlan: plan || undefined, promoCode: text(choice('promoCode')) || null,
    }, seen);
    // Issue 24: the terms the customer accepted on the summary, kept as proof before paying.
    await storeConsents(app, request, forms, choices, { quoteNo: seen.quoteNo, transId: transId ?? null, language });
    // 5. The gateway, or the skip-payment result.
    if (skipPaymentAllowed(app, request)) return { data: { result: await openSkippedPayment(app, request, seen.quoteNo, language) } };
    try {
      return { data: { redirect: await openPaymentLink(app, request, seen.quoteNo, language) } };
    } catch (error) {
      if (error instanceof AppError) throw error;
      // Spec section 8 logs a payment-link failure; the customer is told too, not left waiting.
      request.log.error({ err: error, quoteNo: seen.quoteNo }, 'payment link failed');
      throw appError('PAYMENT_VALIDATION_FAILED');
    }
  });
}
