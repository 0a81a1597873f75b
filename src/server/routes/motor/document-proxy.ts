// The document proxy: the browser fetches an insurer document by its token (motor/document-links.ts).
import type { FastifyInstance } from 'fastify';
import { appError, errorResponses } from '../../errors.js';
import { DOCUMENT_PATH, readDocumentToken } from '../../motor/document-links.js';
import type { FromSchema } from '../../typed-routes.js';

const paramsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['*'],
  properties: { '*': { type: 'string', maxLength: 2048 } },
} as const;

const MAX_PDF_BYTES = 20 * 1024 * 1024;
/** A PDF runs no script of ours: nothing may load from it, and only our own pages may frame it. */
export const DOCUMENT_CSP = "default-src 'none'; frame-ancestors 'self'";

/** GET (and HEAD, which Fastify derives from it) of a document: Content-Type application/pdf. */
export function registerDocumentProxy(app: FastifyInstance): void {
  // A wildcard, not `:token`: the router refuses parameters over 100 characters, and a token is longer.
  // The answer is a PDF Buffer, not the schema's string: only the params are typed by their schema.
  app.get<{ Params: FromSchema<typeof paramsSchema> }>(
    `${DOCUMENT_PATH}/*`,
    {
      // The unguessable, expiring token is the permission: a PDF frame cannot send a bearer token.
      config: { public: true },
      schema: {
        params: paramsSchema,
        response: { 200: { type: 'string', format: 'binary' }, ...errorResponses(404, 502, 503) },
      },
    },
    async (request, reply) => {
      const url = readDocumentToken(request.params['*']);
      if (!url) throw appError('NOT_FOUND');
      let response: Response;
      try {
        response = await fetch(url, { signal: AbortSignal.timeout(app.env.INSURER_TIMEOUT_MS) });
      } catch {
        throw appError('INSURER_UNAVAILABLE');
      }
      if (response.status === 404) throw appError('NOT_FOUND');
      if (response.status !== 200) throw appError('INSURER_UNAVAILABLE');
      const type = response.headers.get('content-type') ?? '';
      const body = Buffer.from(await response.arrayBuffer());
      if (!type.includes('pdf') || body.length > MAX_PDF_BYTES || body.subarray(0, 5).toString('latin1') !== '%PDF-') {
        throw appError('UNEXPECTED_RESPONSE_FORMAT');
      }
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, max-age=300')
        // The preview frames this document on our own page; the site-wide policy forbids any framing.
        .header('content-security-policy', DOCUMENT_CSP)
        .header('x-frame-options', 'SAMEORIGIN')
        .send(body);
    },
  );
}
