// Test-time contract check: every answer of the app is held against the OpenAPI document it
// serves. An operation's status must be one the document lists for it, and a JSON body must
// match that response's schema; an /api answer no operation gave (404, 405) must be the error
// shape. Violations are reported, not thrown, so the test that caused one still sees its answer;
// testing/test-app.ts fails the test file on any. Schemas are compiled once each, on first use.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addControlCharsKeyword } from '../plugins/control-chars.js';
import { DOCS_PREFIX } from '../plugins/api-docs.js';
import { ERROR_SCHEMA_NAME, type OpenApiDocument } from './document.js';
import { liveDocument } from './live-document.js';
import { OPERATION_DOCS } from './operations.js';

type Json = Record<string, unknown>;
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

interface Checker {
  ajv: Ajv2020;
  byId: Map<string, { path: string; method: string; operation: Json }>;
  compiled: Map<string, ValidateFunction>;
}

const checkers = new WeakMap<OpenApiDocument, Checker>();

function checkerOf(doc: OpenApiDocument): Checker {
  let checker = checkers.get(doc);
  if (checker) return checker;
  // strict: false: the schemas carry keywords of their own (x-no-control-chars is checked as the server does).
  const ajv = addFormats(new Ajv2020({ strict: false, allErrors: false }));
  ajv.addFormat('binary', true);
  addControlCharsKeyword(ajv as never);
  const byId = new Map<string, { path: string; method: string; operation: Json }>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (typeof operation['operationId'] === 'string') byId.set(operation['operationId'], { path, method, operation });
    }
  }
  checker = { ajv, byId, compiled: new Map() };
  checkers.set(doc, checker);
  return checker;
}

function validatorOf(checker: Checker, doc: OpenApiDocument, key: string, schema: Json): ValidateFunction {
  let validate = checker.compiled.get(key);
  if (!validate) {
    // `#/components/...` references resolve against this root, as they do in the document.
    validate = checker.ajv.compile({ components: { schemas: doc.components.schemas }, allOf: [schema] });
    checker.compiled.set(key, validate);
  }
  return validate;
}

/** The response object, following a `#/components/responses/...` reference. */
function responseOf(doc: OpenApiDocument, response: Json | undefined): Json | undefined {
  const ref = response?.['$ref'];
  if (typeof ref !== 'string') return response;
  return doc.components.responses?.[ref.slice(ref.lastIndexOf('/') + 1)];
}

function jsonOf(payload: unknown, contentType: string): { value?: unknown; skip?: true } {
  if (!/^application\/json/.test(contentType)) return { skip: true };
  const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : undefined;
  if (text === undefined) return { skip: true }; // a stream (a compressed answer, a file): not read here
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return { value: Symbol('not JSON') };
  }
}

/** The violation of one answer, or undefined when it keeps the document. */
export function responseViolation(doc: OpenApiDocument, request: FastifyRequest, reply: FastifyReply, payload: unknown): string | undefined {
  const url = request.url.split('?')[0] ?? '';
  if (!url.startsWith('/api/') || url.startsWith(DOCS_PREFIX) || request.method === 'HEAD') return undefined;
  const status = reply.statusCode;
  const checker = checkerOf(doc);
  const where = `${request.method} ${url} -> ${status}`;
  const id = request.is404 ? undefined : OPERATION_DOCS[`${request.method} ${request.routeOptions.url ?? ''}`]?.id;
  const found = id ? checker.byId.get(id) : undefined;
  let schema: Json | undefined;
  let key: string;
  if (found) {
    const responses = (found.operation['responses'] ?? {}) as Record<string, Json>;
    const response = responseOf(doc, responses[String(status)] ?? responses['default']);
    if (!response) return `${where}: status ${status} is not among the document's responses of ${id} (${Object.keys(responses).join(', ')})`;
    const content = response['content'] as Record<string, { schema?: Json }> | undefined;
    schema = content?.['application/json']?.schema;
    key = `${id} ${status}`;
  } else {
    if (status < 400) return undefined;
    schema = { $ref: `#/components/schemas/${ERROR_SCHEMA_NAME}` };
    key = 'error';
  }
  if (!schema) return undefined;
  const json = jsonOf(payload, String(reply.getHeader('content-type') ?? ''));
  if (json.skip) return undefined;
  const validate = validatorOf(checker, doc, key, schema);
  if (validate(json.value)) return undefined;
  const problems = (validate.errors ?? []).slice(0, 3).map((e) => `${e.instancePath || '/'} ${e.message ?? e.keyword}`);
  return `${where}: the body does not match the document's schema (${problems.join('; ')})`;
}

/** An onSend hook holding every answer against the document of the request's config tree. */
export function registerResponseCheck(app: FastifyInstance, report: (violation: string) => void): void {
  app.addHook('onSend', async (request, reply, payload) => {
    try {
      const violation = responseViolation(liveDocument(app, request.configTree ?? app.configTree), request, reply, payload);
      if (violation) report(violation);
    } catch (error) {
      report(`${request.method} ${request.url}: the response check failed: ${(error as Error).message}`);
    }
    return payload;
  });
}
