// Completes the document @fastify/swagger generates from the route schemas into the API's
// contract: operation ids and summaries (operations.ts), every error status an operation can
// answer with the error schema and the catalogue codes of that status, the shared error schema
// under its own name, the control-character rule as the server enforces it, and the shapes
// OpenAPI tools refuse (an unnamed wildcard parameter) renamed. Pure: no Fastify, no config tree.
import { STATUS_CODES } from 'node:http';
import { catalogEntry, errorResponseSchema, type ErrorCode } from '../errors.js';
import { hasControlChars, hasLoneSurrogate, NO_CONTROL_CHARS } from '../plugins/control-chars.js';
import { OPERATION_DOCS, type OperationDoc } from './operations.js';

type Json = Record<string, unknown>;
export interface OpenApiDocument extends Json {
  paths: Record<string, Record<string, Json>>;
  components: Json & { schemas?: Record<string, Json>; responses?: Record<string, Json> };
}

export const ERROR_SCHEMA_NAME = 'ErrorResponse';
const ERROR_REF = `#/components/schemas/${ERROR_SCHEMA_NAME}`;
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'];

const CODES_BY_STATUS = new Map<number, ErrorCode[]>();
for (const code of errorResponseSchema.properties.error.properties.code.enum as readonly ErrorCode[]) {
  const status = catalogEntry(code).status;
  CODES_BY_STATUS.set(status, [...(CODES_BY_STATUS.get(status) ?? []), code]);
}

/** "/api/v1/x/{id}" -> "/api/v1/x/:id" and "{*}" -> "*": the key of operations.ts. */
export function fastifyUrlOf(docPath: string): string {
  return docPath.replace(/\{\*\}/g, '*').replace(/\{([^}]+)\}/g, ':$1');
}

/** The entry of operations.ts for an operation, undefined when the table has none. */
export function operationDoc(method: string, docPath: string): OperationDoc | undefined {
  return OPERATION_DOCS[`${method.toUpperCase()} ${fastifyUrlOf(docPath)}`];
}

/**
 * The control-character rule in words, read off the check itself (plugins/control-chars.ts), so
 * the document says what the server refuses even when that rule changes.
 */
export function controlCharsRule(): string {
  const ranges: string[] = [];
  const hex = (c: number) => `U+${c.toString(16).toUpperCase().padStart(4, '0')}`;
  let start = -1;
  for (let c = 0; c <= 0x100; c += 1) {
    const refused = c < 0x100 && hasControlChars(String.fromCharCode(c));
    if (refused && start < 0) start = c;
    if (!refused && start >= 0) {
      ranges.push(start === c - 1 ? hex(start) : `${hex(start)}–${hex(c - 1)}`);
      start = -1;
    }
  }
  const surrogates = hasLoneSurrogate('\uD800') && hasLoneSurrogate('a\uDC00') && !hasLoneSurrogate('\uD83D\uDE00');
  return `A string schema marked \`${NO_CONTROL_CHARS}: true\` (every string of every request body, query and path ` +
    `parameter) refuses ${ranges.join(', ')} with 400 VALIDATION_FAILED, keyword \`controlCharacters\`` +
    `${surrogates ? ', and lone UTF-16 surrogates (a text UTF-8 cannot carry) with keyword `malformedText`' : ''}, naming the field. ` +
    'Other characters, including tab, line feed and carriage return, are allowed.';
}

/** One reusable response per error status: the error schema with the catalogue codes of that status. */
function errorResponse(status: number): Json {
  const codes = CODES_BY_STATUS.get(status) ?? [];
  return {
    description: `${STATUS_CODES[status] ?? 'Error'}: ${codes.join(', ')}`,
    content: {
      'application/json': {
        schema: { allOf: [{ $ref: ERROR_REF }, { properties: { error: { properties: { code: { enum: codes } } } } }] },
      },
    },
  };
}

/** Gives generated `def-N` schemas their titles as names (ErrorResponse), and makes requestId required there. */
function nameSchemas(doc: OpenApiDocument): OpenApiDocument {
  const schemas = doc.components.schemas ?? {};
  const renames = new Map<string, string>();
  for (const [key, schema] of Object.entries(schemas)) {
    const title = schema['title'];
    if (typeof title === 'string' && /^def-\d+$/.test(key) && !schemas[title]) renames.set(key, title);
  }
  let text = JSON.stringify(doc);
  for (const [from, to] of renames) text = text.split(`"#/components/schemas/${from}"`).join(`"#/components/schemas/${to}"`);
  const named = JSON.parse(text) as OpenApiDocument;
  const namedSchemas: Record<string, Json> = {};
  for (const [key, schema] of Object.entries(named.components.schemas ?? {})) namedSchemas[renames.get(key) ?? key] = schema;
  named.components.schemas = namedSchemas;
  const error = namedSchemas[ERROR_SCHEMA_NAME]?.['properties'] as Record<string, Json> | undefined;
  // Every error answer carries the request id (plugins/error-handler.ts, transport-errors.ts).
  if (error?.['error']) error['error'] = { ...error['error'], required: ['code', 'message', 'requestId'] };
  return named;
}

function isErrorSchemaResponse(response: Json | undefined): boolean {
  if (!response) return true;
  const content = response['content'] as Record<string, { schema?: Json }> | undefined;
  return content?.['application/json']?.schema?.['$ref'] === ERROR_REF;
}

/** Statuses any operation of this shape can answer, whatever its handler does. */
function commonStatuses(operation: Json, method: string): number[] {
  const statuses = [400, 408, 431, 500]; // a malformed request or URL, too slow, headers too large, a fault
  const security = operation['security'];
  if (!(Array.isArray(security) && security.length === 0)) statuses.push(401);
  // Fastify reads a body sent with any POST, PUT, PATCH or DELETE, whether the operation takes one
  // or not (a sign-out, a cancel): too large is a 413, of a type it does not parse a 415.
  if (operation['requestBody'] || ['post', 'put', 'patch', 'delete'].includes(method)) statuses.push(413, 415);
  return statuses;
}

/** Renames a trailing `{*}` to the table's name for it, in the path and its parameter. */
function nameWildcard(doc: OpenApiDocument, path: string, name: string): string {
  const named = path.replace('{*}', `{${name}}`);
  const item = doc.paths[path]!;
  for (const method of METHODS) {
    const parameters = item[method]?.['parameters'] as Json[] | undefined;
    for (const parameter of parameters ?? []) if (parameter['in'] === 'path' && parameter['name'] === '*') parameter['name'] = name;
  }
  doc.paths = Object.fromEntries(Object.entries(doc.paths).map(([key, value]) => [key === path ? named : key, value]));
  return named;
}

export interface CompletedDocument {
  document: OpenApiDocument;
  /** Operations the table of operations.ts does not know (a contract problem). */
  unknownOperations: string[];
}

/** The generated document made into the API's contract (a copy; the input is not changed). */
export function completeDocument(generated: object): CompletedDocument {
  const doc = nameSchemas(structuredClone(generated) as OpenApiDocument);
  const unknownOperations: string[] = [];
  const usedStatuses = new Set<number>();
  for (const path of Object.keys(doc.paths)) {
    let docPath = path;
    for (const method of METHODS) {
      const operation = doc.paths[docPath]?.[method];
      if (!operation || method === 'head') continue;
      const entry = operationDoc(method, path);
      if (!entry) {
        unknownOperations.push(`${method.toUpperCase()} ${fastifyUrlOf(path)}`);
        continue;
      }
      operation['operationId'] = entry.id;
      operation['summary'] = entry.summary;
      if (entry.security) operation['security'] = [{ [entry.security]: [] }];
      const responses = (operation['responses'] ?? {}) as Record<string, Json>;
      if (entry.produces && responses['200']) {
        const content = responses['200']['content'] as Record<string, Json> | undefined;
        const schema = Object.values(content ?? {})[0]?.['schema'] ?? { type: 'string', format: 'binary' };
        responses['200'] = { ...responses['200'], content: { [entry.produces]: { schema } } };
      }
      const declared = Object.keys(responses).map(Number).filter((s) => s >= 400);
      for (const status of new Set([...declared, ...(entry.errors ?? []), ...commonStatuses(operation, method)])) {
        if (!isErrorSchemaResponse(responses[String(status)])) continue;
        responses[String(status)] = { $ref: `#/components/responses/Error${status}` };
        usedStatuses.add(status);
      }
      for (const [status, response] of Object.entries(responses)) {
        if (response['description'] === 'Default Response') response['description'] = STATUS_CODES[Number(status)] ?? 'Answer';
      }
      operation['responses'] = Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)));
    }
    const wildcard = ['get', 'post', 'put', 'delete'].map((method) => operationDoc(method, path)?.wildcard).find(Boolean);
    if (wildcard && path.includes('{*}')) docPath = nameWildcard(doc, path, wildcard);
  }
  doc.components.responses = Object.fromEntries([...usedStatuses].sort().map((status) => [`Error${status}`, errorResponse(status)]));
  return { document: doc, unknownOperations };
}
