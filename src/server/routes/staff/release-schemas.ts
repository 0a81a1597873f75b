// Route schemas of the releases API (they also make its part of the OpenAPI document).
import { CONFIG_ISSUE_SCHEMA } from '../../../config/release-wire.js';
import { appError } from '../../errors.js';
const ISSUE = CONFIG_ISSUE_SCHEMA;

const NULLABLE_TIME = { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] } as const;
const NULLABLE_STRING = { anyOf: [{ type: 'string' }, { type: 'null' }] } as const;
/** A release number: an integer column (PostgreSQL's integer is at most 2147483647). */
export const RELEASE_NUMBER = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
/** A draft's revision: an integer column too. */
export const REVISION = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const NULLABLE_NUMBER = { anyOf: [RELEASE_NUMBER, { type: 'null' }] } as const;
const AUTHORS = { type: 'array', items: { type: 'string' }, minItems: 1, description: 'Everyone who changed it (started, saved, reverted, removed, re-worded or reopened it), in order; none of them may approve it' } as const;

export const release = {
  type: 'object',
  required: ['number', 'contentHash', 'kind', 'message', 'author', 'authors', 'approver', 'rollbackOf', 'createdAt', 'approvedAt', 'publishedAt', 'effectiveAt', 'cancelledAt', 'status'],
  properties: {
    number: RELEASE_NUMBER,
    contentHash: { type: 'string', description: 'sha256 of the files as canonical JSON' },
    kind: { type: 'string', enum: ['seed', 'change', 'rollback'] },
    message: { type: 'string' },
    author: { type: 'string', description: 'Who started the change (the first of `authors`)' },
    authors: AUTHORS,
    approver: NULLABLE_STRING,
    rollbackOf: NULLABLE_NUMBER,
    draftId: NULLABLE_STRING,
    createdAt: { type: 'string', format: 'date-time' },
    approvedAt: NULLABLE_TIME,
    publishedAt: { type: 'string', format: 'date-time' },
    effectiveAt: { type: 'string', format: 'date-time' },
    cancelledAt: NULLABLE_TIME,
    cancelledBy: NULLABLE_STRING,
    status: { type: 'string', enum: ['effective', 'staged', 'stopped', 'scheduled', 'superseded', 'cancelled'], description: 'staged: served to a share of new visits beside its base; stopped: its share went to 0' },
    share: {
      description: 'For a release published to a share of new visits (docs/releases.md, "Staged releases"), else null',
      anyOf: [{ type: 'null' }, {
        type: 'object', required: ['base', 'share', 'stagedAt', 'changedAt', 'changedBy', 'guardrail'],
        properties: {
          base: { ...RELEASE_NUMBER, description: 'The release served before it, to the visits not on its share' },
          share: { type: 'integer', minimum: 0, maximum: 100, description: '1-99 staged, 100 promoted, 0 stopped' },
          stagedAt: { type: 'string', format: 'date-time' },
          changedAt: { type: 'string', format: 'date-time' },
          changedBy: { type: 'string', description: 'Who set the share last ("guardrail" when the guardrail stopped it)' },
          guardrail: { anyOf: [{ type: 'null' }, { type: 'object', additionalProperties: true }], description: 'The numbers that made the guardrail stop it' },
        },
      }],
    },
  },
} as const;

/** The release served to a share of new visits now, beside its base. */
export const stagedShare = {
  description: 'The staged release in effect (served to the visits whose bucket is below its share), or null',
  anyOf: [{ type: 'null' }, {
    type: 'object', required: ['release', 'base', 'share'],
    properties: { release: RELEASE_NUMBER, base: RELEASE_NUMBER, share: { type: 'integer', minimum: 1, maximum: 99 } },
  }],
} as const;

export const draft = {
  type: 'object',
  required: ['id', 'base', 'kind', 'message', 'author', 'authors', 'status', 'revision', 'files', 'findings', 'createdAt', 'updatedAt'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    base: { ...RELEASE_NUMBER, description: 'The release the draft changes' },
    kind: { type: 'string', enum: ['change', 'rollback'] },
    rollbackOf: NULLABLE_NUMBER,
    message: { type: 'string' },
    author: { type: 'string', description: 'Who started the draft (the first of `authors`)' },
    authors: AUTHORS,
    partnerScope: NULLABLE_STRING,
    status: { type: 'string', enum: ['open', 'submitted', 'approved', 'rejected', 'published', 'withdrawn'] },
    revision: { ...REVISION, description: 'Counts saves; send it back as If-Match to be told of a save made since' },
    files: { type: 'array', items: { type: 'string' }, description: 'The files the draft changes' },
    removed: { type: 'array', items: { type: 'string' }, description: 'The files the draft removes' },
    findings: { type: 'array', items: ISSUE, description: "The checker's findings on the draft's whole tree" },
    problems: { type: 'integer', minimum: 0, maximum: 2147483647, description: 'How many findings are errors (a draft with any cannot be submitted)' },
    submittedAt: NULLABLE_TIME,
    reviewer: NULLABLE_STRING,
    reviewComment: NULLABLE_STRING,
    reviewedAt: NULLABLE_TIME,
    release: NULLABLE_NUMBER,
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
  },
} as const;

export const dataOf = (schema: object) => ({ type: 'object', required: ['data'], properties: { data: schema } }) as const;

export const releaseNumberParams = {
  type: 'object', required: ['n'], additionalProperties: false,
  properties: { n: { type: 'string', pattern: '^[1-9][0-9]{0,8}$', description: 'A release number' } },
} as const;

export const draftIdParams = {
  type: 'object', required: ['id'], additionalProperties: false,
  properties: { id: { type: 'string', format: 'uuid' } },
} as const;

export const draftFileParams = {
  type: 'object', required: ['id', '*'], additionalProperties: false,
  properties: {
    id: { type: 'string', format: 'uuid' },
    '*': { type: 'string', minLength: 6, maxLength: 200, pattern: '^[a-z]+(/[a-z]+)?/[a-z0-9][a-z0-9._-]*\\.json$', description: 'The file, relative to the config root (e.g. locales/en.json)' },
  },
} as const;

/**
 * A draft file route's schema errors: a malformed file path (`../../etc/passwd`, an empty or
 * too long one) is CONFIG_PATH_INVALID, as a well-formed path the portal does not read is,
 * rather than the pattern's regex; any other failure stays VALIDATION_FAILED (its field list).
 */
export function draftFileErrors(errors: Array<{ instancePath: string }>, part: string): Error {
  if (part === 'params' && errors.some((e) => e.instancePath === '/*')) return appError('CONFIG_PATH_INVALID');
  return new Error(`${part} failed the route schema`);
}

const MESSAGE = { type: 'string', minLength: 1, maxLength: 500 } as const;
const COMMENT = { type: 'string', minLength: 1, maxLength: 2000 } as const;

export const createDraftBody = {
  type: 'object', required: ['message'], additionalProperties: false,
  properties: { base: { ...RELEASE_NUMBER, description: 'The release to change: must be the newest (default)' }, message: MESSAGE },
} as const;
export const submitBody = { type: 'object', additionalProperties: false, properties: { message: MESSAGE } } as const;
export const approveBody = { type: 'object', additionalProperties: false, properties: { comment: COMMENT } } as const;
export const rejectBody = { type: 'object', required: ['comment'], additionalProperties: false, properties: { comment: COMMENT } } as const;
export const publishBody = {
  type: 'object', additionalProperties: false,
  properties: {
    effectiveAt: { type: 'string', format: 'date-time', description: 'When the release takes effect (default: now)' },
    share: { type: 'integer', minimum: 1, maximum: 100, default: 100, description: 'Per cent of new visits served the release (default 100: every visit); below 100 it is staged against the release served before it' },
  },
} as const;
export const shareBody = {
  type: 'object', required: ['share', 'reason'], additionalProperties: false,
  properties: { share: { type: 'integer', minimum: 0, maximum: 100, description: '100 promotes it to every visit (final); 0 stops it' }, reason: MESSAGE },
} as const;
export const rollbackBody = { type: 'object', required: ['reason'], additionalProperties: false, properties: { reason: MESSAGE } } as const;
export const fileQuery = {
  type: 'object', additionalProperties: false,
  properties: { remove: { type: 'string', enum: ['1', 'true'], description: 'Remove the file from the release instead of reverting it to the base' } },
} as const;
export const diffQuery = {
  type: 'object', required: ['from', 'to'], additionalProperties: false,
  properties: { from: releaseNumberParams.properties.n, to: releaseNumberParams.properties.n },
} as const;
export const draftListQuery = {
  type: 'object', additionalProperties: false,
  properties: { status: { type: 'string', enum: ['open', 'submitted', 'approved', 'rejected', 'published', 'withdrawn'] } },
} as const;
