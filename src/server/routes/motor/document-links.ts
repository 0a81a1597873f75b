import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { PolicyDocument } from '../../adapters/insurer/index.js';
import { appError, errorResponses } from '../../errors.js';

export const DOCUMENT_PATH = '/api/v1/motor/documents';
const TOKEN_TTL_MS = 60 * 60 * 1000;
const MAX_PDF_BYTES = 20 * 1024 * 1024;
/** A PDF runs no script of ours: nothing may load from it, and only our own pages may frame it. */
export const DOCUMENT_CSP = "default-src 'none'; frame-ancestors 'self'";

// A key per process: links outlive a page view, not a restart, and carry no secret of the insurer.
const key = randomBytes(32);

const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

/** An opaque, expiring token naming one insurer document URL; only this server can mint one. */
export function documentToken(url: string, now = Date.now()): string {
  const payload = Buffer.from(JSON.stringify({ u: url, e: now + TOKEN_TTL_MS })).toString('base64url');
  return `${payload}.${sign(payload)}`;
}

export function readDocumentToken(token: string, now = Date.now()): string | null {
  const [payload, mac] = token.split('.');
  if (!payload || !mac) return null;
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const { u, e } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { u: unknown; e: unknown };
    return typeof u === 'string' && typeof e === 'number' && e > now ? u : null;
  } catch {
    return null;
  }
}

/** The browser fetches documents through us, never from the insurer's host directly. */
export function proxiedDocuments(documents: PolicyDocument[]): PolicyDocument[] {
  return documents.map((doc) => ({ label: doc.label, url: `${DOCUMENT_PATH}/${documentToken(doc.url)}` }));
}

/** GET (and HEAD, which Fastify derives from it) of a document: Content-Type application/pdf. */
export function registerDocumentProxy(app: FastifyInstance): void {
  // A wildcard, not `:token`: the router refuses parameters over 100 characters, and a token is longer.
  app.get<{ Params: { '*': string } }>(
    `${DOCUMENT_PATH}/*`,
    {
      // The unguessable, expiring token is the permission: a PDF frame cannot send a bearer token.
      config: { public: true },
      schema: {
        params: {
          type: 'object',
          additionalProperties: false,
          required: ['*'],
          properties: { '*': { type: 'string', maxLength: 2048 } },
        },
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
