/**
 * The wire contract with the insurer's B2B services, shared by the adapter and the sandbox.
 * Each operation is `POST <base>/b2b/motor/<path>`, `Content-Type: text/xml`; the request root is
 * `<<name>Request>` holding `<userName>`, `<password>` and then the fields below in this order;
 * the reply root is `<<name>Response>`, with an `<errMsg>` child when the insurer refuses.
 * Samples of every request and reply: tests/contracts/insurer/.
 */
export const OPERATIONS = {
  getTransDtls: {
    path: 'getTransDtls',
    read: true,
    // policyNo last: a renewal found by the policy's number (a Policy No tab on the Renew page).
    fields: ['quoteNo', 'plateNumber', 'plateCode', 'civilId', 'mobileNo', 'txnTyp', 'srcBusId', 'policyNo'],
  },
  getQuote: {
    path: 'getQuote',
    read: true,
    fields: ['civilId', 'mobileNo', 'plateNo', 'quoteNo', 'registrationMark', 'srcBusId', 'txnTyp'],
  },
  getQuoteV2: {
    path: 'getQuoteV2',
    read: true,
    fields: ['civilId', 'mobileNo', 'plateNo', 'quoteNo', 'registrationMark', 'srcBusId', 'txnTyp'],
  },
  createPolicy: {
    path: 'createPolicy',
    read: false,
    fields: [
      'chasisNo', 'civilId', 'emailId', 'firstName', 'lastName', 'mobileNo', 'plateNo', 'plateRegType',
      'product', 'registrationMark', 'riskType', 'srcBusId', 'vehicleValue',
    ],
  },
  confirmPackage: { path: 'confirmPackage', read: false, fields: ['packageId', 'prodId', 'quoteNo', 'srcBusId'] },
  quoteToPolicyConversion: {
    path: 'quoteToPolicyConversion',
    read: false,
    fields: ['order_status', 'amount', 'currency', 'payment_id', 'mer_param_2', 'srcBusId'],
  },
  getPolicyDoc: {
    path: 'getPolicyDoc',
    read: true,
    fields: ['civilId', 'mobileNo', 'plateNo', 'policyNo', 'quoteNo', 'registrationMark', 'srcBusId'],
  },
  getRopResubmissionDtls: {
    path: 'getRopResubmissionDtls',
    read: true,
    fields: ['civilId', 'mobileNo', 'plateNo', 'policyNo', 'registrationMark', 'srcBusId'],
  },
  // Not in the spec's list: the holder's mobile on record of a policy (issue 24's one-time codes for
  // documents and ROP status go to it), found as getPolicyDoc finds the policy. Answers policyNo, mobileNo.
  getPolicyDtls: {
    path: 'getPolicyDtls',
    read: true,
    fields: ['civilId', 'mobileNo', 'plateNo', 'policyNo', 'registrationMark', 'srcBusId'],
  },
  getPlanStatus: { path: 'getPlanStatus', read: true, fields: ['quoteNo', 'srcBusId'] },
  approvePolicy: {
    path: 'approvePolicy',
    read: false,
    fields: ['mobileNo', 'paidAmt', 'paymentRefId', 'renewalQuoteNo', 'srcBusId'],
  },
  // ASSUMPTION: the spec names no such call. The renewal reminders (docs/customers.md) need the
  // policies whose cover ends in a window of Oman days (`YYYY-MM-DD`, both ends included); the
  // insurer, the system of record, is assumed to offer this list. Reply: <policyList><policy>...
  getExpiringPolicies: { path: 'getExpiringPolicies', read: true, fields: ['coverToFrom', 'coverToUntil', 'srcBusId'] },
} as const;

export type OperationName = keyof typeof OPERATIONS;
export type FieldsOf<Op extends OperationName> = { [K in (typeof OPERATIONS)[Op]['fields'][number]]: string };

export const requestRoot = (op: OperationName) => `${op}Request`;
export const replyRoot = (op: OperationName) => `${op}Response`;

/** The operation served at a B2B path, or undefined for an unknown path. */
export function operationForPath(path: string): OperationName | undefined {
  return (Object.keys(OPERATIONS) as OperationName[]).find((op) => OPERATIONS[op].path === path);
}

/** policyNo may be left out (sent empty): only a lookup by policy number fills it. */
export type TransDtlsRequest = Omit<FieldsOf<'getTransDtls'>, 'policyNo'> & { policyNo?: string; txnTyp: 'P' | 'Q' };
export type GetQuoteRequest = FieldsOf<'getQuote'>;
export type CreatePolicyRequest = FieldsOf<'createPolicy'>;
export type ConfirmPackageRequest = FieldsOf<'confirmPackage'>;
export type ConversionRequest = FieldsOf<'quoteToPolicyConversion'>;
export type PolicyDocRequest = FieldsOf<'getPolicyDoc'>;
export type RopRequest = FieldsOf<'getRopResubmissionDtls'>;
export type PolicyDtlsRequest = FieldsOf<'getPolicyDtls'>;
export type PlanStatusRequest = FieldsOf<'getPlanStatus'>;
export type ApprovePolicyRequest = FieldsOf<'approvePolicy'>;
export type ExpiringPoliciesRequest = FieldsOf<'getExpiringPolicies'>;
