// JSON schemas of the motor endpoints: what the browser may send and what it gets back.

const str = (maxLength = 100) => ({ type: 'string', maxLength }) as const;

/**
 * A lookup body; which lookup types (tabs) and fields a page accepts is its form's (src/server/forms),
 * the wire shape is src/config/operation-wire.ts's. A text field may come as a number (a form may ask for one).
 */
export interface LookupBody {
  lookupType: string;
  plateNumber?: string | number;
  plateCode?: string | number;
  civilId?: string | number;
  mobileNo?: string | number;
  /** The ROP page's name for mobileNo (spec section 3). */
  mobileNumber?: string | number;
  quoteNo?: string | number;
  policyNo?: string | number;
  transId?: string | number;
}

/** A body field as trimmed text ('' when absent): before the form check a field may be a number. */
export const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/**
 * What a renewal or premium lookup answers (issue 31): an opaque handle of the quote it found, for
 * this client only; the quote itself comes once the client confirms its code (POST /api/v1/otp/verify).
 */
export const lookupAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['lookup'],
  properties: {
    lookup: {
      type: 'string',
      description: 'Opaque handle of the quote found, valid 30 minutes for this client only: ask for its code with it (POST /api/v1/otp, purpose payment), then confirm the code (POST /api/v1/otp/verify), which answers the quote.',
    },
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
