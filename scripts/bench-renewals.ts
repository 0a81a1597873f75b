// Complete renewals through the API on one portal process (issue 36): each simulated customer
// takes a token, looks up their car's renewal, asks for a one-time code, reads it from the sandbox
// outbox and confirms it, records the quote summary (SMS and WhatsApp), starts the payment, pays
// on the sandbox gateway and reads the result with the policy number, as the browser does. Some
// customers at once (BENCH_RENEWAL_LEVELS, default 5,20,50), each level bounded by a number of
// renewals and a time; loopback only. The customers are the sandbox insurer's load customers
// (POST /sandbox/insurer/_load-renewals), made renewable again before each level.
import { payInSandbox } from '../src/server/testing/cluster.js';
import { publicToken } from './bench-api.js';
import type { Started } from './bench-servers.js';

export const RENEWAL_STEPS = ['token', 'lookup', 'code', 'confirm', 'summary', 'payment start', 'gateway', 'result'] as const;
type Step = (typeof RENEWAL_STEPS)[number];

export interface RenewalLevel {
  /** Customers on the journey at once. */
  customers: number;
  /** Journeys that ended with a policy. */
  renewals: number;
  failed: number;
  /** The first few failures, for the report. */
  errors: string[];
  seconds: number;
  perMinute: number;
  /** Milliseconds of each step's request(s), p50 and p95. */
  steps: Record<Step, { p50: number; p95: number }>;
  /** Code request to the SMS in the sandbox outbox (its sentAt), ms. */
  codeDelay: { p50: number; p95: number; max: number };
  /** The code request's answer to the SMS in the outbox, ms: the queue's part of codeDelay. */
  codeAfterAnswer: { p50: number; p95: number; max: number };
  /** Policy request's end to its SMS and WhatsApp both in the outbox, ms (read once the level ended). */
  policyMessages: { p50: number; p95: number; max: number };
  /** Each renewal one policy, one code SMS, one policy SMS and one policy WhatsApp; no policy twice. */
  exactlyOnce: boolean;
  /** Server CPU over the level, in cores. */
  serverCores: number;
}

interface Customer {
  plateNumber: string;
  plateCode: string;
  civilId: string;
  mobileNo: string;
}

interface OutboxEntry {
  channel: string;
  to: string;
  text: string;
  sentAt: string;
  links: string[];
}

const quantile = (values: number[], q: number) => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!);
};
const spread = (values: number[]) => ({ p50: quantile(values, 0.5), p95: quantile(values, 0.95), max: quantile(values, 1) });

/**
 * Reads the sandbox outbox for every customer waiting for a code at once, every 100 ms: one
 * request whatever the number waiting, so the bench's own reading does not grow with the load it
 * measures. A code's SMS has no link (a policy's has); mobiles differ in their last four digits.
 */
function outboxWatcher(base: string) {
  const waiting = new Map<string, { since: number; resolve: (found: { code: string; sentAt: number } | undefined) => void; until: number }>();
  let reading = false;
  const read = async () => {
    reading = true;
    try {
      while (waiting.size) {
        const outbox = (await (await fetch(`${base}/sandbox/outbox.json`)).json()) as OutboxEntry[];
        for (const [lastFour, w] of waiting) {
          const sms = outbox.find((m) => m.channel === 'sms' && m.links.length === 0 && m.to.endsWith(lastFour) && Date.parse(m.sentAt) >= w.since);
          const code = /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1];
          if (sms && code) w.resolve({ code, sentAt: Date.parse(sms.sentAt) });
          else if (Date.now() > w.until) w.resolve(undefined);
          else continue;
          waiting.delete(lastFour);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      reading = false;
    }
  };
  return {
    /** The code sent at or after `since` to the mobile a code answer masked; undefined after 20 s. */
    code(maskedMobile: string, since: number): Promise<{ code: string; sentAt: number } | undefined> {
      return new Promise((resolve) => {
        waiting.set(maskedMobile.slice(-4), { since, resolve, until: Date.now() + 20_000 });
        if (!reading) void read();
      });
    },
  };
}

async function loadCustomers(base: string, count: number): Promise<Customer[]> {
  const res = await fetch(`${base}/sandbox/insurer/_load-renewals`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ count }) });
  if (!res.ok) throw new Error(`load customers: HTTP ${res.status} ${await res.text()}`);
  return ((await res.json()) as { customers: Customer[] }).customers;
}

/** One customer's renewal; each step's time goes to `times`. Answers the policy and when it was known. */
async function renew(
  base: string, c: Customer, times: Map<Step, number[]>, codeDelays: { total: number[]; afterAnswer: number[] }, outbox: ReturnType<typeof outboxWatcher>,
): Promise<{ policyNo: string; at: number }> {
  const timed = async <T>(step: Step, fn: () => Promise<T>): Promise<T> => {
    const t0 = performance.now();
    const value = await fn();
    times.get(step)!.push(performance.now() - t0);
    return value;
  };
  const token = await timed('token', () => publicToken(base));
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, origin: base, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json().catch(() => ({}))) as Record<string, any>;
    if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${JSON.stringify(json.error ?? json).slice(0, 200)}`);
    return json;
  };
  const lookup = await timed('lookup', () => call('POST', '/api/v1/motor/renewals/lookup', { lookupType: 'plateCivil', plateNumber: c.plateNumber, plateCode: c.plateCode, civilId: c.civilId }));
  // The lookup answers a handle and nothing personal; the code to the mobile on record, once
  // confirmed, answers the quote (issue 31).
  const handle = lookup.lookup as string;
  const asked = Date.now();
  const otp = await timed('code', () => call('POST', '/api/v1/otp', { purpose: 'payment', lookup: handle }));
  const answered = Date.now();
  const sms = await outbox.code(String(otp.data.maskedMobile), asked);
  if (!sms) throw new Error(`no code for ${c.plateNumber} in the outbox within 20 s`);
  codeDelays.total.push(sms.sentAt - asked);
  codeDelays.afterAnswer.push(Math.max(0, sms.sentAt - answered));
  const confirmed = await timed('confirm', () => call('POST', '/api/v1/otp/verify', { purpose: 'payment', lookup: handle, code: sms.code }));
  const quoteNo = confirmed.data?.quote?.quoteNo as string;
  if (!quoteNo) throw new Error(`confirmed code answered no quote: ${JSON.stringify(confirmed).slice(0, 200)}`);
  await timed('summary', () => call('POST', '/api/v1/motor/quotes', {
    quoteNo, sendSms: 1, mobileNo: c.mobileNo, sendWhatsapp: 1, sameAsMobileNo: 1, whatsappNo: c.mobileNo, sendEmail: 0, quoteStatus: 'Created', paymentStatus: 'Initiated',
  }));
  const link = await timed('payment start', () => call('POST', '/api/v1/payments/payment-links', { quoteNo }));
  const paid = await timed('gateway', () => payInSandbox(base, link.data as string));
  if (paid.returned !== 303) throw new Error(`gateway return answered ${paid.returned}`);
  const result = await timed('result', () => call('GET', `/api/v1/payments/payment-responses?br=${encodeURIComponent(paid.orderNo)}`));
  const policyNo = result.data?.policyNo as string | undefined;
  if (!result.data?.paid || !policyNo) throw new Error(`result of ${paid.orderNo}: ${JSON.stringify(result.data).slice(0, 200)}`);
  return { policyNo, at: Date.now() };
}

/**
 * One level: `customers` at once, each starting the next journey with a fresh load customer when
 * one ends, until `renewals` journeys started or `seconds` passed; then the outbox is checked.
 */
async function level(portal: Started, customers: number, renewals: number, seconds: number): Promise<RenewalLevel> {
  const pool = await loadCustomers(portal.base, renewals);
  const times = new Map<Step, number[]>(RENEWAL_STEPS.map((s) => [s, []]));
  const codeDelays = { total: [] as number[], afterAnswer: [] as number[] };
  const outbox = outboxWatcher(portal.base);
  const done: { customer: Customer; policyNo: string; at: number }[] = [];
  const errors: string[] = [];
  let failed = 0;
  let next = 0;
  // The same load customers served the levels before: their older messages are not this level's.
  const since = Date.now();
  const cpu0 = portal.cpuSeconds();
  const t0 = performance.now();
  const deadline = t0 + seconds * 1000;
  await Promise.all(Array.from({ length: customers }, async () => {
    while (next < pool.length && performance.now() < deadline) {
      const customer = pool[next++]!;
      try {
        done.push({ customer, ...(await renew(portal.base, customer, times, codeDelays, outbox)) });
      } catch (error) {
        failed++;
        if (errors.length < 5) errors.push(error instanceof Error ? error.message : String(error));
      }
    }
  }));
  const elapsed = (performance.now() - t0) / 1000;
  const cores = (portal.cpuSeconds() - cpu0) / elapsed;
  // The policy's messages go after the journey: wait for them (at most 30 s), then count.
  const policyDelays: number[] = [];
  let exactlyOnce = new Set(done.map((d) => d.policyNo)).size === done.length;
  const end = Date.now() + 30_000;
  for (const d of done) {
    let outbox: OutboxEntry[] = [];
    const policyOf = (m: OutboxEntry) => m.text.includes(d.policyNo);
    for (;;) {
      outbox = ((await (await fetch(`${portal.base}/sandbox/outbox.json?to=${d.customer.mobileNo}`)).json()) as OutboxEntry[])
        .filter((m) => Date.parse(m.sentAt) >= since);
      if (outbox.filter(policyOf).length >= 2 || Date.now() > end) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const policy = outbox.filter(policyOf);
    const codes = outbox.filter((m) => m.channel === 'sms' && m.links.length === 0);
    const ok = codes.length === 1 && policy.filter((m) => m.channel === 'sms').length === 1 && policy.filter((m) => m.channel === 'whatsapp').length === 1;
    if (!ok) {
      exactlyOnce = false;
      if (errors.length < 5) errors.push(`${d.customer.mobileNo}: ${codes.length} code SMS, policy ${d.policyNo}: ${policy.map((m) => m.channel).join(', ') || 'no message'}`);
    }
    if (policy.length) policyDelays.push(Math.max(...policy.map((m) => Date.parse(m.sentAt))) - d.at);
  }
  const steps = Object.fromEntries(RENEWAL_STEPS.map((s) => [s, { p50: quantile(times.get(s)!, 0.5), p95: quantile(times.get(s)!, 0.95) }])) as RenewalLevel['steps'];
  return {
    customers, renewals: done.length, failed, errors, seconds: Math.round(elapsed * 10) / 10, perMinute: Math.round((done.length / elapsed) * 60),
    steps, codeDelay: spread(codeDelays.total), codeAfterAnswer: spread(codeDelays.afterAnswer), policyMessages: spread(policyDelays), exactlyOnce, serverCores: Math.round(cores * 100) / 100,
  };
}

/** Every level in turn on the one portal. */
export async function renewalFigures(portal: Started, levels: number[], renewals: number, seconds: number): Promise<RenewalLevel[]> {
  const figures: RenewalLevel[] = [];
  for (const customers of levels) {
    const figure = await level(portal, customers, Math.max(renewals, customers), seconds);
    const s = figure.steps;
    console.log(`renewals, ${customers} at once: ${figure.renewals} in ${figure.seconds} s = ${figure.perMinute}/min, ${figure.failed} failed, code ${figure.codeDelay.p50}/${figure.codeDelay.p95} ms (p50/p95; after the answer ${figure.codeAfterAnswer.p50}/${figure.codeAfterAnswer.p95}), `
      + `policy messages p95 ${figure.policyMessages.p95} ms, exactly once ${figure.exactlyOnce}, server ${figure.serverCores} cores; `
      + `p95 ms ${RENEWAL_STEPS.map((step) => `${step} ${s[step].p95}`).join(', ')}`);
    for (const error of figure.errors) console.log(`  ${error}`);
    figures.push(figure);
  }
  return figures;
}
