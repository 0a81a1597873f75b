// Named statements on PGlite: parsed and planned once, then only bound and run. PGlite's query()
// sends its text through Parse, Describe, Bind, Describe, Execute and Sync, six calls into the
// WebAssembly Postgres that parse and plan it every time; for the hottest write (the leads, one
// per request) that was about 40 % of the insert. Here one call carries Bind, Describe, Execute and
// Sync of a statement parsed when first used.
import { parse, protocol, type PGlite } from '@electric-sql/pglite';
import type { NamedStatement } from '../../db-kit/database.js';

const { serialize } = protocol;

function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** `run` for a PGlite database: outside any transaction, like query() (it waits for one to end). */
export function pgliteNamedStatements(client: PGlite) {
  // Statement name -> the types of its parameters, as Postgres worked them out when parsing it.
  const paramTypes = new Map<string, number[]>();

  async function prepare(statement: NamedStatement): Promise<number[]> {
    const { messages } = await client.execProtocol(
      joined([serialize.parse({ name: statement.name, text: statement.text }), serialize.describe({ type: 'S', name: statement.name }), serialize.sync()]),
    );
    const description = messages.find((m) => m.name === 'parameterDescription') as { dataTypeIDs?: number[] } | undefined;
    const types = description?.dataTypeIDs ?? [];
    paramTypes.set(statement.name, types);
    return types;
  }

  return async function run<T>(statement: NamedStatement, params: unknown[]): Promise<T[]> {
    // The same two locks query() takes: never inside another caller's transaction, never between two calls of another query.
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const types = paramTypes.get(statement.name) ?? (await prepare(statement));
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null;
          const serializer = client.serializers[types[i]!];
          return serializer ? serializer(value) : String(value);
        });
        const { messages } = await client.execProtocol(
          joined([serialize.bind({ statement: statement.name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
        );
        return (parse.parseResults(messages, client.parsers)[0]?.rows ?? []) as T[];
      }),
    );
  };
}
