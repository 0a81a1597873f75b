// Issue 9: a quote number is not a password. Every later call about a quote is allowed only to the
// client that obtained it (a lookup or the new-quote call), recorded in quote_bindings, so that a
// stranger who knows or guesses a number can neither read the quote nor change where its policy goes.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { groupCommit, type GroupWriter } from '../../db/group-commit.js';
import { appError } from '../../errors.js';

/**
 * Who holds quotes for this request: one browser session of the shared public client (the
 * session id in its token, hashed so the table holds nothing a token could be rebuilt from),
 * or a confidential partner client by its id. Undefined when the token carries neither.
 */
export function quoteHolder(request: Pick<FastifyRequest, 'clientId' | 'sessionId'>, publicClientId: string): string | undefined {
  if (!request.clientId) return undefined;
  if (request.clientId !== publicClientId) return `client:${request.clientId}`;
  if (!request.sessionId) return undefined;
  return `session:${createHash('sha256').update(request.sessionId).digest('base64url')}`;
}

interface Binding {
  quoteNo: string;
  holder: string;
}

// Bindings answered in one event-loop turn are written in one statement (group commit): a
// lookup's binding was one round trip and, on PGlite, a millisecond of the event loop each.
const binders = new WeakMap<FastifyInstance['db'], GroupWriter<Binding>>();

/**
 * How long a binding outlives its last lookup. Longer than any quote journey (a browser session
 * lasts a token's life plus its 12-hour renewal grace, and a customer who comes back later looks
 * the quote up again, which binds it anew); after it the row is only a record of a browsing
 * session, which the portal has no reason to keep.
 */
export const BINDING_RETENTION_DAYS = 30;
const SWEEP_EVERY_MS = 3_600_000;
const lastSweep = new WeakMap<FastifyInstance['db'], number>();

/** Deletes the bindings past their retention, at most once an hour per process; any process may. */
export async function sweepOldBindings(db: FastifyInstance['db'], now = Date.now()): Promise<void> {
  if (now - (lastSweep.get(db) ?? 0) < SWEEP_EVERY_MS) return;
  lastSweep.set(db, now);
  await db.query(`delete from quote_bindings where bound_at < now() - $1::int * interval '1 day'`, [BINDING_RETENTION_DAYS]);
}

function binderFor(db: FastifyInstance['db']): GroupWriter<Binding> {
  let binder = binders.get(db);
  if (!binder) {
    binder = groupCommit<Binding>(async (items) => {
      // ON CONFLICT cannot touch a row twice in one statement; sorted, so batches lock rows in one order.
      const unique = new Map(items.map((b) => [`${b.quoteNo}\n${b.holder}`, b]));
      const pairs = [...unique.keys()].sort().map((key) => unique.get(key)!);
      await db.query(
        `insert into quote_bindings (quote_no, holder)
         select b.quote_no, b.holder from unnest($1::text[], $2::text[]) with ordinality as b(quote_no, holder, i) order by b.i
         on conflict (quote_no, holder) do update set bound_at = now()`,
        [pairs.map((b) => b.quoteNo), pairs.map((b) => b.holder)],
      );
      // The bindings are written; a failed clean-up only waits for the next hour's.
      await sweepOldBindings(db).catch(() => undefined);
    });
    binders.set(db, binder);
  }
  return binder;
}

/** Records that this client obtained the quote; called where a quote is answered to it (written before it returns). */
export async function bindQuote(app: FastifyInstance, request: FastifyRequest, quoteNo: string): Promise<void> {
  const holder = quoteHolder(request, app.env.PUBLIC_CLIENT_ID);
  const number = quoteNo.trim();
  if (!holder || !number) return;
  await binderFor(app.db)({ quoteNo: number, holder });
}

/** Refuses (QUOTE_NOT_OBTAINED) a call about a quote this client never obtained. */
export async function requireQuoteBinding(app: FastifyInstance, request: FastifyRequest, quoteNo: string): Promise<void> {
  const holder = quoteHolder(request, app.env.PUBLIC_CLIENT_ID);
  const [bound] = holder
    ? await app.db.query('select 1 from quote_bindings where quote_no = $1 and holder = $2', [quoteNo.trim(), holder])
    : [];
  if (!bound) {
    request.log.warn('call about a quote this client did not obtain');
    throw appError('QUOTE_NOT_OBTAINED');
  }
}
