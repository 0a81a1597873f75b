// The one place an error becomes a response: `{ error: { code, message, params?, details? } }`
// with a code of the catalogue, every failing field listed, and never a stack trace.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, catalogEntry, type ErrorCode, type FieldProblem } from '../errors.js';
import { GENERIC_INVALID_KEY } from '../../config/forms/messages.js';
import { localeText, requestLanguage } from '../forms/index.js';
import { fillTemplate } from '../../protocols/messaging/whatsapp-cloud.js';

interface AjvProblem {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

/**
 * Missing and unknown properties are reported at the property itself, not at its parent. Each is
 * worded by `words` (the request's language, wireWords) where it can be: ajv's own message is
 * English schema jargon ("must NOT have more than 100 characters"), the last resort.
 */
export function fieldProblems(validation: AjvProblem[], words: (keyword: string) => string | undefined = () => undefined): FieldProblem[] {
  return validation.map((v) => {
    const child = v.params.missingProperty ?? v.params.additionalProperty;
    const field = typeof child === 'string' ? `${v.instancePath}/${child}` : v.instancePath || '/';
    return { field, keyword: v.keyword, message: words(v.keyword) ?? v.message ?? v.keyword };
  });
}

/**
 * The words for a broken rule of a route's wire schema, in the request's language: the end of the
 * forms' own lookup chain (config/forms/messages.ts: error.<keyword>, else the generic text), as no
 * form names the field. Undefined before the request's partner and tree are known.
 */
export function wireWords(request: FastifyRequest): (keyword: string) => string | undefined {
  const tree = request.configTree;
  const partnerId = request.partnerId;
  if (!tree || !partnerId) return () => undefined;
  const language = requestLanguage(request);
  return (keyword) => {
    for (const key of [`error.${keyword}`, GENERIC_INVALID_KEY]) {
      const text = localeText(tree, partnerId, key, language);
      if (text !== key) return text;
    }
    return undefined;
  };
}

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

// busboy (under @fastify/multipart) throws plain errors, without a status, for a body that is not
// multipart at all: no boundary, a truncated body, a broken part header. They are the client's.
const MALFORMED_MULTIPART = /^(Multipart: |Unexpected end of (multipart data|form)|Malformed (part header|content type)|Part terminated early)/;

// PostgreSQL refuses U+0000 (and bytes its encoding cannot hold) in text: input we should have
// refused earlier (plugins/control-chars.ts); still the client's fault, never a 500.
const PG_BAD_TEXT = new Set(['22021', '22P05']);

/** Maps whatever was thrown (ours, Fastify's, a plugin's, a bug) onto the catalogue. */
export function toAppError(error: unknown, words?: (keyword: string) => string | undefined): AppError {
  if (error instanceof AppError) return error;
  const err = error as Partial<FastifyError> & { validation?: AjvProblem[] };
  if (Array.isArray(err.validation)) {
    return new AppError('VALIDATION_FAILED', { details: fieldProblems(err.validation, words), cause: error });
  }
  if (err.statusCode === undefined && typeof err.message === 'string' && MALFORMED_MULTIPART.test(err.message)) {
    return new AppError('BAD_REQUEST', { message: 'The upload could not be read: the multipart body is malformed or incomplete.', cause: error });
  }
  if (typeof err.code === 'string' && PG_BAD_TEXT.has(err.code)) {
    return new AppError('BAD_REQUEST', { message: 'Text with control characters is not accepted.', cause: error });
  }
  const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
  if (status >= 500) return new AppError('INTERNAL', { cause: error });
  const code = CODE_BY_STATUS[status] ?? 'BAD_REQUEST';
  return new AppError(code, { cause: error });
}

/**
 * The error's words in the request's language (Accept-Language, as the customer API's field
 * messages): the locales' errors.<code>, the page's own texts, {{params}} filled. English, an
 * error answered before the request's partner is known, and a message given in place of the
 * catalogue's (an insurer's words) stay as they are.
 */
export function localizedMessage(request: FastifyRequest, error: AppError): string {
  if (!request.configTree || !request.partnerId || error.message !== catalogEntry(error.code).message) return error.message;
  const language = requestLanguage(request);
  if (language === 'en') return error.message;
  const key = `errors.${error.code}`;
  const text = localeText(request.configTree, request.partnerId, key, language);
  if (text === key) return error.message;
  const params = Object.fromEntries(Object.entries(error.params ?? {}).map(([name, value]) => [name, String(value)]));
  return fillTemplate(text, params);
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    // Worded only for a wire-schema refusal: every other error answer skips the language lookup.
    let words: ((keyword: string) => string | undefined) | undefined;
    const appError = toAppError(error, (keyword) => (words ??= wireWords(request))(keyword));
    if (appError.statusCode >= 500) {
      // request.log carries the request id, so the customer's report can be matched to this line.
      request.log.error({ err: error }, 'request failed');
    } else if (!(error instanceof AppError)) {
      request.log.info({ code: appError.code, reason: (error as Error).message }, 'request rejected');
    }
    const retryAfter = (error as { headers?: Record<string, unknown> }).headers?.['retry-after'];
    if (retryAfter !== undefined) reply.header('retry-after', retryAfter);
    const body = appError.toBody();
    const message = localizedMessage(request, appError);
    return reply.code(appError.statusCode).type('application/json; charset=utf-8').send({ error: { ...body.error, message, requestId: request.id } });
  });
}
