// JSON schemas of the motor endpoints: what the browser may send and what it gets back.

const str = (maxLength = 100) => ({ type: 'string', maxLength }) as const;

/**
 * A lookup body and the new-quote body: their wire (src/config/operation-wire.ts) is their one
 * declaration; which lookup types (tabs) and fields a page accepts is its form's (src/server/forms).
 */
export type { LookupBody, NewQuoteBody } from '../../../config/operation-wire.js';

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
