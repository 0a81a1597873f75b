// JSON schemas of the motor endpoints: what the browser may send and what it gets back.

const str = (maxLength = 100) => ({ type: 'string', maxLength }) as const;

/** A lookup body; which lookup types (tabs) and fields a page accepts is its form's (src/server/forms). */
export interface LookupBody {
  lookupType: string;
  plateNumber?: string;
  plateCode?: string;
  civilId?: string;
  mobileNo?: string;
  /** The ROP page's name for mobileNo (spec section 3). */
  mobileNumber?: string;
  quoteNo?: string;
  policyNo?: string;
  transId?: string;
}

export const lookupBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['lookupType'],
  properties: {
    lookupType: str(40),
    plateNumber: str(20),
    plateCode: str(40),
    civilId: str(20),
    mobileNo: str(20),
    mobileNumber: str(20),
    quoteNo: str(40),
    policyNo: str(40),
    transId: { type: ['string', 'number'] },
  },
} as const;

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

export const documentsSchema = {
  type: 'object',
  required: ['documents'],
  properties: {
    documents: {
      type: 'array',
      items: { type: 'object', required: ['label', 'url'], properties: { label: { type: 'string' }, url: { type: 'string' } } },
    },
  },
} as const;

export const ropSchema = {
  type: 'object',
  required: ['kind', 'message'],
  properties: { kind: { type: 'string', enum: ['error', 'status', 'none'] }, message: { type: 'string' }, messageKey: { type: 'string' } },
} as const;

/** The new-quote body by the insurer's names; the journey's `request` maps them to the buy form's fields. */
export interface NewQuoteBody {
  mobileNo?: string;
  firstName?: string;
  vehicleValue?: string;
  plateNo?: string;
  plateCode?: string;
  plateRegType?: string;
  civilId?: string;
  /** An id of schemas/catalog/products.json. */
  product?: string;
  chasisNo?: string;
  emailId?: string;
  riskType?: string;
  transId?: string | number;
}

/**
 * The wire shape only (names, types, lengths): which fields are required and what they must look
 * like is the buy form's, checked by src/server/forms against the form the partner's page renders;
 * products and vehicle values are the catalog's (routes/motor/quotes.ts). srcBusId is the partner's.
 */
export const newQuoteBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    mobileNo: str(20),
    firstName: str(100),
    vehicleValue: str(20),
    plateNo: str(20),
    plateCode: str(40),
    plateRegType: str(4),
    civilId: str(20),
    product: str(10),
    chasisNo: str(30),
    emailId: str(100),
    riskType: str(10),
    transId: { type: ['string', 'number'] },
  },
} as const;

const nonBlank = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength, pattern: '\\S' }) as const;

/** prodId is checked against the catalog of the request's config tree in the handler. */
export const confirmPackageBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['quoteNo', 'packageId', 'prodId'],
  properties: { quoteNo: nonBlank(40), packageId: nonBlank(10), prodId: str(10) },
} as const;

export const planStatusBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['quoteNo'],
  properties: { quoteNo: nonBlank(40) },
} as const;
