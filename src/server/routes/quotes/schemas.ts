// Request schemas of the quote-record endpoints (spec section 3 field names, 0/1 flags as numbers).
const str = (max: number) => ({ type: 'string', maxLength: max }) as const;
const nonBlank = (max: number) => ({ type: 'string', minLength: 1, maxLength: max, pattern: '\\S' }) as const;
const flag = { type: 'integer', enum: [0, 1] } as const;
/** Money fields a browser may send but the server never uses: it computes them itself. */
const ignoredMoney = { type: ['string', 'number', 'null'] } as const;
// Mobile numbers and e-mail addresses are checked by the summary forms' own rules (the fields
// journeys/get-quote.json's pay.fields names; payments/summary-rules.ts checkContactFields), so
// the Oman mobile rule is written once, in schemas/common/fields.json.
const mobile = { type: 'string', minLength: 1, maxLength: 20, pattern: '\\S' } as const;
const optionalMobile = str(20);
const email = str(120);

export const QUOTE_NO = nonBlank(40);

export const quoteRecordBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['quoteNo', 'sendSms', 'mobileNo', 'sendWhatsapp', 'sendEmail'],
  properties: {
    // The partner is the request origin's; a body value is accepted for the spec's sake and ignored.
    partnerId: str(64),
    journeyId: { type: 'integer', enum: [1] },
    transId: str(64),
    quoteNo: QUOTE_NO,
    sendSms: flag,
    mobileNoCountryCode: { type: 'string', enum: ['968'] },
    mobileNo: mobile,
    sendWhatsapp: flag,
    sameAsMobileNo: flag,
    whatsappNoCountryCode: { type: 'string', enum: ['968'] },
    whatsappNo: optionalMobile,
    sendEmail: flag,
    email,
    selectedPlan: str(10),
    premium: ignoredMoney,
    promoCodeApplied: flag,
    promoCode: str(30),
    discount: ignoredMoney,
    discountedPremium: ignoredMoney,
    // Only the values of the payment start: a browser cannot record a payment or a policy.
    quoteStatus: { type: 'string', enum: ['Created'] },
    paymentStatus: { type: 'string', enum: ['Initiated'] },
  },
} as const;

export const quoteUpdateBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['quoteNo', 'quoteStatus', 'paymentStatus'],
  properties: {
    quoteNo: QUOTE_NO,
    // The failure page's update is the only one a browser may make; conversion is the server's.
    quoteStatus: { type: 'string', enum: ['Quote'] },
    paymentStatus: { type: 'string', enum: ['Failed'] },
    policyNo: { type: 'string', enum: [''] },
  },
} as const;

const yn = { type: 'string', enum: ['Y', 'N'] } as const;
export const communicationBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['quoteNo', 'emailYN', 'smsYN', 'mobileNo', 'whatsappYN'],
  properties: {
    licenseNo: str(20), quoteNo: QUOTE_NO, agentCode: str(20), emailYN: yn, emailId: email, smsYN: yn,
    mobileCountry: { type: 'string', enum: ['968'] }, mobileNo: mobile, whatsappYN: yn,
    whatsappCountry: { type: 'string', enum: ['968'] }, whatsappNo: optionalMobile,
  },
} as const;

export const promoBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['promoCode', 'quoteNo'],
  properties: { promoCode: nonBlank(30), quoteNo: QUOTE_NO, srcBusId: str(10) },
} as const;
