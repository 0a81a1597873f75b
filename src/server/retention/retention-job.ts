// The daily retention run (issue 24, item 6) on the job queue. Every process offers a run when it
// starts listening and every hour; the queue keeps at most one waiting (policy short, one key) and
// the run claims its Oman day in retention_runs, so the deletions happen once a day however many
// processes there are. A run that fails is logged; the next hour's offer tries the day again.
import type { FastifyInstance } from 'fastify';
import { registerHourlyOffer } from '../jobs/hourly-offer.js';

export const RETENTION_QUEUE = 'data-retention';
/** Policy, payment and quote records: the e-insurance rules ask for ten years. */
export const RECORD_RETENTION_YEARS = 10;

/** Today in Oman (UTC+4, no daylight saving) as YYYY-MM-DD. */
export const omanDay = (now = new Date()): string => new Date(now.getTime() + 4 * 3_600_000).toISOString().slice(0, 10);

export async function runRetention(app: FastifyInstance, day = omanDay()) {
  const counts = await app.retentionRepository.runDay(day, { leadDays: app.env.LEAD_RETENTION_DAYS, recordYears: RECORD_RETENTION_YEARS });
  if (counts) app.log.info({ retention: day, ...counts }, 'retention run');
  return counts;
}

export function registerRetention(app: FastifyInstance): void {
  registerHourlyOffer(app, RETENTION_QUEUE, 'retention run', () => runRetention(app));
}
