// Credentials that travel in a URL's query (the sandbox checkout's access_code, an encRequest or
// encResp, a token) never reach a log line: the request serializer logs the URL redacted, and
// the error serializer and every message string get the same treatment, because a failed fetch
// or a vendor error can quote a URL too. Named keys (secrets of the environment, passwords,
// authorization headers) are censored by the same walk at any depth up to 4: pino's own `redact`
// did that for one level at 6 % of a lead POST's CPU, as a second pass over every line.
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

export const CENSOR = '[Redacted]';
const NO_KEYS: ReadonlySet<string> = new Set();

/** Query (or form-text) parameter names whose values are secrets or one-off credentials. */
export const SENSITIVE_QUERY_PARAMS = [
  'access_code', 'accessCode', 'encRequest', 'encResp', 'enc_request', 'enc_response', 'token', 'access_token',
  'accessToken', 'refresh_token', 'id_token', 'client_secret', 'password', 'secret', 'working_key', 'workingKey',
  'sig', 'signature', 'key', 'apikey', 'api_key',
] as const;

const names = SENSITIVE_QUERY_PARAMS.map((n) => n.replace(/[^A-Za-z0-9_]/g, '')).join('|');
// name=value after ?, & or ; (or at the start of form text), case-insensitive; the value runs to
// the next separator, quote or white space.
const PARAM = new RegExp(`(^|[?&;\\s"'])((?:${names})=)[^&#\\s"';]*`, 'gi');

/** The text with the value of every sensitive `name=value` replaced. */
export function redactQueryText(text: string): string {
  return text.includes('=') ? text.replace(PARAM, `$1$2${CENSOR}`) : text;
}

function redactDeep(value: unknown, depth: number, keys: ReadonlySet<string>): unknown {
  if (typeof value === 'string') return redactQueryText(value);
  if (depth > 3 || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((v) => redactDeep(v, depth + 1, keys));
  // Errors, requests, buffers: their own serializers (below) deal with them.
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = keys.has(k) ? CENSOR : redactDeep(v, depth + 1, keys);
  return out;
}

/**
 * Logger options that keep secrets out of every line: request URLs, errors, messages, logged
 * strings, and the values of the named `keys` wherever they sit in a logged object. Child
 * loggers' bindings are not walked (pino skips formatters there): the code makes no child logger
 * but Fastify's per-request one, which binds only the request id.
 */
export function redactingLoggerOptions(
  secretKeys: readonly string[],
): Pick<Exclude<FastifyServerOptions['logger'], boolean | undefined>, 'serializers' | 'hooks' | 'formatters'> {
  const keys = new Set(secretKeys);
  return {
    serializers: {
      req(request: FastifyRequest) {
        return {
          method: request.method, url: redactQueryText(request.url), host: request.host,
          remoteAddress: request.ip, remotePort: request.socket?.remotePort,
        };
      },
      err: (error: Error) => serializeError(error) as { type: string; message: string; stack: string },
    },
    hooks: {
      logMethod(args, method) {
        method.apply(this, args.map((a) => (typeof a === 'string' ? redactQueryText(a) : a)) as Parameters<typeof method>);
      },
    },
    formatters: {
      log(object) {
        return redactDeep(object, 0, keys) as Record<string, unknown>;
      },
    },
  };
}

/** pino's error shape (type, message, stack, code, cause), with URLs redacted. */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return redactDeep(error, 0, NO_KEYS);
  const e = error as Error & { code?: unknown; statusCode?: unknown };
  const out: Record<string, unknown> = { type: e.name, message: redactQueryText(e.message), stack: redactQueryText(e.stack ?? '') };
  if (e.code !== undefined) out.code = e.code;
  if (e.statusCode !== undefined) out.statusCode = e.statusCode;
  if (e.cause !== undefined && depth < 3) out.cause = serializeError(e.cause, depth + 1);
  return out;
}
