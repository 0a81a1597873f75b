// The staged releases' guardrail (docs/releases.md): while a release is on a share below 100, a
// round every GUARDRAIL_INTERVAL_MS compares it with its base on the step events of each
// (guardrail-stats.ts) once each side has GUARDRAIL_MIN_VISITS visits. A release that does worse
// goes to share 0, audited as the guardrail's with the numbers that decided it (kept on the
// release), and the release managers get an e-mail through the messaging outbox.
// Every process offers a round as a pg-boss job keyed by the round's number, so one process of
// all works each round (policy short: one waiting job per key).
import fp from 'fastify-plugin';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { AppError, serverErrorCodes } from '../errors.js';
import { judge, type Comparison, type Verdict } from './guardrail-stats.js';
import { GUARDRAIL_ACTOR, setShare } from './shares.js';

export const GUARDRAIL_QUEUE = 'release-guardrail';
export const GUARDRAIL_TEMPLATE = 'releaseGuardrail';

export type GuardrailOutcome =
  | { kind: 'nothing-staged' }
  | { kind: 'waiting'; release: number; visits: { base: number; staged: number } }
  | { kind: 'left-alone'; release: number; verdict: Verdict }
  | { kind: 'stopped'; release: number; verdict: Verdict };

const pct = (p: { hits: number; total: number }) => `${Math.round((p.hits / p.total) * 1000) / 10}%`;

/** The worse comparisons in one English line (the audit's reason; the e-mail and the studio have their own words). */
function why(comparisons: Comparison[]): string {
  return comparisons.filter((c) => c.worse).map((c) => (c.metric === 'server-errors'
    ? `server errors ${pct(c.base)} -> ${pct(c.staged)} of visits`
    : `${c.journey} step ${c.step}: ${pct(c.base)} -> ${pct(c.staged)} went on`)).join('; ');
}

/** One round: compares the staged release (if any) with its base, and stops it if it does worse. */
export async function guardrailRound(app: FastifyInstance, log: FastifyBaseLogger): Promise<GuardrailOutcome> {
  const staged = await app.releasesRepository.staged();
  if (!staged) return { kind: 'nothing-staged' };
  const codes = serverErrorCodes();
  const [base, side] = await Promise.all([
    app.guardrailRepository.sideStats(staged.base, staged.stagedAt, codes),
    app.guardrailRepository.sideStats(staged.release, staged.stagedAt, codes),
  ]);
  const settings = { minVisits: app.env.GUARDRAIL_MIN_VISITS, marginPoints: app.env.GUARDRAIL_MARGIN };
  const verdict = judge(base, side, settings);
  const visits = { base: base.visits, staged: side.visits };
  if (!verdict.ready) return { kind: 'waiting', release: staged.release, visits };
  if (!verdict.worse) return { kind: 'left-alone', release: staged.release, verdict };

  const reason = `The guardrail stopped it: ${why(verdict.comparisons)}`;
  const numbers = { ...verdict, visits, base: staged.base, share: staged.share, ...settings, z95: 1.645, at: new Date().toISOString() };
  try {
    await setShare(app, { name: GUARDRAIL_ACTOR, guardrail: numbers, from: staged.share }, staged.release, 0, reason);
  } catch (error) {
    // Staff promoted, stopped, changed or superseded it meanwhile (or another round stopped it): that stands.
    if (error instanceof AppError && error.code === 'RELEASE_NOT_STAGED') return { kind: 'left-alone', release: staged.release, verdict };
    throw error;
  }
  log.warn({ guardrail: { release: staged.release, base: staged.base, visits } }, `guardrail: release ${staged.release} stopped (${why(verdict.comparisons)})`);
  if (!app.env.RELEASE_MANAGERS_EMAIL) {
    log.warn(`guardrail: RELEASE_MANAGERS_EMAIL is not set, so nobody is e-mailed that release ${staged.release} was stopped`);
    return { kind: 'stopped', release: staged.release, verdict };
  }
  await app.messages.send({
    eventKey: `${GUARDRAIL_QUEUE}:${staged.release}:${numbers.at}`, channel: 'email', to: app.env.RELEASE_MANAGERS_EMAIL, language: 'en', template: GUARDRAIL_TEMPLATE,
    params: { release: String(staged.release), base: String(staged.base), share: String(staged.share), why: why(verdict.comparisons) },
  });
  return { kind: 'stopped', release: staged.release, verdict };
}

export const releaseGuardrail = fp(async (app: FastifyInstance) => {
  const { env } = app;
  if (app.configSource.kind !== 'database') return;
  let timer: NodeJS.Timeout | undefined;
  const offer = () => {
    const round = Math.floor(Date.now() / env.GUARDRAIL_INTERVAL_MS);
    app.jobs.send(GUARDRAIL_QUEUE, { round }, { singletonKey: `${GUARDRAIL_QUEUE}:${round}` })
      .catch((error: unknown) => app.log.error({ err: error }, 'guardrail: could not queue the round'));
  };
  app.addHook('onListen', async () => {
    if (timer) return;
    await app.jobs.define<{ round: number }>({
      name: GUARDRAIL_QUEUE, policy: 'short', retryLimit: 1, retryDelaySeconds: 10, expireInSeconds: 300,
    }, async (_data, job) => {
      await guardrailRound(app, job.log);
    });
    timer = setInterval(offer, env.GUARDRAIL_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
  });
}, { name: 'release-guardrail', dependencies: ['job-queue', 'messages', 'guardrail-repository', 'releases-repository'] });
