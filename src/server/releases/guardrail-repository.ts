// SQL of the staged releases' guardrail: each side's numbers from step_events (migration 0200), by
// the release that served the request, since the staged release began. Visits count once each.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../types.js';
import type { SideStats } from './guardrail-stats.js';

interface StepRow {
  journey: string;
  step_index: number;
  step: string;
  reached: number;
  went_on: number;
}

export function createGuardrailRepository(db: DatabaseHandle) {
  return {
    /**
     * A release's visits since `since`, those refused with one of `errorCodes`, and per journey step
     * the visits that reached it (entered or finished it) and, of those, the ones that reached the next.
     */
    async sideStats(release: number, since: string, errorCodes: string[]): Promise<SideStats> {
      const [totals] = await db.query<{ visits: number; error_visits: number }>(
        `select count(distinct visit_id)::int as visits,
                count(distinct visit_id) filter (where outcome = 'refused' and error_code = any($3::text[]))::int as error_visits
           from step_events where config_release = $1 and at >= $2`,
        [release, since, errorCodes],
      );
      const steps = await db.query<StepRow>(
        `with reached as (
           select distinct visit_id, journey, step_index, step from step_events
            where config_release = $1 and at >= $2 and outcome in ('entered', 'finished'))
         select a.journey, a.step_index, min(a.step) as step, count(distinct a.visit_id)::int as reached, count(distinct b.visit_id)::int as went_on
           from reached a
           left join reached b on b.visit_id = a.visit_id and b.journey = a.journey and b.step_index = a.step_index + 1
          group by a.journey, a.step_index`,
        [release, since],
      );
      return {
        visits: Number(totals?.visits ?? 0), errorVisits: Number(totals?.error_visits ?? 0),
        steps: steps.map((row) => ({ journey: row.journey, stepIndex: Number(row.step_index), step: row.step, reached: Number(row.reached), wentOn: Number(row.went_on) })),
      };
    },
  };
}

export type GuardrailRepository = ReturnType<typeof createGuardrailRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    guardrailRepository: GuardrailRepository;
  }
}

export const guardrailRepository = fp(async (app: FastifyInstance) => {
  app.decorate('guardrailRepository', createGuardrailRepository(app.db));
}, { name: 'guardrail-repository' });
