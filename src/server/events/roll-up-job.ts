// The daily roll-up of step events (issue 34) on the job queue, as the retention run does it:
// every process offers a run when it starts listening and every hour; the queue keeps one waiting
// (policy short, one key), and each Oman day is claimed in step_event_rollups, so a day is rolled
// up once however many processes there are. The same run deletes raw events past
// STEP_EVENTS_RAW_DAYS (of rolled-up days only) and day rows past STEP_EVENT_DAYS_MONTHS.
import type { FastifyInstance } from 'fastify';
import { registerHourlyOffer } from '../jobs/hourly-offer.js';
import { omanDay } from '../retention/retention-job.js';

export const ROLL_UP_QUEUE = 'step-events-roll-up';

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
  registerHourlyOffer(app, ROLL_UP_QUEUE, 'step events roll-up', () => runRollUp(app));
}
