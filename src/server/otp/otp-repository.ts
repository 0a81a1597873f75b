// Every SQL statement of one_time_codes (migration 0096). Each change of a code is one
// conditional UPDATE, so two processes (or two requests) can never both spend the same try or
// resend: the row is the lock.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../types.js';

export interface CodeRow {
  id: string;
  mobile: string;
  code_hash: string;
  sends: number;
  tries: number;
  last_sent_at: Date;
  expires_at: Date;
  verified_at: Date | null;
}

export interface CodeKey {
  holder: string;
  purpose: string;
  reference: string;
}

export function createOtpRepository(db: AppDatabase) {
  return {
    /** The newest code of this client, purpose and reference that is neither verified nor expired. */
    async current(k: CodeKey): Promise<CodeRow | undefined> {
      return (await db.query<CodeRow>(
        `select * from one_time_codes where holder = $1 and purpose = $2 and reference = $3 and verified_at is null and expires_at > now()
         order by created_at desc limit 1`, [k.holder, k.purpose, k.reference],
      ))[0];
    },
    /** `policyNo`: the insurer's number of the policy a code was sent for (migration 0170). */
    async create(k: CodeKey & { id: string; mobile: string; codeHash: string; ttlSeconds: number; policyNo?: string }): Promise<void> {
      await db.query(
        `insert into one_time_codes (id, holder, purpose, reference, mobile, code_hash, expires_at, policy_no)
         values ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7), $8)`,
        [k.id, k.holder, k.purpose, k.reference, k.mobile, k.codeHash, k.ttlSeconds, k.policyNo ?? null],
      );
    },
    /** A new code on the same row, if the spacing has passed and sends are left; its tries carry on. */
    async resend(id: string, codeHash: string, o: { ttlSeconds: number; spacingSeconds: number; maxSends: number }): Promise<number | undefined> {
      const rows = await db.query<{ sends: number }>(
        `update one_time_codes set code_hash = $2, sends = sends + 1, last_sent_at = now(), expires_at = now() + make_interval(secs => $3)
         where id = $1 and verified_at is null and sends < $5 and last_sent_at <= now() - make_interval(secs => $4) returning sends`,
        [id, codeHash, o.ttlSeconds, o.spacingSeconds, o.maxSends],
      );
      return rows[0]?.sends;
    },
    /** Spends one try; undefined when none is left or the code is no longer open. */
    async spendTry(id: string, maxTries: number): Promise<{ tries: number; code_hash: string } | undefined> {
      return (await db.query<{ tries: number; code_hash: string }>(
        `update one_time_codes set tries = tries + 1 where id = $1 and tries < $2 and verified_at is null and expires_at > now()
         returning tries, code_hash`, [id, maxTries],
      ))[0];
    },
    async markVerified(id: string): Promise<boolean> {
      return (await db.query('update one_time_codes set verified_at = now() where id = $1 and verified_at is null returning id', [id])).length === 1;
    },
    /** Whether this client verified a code for this purpose and reference within the last `seconds`. */
    async verifiedWithin(k: CodeKey, seconds: number): Promise<boolean> {
      return (await db.query(
        `select 1 from one_time_codes where holder = $1 and purpose = $2 and reference = $3 and verified_at > now() - make_interval(secs => $4) limit 1`,
        [k.holder, k.purpose, k.reference, seconds],
      )).length > 0;
    },
    /** Whether this client verified a code for this purpose and insurer policy number within the last `seconds`. */
    async policyVerifiedWithin(k: { holder: string; purpose: string; policyNo: string }, seconds: number): Promise<boolean> {
      return (await db.query(
        `select 1 from one_time_codes where holder = $1 and purpose = $2 and policy_no = $3 and verified_at > now() - make_interval(secs => $4) limit 1`,
        [k.holder, k.purpose, k.policyNo, seconds],
      )).length > 0;
    },
    /** The mobile on the insurer's record a verified policy code went to (send again for a policy this portal did not issue). */
    async policyVerifiedMobile(k: { holder: string; purpose: string; policyNo: string }, seconds: number): Promise<string | undefined> {
      const rows = await db.query<{ mobile: string }>(
        `select mobile from one_time_codes where holder = $1 and purpose = $2 and policy_no = $3 and verified_at > now() - make_interval(secs => $4) order by verified_at desc limit 1`,
        [k.holder, k.purpose, k.policyNo, seconds],
      );
      return rows[0]?.mobile;
    },
    /** Sandbox only (otp/sandbox-expire.ts): ends this client's open codes now, as 5 minutes would. */
    async expireOpen(holder: string): Promise<number> {
      return (await db.query(
        `update one_time_codes set expires_at = now() - interval '1 second' where holder = $1 and verified_at is null and expires_at > now() returning id`,
        [holder],
      )).length;
    },
  };
}

export type OtpRepository = ReturnType<typeof createOtpRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    otpRepository: OtpRepository;
  }
}

export const otpRepository = fp(async (app: FastifyInstance) => {
  app.decorate('otpRepository', createOtpRepository(app.db));
}, { name: 'otp-repository', decorators: { fastify: ['db'] } });
