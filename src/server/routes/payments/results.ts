// The gateway's return (a cross-site form post) and the result page's read of it.
import type { FastifyInstance } from 'fastify';
import { appError } from '../../errors.js';
import { proxiedDocuments } from '../../motor/document-links.js';
import { RETURN_PATH } from '../../payments/payment-orders.js';
import type { PaymentRow } from '../../payments/payments-repository.js';
import { settlePayment } from '../../payments/settle.js';
import { gatewayReturnResponse, paymentResponseResponse } from './responses.js';
import { typed } from '../../typed-routes.js';

const ORDER_ID = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,30}$' } as const;
export const RESULT_ROUTE = '/motor-insurance/payment-result';

export function registerResults(app: FastifyInstance): void {
  // The customer's browser arrives here from the gateway's page: no token, and no cookie to rely
  // on (a cross-site POST may carry none). encResp is only kept; it decides nothing by itself.
  typed(app).post(RETURN_PATH, {
    config: { public: true },
    schema: {
      body: {
        type: 'object',
        additionalProperties: false,
        required: ['orderNo'],
        // CCAvenue posts these; crossSellUrl is its optional third field, unused.
        properties: { encResp: { type: 'string', maxLength: 20_000, pattern: '^[0-9A-Fa-f]*$' }, orderNo: ORDER_ID, crossSellUrl: { type: 'string', maxLength: 2000 } },
      },
      response: gatewayReturnResponse,
    },
  }, async (request, reply) => {
    const { encResp, orderNo } = request.body;
    const row = await app.paymentsRepository.byOrder(orderNo);
    if (!row) throw appError('NOT_FOUND');
    if (encResp) await app.paymentsRepository.recordReturn(orderNo, encResp);
    return reply.redirect(`${RESULT_ROUTE}?br=${encodeURIComponent(orderNo)}`, 303);
  });

  typed(app).get('/api/v1/payments/payment-responses', {
    schema: { querystring: { type: 'object', additionalProperties: false, required: ['br'], properties: { br: ORDER_ID } }, response: paymentResponseResponse },
  }, async (request) => {
    const row = await settlePayment(app, request.query.br, request.log);
    // The failure view names the quote's insured and product too: from what the insurer told us.
    const seen = await app.quotesRepository.seenNames(row.quote_no);
    const answer = answerOf(row);
    const sentBy = answer.paid && answer.policyNo ? await app.deliveriesRepository.issuedChannels(answer.policyNo) : [];
    return { data: { ...answer, insuredName: answer.insuredName || seen?.insuredName || '', product: answer.product || seen?.product || '', sentBy } };
  });
}

function answerOf(row: PaymentRow) {
  const result = row.result;
  const paid = row.state === 'paid';
  return {
    order_status: result?.order_status ?? 'Initiated',
    amount: result?.amount ?? '',
    currency: result?.currency ?? row.currency,
    payment_id: result?.payment_id ?? '',
    mer_param_2: row.quote_no,
    paid,
    policyNo: paid ? (row.policy_no ?? '') : '',
    insuredName: result?.insuredName ?? '',
    product: result?.product ?? '',
    // Fresh, expiring links through our proxy: the insurer's addresses never reach the browser.
    documents: paid ? proxiedDocuments(result?.documents ?? []) : [],
  };
}
