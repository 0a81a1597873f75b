// Every environment variable the server reads, parsed once at start-up. A bad value is reported
// together with every other bad value, so an operator fixes the whole .env in one pass.
import { SANDBOX_ACCOUNTS, parseStaffAccounts, type LocalAccount } from './staff/account-config.js';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Env {
  PORT: number;
  HOST: string;
  DATA_DIR: string;
  DATABASE_URL?: string;
  CONFIG_ROOT: string;
  /** Watch the config tree and serve a changed tree without a restart (default: on in the sandbox); files source only. */
  CONFIG_WATCH: boolean;
  /** Where the served config comes from: releases in the database (default) or the files under CONFIG_ROOT (npm run dev, tests). */
  CONFIG_SOURCE: 'files' | 'database';
  /** How often each process checks for a new effective release besides LISTEN/NOTIFY (database source). */
  CONFIG_POLL_MS: number;
  SANDBOX: boolean;
  LOG_LEVEL: LogLevel;
  PUBLIC_BASE_URL?: string;
  /**
   * The reverse proxies in front of the portal, whose X-Forwarded-For the server believes for the
   * client's address (rate limits, the audit): a hop count, or addresses and CIDR ranges
   * (comma-separated, `loopback` allowed). Unset: none (a direct connection's address counts).
   */
  TRUST_PROXY?: number | string[];
  TOKEN_SECRET: string;
  TOKEN_TTL_SECONDS: number;
  PUBLIC_CLIENT_ID: string;
  AUTH_CLIENTS: Record<string, string>;
  INSURER_BASE_URL?: string;
  INSURER_USERNAME: string;
  INSURER_PASSWORD: string;
  INSURER_TIMEOUT_MS: number;
  INSURER_READ_RETRIES: number;
  OCR_MULKIYA_BASE_URL?: string;
  OCR_MULKIYA_USERNAME: string;
  OCR_MULKIYA_PASSWORD: string;
  OCR_LICENCE_BASE_URL?: string;
  OCR_LICENCE_USERNAME: string;
  OCR_LICENCE_PASSWORD: string;
  OCR_TIMEOUT_MS: number;
  UPLOAD_MAX_BYTES: number;
  PAYMENT_GATEWAY_URL?: string;
  PAYMENT_STATUS_URL?: string;
  PAYMENT_MERCHANT_ID: string;
  PAYMENT_ACCESS_CODE: string;
  PAYMENT_WORKING_KEY: string;
  PAYMENT_CURRENCY: string;
  ALLOW_SKIP_PAYMENT: boolean;
  LOOKUP_RATE_PER_MINUTE: number;
  LOOKUP_RATE_PER_PLATE_PER_HOUR: number;
  OCR_RATE_PER_MINUTE: number;
  /** Shared rate-limit counters in Redis instead of the database. */
  REDIS_URL?: string;
  REDIS_KEY_PREFIX: string;
  /** Key of document links; '' in the sandbox when unset: derived from the (shared) token key. */
  DOCUMENT_LINK_SECRET: string;
  LEAD_UPLOAD_RATE_PER_MINUTE: number;
  UPLOAD_STORE_MAX_BYTES: number;
  PAYMENT_SETTLER: boolean;
  PAYMENT_SETTLER_INTERVAL_MS: number;
  PAYMENT_SETTLER_BACKOFF_SECONDS: number;
  PAYMENT_SETTLER_MAX_BACKOFF_SECONDS: number;
  PAYMENT_SETTLER_GIVE_UP_HOURS: number;
  SHUTDOWN_TIMEOUT_MS: number;
  /** PostgreSQL schema of the job queue's tables (pg-boss); each portal database has its own. */
  JOBS_SCHEMA: string;
  /** Run queued jobs in this process (off: this process only queues them, others work them). */
  JOBS_WORK: boolean;
  /** How often an idle worker asks for new jobs. */
  JOBS_POLL_SECONDS: number;
  /** How often the queue's supervisor looks for jobs whose process died (and keeps its tables small). */
  JOBS_SUPERVISE_SECONDS: number;
  /** Days a lead that led to no quote is kept (issue 24); 0 turns the daily retention run off. */
  LEAD_RETENTION_DAYS: number;
  /** Event batches one visit may send per minute (POST /api/v1/events). */
  STEP_EVENTS_RATE_PER_MINUTE: number;
  /** Days raw step events are kept (rolled-up days only); the day table is kept STEP_EVENT_DAYS_MONTHS months. */
  STEP_EVENTS_RAW_DAYS: number;
  STEP_EVENT_DAYS_MONTHS: number;
  /** A message sending not finished in this time (its process died) is tried again. */
  MESSAGE_EXPIRE_SECONDS: number;
  /** A message's sending is tried this many more times after a failure, with doubling delays from MESSAGE_RETRY_DELAY_SECONDS. */
  MESSAGE_RETRY_LIMIT: number;
  MESSAGE_RETRY_DELAY_SECONDS: number;
  /** Customer messages (docs/customers.md). Unset URLs: the sandbox's simulators (outside it: that channel is off). */
  SMS_GATEWAY_URL?: string;
  SMS_GATEWAY_TOKEN: string;
  /** Sender id shown on the customer's phone (registered with the gateway; 11 characters at most). */
  SMS_SENDER_ID: string;
  WHATSAPP_API_URL?: string;
  WHATSAPP_PHONE_NUMBER_ID: string;
  WHATSAPP_ACCESS_TOKEN: string;
  /** smtp:// or smtps://user:password@host:port of the mail server. */
  SMTP_URL?: string;
  MAIL_FROM: string;
  MESSAGE_TIMEOUT_MS: number;
  /** One-time codes sent per mobile number, and per client (browser address or partner client), per hour. */
  OTP_SENDS_PER_MOBILE_PER_HOUR: number;
  OTP_SENDS_PER_CLIENT_PER_HOUR: number;
  /** How long the link in a policy's messages opens its documents (docs/customers.md "Policy delivery"). */
  POLICY_LINK_DAYS: number;
  /** "Send again" of a policy's documents per policy, and per client, per hour. */
  DOCUMENT_RESENDS_PER_POLICY_PER_HOUR: number;
  DOCUMENT_RESENDS_PER_CLIENT_PER_HOUR: number;
  METRICS_TOKEN?: string;
  /** The config studio at /studio (docs/architecture.md); on in the sandbox, off in production unless set. */
  STUDIO: boolean;
  /** Local staff accounts (argon2id hashes); the sandbox's four when unset in the sandbox, none outside it. */
  STAFF_ACCOUNTS: Record<string, LocalAccount>;
  /** How long a staff sign-in lasts. */
  STAFF_SESSION_TTL_SECONDS: number;
  /**
   * Sign-in attempts per username from one client address, and per client address, in 15 minutes;
   * per username from all addresses together, in an hour (a stranger's guesses lock only their own address).
   */
  STAFF_LOGIN_RATE_PER_USER_ADDRESS: number;
  STAFF_LOGIN_RATE_PER_ADDRESS: number;
  STAFF_LOGIN_RATE_PER_USER: number;
  /** Staff sign-in through the insurer's identity provider (OpenID Connect): all four or none. */
  OIDC_ISSUER_URL?: string;
  OIDC_CLIENT_ID?: string;
  OIDC_CLIENT_SECRET?: string;
  OIDC_REDIRECT_URI?: string;
  /** The scopes asked for (openid always): the insurer's provider releases the role and partner claims for one of them. */
  OIDC_SCOPES: string;
  /** The claims (of the ID token or UserInfo) that carry the staff roles, the partner scope and the username. */
  OIDC_ROLES_CLAIM: string;
  OIDC_PARTNER_CLAIM: string;
  OIDC_USERNAME_CLAIM: string;
  /** Renewal reminders (docs/customers.md): the daily scan of the insurer's expiring policies. Off by default: it needs the insurer's (assumed) getExpiringPolicies. */
  REMINDERS: boolean;
  /** Days before a policy's expiry that a reminder is sent, largest first (default 30, 7, 1). */
  REMINDER_DAYS: number[];
  /** Oman hour (0-23) from which a day's scan runs. */
  REMINDER_SCAN_HOUR: number;
  /** Oman hours in which no reminder is sent (from, until): one due then is held to `until`. */
  REMINDER_QUIET_FROM: number;
  REMINDER_QUIET_UNTIL: number;
  /** Key of the signed links in messages (Renew Policy filled in, opt-out); derived from TOKEN_SECRET when unset. */
  SIGNED_LINK_SECRET: string;
  /** Staged releases' guardrail (docs/releases.md): visits each side needs before it compares them (default 200). */
  GUARDRAIL_MIN_VISITS: number;
  /** Percentage points a staged release may be worse than its base before the guardrail stops it (default 5). */
  GUARDRAIL_MARGIN: number;
  /** How often the guardrail runs a round, on one process (default 60 s). */
  GUARDRAIL_INTERVAL_MS: number;
  /** Who is e-mailed when the guardrail stops a release (staff accounts have no e-mail); a sandbox address by default. */
  RELEASE_MANAGERS_EMAIL: string;
}

/** Keys whose values are credentials: never logged, never sent to the browser. */
export const SECRET_KEYS = [
  'TOKEN_SECRET',
  'DOCUMENT_LINK_SECRET',
  'REDIS_URL',
  'AUTH_CLIENTS',
  'INSURER_PASSWORD',
  'OCR_MULKIYA_PASSWORD',
  'OCR_LICENCE_PASSWORD',
  'PAYMENT_ACCESS_CODE',
  'PAYMENT_WORKING_KEY',
  'METRICS_TOKEN',
  'SMS_GATEWAY_TOKEN',
  'WHATSAPP_ACCESS_TOKEN',
  'SMTP_URL',
  'STAFF_ACCOUNTS',
  'OIDC_CLIENT_SECRET',
  'SIGNED_LINK_SECRET',
] as const satisfies readonly (keyof Env)[];

/**
 * Sandbox credentials: the simulators under /sandbox accept exactly these, so a fresh checkout
 * runs with no .env at all. Production must set its own (see requiredOutsideSandbox).
 */
export const SANDBOX_CREDENTIALS = {
  INSURER_USERNAME: 'portal',
  INSURER_PASSWORD: 'sandbox-insurer-password',
  OCR_MULKIYA_USERNAME: 'portal',
  OCR_MULKIYA_PASSWORD: 'sandbox-ocr-password',
  OCR_LICENCE_USERNAME: 'portal',
  OCR_LICENCE_PASSWORD: 'sandbox-ocr-password',
  PAYMENT_MERCHANT_ID: 'sandbox-merchant',
  PAYMENT_ACCESS_CODE: 'SANDBOXACCESSCODE',
  PAYMENT_WORKING_KEY: 'sandbox-working-key-0123456789abcdef',
} as const;

/** What the sandbox's message simulators accept when no provider is configured. */
export const SANDBOX_MESSAGING = {
  SMS_GATEWAY_TOKEN: 'sandbox-sms-token',
  WHATSAPP_PHONE_NUMBER_ID: '100000000000001',
  WHATSAPP_ACCESS_TOKEN: 'sandbox-whatsapp-token',
} as const;

/** Outside the sandbox nothing may silently fall back to a simulator or a sandbox credential. */
const requiredOutsideSandbox = [
  'TOKEN_SECRET',
  'DOCUMENT_LINK_SECRET',
  'INSURER_BASE_URL',
  'OCR_MULKIYA_BASE_URL',
  'OCR_LICENCE_BASE_URL',
  'PAYMENT_GATEWAY_URL',
  'PAYMENT_STATUS_URL',
  ...Object.keys(SANDBOX_CREDENTIALS),
] as const;

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

type Source = Record<string, string | undefined>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n` +
      problems.map((p) => `  - ${p}`).join('\n'));
    this.name = 'EnvError';
  }
}

/** Collects problems instead of throwing at the first one. */
class Reader {
  readonly problems: string[] = [];
  constructor(private readonly source: Source) {}

  raw(key: string): string | undefined {
    const value = this.source[key]?.trim();
    return value === '' ? undefined : value;
  }

  string(key: string, fallback: string): string {
    return this.raw(key) ?? fallback;
  }

  int(key: string, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
    const value = this.raw(key);
    if (value === undefined) return fallback;
    if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
      this.problems.push(`${key}: expected a whole number from ${min} to ${max}, got "${value}"`);
      return fallback;
    }
    return Number(value);
  }

  bool(key: string, fallback: boolean): boolean {
    const value = this.raw(key)?.toLowerCase();
    if (value === undefined) return fallback;
    if (['1', 'true', 'yes', 'on'].includes(value)) return true;
    if (['0', 'false', 'no', 'off'].includes(value)) return false;
    this.problems.push(`${key}: expected 1/true/yes/on or 0/false/no/off, got "${value}"`);
    return fallback;
  }

  /** A hop count (1-10) or proxy addresses and CIDR ranges; never "trust everyone" (any client could pick its address). */
  trustProxy(key: string): number | string[] | undefined {
    const value = this.raw(key)?.trim();
    if (value === undefined || value === '') return undefined;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops >= 1 && hops <= 10) return hops;
    } else {
      const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
      const address = /^(loopback|linklocal|uniquelocal|[0-9a-fA-F:.]+(\/\d{1,3})?)$/;
      if (entries.length > 0 && entries.every((entry) => address.test(entry))) return entries;
    }
    this.problems.push(`${key}: expected a number of proxies (1-10) or their addresses / CIDR ranges, comma-separated (e.g. 10.0.0.0/8,loopback)`);
    return undefined;
  }

  url(key: string, protocols: readonly string[] = ['http:', 'https:']): string | undefined {
    const value = this.raw(key);
    if (value === undefined) return undefined;
    try {
      const parsed = new URL(value);
      if (protocols.includes(parsed.protocol)) return value.replace(/\/+$/, '');
    } catch {
      // reported below
    }
    this.problems.push(`${key}: expected an absolute ${protocols.join(' or ')} URL, got "${value}"`);
    return undefined;
  }

  oneOf<T extends string>(key: string, allowed: readonly T[], fallback: T): T {
    const value = this.raw(key);
    if (value === undefined) return fallback;
    if ((allowed as readonly string[]).includes(value)) return value as T;
    this.problems.push(`${key}: expected one of ${allowed.join(', ')}, got "${value}"`);
    return fallback;
  }

  clients(key: string): Record<string, string> {
    const value = this.raw(key);
    if (value === undefined) return {};
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      this.problems.push(`${key}: expected a JSON object {"clientId": "secret"}, got text that is not JSON`);
      return {};
    }
    const ok = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) &&
      Object.values(parsed).every((secret) => typeof secret === 'string' && secret.length >= 16);
    if (!ok) {
      // The value itself is a secret: say what is wrong, never echo it.
      this.problems.push(`${key}: expected a JSON object {"clientId": "secret"} with secrets of at least 16 characters`);
      return {};
    }
    return parsed as Record<string, string>;
  }
}

/** REMINDER_DAYS: distinct whole days from 1 to 365, comma-separated; kept largest first. */
function reminderDays(r: Reader): number[] {
  const value = r.raw('REMINDER_DAYS');
  if (value === undefined) return [30, 7, 1];
  const days = value.split(',').map((entry) => entry.trim());
  if (days.length > 0 && days.every((day) => /^\d{1,3}$/.test(day) && Number(day) >= 1 && Number(day) <= 365)) {
    return [...new Set(days.map(Number))].sort((a, b) => b - a);
  }
  r.problems.push(`REMINDER_DAYS: expected days before expiry from 1 to 365, comma-separated (e.g. 30,7,1), got "${value}"`);
  return [30, 7, 1];
}

export function parseEnv(source: Source = process.env): Env {
  const r = new Reader(source);
  const SANDBOX = r.bool('SANDBOX', true);
  for (const key of ['TOKEN_SECRET', 'DOCUMENT_LINK_SECRET']) {
    const secret = r.raw(key);
    if (secret !== undefined && secret.length < 32) r.problems.push(`${key}: must be at least 32 characters (e.g. \`openssl rand -hex 32\`)`);
  }
  const credential = (key: keyof typeof SANDBOX_CREDENTIALS) =>
    r.string(key, SANDBOX ? SANDBOX_CREDENTIALS[key] : '');

  const env: Env = {
    PORT: r.int('PORT', 8080, 0, 65535),
    HOST: r.string('HOST', '0.0.0.0'),
    DATA_DIR: r.string('DATA_DIR', './data'),
    DATABASE_URL: r.url('DATABASE_URL', ['postgres:', 'postgresql:']),
    CONFIG_ROOT: r.string('CONFIG_ROOT', process.cwd()),
    CONFIG_WATCH: r.bool('CONFIG_WATCH', SANDBOX),
    CONFIG_SOURCE: r.oneOf('CONFIG_SOURCE', ['files', 'database'] as const, 'database'),
    CONFIG_POLL_MS: r.int('CONFIG_POLL_MS', 5_000, 200, 600_000),
    SANDBOX,
    LOG_LEVEL: r.oneOf('LOG_LEVEL', LOG_LEVELS, 'info'),
    PUBLIC_BASE_URL: r.url('PUBLIC_BASE_URL'),
    TRUST_PROXY: r.trustProxy('TRUST_PROXY'),
    // Unset in the sandbox: '' until app.ts takes the sandbox key from the database, so that
    // every process on one database, and every restart, accepts the same tokens.
    TOKEN_SECRET: r.raw('TOKEN_SECRET') ?? '',
    TOKEN_TTL_SECONDS: r.int('TOKEN_TTL_SECONDS', 3600, 60, 86_400),
    PUBLIC_CLIENT_ID: r.string('PUBLIC_CLIENT_ID', 'portal-web'),
    AUTH_CLIENTS: r.clients('AUTH_CLIENTS'),
    INSURER_BASE_URL: r.url('INSURER_BASE_URL'),
    INSURER_USERNAME: credential('INSURER_USERNAME'),
    INSURER_PASSWORD: credential('INSURER_PASSWORD'),
    INSURER_TIMEOUT_MS: r.int('INSURER_TIMEOUT_MS', 10_000, 100, 300_000),
    INSURER_READ_RETRIES: r.int('INSURER_READ_RETRIES', 2, 0, 10),
    OCR_MULKIYA_BASE_URL: r.url('OCR_MULKIYA_BASE_URL'),
    OCR_MULKIYA_USERNAME: credential('OCR_MULKIYA_USERNAME'),
    OCR_MULKIYA_PASSWORD: credential('OCR_MULKIYA_PASSWORD'),
    OCR_LICENCE_BASE_URL: r.url('OCR_LICENCE_BASE_URL'),
    OCR_LICENCE_USERNAME: credential('OCR_LICENCE_USERNAME'),
    OCR_LICENCE_PASSWORD: credential('OCR_LICENCE_PASSWORD'),
    OCR_TIMEOUT_MS: r.int('OCR_TIMEOUT_MS', 20_000, 100, 300_000),
    UPLOAD_MAX_BYTES: r.int('UPLOAD_MAX_BYTES', 5 * 1024 * 1024, 1024, 100 * 1024 * 1024),
    PAYMENT_GATEWAY_URL: r.url('PAYMENT_GATEWAY_URL'),
    PAYMENT_STATUS_URL: r.url('PAYMENT_STATUS_URL'),
    PAYMENT_MERCHANT_ID: credential('PAYMENT_MERCHANT_ID'),
    PAYMENT_ACCESS_CODE: credential('PAYMENT_ACCESS_CODE'),
    PAYMENT_WORKING_KEY: credential('PAYMENT_WORKING_KEY'),
    PAYMENT_CURRENCY: r.oneOf('PAYMENT_CURRENCY', ['OMR'], 'OMR'),
    ALLOW_SKIP_PAYMENT: r.bool('ALLOW_SKIP_PAYMENT', SANDBOX),
    LOOKUP_RATE_PER_MINUTE: r.int('LOOKUP_RATE_PER_MINUTE', 20, 1),
    LOOKUP_RATE_PER_PLATE_PER_HOUR: r.int('LOOKUP_RATE_PER_PLATE_PER_HOUR', 10, 1),
    OCR_RATE_PER_MINUTE: r.int('OCR_RATE_PER_MINUTE', 10, 1),
    REDIS_URL: r.url('REDIS_URL', ['redis:', 'rediss:']),
    REDIS_KEY_PREFIX: r.string('REDIS_KEY_PREFIX', 'motor-portal:'),
    DOCUMENT_LINK_SECRET: r.raw('DOCUMENT_LINK_SECRET') ?? '',
    LEAD_UPLOAD_RATE_PER_MINUTE: r.int('LEAD_UPLOAD_RATE_PER_MINUTE', 10, 1),
    UPLOAD_STORE_MAX_BYTES: r.int('UPLOAD_STORE_MAX_BYTES', 2 * 1024 ** 3, 0),
    // The background settler of unconfirmed payments (docs/payments.md); tests start their own.
    PAYMENT_SETTLER: r.bool('PAYMENT_SETTLER', true),
    PAYMENT_SETTLER_INTERVAL_MS: r.int('PAYMENT_SETTLER_INTERVAL_MS', 15_000, 100, 3_600_000),
    PAYMENT_SETTLER_BACKOFF_SECONDS: r.int('PAYMENT_SETTLER_BACKOFF_SECONDS', 60, 1, 86_400),
    PAYMENT_SETTLER_MAX_BACKOFF_SECONDS: r.int('PAYMENT_SETTLER_MAX_BACKOFF_SECONDS', 3600, 1, 86_400),
    PAYMENT_SETTLER_GIVE_UP_HOURS: r.int('PAYMENT_SETTLER_GIVE_UP_HOURS', 72, 1, 8760),
    // After SIGTERM: the time requests in flight get to finish (a settlement may wait on the gateway).
    SHUTDOWN_TIMEOUT_MS: r.int('SHUTDOWN_TIMEOUT_MS', 25_000, 0, 600_000),
    JOBS_SCHEMA: r.string('JOBS_SCHEMA', 'pgboss'),
    JOBS_WORK: r.bool('JOBS_WORK', true),
    JOBS_POLL_SECONDS: r.int('JOBS_POLL_SECONDS', 2, 1, 300),
    JOBS_SUPERVISE_SECONDS: r.int('JOBS_SUPERVISE_SECONDS', 30, 1, 3600),
    LEAD_RETENTION_DAYS: r.int('LEAD_RETENTION_DAYS', 90, 0, 3650),
    STEP_EVENTS_RATE_PER_MINUTE: r.int('STEP_EVENTS_RATE_PER_MINUTE', 60, 1),
    STEP_EVENTS_RAW_DAYS: r.int('STEP_EVENTS_RAW_DAYS', 35, 2, 3650),
    STEP_EVENT_DAYS_MONTHS: r.int('STEP_EVENT_DAYS_MONTHS', 25, 1, 600),
    MESSAGE_EXPIRE_SECONDS: r.int('MESSAGE_EXPIRE_SECONDS', 120, 2, 3600),
    MESSAGE_RETRY_LIMIT: r.int('MESSAGE_RETRY_LIMIT', 6, 0, 50),
    MESSAGE_RETRY_DELAY_SECONDS: r.int('MESSAGE_RETRY_DELAY_SECONDS', 20, 1, 3600),
    SMS_GATEWAY_URL: r.url('SMS_GATEWAY_URL'),
    SMS_GATEWAY_TOKEN: r.string('SMS_GATEWAY_TOKEN', SANDBOX ? SANDBOX_MESSAGING.SMS_GATEWAY_TOKEN : ''),
    SMS_SENDER_ID: r.string('SMS_SENDER_ID', 'MotorCover'),
    WHATSAPP_API_URL: r.url('WHATSAPP_API_URL'),
    WHATSAPP_PHONE_NUMBER_ID: r.string('WHATSAPP_PHONE_NUMBER_ID', SANDBOX ? SANDBOX_MESSAGING.WHATSAPP_PHONE_NUMBER_ID : ''),
    WHATSAPP_ACCESS_TOKEN: r.string('WHATSAPP_ACCESS_TOKEN', SANDBOX ? SANDBOX_MESSAGING.WHATSAPP_ACCESS_TOKEN : ''),
    SMTP_URL: r.url('SMTP_URL', ['smtp:', 'smtps:']),
    MAIL_FROM: r.string('MAIL_FROM', 'Motor insurance <no-reply@portal.example.om>'),
    MESSAGE_TIMEOUT_MS: r.int('MESSAGE_TIMEOUT_MS', 10_000, 100, 120_000),
    OTP_SENDS_PER_MOBILE_PER_HOUR: r.int('OTP_SENDS_PER_MOBILE_PER_HOUR', 6, 1, 1000),
    OTP_SENDS_PER_CLIENT_PER_HOUR: r.int('OTP_SENDS_PER_CLIENT_PER_HOUR', 12, 1, 100_000),
    POLICY_LINK_DAYS: r.int('POLICY_LINK_DAYS', 30, 1, 365),
    DOCUMENT_RESENDS_PER_POLICY_PER_HOUR: r.int('DOCUMENT_RESENDS_PER_POLICY_PER_HOUR', 3, 1, 100),
    DOCUMENT_RESENDS_PER_CLIENT_PER_HOUR: r.int('DOCUMENT_RESENDS_PER_CLIENT_PER_HOUR', 10, 1, 100_000),
    METRICS_TOKEN: r.raw('METRICS_TOKEN'),
    STUDIO: r.bool('STUDIO', SANDBOX),
    STAFF_ACCOUNTS: staffAccounts(r, SANDBOX),
    STAFF_SESSION_TTL_SECONDS: r.int('STAFF_SESSION_TTL_SECONDS', 8 * 3600, 60, 7 * 86_400),
    STAFF_LOGIN_RATE_PER_USER_ADDRESS: r.int('STAFF_LOGIN_RATE_PER_USER_ADDRESS', 10, 1),
    STAFF_LOGIN_RATE_PER_ADDRESS: r.int('STAFF_LOGIN_RATE_PER_ADDRESS', 50, 1),
    STAFF_LOGIN_RATE_PER_USER: r.int('STAFF_LOGIN_RATE_PER_USER', 100, 1),
    OIDC_ISSUER_URL: r.url('OIDC_ISSUER_URL'),
    OIDC_CLIENT_ID: r.raw('OIDC_CLIENT_ID'),
    OIDC_CLIENT_SECRET: r.raw('OIDC_CLIENT_SECRET'),
    OIDC_REDIRECT_URI: r.url('OIDC_REDIRECT_URI'),
    OIDC_SCOPES: r.string('OIDC_SCOPES', 'openid profile email'),
    OIDC_ROLES_CLAIM: r.string('OIDC_ROLES_CLAIM', 'roles'),
    OIDC_PARTNER_CLAIM: r.string('OIDC_PARTNER_CLAIM', 'partner_id'),
    OIDC_USERNAME_CLAIM: r.string('OIDC_USERNAME_CLAIM', 'preferred_username'),
    REMINDERS: r.bool('REMINDERS', false),
    REMINDER_DAYS: reminderDays(r),
    REMINDER_SCAN_HOUR: r.int('REMINDER_SCAN_HOUR', 9, 0, 23),
    REMINDER_QUIET_FROM: r.int('REMINDER_QUIET_FROM', 21, 0, 23),
    REMINDER_QUIET_UNTIL: r.int('REMINDER_QUIET_UNTIL', 8, 0, 23),
    SIGNED_LINK_SECRET: r.raw('SIGNED_LINK_SECRET') ?? '',
    GUARDRAIL_MIN_VISITS: r.int('GUARDRAIL_MIN_VISITS', 200, 1),
    GUARDRAIL_MARGIN: r.int('GUARDRAIL_MARGIN', 5, 0, 100),
    GUARDRAIL_INTERVAL_MS: r.int('GUARDRAIL_INTERVAL_MS', 60_000, 1_000),
    RELEASE_MANAGERS_EMAIL: r.string('RELEASE_MANAGERS_EMAIL', SANDBOX ? 'release-managers@sandbox.example.om' : ''),
  };

  if (!SANDBOX) {
    for (const key of requiredOutsideSandbox) {
      if (r.raw(key) === undefined) r.problems.push(`${key}: required when SANDBOX is off`);
    }
    // Skipping payment hands out policies for free: production must never be able to turn it on.
    if (env.ALLOW_SKIP_PAYMENT) r.problems.push('ALLOW_SKIP_PAYMENT: only allowed when SANDBOX is on');
  }
  // The name goes into SQL unquoted (pg-boss builds its statements with it).
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(env.JOBS_SCHEMA)) r.problems.push('JOBS_SCHEMA: lower-case letters, digits and _ only (a PostgreSQL schema name)');
  if (env.SMS_SENDER_ID.length > 11) r.problems.push('SMS_SENDER_ID: at most 11 characters (an alphanumeric sender id)');
  if (env.METRICS_TOKEN !== undefined && env.METRICS_TOKEN.length < 16) {
    r.problems.push('METRICS_TOKEN: must be at least 16 characters');
  }
  const oidc = ['OIDC_ISSUER_URL', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_REDIRECT_URI'] as const;
  const oidcSet = oidc.filter((key) => r.raw(key) !== undefined);
  if (oidcSet.length > 0 && oidcSet.length < oidc.length) r.problems.push(`${oidc.join(', ')}: set all four or none`);
  // The studio shows every partner's config: outside the sandbox only to staff who can sign in.
  if (env.STUDIO && !SANDBOX && Object.keys(env.STAFF_ACCOUNTS).length === 0 && oidcSet.length === 0) {
    r.problems.push('STUDIO: outside the sandbox the studio needs staff sign-in: OIDC_* (the identity provider) or STAFF_ACCOUNTS');
  }
  // The studio's HTTP Basic login is gone: say so rather than silently ignore a login someone relies on.
  for (const key of ['STUDIO_USER', 'STUDIO_PASSWORD']) {
    if (r.raw(key) !== undefined) r.problems.push(`${key}: no longer used; staff sign in with their own account (README "Staff sign-in")`);
  }
  if (env.AUTH_CLIENTS[env.PUBLIC_CLIENT_ID] !== undefined) {
    r.problems.push(`AUTH_CLIENTS: must not contain the public client id "${env.PUBLIC_CLIENT_ID}"`);
  }

  if (r.problems.length > 0) throw new EnvError(r.problems);
  return env;
}

function staffAccounts(r: Reader, sandbox: boolean): Record<string, LocalAccount> {
  const text = r.raw('STAFF_ACCOUNTS');
  if (text === undefined) return sandbox ? { ...SANDBOX_ACCOUNTS } : {};
  const { accounts, problems } = parseStaffAccounts(text);
  r.problems.push(...problems);
  return accounts;
}

/** pino redaction: request credentials and every secret key, wherever it appears in a log object. */
export function logRedactKeys(): string[] {
  return [...SECRET_KEYS, 'password', 'secret', 'accessToken', 'workingKey', 'access_token', 'authorization', 'cookie', 'passwordHash', 'csrfToken'];
}
