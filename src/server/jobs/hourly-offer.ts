// A job that does at most one run at a time on the whole cluster: every process offers a run once an
// hour on the job queue (pg-boss, one singleton per queue), and whichever worker takes it does the
// run; the run itself decides what is due (a day not yet done). Retention and the step events'
// roll-up are such jobs.
import type { FastifyInstance } from 'fastify';

const OFFER_EVERY_MS = 60 * 60 * 1000;

export function registerHourlyOffer(app: FastifyInstance, queue: string, what: string, run: () => Promise<unknown>): void {
  let timer: NodeJS.Timeout | undefined;
  const offer = () => app.jobs.send(queue, {}, { singletonKey: 'run' })
    .catch((error: unknown) => app.log.error({ err: error }, `${what}: could not queue a run`));
  app.addHook('onListen', async () => {
    if (timer) return;
    await app.jobs.define({ name: queue, policy: 'short', retryLimit: 0, retryDelaySeconds: 60, expireInSeconds: 30 * 60 }, async () => {
      try {
        await run();
      } catch (error) {
        app.log.error({ err: error }, `${what} failed`);
      }
    });
    await offer();
    timer = setInterval(() => void offer(), OFFER_EVERY_MS);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
  });
}
