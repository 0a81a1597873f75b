// Refusals that happen before a route runs, in the API's error shape instead of Fastify's or
// node's own: request headers over node's limit (431) or too slow (408), an unparsable request
// (400) — node's http parser refuses these before Fastify sees a request, so they arrive as the
// server's clientError (Fastify's `clientErrorHandler`) —, and a URL the router cannot decode
// (400) or with a path parameter over its length limit (404: no id of ours is that long), which
// Fastify hands to `frameworkErrors`.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { catalogEntry, type ErrorCode } from '../errors.js';
import { requestIdOf } from './request-id.js';

function body(code: ErrorCode, requestId: string): string {
  return JSON.stringify({ error: { code, message: catalogEntry(code).message, requestId } });
}

const CLIENT_ERROR_CODES: Record<string, ErrorCode> = {
  HPE_HEADER_OVERFLOW: 'HEADERS_TOO_LARGE',
  ERR_HTTP_REQUEST_TIMEOUT: 'REQUEST_TIMEOUT',
};

/** Writes the answer on the bare socket, as Fastify's default handler does, then closes it. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code = CLIENT_ERROR_CODES[error.code ?? ''] ?? 'BAD_REQUEST';
  const { status } = catalogEntry(code);
  const requestId = requestIdOf({ headers: {} });
  const text = body(code, requestId);
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\nX-Request-Id: ${requestId}\r\nConnection: close\r\n\r\n${text}`);
  }
  socket.destroy(error);
}

export function frameworkErrors(error: Error & { code?: string }, request: FastifyRequest, reply: FastifyReply): void {
  const code: ErrorCode = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'NOT_FOUND' : 'BAD_REQUEST';
  request.log.info({ code, reason: error.message }, 'request rejected');
  void reply.code(catalogEntry(code).status).header('x-request-id', request.id)
    .type('application/json; charset=utf-8').send(body(code, request.id));
}

export const transportErrorOptions = {
  clientErrorHandler,
  frameworkErrors,
} satisfies Partial<FastifyServerOptions>;
