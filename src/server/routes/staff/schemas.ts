// Route schemas of the staff API (they also make its part of the OpenAPI document).
import { STAFF_ROLES } from '../../staff/roles.js';
import type { FromSchema } from '../../typed-routes.js';

/** An audit entry's id: a bigint column, within what a JSON number carries exactly (and `before` accepts). */
const AUDIT_ID = { type: 'integer', minimum: 1, maximum: 999_999_999_999_999 } as const;

export const USERNAME = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9._@-]+$' } as const;

export const loginBody = {
  type: 'object',
  required: ['username', 'password'],
  additionalProperties: false,
  properties: {
    username: USERNAME,
    password: { type: 'string', minLength: 1, maxLength: 256 },
  },
} as const;

const staffView = {
  type: 'object',
  required: ['csrfToken', 'username', 'roles'],
  properties: {
    csrfToken: { type: 'string', description: 'Send back as X-CSRF-Token on every state-changing staff call.' },
    username: { type: 'string' },
    roles: { type: 'array', items: { type: 'string', enum: [...STAFF_ROLES] } },
    partnerScope: { type: 'string', description: 'The one partner whose file (partners/<id>.json) this member of staff may edit.' },
  },
} as const;

export const staffViewResponse = { type: 'object', required: ['data'], properties: { data: staffView } } as const;

/** GET /api/staff/session: nobody signed in is an answer here, not an error (the studio's first question). */
export const staffSessionResponse = {
  type: 'object', required: ['data'],
  properties: {
    data: {
      type: 'object', required: ['signedIn'],
      properties: { signedIn: { type: 'boolean' }, staff: staffView },
      description: '`staff` (as GET /api/staff/me answers it) when `signedIn`.',
    },
  },
} as const;

const auditFilters = {
  action: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[a-z0-9-]+$' },
  actor: { type: 'string', minLength: 1, maxLength: 200 },
  from: { type: 'string', format: 'date-time', description: 'Entries at or after this moment.' },
  to: { type: 'string', format: 'date-time', description: 'Entries before this moment.' },
} as const;

export const auditQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...auditFilters,
    // Query values stay strings (the API's ajv does not coerce types): digits, checked here.
    before: { type: 'string', pattern: '^[1-9][0-9]{0,14}$', description: 'Only entries older than this id: `page.next` of the previous page.' },
    limit: { type: 'string', pattern: '^([1-9]|[1-9][0-9]|1[0-9][0-9]|200)$', description: 'Entries per page, 1-200 (default 50).' },
  },
} as const;

export const auditExportQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { ...auditFilters, format: { type: 'string', enum: ['csv', 'json'], default: 'csv' } },
} as const;

export const auditRecord = {
  type: 'object',
  required: ['id', 'at', 'actor', 'clientAddress', 'action', 'target', 'details'],
  properties: {
    id: AUDIT_ID,
    at: { type: 'string', format: 'date-time' },
    actor: { type: 'string' },
    clientAddress: { type: ['string', 'null'] },
    action: { type: 'string' },
    target: { type: ['string', 'null'] },
    details: { type: 'object', additionalProperties: true },
  },
} as const;

export const auditPageResponse = {
  type: 'object',
  required: ['data', 'page'],
  properties: {
    data: { type: 'array', items: auditRecord },
    page: { type: 'object', required: ['next'], properties: { next: { ...AUDIT_ID, type: ['integer', 'null'], description: 'Pass as `before` for the next page; null on the last one.' } } },
  },
} as const;

/** The audit page's query, as its schema declares it. */
export type AuditQuery = FromSchema<typeof auditQuery>;
