// The durable job queue (pg-boss 10 on the portal's database, PGlite or PostgreSQL): jobs are
// rows, so they survive a crash or `kill -9`, and a job is fetched by one worker of one process
// (`FOR UPDATE SKIP LOCKED`) however many processes run. pg-boss creates its schema at start,
// under its own advisory lock, the way the migrations do. A failed job is retried with doubling
// delays; one that runs out of retries is copied to its queue's dead-letter queue, which
// /metrics shows. Workers start once the server listens (senders reach the sandbox over
// loopback) and stop on close, finishing the jobs in hand first.
//
// Throughput is bound by the work, not by the polling interval (issue 36): a send wakes this
// process's worker of that queue once the job is committed (the transaction's afterCommit), and a
// worker whose fetch came back full fetches again at once. It sleeps JOBS_POLL_SECONDS only when
// its queue had less than a batch, which is also how jobs another process queued are found.
import fp from 'fastify-plugin';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../types.js';
import { bossDb, bossTx, type BossDb } from './boss-db.js';
import type { JobCount } from './jobs-repository.js';

export interface QueueDefinition {
  name: string;
  /** standard (default): every job sent is kept; short: one waiting job per singletonKey at most. */
  policy?: 'standard' | 'short';
  /** Further tries after a failure; the delay doubles from retryDelaySeconds each time. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** An active job not finished in this time (its process died) is tried again. */
  expireInSeconds: number;
}

export interface JobContext {
  id: string;
  /** 0 on the first try. */
  retryCount: number;
  /** Whether a failure now sends the job to the dead-letter queue. */
  lastTry: boolean;
  log: FastifyBaseLogger;
}

export type JobHandler<T> = (data: T, job: JobContext) => Promise<void>;

export interface SendJobOptions {
  /** One job per key while it is queued or retried (pg-boss singletonKey). */
  singletonKey?: string;
  /** Write the job in the caller's open transaction (this process's worker is woken when it commits). */
  tx?: DatabaseHandle;
  startAfter?: Date;
}


export interface JobQueue {
  /** Declares a queue (and its dead-letter queue) and, where this process works jobs, its handler. */
  define<T extends object>(queue: QueueDefinition, handler: JobHandler<T>): Promise<void>;
  send(queue: string, data: object, options?: SendJobOptions): Promise<string | null>;
  /** Jobs by queue and state (metrics; dead letters are the `<queue>-dead` queues). */
  counts(): Promise<JobCount[]>;
  deadLetterQueue(queue: string): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

const deadLetterQueue = (queue: string) => `${queue}-dead`;

/**
 * Jobs one worker fetches at a time, and so runs at once (see startWorker): message jobs each make
 * one HTTP or SMTP call to a provider, and ten in flight per queue and process is plenty.
 */
const BATCH = 10;

/**
 * Starts pg-boss, creating its schema if need be. Processes starting together on an empty
 * database can still collide in CREATE SCHEMA (seen with three at once: a duplicate key in
 * pg_namespace); the loser starts again with a fresh instance and finds the schema made.
 */
async function startBoss(app: FastifyInstance): Promise<{ boss: PgBoss; db: BossDb }> {
  const { env } = app;
  for (let attempt = 1; ; attempt++) {
    const db = bossDb(app.db);
    const boss = new PgBoss({
      db,
      schema: env.JOBS_SCHEMA,
      migrate: true,
      // Supervision expires jobs whose process died and keeps the tables small; the clock-based
      // scheduler is not used.
      supervise: true,
      schedule: false,
      maintenanceIntervalSeconds: env.JOBS_SUPERVISE_SECONDS,
    });
    boss.on('error', (error) => app.log.error({ err: error }, 'job queue error'));
    try {
      await boss.start();
      return { boss, db };
    } catch (error) {
      const race = error instanceof Error && /duplicate key|already exists/.test(error.message);
      if (!race || attempt >= 3) throw error;
      app.log.info({ attempt }, 'job queue: another process was creating the schema; starting again');
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

/**
 * Runs a step of setting the queue up again when it lost a race with another process starting at
 * the same moment: two processes attaching their queues' partitions to the one job table deadlock
 * (PostgreSQL aborts one: seen with three processes on an empty database). pg-boss's queue
 * creation is one statement that either happens whole or not at all, and skips a queue that
 * exists, so the loser simply tries again.
 */
async function retryOnRace<T>(app: FastifyInstance, what: string, step: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (error) {
      const code = (error as { code?: string }).code;
      const race = code === '40P01' || code === '23505' || (error instanceof Error && /deadlock detected|duplicate key/.test(error.message));
      if (!race || attempt >= 6) throw error;
      app.log.info({ attempt, what }, 'job queue: lost a race with another process setting up; trying again');
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.floor(Math.random() * 100)));
    }
  }
}

export const jobQueue = fp(async (app: FastifyInstance) => {
  const { env } = app;
  const { boss, db: bossStatements } = await startBoss(app);

  const handlers = new Map<string, JobHandler<object>>();
  /** pg-boss's worker id of each queue this process works. */
  const workers = new Map<string, string>();
  let listening = false;
  /** Set as shutdown begins: a wake then (a commit landing late, a full batch) must not start a fetch on a closing database. */
  let stopping = false;
  /** Ends the worker's wait for its next poll, or, mid-fetch, skips that wait (pg-boss notifyWorker). */
  const wake = (queue: string) => {
    const id = workers.get(queue);
    if (id && !stopping) boss.notifyWorker(id);
  };
  // A fetch takes up to BATCH jobs and runs them together; each failure is failed on its own
  // (pg-boss then completes the batch's others, its complete touching only jobs still active), so
  // one bad message does not retry the rest. pg-boss's worker waits a polling interval after
  // every fetch, found jobs or not: a full batch wakes it, so it fetches again as soon as the
  // batch is done, and only an emptied queue lets it sleep.
  const startWorker = async (queue: string, handler: JobHandler<object>) => {
    const id = await boss.work<object>(queue, { includeMetadata: true, pollingIntervalSeconds: env.JOBS_POLL_SECONDS, batchSize: BATCH }, async (jobs) => {
      if (jobs.length >= BATCH) wake(queue);
      const outcomes = await Promise.allSettled(jobs.map((job) =>
        handler(job.data, { id: job.id, retryCount: job.retryCount, lastTry: job.retryCount >= job.retryLimit, log: app.log })));
      for (const [i, outcome] of outcomes.entries()) {
        if (outcome.status === 'fulfilled') continue;
        const reason = outcome.reason instanceof Error ? outcome.reason.message : String(outcome.reason);
        await boss.fail(queue, jobs[i]!.id, { message: reason });
      }
    });
    workers.set(queue, id);
  };

  const queues: JobQueue = {
    async define(queue, handler) {
      const dead = deadLetterQueue(queue.name);
      await retryOnRace(app, dead, () => boss.createQueue(dead, { name: dead, policy: 'standard', retryLimit: 0 }));
      await retryOnRace(app, queue.name, () => boss.createQueue(queue.name, {
        name: queue.name,
        policy: queue.policy ?? 'standard',
        retryLimit: queue.retryLimit,
        retryDelay: queue.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: queue.expireInSeconds,
        deadLetter: dead,
      }));
      handlers.set(queue.name, handler as JobHandler<object>);
      if (listening && env.JOBS_WORK) await startWorker(queue.name, handler as JobHandler<object>);
    },
    async send(queue, data, options = {}) {
      const id = await boss.send(queue, data, {
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
        ...(options.tx ? { db: bossTx(options.tx) } : {}),
      });
      // The worker's fetch must see the job: in the caller's transaction, not before it commits.
      // Another process's worker finds it at its next poll.
      if (id && !options.startAfter) {
        if (options.tx) options.tx.afterCommit(() => wake(queue));
        else wake(queue);
      }
      return id;
    },
    counts: () => app.jobsRepository.counts(),
    deadLetterQueue,
  };
  app.decorate('jobs', queues);

  app.addHook('onListen', async () => {
    if (listening) return;
    listening = true;
    if (!env.JOBS_WORK) return;
    for (const [queue, handler] of handlers) await startWorker(queue, handler);
  });
  // Before the database closes (onClose): no new fetches, jobs in hand finish within the
  // shutdown time; what is still running then is failed and so retried by another process.
  app.addHook('preClose', async () => {
    stopping = true;
    await boss.stop({ graceful: true, wait: true, close: false, timeout: Math.max(1000, env.SHUTDOWN_TIMEOUT_MS) });
    // A job's completion pg-boss did not await must land before the database closes.
    await bossStatements.settled();
  });
}, { name: 'job-queue', dependencies: ['jobs-repository'], decorators: { fastify: ['db', 'env'] } });
