// The JSON Schema of a ReleaseDiff (types.ts), for the API that answers one: Fastify serialises
// a response through its schema and drops what the schema does not name, so every field is here.
const bilingual = {
  type: 'object', additionalProperties: false, required: ['en', 'ar'],
  properties: { en: { type: 'string' }, ar: { type: 'string' } },
} as const;
const nullableText = { type: ['string', 'null'] } as const;
const textSides = {
  type: 'object', additionalProperties: false, required: ['before', 'after'],
  properties: { before: nullableText, after: nullableText },
} as const;
const anyJson = { description: 'Any JSON value: the value before or after the change.' } as const;
const strings = { type: 'array', items: { type: 'string' } } as const;

const entry = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'file', 'pointer', 'change', 'summary'],
  description: 'One change. Every kind has file, pointer, change and a one-line summary in English and Arabic; the other fields belong to some kinds.',
  properties: {
    kind: { type: 'string', enum: ['file', 'value', 'text', 'plan', 'rule'] },
    file: { type: 'string', description: 'The file that holds the change (for a rule of a shared fragment: the fragment).' },
    pointer: { type: 'string', description: 'RFC 6901 pointer into that file.' },
    change: { type: 'string', enum: ['added', 'removed', 'changed'] },
    summary: bilingual,
    before: anyJson,
    after: anyJson,
    key: { type: 'string', description: 'text: the text key.' },
    partner: { type: 'string', description: 'text: the partner whose override it is.' },
    en: textSides,
    ar: textSides,
    files: { ...strings, description: 'text: every file in which the key changed.' },
    product: { type: 'string', description: 'plan: the product id.' },
    plan: { type: 'string', description: 'plan: the plan id.' },
    columns: { ...strings, description: 'plan: the columns that differ.' },
    form: { type: 'string', description: 'rule: the form id.' },
    tab: { type: 'string', description: 'rule: the tab id on a lookup form.' },
    field: { type: 'string', description: 'rule: the field name.' },
    keyword: { type: 'string', description: 'rule: the JSON Schema keyword, or required.' },
    label: bilingual,
    message: {
      type: 'object', additionalProperties: false, required: ['key', 'en', 'ar'],
      properties: { key: { type: 'string' }, en: nullableText, ar: nullableText },
    },
  },
} as const;

export const RELEASE_DIFF_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['files', 'entries'],
  properties: {
    files: {
      type: 'array',
      items: {
        type: 'object', additionalProperties: false, required: ['file', 'change'],
        properties: { file: { type: 'string' }, change: { type: 'string', enum: ['added', 'removed', 'changed'] } },
      },
    },
    entries: { type: 'array', items: entry },
  },
} as const;
