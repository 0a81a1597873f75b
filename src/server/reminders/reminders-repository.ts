// Every SQL statement of the renewal reminders (migration 0180): opt-outs, and the days scanned.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../types.js';

export function createRemindersRepository(db: AppDatabase) {
  return {
    /** Records an opt-out; a second one for the same policy and mobile changes nothing. */
    async optOut(policyNo: string, mobile: string): Promise<void> {
      await db.query('insert into reminder_opt_outs (policy_no, mobile) values ($1, $2) on conflict do nothing', [policyNo, mobile]);
    },
    /** Of these policies and mobiles, those with an opt-out (a policy's, or any opt-out from that mobile). */
    async optedOut(policyNos: string[], mobiles: string[]): Promise<{ policyNos: Set<string>; mobiles: Set<string> }> {
      if (policyNos.length === 0 && mobiles.length === 0) return { policyNos: new Set(), mobiles: new Set() };
      const rows = await db.query<{ policy_no: string; mobile: string }>(
        'select policy_no, mobile from reminder_opt_outs where policy_no = any($1::text[]) or mobile = any($2::text[])',
        [policyNos, mobiles],
      );
      return { policyNos: new Set(rows.map((r) => r.policy_no)), mobiles: new Set(rows.map((r) => r.mobile)) };
    },
    /** Whether the day's scan finished. */
    async scanned(day: string): Promise<boolean> {
      return (await db.query('select 1 from reminder_scans where scan_day = $1::date and finished_at is not null', [day])).length > 0;
    },
    /**
     * Claims the day's scan for this process: true for exactly one caller, in one statement, unless
     * the claim is older than `staleSeconds` and unfinished (its process died): then it is taken over.
     */
    async claimScan(day: string, staleSeconds: number): Promise<boolean> {
      const rows = await db.query(
        `insert into reminder_scans (scan_day) values ($1::date)
         on conflict (scan_day) do update set claimed_at = now(), runs = reminder_scans.runs + 1
           where reminder_scans.finished_at is null and reminder_scans.claimed_at < now() - make_interval(secs => $2)
         returning scan_day`,
        [day, staleSeconds],
      );
      return rows.length === 1;
    },
    async finishScan(day: string, queued: number): Promise<void> {
      await db.query('update reminder_scans set finished_at = now(), queued = $2 where scan_day = $1::date', [day, queued]);
    },
  };
}

export type RemindersRepository = ReturnType<typeof createRemindersRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    remindersRepository: RemindersRepository;
  }
}

export const remindersRepository = fp(async (app: FastifyInstance) => {
  app.decorate('remindersRepository', createRemindersRepository(app.db));
}, { name: 'reminders-repository', decorators: { fastify: ['db'] } });
