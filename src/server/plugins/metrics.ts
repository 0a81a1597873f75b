// GET /metrics in Prometheus text format: requests by route and status with latencies; calls
// to the insurer, the OCR vendors and the payment gateway with latencies and failures; payments
// settled (counted where they settle), pending and needing a refund (read from the payments
// table at scrape time, so every instance reports the same shared truth).
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { registerConfigMetrics } from './config-metrics.js';
import { appError } from '../errors.js';
import { watchSideEffectFailures } from './side-effect-failures.js';

export type OutsideSystem = 'insurer' | 'ocr' | 'gateway' | 'messaging';

// One per process: the adapters that report here have no app in hand.
const processRegistry = new Registry();
let defaultMetricsOn = false;

const outsideCallSeconds = new Histogram({
  name: 'portal_outside_call_duration_seconds',
  help: 'Calls to the insurer, the OCR vendors and the payment gateway, by operation and outcome',
  labelNames: ['system', 'operation', 'outcome'] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 60],
  registers: [processRegistry],
});
const outsideCallFailures = new Counter({
  name: 'portal_outside_call_failures_total',
  help: 'Calls to outside systems that failed (no answer, time-out, HTTP 5xx, unusable answer)',
  labelNames: ['system', 'operation'] as const,
  registers: [processRegistry],
});
const paymentsSettled = new Counter({
  name: 'portal_payments_settled_total',
  help: 'Payments confirmed by the gateway and converted into a policy by this instance',
  registers: [processRegistry],
});

/**
 * Times one call to an outside system. A thrown error is a failure; so is an answer `failed`
 * says is one (an HTTP 5xx the caller handles itself).
 */
export async function observeOutsideCall<T>(
  system: OutsideSystem,
  operation: string,
  call: () => Promise<T>,
  failed: (answer: T) => boolean = () => false,
): Promise<T> {
  const end = outsideCallSeconds.startTimer({ system, operation });
  let outcome: 'ok' | 'failure' = 'failure';
  try {
    const answer = await call();
    if (!failed(answer)) outcome = 'ok';
    return answer;
  } finally {
    end({ outcome });
    if (outcome === 'failure') outsideCallFailures.inc({ system, operation });
  }
}

export function countPaymentSettled(): void {
  paymentsSettled.inc();
}

const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

export function registerMetrics(app: FastifyInstance): void {
  if (!defaultMetricsOn) {
    collectDefaultMetrics({ register: processRegistry, prefix: 'portal_' });
    defaultMetricsOn = true;
  }
  const appRegistry = new Registry();
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({ name: 'portal_http_requests_total', help: 'HTTP requests by route and status', labelNames, registers: [appRegistry] });
  const seconds = new Histogram({
    name: 'portal_http_request_duration_seconds', help: 'HTTP request latency by route and status', labelNames, buckets: HTTP_BUCKETS, registers: [appRegistry],
  });
  const scrapeGauge = (name: string, help: string, count: () => Promise<number>) => new Gauge({
    name, help, registers: [appRegistry],
    async collect() {
      try {
        this.set(await count());
      } catch (error) {
        // A scrape during a database outage still reports everything else.
        app.log.warn({ err: error, metric: name }, 'metrics: payments count failed');
      }
    },
  });
  const payments = app.paymentsRepository;
  scrapeGauge('portal_payments_pending', 'Payments back from the gateway, not settled yet', () => payments.countPending());
  scrapeGauge('portal_payments_refund_needed', 'Payments the gateway took that bought no policy', () => payments.countRefundNeeded());
  registerJobGauges(app, appRegistry);

  const sideEffectFailures = new Counter({
    name: 'portal_side_effect_failures_total',
    help: 'Failed calls of journey side effects (e.g. the lead upload), by operation and status',
    labelNames: ['operation', 'status'] as const,
    registers: [appRegistry],
  });
  watchSideEffectFailures(app, sideEffectFailures);
  registerConfigMetrics(app, appRegistry);

  app.addHook('onResponse', (request, reply, done) => {
    // The route's pattern, never the raw URL: plate numbers and order ids must not become labels.
    const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) };
    requests.inc(labels);
    seconds.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  const token = app.env.METRICS_TOKEN;
  // Outside the sandbox the figures (payments, failures) are for the operator only: without a
  // token a clear 404, not the browser app's page the fallback would answer.
  const served = token !== undefined || app.env.SANDBOX;
  if (!served) app.log.warn('METRICS_TOKEN is not set: /metrics is not served');
  app.get('/metrics', { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
    if (!served) throw appError('NOT_FOUND');
    if (token !== undefined && !bearerMatches(request.headers.authorization, token)) throw appError('UNAUTHORIZED');
    const merged = Registry.merge([processRegistry, appRegistry]);
    return reply.type(merged.contentType).send(await merged.metrics());
  });
}

/**
 * The job queue's rows by queue and state, and its dead letters (jobs out of tries, waiting in a
 * `<queue>-dead` queue for an operator), read at scrape time like the payment figures.
 */
function registerJobGauges(app: FastifyInstance, registry: Registry): void {
  const isDead = (queue: string) => queue.endsWith('-dead');
  // Registered after portal_jobs, whose collect() fills it: prom-client reads metrics in order.
  let dead: Gauge<'queue'> | undefined;
  new Gauge({
    name: 'portal_jobs', help: 'Jobs in the queue by queue and state', labelNames: ['queue', 'state'] as const, registers: [registry],
    async collect() {
      try {
        const counts = await app.jobs.counts();
        this.reset();
        dead?.reset();
        for (const c of counts) {
          if (isDead(c.queue)) dead?.inc({ queue: c.queue.slice(0, -'-dead'.length) }, c.count);
          else this.set({ queue: c.queue, state: c.state }, c.count);
        }
      } catch (error) {
        app.log.warn({ err: error, metric: 'portal_jobs' }, 'metrics: job counts failed');
      }
    },
  });
  dead = new Gauge({ name: 'portal_jobs_dead_letter', help: 'Jobs that ran out of tries, by the queue they failed in', labelNames: ['queue'] as const, registers: [registry] });
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
