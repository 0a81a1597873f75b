// What the simulated gateway says about a stored order: the redirect response (encResp) and
// the order status record. Both are pure functions of the stored order, so a reloaded result
// page or a repeated look-up gives the same answer.
import { encrypt } from '../../protocols/payment/ccavenue-crypto.js';
import { joinFields } from '../../protocols/payment/ccavenue-fields.js';
import { formatOmr } from '../../protocols/payment/omr-amount.js';
import type { PayOrder } from './order-store.js';

const REDIRECT_STATUS: Record<PayOrder['status'], string> = {
  Initiated: 'Initiated',
  Successful: 'Success',
  Shipped: 'Success',
  Unsuccessful: 'Failure',
  Aborted: 'Aborted',
};

/** "2024-08-02 11:09:58.427" -> "02/08/2024 11:09:58", the redirect response's trans_date. */
function transDate(stamp: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}:\d{2}:\d{2})/.exec(stamp);
  return m ? `${m[3]}/${m[2]}/${m[1]} ${m[4]}` : stamp;
}

/** The plain text of encResp, in CCAvenue's field order. */
export function redirectFields(order: PayOrder): Record<string, string | undefined> {
  const req = order.requestFields;
  const paid = order.status === 'Successful' || order.status === 'Shipped';
  return {
    order_id: order.orderId,
    tracking_id: order.trackingId,
    bank_ref_no: order.bankRefNo ?? undefined,
    order_status: REDIRECT_STATUS[order.status],
    failure_message: order.failureMessage ?? undefined,
    payment_mode: order.cardLast4 ? 'Credit Card' : undefined,
    card_name: order.cardName ?? undefined,
    status_code: paid ? '0' : undefined,
    status_message: paid ? 'Approved' : order.status === 'Aborted' ? 'Cancelled by the customer' : undefined,
    currency: order.currency,
    amount: formatOmr(order.amountBaiza),
    billing_name: req.billing_name,
    billing_address: req.billing_address,
    billing_city: req.billing_city,
    billing_state: req.billing_state,
    billing_zip: req.billing_zip,
    billing_country: req.billing_country,
    billing_tel: req.billing_tel,
    billing_email: req.billing_email,
    merchant_param1: req.merchant_param1,
    merchant_param2: req.merchant_param2,
    merchant_param3: req.merchant_param3,
    merchant_param4: req.merchant_param4,
    merchant_param5: req.merchant_param5,
    mer_amount: formatOmr(order.amountBaiza),
    response_code: paid ? '0' : undefined,
    trans_date: transDate(order.updatedAt),
  };
}

export function encResp(order: PayOrder, workingKey: string): string {
  return encrypt(joinFields(redirectFields(order)), workingKey);
}

/** The orderStatusTracker record (API version 1.2, flat JSON), with a fault card's lie applied. */
export function statusRecord(order: PayOrder): Record<string, string | number> {
  let amountBaiza = order.amountBaiza;
  let status: string = order.status;
  if (order.statusFault === 'amount-off') amountBaiza -= 1;
  if (order.statusFault === 'still-pending') status = 'Awaited';
  const amount = Number(formatOmr(amountBaiza));
  return {
    status: 0,
    error_desc: '',
    error_code: '',
    order_no: order.orderId,
    reference_no: order.trackingId,
    order_bank_ref_no: order.bankRefNo ?? '',
    order_status: status,
    order_amt: amount,
    order_gross_amt: amount,
    order_currncy: order.currency,
    order_card_name: order.cardName ?? '',
    order_option_type: order.cardLast4 ? 'OPTCRDC' : '',
    order_bill_name: order.requestFields.billing_name ?? '',
    order_date_time: order.createdAt,
    order_status_date_time: order.updatedAt,
  };
}

/** The record for an order number the gateway never saw. */
export const NO_RECORD = { status: 1, error_desc: 'No records found for the given order', error_code: '51419' };
