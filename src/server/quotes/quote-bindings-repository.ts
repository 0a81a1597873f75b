// SQL of quote bindings (table quote_bindings, migrations 0020 and 0060): which client obtained
// which quote (quote-binding.ts says who a holder is and what is refused).
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { groupCommit } from '../db/group-commit.js';
import type { DatabaseHandle } from '../types.js';

export interface QuoteBinding {
  quoteNo: string;
  holder: string;
}

/**
 * How long a binding outlives its last lookup. Longer than any quote journey (a browser session
 * lasts a token's life plus its 12-hour renewal grace, and a customer who comes back later looks
 * the quote up again, which binds it anew); after it the row is only a record of a browsing
 * session, which the portal has no reason to keep.
 */
export const BINDING_RETENTION_DAYS = 30;
const SWEEP_EVERY_MS = 3_600_000;

export function createQuoteBindingsRepository(db: DatabaseHandle) {
  let lastSweep = 0;

  /** Deletes the bindings past their retention, at most once an hour per process; any process may. */
  async function sweepOld(now = Date.now()): Promise<void> {
    if (now - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now;
    await db.query(`delete from quote_bindings where bound_at < now() - $1::int * interval '1 day'`, [BINDING_RETENTION_DAYS]);
  }

  // Bindings answered in one event-loop turn are written in one statement (group commit): a
  // lookup's binding was one round trip and, on PGlite, a millisecond of the event loop each.
  const bind = groupCommit<QuoteBinding>(async (items) => {
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
    await sweepOld().catch(() => undefined);
  });

  return {
    /** Records (or renews) a binding, with the others of this event-loop turn. */
    bind,

    async isBound(quoteNo: string, holder: string): Promise<boolean> {
      const [bound] = await db.query('select 1 from quote_bindings where quote_no = $1 and holder = $2', [quoteNo, holder]);
      return bound !== undefined;
    },

    sweepOld,
  };
}

export type QuoteBindingsRepository = ReturnType<typeof createQuoteBindingsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    quoteBindingsRepository: QuoteBindingsRepository;
  }
}

export const quoteBindingsRepository = fp(async (app: FastifyInstance) => {
  app.decorate('quoteBindingsRepository', createQuoteBindingsRepository(app.db));
}, { name: 'quote-bindings-repository', decorators: { fastify: ['db'] } });
