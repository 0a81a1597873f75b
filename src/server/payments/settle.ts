// Turns a returned payment into a policy, or into a failure, exactly once. Whoever wins the claim
// asks the gateway (confirmPayment: status look-up, order, amount, currency), converts the quote
// at the insurer and writes the outcome; every other request waits for that outcome and shows it.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { InsurerError, insurerFor } from '../adapters/insurer/index.js';
import { formatOmr, PaymentStatusError } from '../adapters/payment/index.js';
import { appError } from '../errors.js';
import { countPaymentSettled } from '../plugins/metrics.js';
import { queueIssuedDelivery } from '../delivery/policy-delivery.js';
import { recordMoneyStep, type MoneyStepSource } from '../events/step-events.js';
import { insurerFailure } from '../motor/insurer-failure.js';
import { srcBusIdOf } from './gateway.js';
import type { PaymentResult, PaymentRow } from './payments-repository.js';
import { verdictOf, type Verdict } from './verdict.js';

export { SKIP_PAYMENT_ID_PREFIX } from './verdict.js';
const WAIT_STEP_MS = 150;
const WAIT_LIMIT_MS = 60_000;

const isSettled = (row: PaymentRow) => row.state === 'paid' || row.state === 'failed';

/** `log`: the request's logger (its lines carry the request id), or the server's for the background settler. */
export async function settlePayment(app: FastifyInstance, orderId: string, log: FastifyBaseLogger): Promise<PaymentRow> {
  // Two rounds: a holder that released its claim undecided (the background settler, before the
  // customer's return post arrived) must not keep this request from deciding with that post.
  for (let round = 0; ; round++) {
    const row = await app.paymentsRepository.byOrder(orderId);
    if (!row) throw appError('NOT_FOUND');
    if (isSettled(row)) return row;
    const settled = await trySettlePayment(app, orderId, log);
    if (settled) return settled;
    const outcome = await waitForOutcome(app, orderId);
    if (isSettled(outcome) || round > 0) return outcome;
  }
}

/** Settles an order when nobody else holds it (undefined: another request or process does). */
export async function trySettlePayment(app: FastifyInstance, orderId: string, log: FastifyBaseLogger): Promise<PaymentRow | undefined> {
  const claimed = await app.paymentsRepository.claim(orderId);
  if (!claimed) return undefined;
  try {
    await decide(app, claimed, log);
  } catch (error) {
    await app.paymentsRepository.release(orderId, null);
    throw error;
  }
  return (await app.paymentsRepository.byOrder(orderId)) as PaymentRow;
}

/**
 * A checkout of this quote that came back from the gateway but could not be confirmed (its status
 * look-up was down) may still turn out paid. Before a new order is opened each such order is
 * settled again; one that stays open blocks a new payment unless the gateway itself says nothing
 * was paid on it, so that nobody pays twice and a forged return post cannot lock a quote.
 */
export async function settleEarlierReturns(app: FastifyInstance, quoteNo: string, log: FastifyBaseLogger): Promise<void> {
  for (const orderId of await app.paymentsRepository.unsettledReturnsOf(quoteNo)) {
    const row = await settlePayment(app, orderId, log);
    if (row.state === 'paid') throw appError('QUOTE_STATUS_INVALID');
    if (row.state === 'failed' || (await gatewaySaysUnpaid(app, orderId))) continue;
    throw appError('PAYMENT_PENDING');
  }
}

async function gatewaySaysUnpaid(app: FastifyInstance, orderId: string): Promise<boolean> {
  try {
    return !(await app.paymentGateway.lookupOrderStatus(orderId)).paid;
  } catch (error) {
    // The gateway never saw the order: nothing can have been paid on it.
    return error instanceof PaymentStatusError && error.code === 'unknown-order';
  }
}

async function waitForOutcome(app: FastifyInstance, orderId: string): Promise<PaymentRow> {
  const deadline = Date.now() + WAIT_LIMIT_MS;
  for (;;) {
    const row = await app.paymentsRepository.byOrder(orderId);
    if (!row) throw appError('NOT_FOUND');
    if (row.state !== 'settling') return row;
    if (Date.now() > deadline) throw appError('INSURER_UNAVAILABLE');
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
}

function baseResult(row: PaymentRow, status: string, paymentId: string): PaymentResult {
  return {
    order_status: status, amount: formatOmr(row.amount_baiza), currency: row.currency, payment_id: paymentId,
    mer_param_2: row.quote_no, policyNo: '', insuredName: '', product: '', documents: [],
  };
}

async function decide(app: FastifyInstance, row: PaymentRow, log: FastifyBaseLogger): Promise<void> {
  const verdict = await verdictOf(app, row, log);
  if (verdict.kind === 'open') {
    log.warn({ orderId: row.order_id, why: verdict.why }, 'payment not settled yet');
    await app.paymentsRepository.release(row.order_id, baseResult(row, verdict.status, ''));
    return;
  }
  if (verdict.kind === 'failed') {
    await app.paymentsRepository.finish(row, 'failed', baseResult(row, verdict.status, verdict.paymentId));
    return;
  }
  await convert(app, row, verdict, log);
}

async function convert(app: FastifyInstance, row: PaymentRow, verdict: Extract<Verdict, { kind: 'paid' }>, log: FastifyBaseLogger): Promise<void> {
  // Spec: a payment response without a quote number stops the flow with a logged warning. The quote
  // is the order's own, recorded when it was opened; a return post's merchant_param2 is never used.
  if (!row.quote_no) {
    log.warn({ orderId: row.order_id }, 'payment response has no quote number; nothing converted');
    await app.paymentsRepository.release(row.order_id, baseResult(row, verdict.status, verdict.paymentId));
    return;
  }
  // The funnel's money steps come from here, the server's own record, never from a page.
  await recordMoneyStep(app, moneySource(row), 'paid', log);
  const srcBusId = srcBusIdOf(app, row.partner_id);
  const insurer = insurerFor(app, log);
  let policyNo: string;
  try {
    // The insurer books the policy at its premium; a promo discount is the portal's own (docs/payments.md).
    ({ policyNo } = await insurer.quoteToPolicyConversion({
      order_status: verdict.status, amount: formatOmr(row.premium_baiza), currency: row.currency,
      payment_id: verdict.paymentId, mer_param_2: row.quote_no, srcBusId,
    }));
  } catch (error) {
    if (!(error instanceof InsurerError)) throw insurerFailure(error, true);
    log.error({ orderId: row.order_id, errMsg: error.errMsg }, 'insurer refused the conversion of a paid quote: refund needed');
    await app.paymentsRepository.finish(row, 'failed', baseResult(row, verdict.status, verdict.paymentId));
    return;
  }
  const result = { ...baseResult(row, verdict.status, verdict.paymentId), policyNo };
  await describePolicy(app, result, srcBusId, log);
  // The one place a policy is issued, for the result page and the background settler alike: its
  // delivery is queued in the same transaction (one message per policy and channel).
  await app.paymentsRepository.finish(row, 'paid', result, (tx) => queueIssuedDelivery(app, tx, {
    policyNo, quoteNo: row.quote_no, partnerId: row.partner_id, language: row.language, siteOrigin: row.site_origin,
  }, log));
  countPaymentSettled();
  await recordMoneyStep(app, moneySource(row), 'issued', log);
}

const moneySource = (row: PaymentRow): MoneyStepSource => ({
  visitId: row.visit_id, journey: row.journey, device: row.device, partnerId: row.partner_id, language: row.language, configRelease: row.config_release,
});

/** Spec: after the conversion, the transaction details and the documents; neither blocks the policy. */
async function describePolicy(app: FastifyInstance, result: PaymentResult, srcBusId: string, log: FastifyBaseLogger): Promise<void> {
  const insurer = insurerFor(app, log);
  try {
    const { quote } = await insurer.getTransDtls({
      quoteNo: result.mer_param_2, plateNumber: '', plateCode: '', civilId: '', mobileNo: '', txnTyp: 'Q', srcBusId,
    });
    result.insuredName = quote.insuredName;
    result.product = quote.product;
  } catch (error) {
    log.error({ err: error }, 'transaction details after conversion failed');
  }
  try {
    result.documents = await insurer.getPolicyDoc({
      civilId: '', mobileNo: '', plateNo: '', policyNo: result.policyNo, quoteNo: '', registrationMark: '', srcBusId,
    });
  } catch (error) {
    log.error({ err: error }, 'policy documents after conversion failed');
  }
}
