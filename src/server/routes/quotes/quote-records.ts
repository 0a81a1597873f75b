// POST/PUT /api/v1/motor/quotes: the spec's quote record. The record keeps what the customer
// chose (preferences, plan, promo code); every amount in it is the server's (quotes/record-quote.ts).
import type { FastifyInstance } from 'fastify';
import { formatOmr } from '../../adapters/payment/index.js';
import { appError, AppError } from '../../errors.js';
import { requestLanguage } from '../../forms/index.js';
import { checkContactFields, recordedMobile } from '../../payments/summary-rules.js';
import { requireQuoteBinding } from '../../quotes/quote-binding.js';
import { recordQuote } from '../../quotes/record-quote.js';
import { quoteRecordBodySchema, quoteUpdateBodySchema } from './schemas.js';
import { quoteRecordResponse, quoteUpdateResponse } from './responses.js';
import { typed } from '../../typed-routes.js';

const bit = (value: 0 | 1 | undefined) => value === 1;

export function registerQuoteRecords(app: FastifyInstance): void {
  typed(app).post('/api/v1/motor/quotes', { schema: { body: quoteRecordBodySchema, response: quoteRecordResponse } }, async (request) => {
    const body = request.body;
    checkContactFields(request.configTree, request.partnerId, {
      mobileNo: { kind: 'mobile', value: body.mobileNo }, whatsappNo: { kind: 'whatsapp', value: body.whatsappNo }, email: { kind: 'email', value: body.email },
    }, requestLanguage(request));
    const mobileNo = recordedMobile(body.mobileNo);
    const whatsapp = recordedMobile(body.whatsappNo);
    const email = (body.email ?? '').trim();
    // Spec section 5: the policy goes out by WhatsApp or e-mail, so one of them is needed.
    if (!whatsapp && !email) {
      throw new AppError('VALIDATION_FAILED', { details: [{ field: '/whatsappNo', keyword: 'communication', message: 'WhatsApp number or e-mail is required' }] });
    }
    await requireQuoteBinding(app, request, body.quoteNo);
    const priced = await recordQuote(app, request, {
      quoteNo: body.quoteNo, transId: body.transId, sendSms: bit(body.sendSms), mobileNo,
      sendWhatsapp: bit(body.sendWhatsapp), sameAsMobileNo: bit(body.sameAsMobileNo), whatsappNo: whatsapp,
      sendEmail: bit(body.sendEmail), email, selectedPlan: body.selectedPlan,
      promoCode: body.promoCodeApplied === 1 ? (body.promoCode ?? '').trim() || null : null,
    });
    return {
      data: {
        partnerId: request.partnerId, journeyId: 1, transId: body.transId ?? '', quoteNo: priced.seen.quoteNo,
        sendSms: body.sendSms, mobileNoCountryCode: '968', mobileNo,
        sendWhatsapp: whatsapp ? body.sendWhatsapp : 0, sameAsMobileNo: body.sameAsMobileNo ?? 0, whatsappNoCountryCode: '968',
        whatsappNo: whatsapp, sendEmail: email ? body.sendEmail : 0, email,
        selectedPlan: priced.seen.planId, premium: formatOmr(priced.seen.premiumBaiza),
        promoCodeApplied: priced.promoCode ? 1 : 0, promoCode: priced.promoCode ?? '',
        discount: formatOmr(priced.discountBaiza), discountedPremium: formatOmr(priced.amountBaiza),
        quoteStatus: 'Created', paymentStatus: 'Initiated',
      },
    };
  });

  // Spec: the failure page puts the quote back to status Quote, payment Failed. The server does
  // that itself when it settles a payment as failed (payments/payments-repository.ts), so this call, kept for
  // the spec's API, only confirms what the server's state already says: it is refused unless the
  // quote's latest payment was settled as failed (not while one is open, paid or being settled).
  typed(app).put('/api/v1/motor/quotes', { schema: { body: quoteUpdateBodySchema, response: quoteUpdateResponse } }, async (request) => {
    const quoteNo = request.body.quoteNo.trim();
    await requireQuoteBinding(app, request, quoteNo);
    const existing = await app.quotesRepository.recordOf(quoteNo);
    if (!existing || existing.partnerId !== request.partnerId) throw appError('NOT_FOUND');
    const latest = await app.paymentsRepository.latestStateOf(quoteNo);
    if (existing.quoteStatus === 'Policy Converted' || latest !== 'failed') {
      request.log.warn({ quoteNo, latest: latest ?? 'none' }, 'quote update refused: no failed payment to record');
      throw appError('QUOTE_STATUS_INVALID');
    }
    await app.quotesRepository.markPaymentFailed(quoteNo);
    return { data: { quoteNo, quoteStatus: 'Quote', paymentStatus: 'Failed', policyNo: '' } };
  });
}
