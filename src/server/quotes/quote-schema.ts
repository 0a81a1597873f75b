// JSON schemas of a quote as the server answers it (spec section 3), shared by the routes that
// answer one: the buy journey's new quote (routes/motor/quotes.ts) and the confirmed code of a
// renewal or premium lookup (routes/otp.ts, issue 31).

const packageSchema = {
  type: 'object',
  required: ['planId', 'plan', 'premiumAmt', 'coverage', 'coverageList'],
  properties: {
    planId: { type: 'string' },
    plan: { type: 'string' },
    premiumAmt: { type: 'string' },
    coverage: { type: 'string' },
    coverageList: { type: 'array', items: { type: 'string' } },
  },
} as const;

const QUOTE_TEXT_FIELDS = [
  'carName', 'modelName', 'plateNumber', 'plateCode', 'modelYear', 'chassisNo', 'bodyType', 'usageType',
  'vehicleValue', 'insuredName', 'civilId', 'age', 'quoteNo', 'policyNo', 'previousPolicyNo', 'coverFromDate',
  'coverToDate', 'quoteStatus', 'product', 'prodId', 'productType', 'mobileNo', 'eMailId', 'whatsappNo',
  'isTransConfirmPlan', 'transId', 'promoCode', 'error',
] as const;

/** The spec's Quote (section 3), as src/server/adapters/insurer/quote-mapping.ts produces it. */
export const quoteSchema = {
  type: 'object',
  required: [...QUOTE_TEXT_FIELDS, 'packages'],
  properties: {
    ...Object.fromEntries(QUOTE_TEXT_FIELDS.map((name) => [name, { type: 'string' }])),
    packages: { type: 'array', items: packageSchema },
  },
} as const;

/** The plan and amount a payment of the quote will charge (quotes/lookup-handles.ts releaseQuote). */
export const premiumSchema = { type: 'object', required: ['planId', 'amount'], properties: { planId: { type: 'string' }, amount: { type: 'string' } } } as const;
