// Route types from route schemas (issue 35 part 3): a route registered on `typed(app)` gets its
// body, querystring, params and reply types from its `as const` JSON schema (json-schema-to-ts),
// so no TypeScript twin of a message is written beside its schema. No runtime change: the
// provider is types only, validation and serialisation stay Ajv and fast-json-stringify.
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';

export type { FromSchema } from 'json-schema-to-ts';

/** The app whose routes take their types from their schemas. */
export type TypedApp = ReturnType<typeof typed>;

/** The same app, its routes typed by their schemas. */
export const typed = (app: FastifyInstance) => app.withTypeProvider<JsonSchemaToTsProvider>();
