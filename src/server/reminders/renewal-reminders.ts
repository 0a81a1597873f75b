// Renewal reminders (issue 24, item 5; docs/customers.md): once a day a scan asks the insurer for
// the policies whose cover ends within the largest of REMINDER_DAYS, and queues for each policy
// that is due one (30, 7 or 1 days before) an SMS (and a WhatsApp message when the insurer has a
// WhatsApp number) through app.messages.send, keyed `renewal-reminder:<policyNo>:<days>`: one
// message per event however many processes scan, however often. Quiet hours hold a message to
// their end (startAfter). Opted-out policies and mobiles are skipped.
//
// The scan is a job (queue `renewal-scan`, policy short, one key per Oman day): every process
// offers it at start and every OFFER_INTERVAL_MS once the day's scan hour has come, until a scan
// of that day has finished. The job that runs it first claims the day (reminder_scans, one
// conditional INSERT), so the day is scanned once across any number of processes; a claim whose
// process died is taken over after SCAN_EXPIRE_SECONDS. A day missed while every process was down
// is caught up by the next day's scan (reminder-schedule.ts, reminderDue).
import fp from 'fastify-plugin';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { DEFAULT_PARTNER_ID } from '../../config/index.js';
import { insurerFor, type ExpiringPolicy } from '../adapters/insurer/index.js';
import { recordedMobile } from '../payments/summary-rules.js';
import { srcBusIdOf } from '../payments/gateway.js';
import type { MessageLanguage } from '../messages/message-types.js';
import { reminderLinks } from './reminder-links.js';
import { addDays, daysLeft, deliveryTime, displayDate, omanDay, omanHour, reminderDue } from './reminder-schedule.js';

export const RENEWAL_SCAN_QUEUE = 'renewal-scan';
const OFFER_INTERVAL_MS = 10 * 60 * 1000;
/** One insurer call and a message row per reminder: minutes at most. */
const SCAN_EXPIRE_SECONDS = 30 * 60;
export const REMINDER_TEMPLATE = 'renewalReminder';

export interface ScanOptions {
  /** The scan's clock (tests, the sandbox control); default now. */
  now?: Date;
  /** Only reminders to this mobile (the sandbox control: a test texts no other sandbox customer). */
  onlyMobile?: string;
}

export interface ScanReport {
  day: string;
  /** Policies the insurer listed. */
  listed: number;
  /** Messages queued now (a second scan of the same day queues none). */
  queued: number;
  /** Reminders already queued by an earlier scan. */
  alreadySent: number;
  optedOut: number;
  /** Listed but not due for a reminder today, or without a mobile number. */
  notDue: number;
  /** When the queued messages go, if the scan ran in the quiet hours. */
  heldUntil?: string;
}

export interface Reminders {
  scan(options?: ScanOptions): Promise<ScanReport>;
}

declare module 'fastify' {
  interface FastifyInstance {
    reminders: Reminders;
  }
}

const mobileOf = (value: string | undefined) => {
  const mobile = recordedMobile(value ?? '');
  return /^\d{8}$/.test(mobile) ? mobile : undefined;
};

/** Absolute address of the portal for links in messages: PUBLIC_BASE_URL, in the sandbox this server. */
function siteBase(app: FastifyInstance): string {
  if (app.env.PUBLIC_BASE_URL) return app.env.PUBLIC_BASE_URL.replace(/\/+$/, '');
  if (app.env.SANDBOX) return app.localBaseUrl();
  throw new Error('renewal reminders need PUBLIC_BASE_URL for their links');
}

async function scan(app: FastifyInstance, log: FastifyBaseLogger, options: ScanOptions = {}): Promise<ScanReport> {
  const { env } = app;
  const now = options.now ?? new Date();
  const day = omanDay(now);
  const tree = app.configTree;
  const partnerId = DEFAULT_PARTNER_ID;
  const policies = await insurerFor(app, log).getExpiringPolicies({
    coverToFrom: day, coverToUntil: addDays(day, Math.max(...env.REMINDER_DAYS)), srcBusId: srcBusIdOf(app, partnerId),
  });
  const base = siteBase(app);
  const startAfter = deliveryTime(now, { from: env.REMINDER_QUIET_FROM, until: env.REMINDER_QUIET_UNTIL });
  const report: ScanReport = { day, listed: policies.length, queued: 0, alreadySent: 0, optedOut: 0, notDue: 0, ...(startAfter ? { heldUntil: startAfter.toISOString() } : {}) };

  type Due = { policy: ExpiringPolicy; mobile: string; days: number; left: number };
  const due: Due[] = [];
  for (const policy of policies) {
    const mobile = mobileOf(policy.mobileNo);
    const left = daysLeft(day, policy.coverTo);
    const days = reminderDue(left, env.REMINDER_DAYS);
    if (!mobile || days === undefined) report.notDue++;
    else if (!options.onlyMobile || mobileOf(options.onlyMobile) === mobile) due.push({ policy, mobile, days, left });
  }
  const opted = await app.remindersRepository.optedOut(due.map((d) => d.policy.policyNo), due.map((d) => d.mobile));
  for (const { policy, mobile, days, left } of due) {
    if (opted.policyNos.has(policy.policyNo) || opted.mobiles.has(mobile)) {
      report.optedOut++;
      continue;
    }
    const language: MessageLanguage = policy.language ?? 'en';
    const links = reminderLinks(tree, partnerId, base, policy, mobile, language, env.SIGNED_LINK_SECRET);
    if (!links) throw new Error('renewal reminders need a journey step taking renewal-reminder links and a page with the reminder-opt-out view');
    const params = {
      name: policy.insuredName, policyNo: policy.policyNo, plate: `${policy.plateNumber} ${policy.plateCode}`.trim(),
      expiryDate: displayDate(policy.coverTo), days: String(left), ...links,
    };
    const eventKey = `renewal-reminder:${policy.policyNo}:${days}`;
    const whatsapp = mobileOf(policy.whatsappNo);
    const sends = [{ eventKey, channel: 'sms' as const, to: mobile }, ...(whatsapp ? [{ eventKey: `${eventKey}:whatsapp`, channel: 'whatsapp' as const, to: whatsapp }] : [])];
    for (const send of sends) {
      const { queued } = await app.messages.send({ ...send, language, template: REMINDER_TEMPLATE, params, ...(startAfter ? { startAfter } : {}) });
      if (queued) report.queued++;
      else report.alreadySent++;
    }
  }
  log.info({ reminders: 'scan', ...report }, 'renewal reminder scan');
  return report;
}

export const renewalReminders = fp(async (app: FastifyInstance) => {
  const { env } = app;
  app.decorate('reminders', { scan: (options?: ScanOptions) => scan(app, app.log, options) } satisfies Reminders);
  if (!env.REMINDERS) return;

  let timer: NodeJS.Timeout | undefined;
  const offer = async () => {
    const now = new Date();
    const day = omanDay(now);
    if (omanHour(now) < env.REMINDER_SCAN_HOUR || (await app.remindersRepository.scanned(day))) return;
    await app.jobs.send(RENEWAL_SCAN_QUEUE, { day }, { singletonKey: `${RENEWAL_SCAN_QUEUE}:${day}` });
  };
  const offerLogged = () => offer().catch((error: unknown) => app.log.error({ err: error }, 'renewal reminders: could not queue the scan'));
  app.addHook('onListen', async () => {
    if (timer) return;
    await app.jobs.define<{ day: string }>({
      name: RENEWAL_SCAN_QUEUE, policy: 'short', retryLimit: 3, retryDelaySeconds: 300, expireInSeconds: SCAN_EXPIRE_SECONDS,
    }, async (_data, job) => {
      // The day of the scan is the day it runs (a job queued before midnight scans the new day).
      const now = new Date();
      const day = omanDay(now);
      if (!(await app.remindersRepository.claimScan(day, SCAN_EXPIRE_SECONDS))) return;
      const report = await scan(app, job.log, { now });
      await app.remindersRepository.finishScan(day, report.queued);
    });
    await offerLogged();
    timer = setInterval(() => void offerLogged(), OFFER_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
  });
}, { name: 'renewal-reminders', dependencies: ['job-queue', 'messages', 'reminders-repository', 'insurer-adapters'] });
