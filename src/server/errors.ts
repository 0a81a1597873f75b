// The error catalogue in code. schemas/catalog/errors.json is the single list of codes the API
// answers with; the browser translates `errors.<code>` and falls back to `message`.
import { readFileSync } from 'node:fs';

type CatalogFile = typeof import('../../schemas/catalog/errors.json');
export type ErrorCode = keyof CatalogFile['errors'];
/** Values for the browser's `t('errors.<code>', params)`; a string `message` also replaces the catalogue text. */
export type ErrorParams = Record<string, unknown>;

interface CatalogEntry {
  status: number;
  message: string;
}

const catalogUrl = new URL('../../schemas/catalog/errors.json', import.meta.url);
const catalog = (JSON.parse(readFileSync(catalogUrl, 'utf8')) as { errors: Record<string, CatalogEntry> }).errors;

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(catalog, code);
}

export function catalogEntry(code: ErrorCode): CatalogEntry {
  const entry = catalog[code];
  // Only reachable when errors.json lost a code that the compiled types still know.
  if (!entry) throw new Error(`Error code ${code} is missing from schemas/catalog/errors.json`);
  return entry;
}

/** One failing field of a validation error. */
export interface FieldProblem {
  /** JSON pointer of the field, e.g. /plateNumber (a missing property is included in the pointer). */
  field: string;
  keyword: string;
  message: string;
}

export interface AppErrorOptions {
  /** Overrides the catalogue text, e.g. an insurer message the spec says to show as received. */
  message?: string;
  params?: ErrorParams;
  details?: FieldProblem[];
  cause?: unknown;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly params?: ErrorParams;
  readonly details?: FieldProblem[];

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    const entry = catalogEntry(code);
    const paramMessage = typeof options.params?.message === 'string' ? options.params.message : undefined;
    // A refusal (4xx) is an answer, not a fault: no log line reads its stack, and capturing one
    // was 15 % of a 404's cost. A 5xx keeps its stack for the "request failed" line.
    const stackTraceLimit = Error.stackTraceLimit;
    if (entry.status < 500) Error.stackTraceLimit = 0;
    super(options.message ?? paramMessage ?? entry.message, { cause: options.cause });
    Error.stackTraceLimit = stackTraceLimit;
    this.name = 'AppError';
    this.code = code;
    this.statusCode = entry.status;
    if (options.params) this.params = options.params;
    if (options.details) this.details = options.details;
  }

  toBody(): ErrorBody {
    const error: ErrorBody['error'] = { code: this.code, message: this.message };
    if (this.params) error.params = this.params;
    if (this.details) error.details = this.details;
    return { error };
  }
}

export function appError(code: ErrorCode, params?: ErrorParams): AppError {
  return new AppError(code, params ? { params } : {});
}

export interface ErrorBody {
  error: { code: string; message: string; params?: ErrorParams; details?: FieldProblem[] };
}

/** Shared response schema; routes reference it as { $ref: 'ErrorResponse#' }. */
export const errorResponseSchema = {
  $id: 'ErrorResponse',
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', enum: Object.keys(catalog) },
        message: { type: 'string' },
        /** The X-Request-Id of the answer: a customer's report can be matched to the log lines. */
        requestId: { type: 'string' },
        params: { type: 'object', additionalProperties: true },
        details: {
          type: 'array',
          items: {
            type: 'object',
            required: ['field', 'keyword', 'message'],
            properties: { field: { type: 'string' }, keyword: { type: 'string' }, message: { type: 'string' } },
          },
        },
      },
    },
  },
} as const;

/** `{ 400: ErrorResponse, 401: ... }` for a route's response schema. */
export function errorResponses(...statuses: number[]): Record<number, { $ref: string }> {
  return Object.fromEntries(statuses.map((status) => [status, { $ref: 'ErrorResponse#' }]));
}

/** The codes answered with a status of 500 or more: a step event refused with one is a server error (the guardrail counts them). */
export function serverErrorCodes(): string[] {
  return Object.entries(catalog).filter(([, entry]) => entry.status >= 500).map(([code]) => code);
}
