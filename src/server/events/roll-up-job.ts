// The daily roll-up of step events (issue 34) on the job queue, as the retention run does it:
// every process offers a run when it starts listening and every hour; the queue keeps one waiting
// (policy short, one key), and each Oman day is claimed in step_event_rollups, so a day is rolled
// up once however many processes there are. The same run deletes raw events past
// STEP_EVENTS_RAW_DAYS (of rolled-up days only) and day rows past STEP_EVENT_DAYS_MONTHS.
import type { FastifyInstance } from 'fastify';
import { omanDay } from '../retention/retention-job.js';

export const ROLL_UP_QUEUE = 'step-events-roll-up';
const OFFER_EVERY_MS = 60 * 60 * 1000;

export async function runRollUp(app: FastifyInstance, today = omanDay()): Promise<{ days: string[]; rawDeleted: number; daysDeleted: number }> {
  const days: string[] = [];
  for (const day of await app.stepEventsRepository.daysToRollUp(today)) {
    if (await app.stepEventsRepository.rollUpDay(day)) days.push(day);
  }
  const deleted = await app.stepEventsRepository.deleteExpired({ rawDays: app.env.STEP_EVENTS_RAW_DAYS, dayMonths: app.env.STEP_EVENT_DAYS_MONTHS });
  if (days.length || deleted.rawDeleted || deleted.daysDeleted) app.log.info({ rolledUp: days, ...deleted }, 'step events roll-up');
  return { days, ...deleted };
}

export function registerStepEventRollUp(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  const offer = () => app.jobs.send(ROLL_UP_QUEUE, {}, { singletonKey: 'run' })
    .catch((error: unknown) => app.log.error({ err: error }, 'step events roll-up: could not queue a run'));
  app.addHook('onListen', async () => {
    if (timer) return;
    await app.jobs.define({ name: ROLL_UP_QUEUE, policy: 'short', retryLimit: 0, retryDelaySeconds: 60, expireInSeconds: 30 * 60 }, async () => {
      try {
        await runRollUp(app);
      } catch (error) {
        app.log.error({ err: error }, 'step events roll-up failed');
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
