// Control characters (NUL above all) are refused at the schema level, once for every text field:
// PostgreSQL cannot store U+0000 and the insurer's XML cannot carry it, so without this rule a
// NUL became a 500 where it was stored and a 503 where it was forwarded. Every string schema of
// every route gets the keyword below (an onRoute hook), so no route can forget it, and the 400
// names the field like any other validation error. Tab, line feed and carriage return stay allowed.
// The same keyword refuses lone UTF-16 surrogates, which the database would silently rewrite.
import type { Ajv } from 'ajv';
import type { FastifyInstance } from 'fastify';

export const NO_CONTROL_CHARS = 'x-no-control-chars';

// C0 controls except \t \n \r, DEL, and the C1 block: nothing a person types into a form.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export function hasControlChars(value: string): boolean {
  return CONTROL.test(value);
}

// A UTF-16 surrogate without its other half: valid in a JSON string ("\ud800"), but not text.
// UTF-8 cannot carry it, so the database (and the insurer's XML) would get U+FFFD instead: a
// value that no longer matches what the request said (a rate-limit bucket, a binding).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

export function hasLoneSurrogate(value: string): boolean {
  return LONE_SURROGATE.test(value);
}

/** The text as UTF-8 (and so PostgreSQL) gives it back: each lone surrogate as U+FFFD. */
export function wellFormed(value: string): string {
  return value.replace(LONE_SURROGATES, '\uFFFD');
}

/** The ajv keyword (a Fastify `ajv.plugins` entry, or any other ajv instance of ours). */
export function addControlCharsKeyword(ajv: Ajv): Ajv {
  if (ajv.getKeyword(NO_CONTROL_CHARS)) return ajv;
  const validate = Object.assign((on: boolean, data: string) => {
    if (!on) return true;
    if (hasControlChars(data)) {
      validate.errors = [{ keyword: 'controlCharacters', message: 'must not contain control characters', params: {} }];
      return false;
    }
    if (hasLoneSurrogate(data)) {
      validate.errors = [{ keyword: 'malformedText', message: 'must be well-formed text (no unpaired UTF-16 surrogate)', params: {} }];
      return false;
    }
    return true;
  }, { errors: null as unknown });
  ajv.addKeyword({ keyword: NO_CONTROL_CHARS, type: 'string', schemaType: 'boolean', errors: true, validate: validate as never });
  return ajv;
}

type Schema = Record<string, unknown>;
const SUBSCHEMA_MAPS = ['properties', 'patternProperties', 'definitions', '$defs'] as const;
const SUBSCHEMAS = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains'] as const;
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'] as const;

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function allowsString(schema: Schema): boolean {
  const type = schema.type;
  return type === 'string' || (Array.isArray(type) && type.includes('string'));
}

/** A copy of the schema with the keyword on every string; an explicit `x-no-control-chars: false` opts out. */
export function withoutControlChars<T>(schema: T): T {
  if (!isSchema(schema)) return schema;
  const copy: Schema = { ...schema };
  if (allowsString(copy) && copy[NO_CONTROL_CHARS] === undefined) copy[NO_CONTROL_CHARS] = true;
  for (const key of SUBSCHEMA_MAPS) {
    const map = copy[key];
    if (isSchema(map)) copy[key] = Object.fromEntries(Object.entries(map).map(([k, v]) => [k, withoutControlChars(v)]));
  }
  for (const key of SUBSCHEMAS) if (isSchema(copy[key])) copy[key] = withoutControlChars(copy[key]);
  for (const key of SUBSCHEMA_LISTS) {
    const list = copy[key];
    if (Array.isArray(list)) copy[key] = list.map((s) => withoutControlChars(s));
  }
  return copy as T;
}

/** Marks the input schemas (body, query, params) of every route registered after this call. */
export function registerControlCharsRule(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.schema) return;
    const schema = { ...route.schema } as Record<string, unknown>;
    for (const part of ['body', 'querystring', 'params'] as const) {
      if (schema[part] !== undefined) schema[part] = withoutControlChars(schema[part]);
    }
    route.schema = schema as typeof route.schema;
  });
}
