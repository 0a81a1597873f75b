// Every SQL statement of step events (issue 34; migrations 0200, 0202): the group-committed
// inserts, the daily roll-up into step_event_days with the deletion of old raw events, and the
// funnel's counts (rolled-up days from the day table, the rest from the raw events).
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { groupCommit } from '../db/group-commit.js';
import type { StepOutcome } from '../../config/events-wire.js';
import type { AppDatabase } from '../types.js';


/** One row of step_events as written: nothing in it names a person (docs/customers.md). */
export interface NewStepEvent {
  visitId: string;
  journey: string;
  step: string;
  stepIndex: number;
  outcome: StepOutcome;
  errorCode: string | null;
  configRelease: number | null;
  partner: string;
  language: 'en' | 'ar';
  device: 'phone' | 'desktop';
}

/** One statement whatever the batch's size: the rows travel as ten arrays (as leads do). */
const INSERT_EVENTS = {
  name: 'insert_step_events',
  text: `insert into step_events (visit_id, journey, step, step_index, outcome, error_code, config_release, partner, language, device)
  select * from unnest($1::uuid[], $2::text[], $3::text[], $4::smallint[], $5::text[], $6::text[], $7::int[], $8::text[], $9::text[], $10::text[])`,
} as const;

const columns = (rows: NewStepEvent[]): unknown[] => [
  rows.map((r) => r.visitId), rows.map((r) => r.journey), rows.map((r) => r.step), rows.map((r) => r.stepIndex), rows.map((r) => r.outcome),
  rows.map((r) => r.errorCode), rows.map((r) => r.configRelease), rows.map((r) => r.partner), rows.map((r) => r.language), rows.map((r) => r.device),
];

/** The funnel's filters; undefined: any. `releases`: counted per release (else all releases together). */
export interface FunnelFilter {
  journey: string;
  from: string;
  to: string;
  partner?: string | undefined;
  language?: string | undefined;
  device?: string | undefined;
  releases?: number[] | undefined;
}

export interface FunnelCount {
  step: string;
  stepIndex: number;
  release: number | null;
  visits: number;
}

// An event's day is its Oman day (UTC+4, no daylight saving), like the retention run's.
const OMAN_DAY = `((e.at at time zone 'UTC') + interval '4 hours')::date`;
const FILTERS = `($4::text is null or e.partner = $4) and ($5::text is null or e.language = $5) and ($6::text is null or e.device = $6)
  and ($7::int[] is null or e.config_release = any($7::int[]))`;

// Visits per step and day (a visit counts once per step and day, whatever its outcomes there).
const FUNNEL_SQL = `
  with raw as (
    select ${OMAN_DAY} as day, e.step, e.step_index, e.config_release, count(distinct e.visit_id)::int as visits
    from step_events e
    where e.journey = $1
      and e.at >= ($2::date::timestamp - interval '4 hours') at time zone 'UTC'
      and e.at < (($3::date + 1)::timestamp - interval '4 hours') at time zone 'UTC'
      and ${FILTERS}
      and not exists (select 1 from step_event_rollups r where r.day = ${OMAN_DAY})
    group by 1, 2, 3, 4
  ), days as (
    select e.day, e.step, e.step_index, e.config_release, sum(e.visits)::int as visits
    from step_event_days e
    where e.journey = $1 and e.day between $2::date and $3::date and ${FILTERS}
    group by 1, 2, 3, 4
  )
  select step, step_index, case when $7::int[] is null then null else config_release end as release, sum(visits)::int as visits
  from (select * from raw union all select * from days) counted
  group by 1, 2, 3
  order by 3, 2, 1`;

/** Raw rows deleted per statement: a backlog goes over several runs, never in one long lock. */
const DELETE_BATCH = 20_000;

export function createStepEventsRepository(db: AppDatabase) {
  // A page sends its events in batches; the batches of one moment go in one statement.
  const insertRows = groupCommit<NewStepEvent[]>((batches) => db.run(INSERT_EVENTS, columns(batches.flat())).then(() => {}));
  return {
    insert: (rows: NewStepEvent[]): Promise<void> => (rows.length ? insertRows(rows) : Promise.resolve()),

    async funnel(f: FunnelFilter): Promise<FunnelCount[]> {
      const rows = await db.query<{ step: string; step_index: number; release: number | null; visits: number }>(FUNNEL_SQL, [
        f.journey, f.from, f.to, f.partner ?? null, f.language ?? null, f.device ?? null, f.releases?.length ? f.releases : null,
      ]);
      return rows.map((r) => ({ step: r.step, stepIndex: Number(r.step_index), release: r.release === null ? null : Number(r.release), visits: Number(r.visits) }));
    },

    /** Oman days before `today` with raw events and no roll-up yet, oldest first (at most `limit`). */
    async daysToRollUp(today: string, limit = 31): Promise<string[]> {
      const rows = await db.query<{ day: string | Date }>(
        `select distinct ${OMAN_DAY} as day from step_events e
         where e.at < ($1::date::timestamp - interval '4 hours') at time zone 'UTC'
           and not exists (select 1 from step_event_rollups r where r.day = ${OMAN_DAY})
         order by 1 limit $2`, [today, limit]);
      return rows.map((r) => (typeof r.day === 'string' ? r.day.slice(0, 10) : r.day.toISOString().slice(0, 10)));
    },

    /**
     * Rolls up one Oman day (YYYY-MM-DD) in one transaction; false when another process did (the
     * rollups row is the claim: a second insert waits, then finds it).
     */
    async rollUpDay(day: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const claimed = await tx.query('insert into step_event_rollups (day) values ($1::date) on conflict (day) do nothing returning day', [day]);
        if (!claimed.length) return false;
        const written = await tx.query(
          `insert into step_event_days (day, journey, step, step_index, config_release, partner, language, device, visits, refused, left_visits)
           select $1::date, e.journey, e.step, e.step_index, e.config_release, e.partner, e.language, e.device,
             count(distinct e.visit_id), count(distinct e.visit_id) filter (where e.outcome = 'refused'), count(distinct e.visit_id) filter (where e.outcome = 'left')
           from step_events e
           where e.at >= ($1::date::timestamp - interval '4 hours') at time zone 'UTC'
             and e.at < (($1::date + 1)::timestamp - interval '4 hours') at time zone 'UTC'
           group by e.journey, e.step, e.step_index, e.config_release, e.partner, e.language, e.device
           returning 1`, [day]);
        await tx.query('update step_event_rollups set rows_written = $2 where day = $1::date', [day, written.length]);
        return true;
      });
    },

    /** Deletes raw events older than `rawDays` (rolled-up days only) and day rows older than `dayMonths`. */
    async deleteExpired(o: { rawDays: number; dayMonths: number }): Promise<{ rawDeleted: number; daysDeleted: number }> {
      const raw = await db.query(
        `delete from step_events where id in (
           select e.id from step_events e
           where e.at < now() - make_interval(days => $1::int)
             and exists (select 1 from step_event_rollups r where r.day = ${OMAN_DAY})
           limit ${DELETE_BATCH})
         returning 1`, [o.rawDays]);
      const days = await db.query(
        `delete from step_event_days where day < (now() - make_interval(months => $1::int))::date returning 1`, [o.dayMonths]);
      return { rawDeleted: raw.length, daysDeleted: days.length };
    },
  };
}

export type StepEventsRepository = ReturnType<typeof createStepEventsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    stepEventsRepository: StepEventsRepository;
  }
}

export const stepEventsRepository = fp(async (app: FastifyInstance) => {
  app.decorate('stepEventsRepository', createStepEventsRepository(app.db));
}, { name: 'step-events-repository', decorators: { fastify: ['db'] } });
