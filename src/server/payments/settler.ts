// The background settler: an order whose status look-up failed (card 0119, a gateway outage) or
// whose customer never came back is asked about again, with back-off, until the gateway answers;
// then it is converted exactly once, or settled as failed ("refund needed" where money was taken).
// Rounds are jobs of the job queue (jobs/job-queue.ts), about one per interval for the cluster.
// Safe however many rounds run at once: a round reserves its batch with one UPDATE over
// `FOR UPDATE SKIP LOCKED` rows (each order goes to one round), and settling itself is the same
// conditional claim the result page uses (payments-repository.ts), so a page load and a settler
// never both decide.
import type { FastifyInstance } from 'fastify';
import { trySettlePayment } from './settle.js';

export interface SettlerOptions {
  /** Time between rounds (at least the queue's polling interval, JOBS_POLL_SECONDS). */
  intervalMs: number;
  /** First check of an order this long after it was created; the back-off doubles from here. */
  backoffSeconds: number;
  maxBackoffSeconds: number;
  /** Orders older than this are no longer checked (logged once, as an error when a customer came back). */
  giveUpHours: number;
  /** Orders checked per tick and process. */
  batchSize?: number;
}

export interface SettlerTick {
  checked: number;
  paid: number;
  failed: number;
  open: number;
  busy: number;
  errors: number;
  gaveUp: number;
}

export function settlerOptionsFromEnv(env: FastifyInstance['env']): SettlerOptions {
  return {
    intervalMs: env.PAYMENT_SETTLER_INTERVAL_MS,
    backoffSeconds: env.PAYMENT_SETTLER_BACKOFF_SECONDS,
    maxBackoffSeconds: env.PAYMENT_SETTLER_MAX_BACKOFF_SECONDS,
    giveUpHours: env.PAYMENT_SETTLER_GIVE_UP_HOURS,
  };
}

/** Orders past the give-up age leave the round for good; each is logged once. */
async function giveUp(app: FastifyInstance, o: SettlerOptions): Promise<number> {
  const rows = await app.paymentsRepository.giveUp(o.giveUpHours);
  for (const row of rows) {
    const entry = { settler: 'gave-up', orderId: row.order_id, quoteNo: row.quote_no, state: row.state };
    // A customer who came back may have paid: an operator checks the gateway's back office.
    if (row.state === 'returned') app.log.error(entry, 'payment settler gave up on an unconfirmed return: check the gateway, refund needed if paid');
    else app.log.info(entry, 'payment settler stopped checking an abandoned checkout');
  }
  return rows.length;
}

export async function settleDuePayments(app: FastifyInstance, o: SettlerOptions): Promise<SettlerTick> {
  const tick: SettlerTick = { checked: 0, paid: 0, failed: 0, open: 0, busy: 0, errors: 0, gaveUp: await giveUp(app, o) };
  for (const { order_id: orderId, check_attempts: attempts } of await app.paymentsRepository.reserveDue({ ...o, batchSize: o.batchSize ?? 20 })) {
    tick.checked++;
    try {
      const row = await trySettlePayment(app, orderId, app.log);
      if (!row) {
        tick.busy++; // a page load or another process holds it right now
        continue;
      }
      if (row.state === 'paid' || row.state === 'failed') {
        tick[row.state]++;
        app.log.info({ settler: row.state, orderId, quoteNo: row.quote_no, attempts, policyNo: row.policy_no ?? undefined }, 'payment settler settled an order');
        continue;
      }
      tick.open++;
      const lastCheck = row.result?.order_status ?? 'Unverified';
      await app.paymentsRepository.noteLastCheck(orderId, lastCheck);
      app.log.warn({ settler: 'open', orderId, attempts, lastCheck }, 'payment settler: order still unconfirmed, asked again later');
    } catch (error) {
      tick.errors++;
      app.log.error({ settler: 'error', orderId, attempts, err: error }, 'payment settler could not settle an order');
    }
  }
  if (tick.checked > 0 || tick.gaveUp > 0) app.log.info({ settler: 'tick', ...tick }, 'payment settler round');
  return tick;
}

export const SETTLER_QUEUE = 'payment-settle';
const ROUND_KEY = 'round';

/**
 * Runs the settler on the job queue while the server listens (it reaches the sandbox gateway
 * over loopback). Every process offers a round each interval; the queue keeps at most one
 * waiting (policy short, one key), so the cluster runs about one round per interval whatever the
 * number of processes, and a round in a process killed mid-way is run again after its expiry.
 * A round that fails is logged and not retried: the next one comes anyway.
 */
export function registerPaymentSettler(app: FastifyInstance, o: SettlerOptions): void {
  let timer: NodeJS.Timeout | undefined;
  const offerRound = () => app.jobs.send(SETTLER_QUEUE, {}, { singletonKey: ROUND_KEY })
    .catch((error: unknown) => app.log.error({ err: error }, 'payment settler: could not queue a round'));
  app.addHook('onListen', async () => {
    if (timer) return;
    await app.jobs.define({
      name: SETTLER_QUEUE, policy: 'short', retryLimit: 0, retryDelaySeconds: 1,
      // A round waits on the gateway per order; longer than any round, so a live one is not run twice.
      expireInSeconds: 15 * 60,
    }, async () => {
      try {
        await settleDuePayments(app, o);
      } catch (error) {
        app.log.error({ err: error }, 'payment settler round failed');
      }
    });
    await offerRound();
    timer = setInterval(() => void offerRound(), o.intervalMs);
    timer.unref();
    app.log.info({ settler: 'started', intervalMs: o.intervalMs }, 'payment settler started');
  });
  // The queue stops its workers (finishing a round in hand) in its own preClose.
  app.addHook('preClose', async () => {
    clearInterval(timer);
  });
}
