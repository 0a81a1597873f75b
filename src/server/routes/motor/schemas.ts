// JSON schemas of the motor endpoints: what the browser may send and what it gets back.

const str = (maxLength = 100) => ({ type: 'string', maxLength }) as const;

export const LOOKUP_TYPES = ['plateCivil', 'plateMobile', 'quoteNo', 'policyNo'] as const;
export type LookupType = (typeof LOOKUP_TYPES)[number];

export interface LookupBody {
  lookupType: LookupType;
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
    lookupType: { type: 'string', enum: [...LOOKUP_TYPES] },
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

export interface NewQuoteBody {
  mobileNo: string;
  firstName: string;
  vehicleValue?: string;
  plateNo: string;
  plateCode: string;
  plateRegType?: string;
  civilId: string;
  /** An id of schemas/catalog/products.json. */
  product: string;
  chasisNo?: string;
  emailId?: string;
  riskType?: string;
  transId?: string | number;
}

const nonBlank = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength, pattern: '\\S' }) as const;

/** What the request schemas take from the product catalog (schemas/catalog/products.json). */
export interface ProductRules {
  id: string;
  requiresVehicleValue: boolean;
}

/**
 * The buy-policy form (section 3 and the rules of section 5); srcBusId comes from the partner,
 * never the body. Products, and which of them need a vehicle value, are the catalog's: a product
 * added there is accepted here, without code.
 */
export function newQuoteBodySchema(products: readonly ProductRules[]) {
  const valued = products.filter((p) => p.requiresVehicleValue).map((p) => p.id);
  return {
    type: 'object',
    additionalProperties: false,
    required: ['mobileNo', 'firstName', 'plateNo', 'plateCode', 'civilId', 'product'],
    properties: {
      mobileNo: { type: 'string', pattern: '^\\s*(\\+?968)?\\s*[79](\\s*\\d){7}\\s*$' },
      firstName: nonBlank(100),
      vehicleValue: { type: 'string', pattern: '^\\s*(\\d{1,9}(\\.\\d{1,3})?)?\\s*$' },
      plateNo: { type: 'string', pattern: '^[A-Za-z0-9]{2,5}$' },
      plateCode: nonBlank(40),
      plateRegType: { type: 'string', maxLength: 4 },
      civilId: nonBlank(20),
      product: { type: 'string', enum: products.map((p) => p.id) },
      chasisNo: str(30),
      emailId: str(100),
      riskType: str(10),
      transId: { type: ['string', 'number'] },
    },
    ...(valued.length > 0
      ? {
          if: { required: ['product'], properties: { product: { enum: valued } } },
          // ajv strict mode wants the type beside a pattern, even inside `then`.
          then: { required: ['vehicleValue'], properties: { vehicleValue: { type: 'string', pattern: '\\d' } } },
        }
      : {}),
  };
}

export function confirmPackageBodySchema(products: readonly ProductRules[]) {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['quoteNo', 'packageId', 'prodId'],
    properties: { quoteNo: nonBlank(40), packageId: nonBlank(10), prodId: { type: 'string', enum: products.map((p) => p.id) } },
  };
}

export const planStatusBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['quoteNo'],
  properties: { quoteNo: nonBlank(40) },
} as const;
