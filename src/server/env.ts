// Every environment variable the server reads, parsed once at start-up. A bad value is reported
// together with every other bad value, so an operator fixes the whole .env in one pass.
import { SANDBOX_ACCOUNTS, parseStaffAccounts, type LocalAccount } from './staff/account-config.js';

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
function reminderDays(r: Reader, key: string): number[] {
  const value = r.raw(key);
  if (value === undefined) return [30, 7, 1];
  const days = value.split(',').map((entry) => entry.trim());
  if (days.length > 0 && days.every((day) => /^\d{1,3}$/.test(day) && Number(day) >= 1 && Number(day) <= 365)) {
    return [...new Set(days.map(Number))].sort((a, b) => b - a);
  }
  r.problems.push(`${key}: expected days before expiry from 1 to 365, comma-separated (e.g. 30,7,1), got "${value}"`);
  return [30, 7, 1];
}

function staffAccounts(r: Reader, key: string, sandbox: boolean): Record<string, LocalAccount> {
  const text = r.raw(key);
  if (text === undefined) return sandbox ? { ...SANDBOX_ACCOUNTS } : {};
  const { accounts, problems } = parseStaffAccounts(text);
  r.problems.push(...problems);
  return accounts;
}

/** What a setting's default may depend on: whether this is the sandbox. */
interface Context {
  readonly sandbox: boolean;
}

/**
 * One setting: its kind, default and bounds. The kind fixes the value's type (Env below is derived
 * from this table) and how the text is read; every problem goes to the one list (Reader).
 */
type Setting =
  | { readonly kind: 'int'; readonly default: number; readonly min: number; readonly max?: number }
  | { readonly kind: 'text'; readonly default: string | ((context: Context) => string) }
  | { readonly kind: 'flag'; readonly default: boolean | 'sandbox' }
  | { readonly kind: 'url'; readonly protocols?: readonly string[] }
  | { readonly kind: 'oneOf'; readonly values: readonly string[]; readonly default: string }
  /** As given, or undefined (an unset credential is told apart from an empty one by its checks). */
  | { readonly kind: 'optional' }
  /** As given, or '' (a key derived later when unset). */
  | { readonly kind: 'secret' }
  | { readonly kind: 'custom'; readonly read: (r: Reader, key: string, context: Context) => unknown };

type ValueOf<S> = S extends { kind: 'int' } ? number
  : S extends { kind: 'text' | 'secret' } ? string
  : S extends { kind: 'flag' } ? boolean
  : S extends { kind: 'url' | 'optional' } ? string | undefined
  : S extends { kind: 'oneOf'; values: readonly (infer T)[] } ? T
  : S extends { kind: 'custom'; read: (...args: never[]) => infer T } ? T
  : never;

const int = (fallback: number, min: number, max?: number) => ({ kind: 'int', default: fallback, min, ...(max === undefined ? {} : { max }) }) as const;
const text = (fallback: string | ((context: Context) => string)) => ({ kind: 'text', default: fallback }) as const;
const flag = <const D extends boolean | 'sandbox'>(fallback: D) => ({ kind: 'flag', default: fallback }) as const;
const url = (...protocols: string[]) => ({ kind: 'url', ...(protocols.length > 0 ? { protocols } : {}) }) as const;
const oneOf = <const T extends string>(values: readonly T[], fallback: NoInfer<T>) => ({ kind: 'oneOf', values, default: fallback }) as const;
const optional = { kind: 'optional' } as const;
const secret = { kind: 'secret' } as const;
const custom = <T>(read: (r: Reader, key: string, context: Context) => T) => ({ kind: 'custom', read }) as const;
/** A sandbox credential by default in the sandbox, '' outside it (where requiredOutsideSandbox asks for it). */
const sandboxText = (value: string) => text(({ sandbox }) => (sandbox ? value : ''));

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Every environment variable the server reads: the one declaration (Env and parseEnv follow from it). */
const SETTINGS = {
  PORT: int(8080, 0, 65535),
  HOST: text('0.0.0.0'),
  DATA_DIR: text('./data'),
  DATABASE_URL: url('postgres:', 'postgresql:'),
  CONFIG_ROOT: text(() => process.cwd()),
  /** Watch the config tree and serve a changed tree without a restart (default: on in the sandbox); files source only. */
  CONFIG_WATCH: flag('sandbox'),
  /** Where the served config comes from: releases in the database (default) or the files under CONFIG_ROOT (npm run dev, tests). */
  CONFIG_SOURCE: oneOf(['files', 'database'], 'database'),
  /** How often each process checks for a new effective release besides LISTEN/NOTIFY (database source). */
  CONFIG_POLL_MS: int(5_000, 200, 600_000),
  /** Read first (parseEnv): other defaults depend on it. */
  SANDBOX: flag(true),
  LOG_LEVEL: oneOf(LOG_LEVELS, 'info'),
  PUBLIC_BASE_URL: url(),
  /**
   * The reverse proxies in front of the portal, whose X-Forwarded-For the server believes for the
   * client's address (rate limits, the audit): a hop count, or addresses and CIDR ranges
   * (comma-separated, `loopback` allowed). Unset: none (a direct connection's address counts).
   */
  TRUST_PROXY: custom((r, key) => r.trustProxy(key)),
  /**
   * Unset in the sandbox: '' until app.ts takes the sandbox key from the database, so that every
   * process on one database, and every restart, accepts the same tokens.
   */
  TOKEN_SECRET: secret,
  TOKEN_TTL_SECONDS: int(3600, 60, 86_400),
  PUBLIC_CLIENT_ID: text('portal-web'),
  AUTH_CLIENTS: custom((r, key) => r.clients(key)),
  INSURER_BASE_URL: url(),
  INSURER_USERNAME: sandboxText(SANDBOX_CREDENTIALS.INSURER_USERNAME),
  INSURER_PASSWORD: sandboxText(SANDBOX_CREDENTIALS.INSURER_PASSWORD),
  INSURER_TIMEOUT_MS: int(10_000, 100, 300_000),
  INSURER_READ_RETRIES: int(2, 0, 10),
  OCR_MULKIYA_BASE_URL: url(),
  OCR_MULKIYA_USERNAME: sandboxText(SANDBOX_CREDENTIALS.OCR_MULKIYA_USERNAME),
  OCR_MULKIYA_PASSWORD: sandboxText(SANDBOX_CREDENTIALS.OCR_MULKIYA_PASSWORD),
  OCR_LICENCE_BASE_URL: url(),
  OCR_LICENCE_USERNAME: sandboxText(SANDBOX_CREDENTIALS.OCR_LICENCE_USERNAME),
  OCR_LICENCE_PASSWORD: sandboxText(SANDBOX_CREDENTIALS.OCR_LICENCE_PASSWORD),
  OCR_TIMEOUT_MS: int(20_000, 100, 300_000),
  UPLOAD_MAX_BYTES: int(5 * 1024 * 1024, 1024, 100 * 1024 * 1024),
  PAYMENT_GATEWAY_URL: url(),
  PAYMENT_STATUS_URL: url(),
  PAYMENT_MERCHANT_ID: sandboxText(SANDBOX_CREDENTIALS.PAYMENT_MERCHANT_ID),
  PAYMENT_ACCESS_CODE: sandboxText(SANDBOX_CREDENTIALS.PAYMENT_ACCESS_CODE),
  PAYMENT_WORKING_KEY: sandboxText(SANDBOX_CREDENTIALS.PAYMENT_WORKING_KEY),
  PAYMENT_CURRENCY: oneOf(['OMR'], 'OMR'),
  ALLOW_SKIP_PAYMENT: flag('sandbox'),
  LOOKUP_RATE_PER_MINUTE: int(20, 1),
  LOOKUP_RATE_PER_PLATE_PER_HOUR: int(10, 1),
  OCR_RATE_PER_MINUTE: int(10, 1),
  /** Shared rate-limit counters in Redis instead of the database. */
  REDIS_URL: url('redis:', 'rediss:'),
  REDIS_KEY_PREFIX: text('motor-portal:'),
  /** Key of document links; '' in the sandbox when unset: derived from the (shared) token key. */
  DOCUMENT_LINK_SECRET: secret,
  LEAD_UPLOAD_RATE_PER_MINUTE: int(10, 1),
  UPLOAD_STORE_MAX_BYTES: int(2 * 1024 ** 3, 0),
  /** The background settler of unconfirmed payments (docs/payments.md); tests start their own. */
  PAYMENT_SETTLER: flag(true),
  PAYMENT_SETTLER_INTERVAL_MS: int(15_000, 100, 3_600_000),
  PAYMENT_SETTLER_BACKOFF_SECONDS: int(60, 1, 86_400),
  PAYMENT_SETTLER_MAX_BACKOFF_SECONDS: int(3600, 1, 86_400),
  PAYMENT_SETTLER_GIVE_UP_HOURS: int(72, 1, 8760),
  /** After SIGTERM: the time requests in flight get to finish (a settlement may wait on the gateway). */
  SHUTDOWN_TIMEOUT_MS: int(25_000, 0, 600_000),
  /** PostgreSQL schema of the job queue's tables (pg-boss); each portal database has its own. */
  JOBS_SCHEMA: text('pgboss'),
  /** Run queued jobs in this process (off: this process only queues them, others work them). */
  JOBS_WORK: flag(true),
  /** How often an idle worker asks for new jobs. */
  JOBS_POLL_SECONDS: int(2, 1, 300),
  /** How often the queue's supervisor looks for jobs whose process died (and keeps its tables small). */
  JOBS_SUPERVISE_SECONDS: int(30, 1, 3600),
  /** Days a lead that led to no quote is kept (issue 24); 0 turns the daily retention run off. */
  LEAD_RETENTION_DAYS: int(90, 0, 3650),
  /** Event batches one visit may send per minute (POST /api/v1/events). */
  STEP_EVENTS_RATE_PER_MINUTE: int(60, 1),
  /** Days raw step events are kept (rolled-up days only); the day table is kept STEP_EVENT_DAYS_MONTHS months. */
  STEP_EVENTS_RAW_DAYS: int(35, 2, 3650),
  STEP_EVENT_DAYS_MONTHS: int(25, 1, 600),
  /** A message sending not finished in this time (its process died) is tried again. */
  MESSAGE_EXPIRE_SECONDS: int(120, 2, 3600),
  /** A message's sending is tried this many more times after a failure, with doubling delays from MESSAGE_RETRY_DELAY_SECONDS. */
  MESSAGE_RETRY_LIMIT: int(6, 0, 50),
  MESSAGE_RETRY_DELAY_SECONDS: int(20, 1, 3600),
  /** Customer messages (docs/customers.md). Unset URLs: the sandbox's simulators (outside it: that channel is off). */
  SMS_GATEWAY_URL: url(),
  SMS_GATEWAY_TOKEN: sandboxText(SANDBOX_MESSAGING.SMS_GATEWAY_TOKEN),
  /** Sender id shown on the customer's phone (registered with the gateway; 11 characters at most). */
  SMS_SENDER_ID: text('MotorCover'),
  WHATSAPP_API_URL: url(),
  WHATSAPP_PHONE_NUMBER_ID: sandboxText(SANDBOX_MESSAGING.WHATSAPP_PHONE_NUMBER_ID),
  WHATSAPP_ACCESS_TOKEN: sandboxText(SANDBOX_MESSAGING.WHATSAPP_ACCESS_TOKEN),
  /** smtp:// or smtps://user:password@host:port of the mail server. */
  SMTP_URL: url('smtp:', 'smtps:'),
  MAIL_FROM: text('Motor insurance <no-reply@portal.example.om>'),
  MESSAGE_TIMEOUT_MS: int(10_000, 100, 120_000),
  /** One-time codes sent per mobile number, and per client (browser address or partner client), per hour. */
  OTP_SENDS_PER_MOBILE_PER_HOUR: int(6, 1, 1000),
  OTP_SENDS_PER_CLIENT_PER_HOUR: int(12, 1, 100_000),
  /** How long the link in a policy's messages opens its documents (docs/customers.md "Policy delivery"). */
  POLICY_LINK_DAYS: int(30, 1, 365),
  /** "Send again" of a policy's documents per policy, and per client, per hour. */
  DOCUMENT_RESENDS_PER_POLICY_PER_HOUR: int(3, 1, 100),
  DOCUMENT_RESENDS_PER_CLIENT_PER_HOUR: int(10, 1, 100_000),
  METRICS_TOKEN: optional,
  /** The config studio at /studio (docs/architecture.md); on in the sandbox, off in production unless set. */
  STUDIO: flag('sandbox'),
  /** Local staff accounts (argon2id hashes); the sandbox's four when unset in the sandbox, none outside it. */
  STAFF_ACCOUNTS: custom((r, key, { sandbox }) => staffAccounts(r, key, sandbox)),
  /** How long a staff sign-in lasts. */
  STAFF_SESSION_TTL_SECONDS: int(8 * 3600, 60, 7 * 86_400),
  /**
   * Sign-in attempts per username from one client address, and per client address, in 15 minutes;
   * per username from all addresses together, in an hour (a stranger's guesses lock only their own address).
   */
  STAFF_LOGIN_RATE_PER_USER_ADDRESS: int(10, 1),
  STAFF_LOGIN_RATE_PER_ADDRESS: int(50, 1),
  STAFF_LOGIN_RATE_PER_USER: int(100, 1),
  /** Staff sign-in through the insurer's identity provider (OpenID Connect): all four or none. */
  OIDC_ISSUER_URL: url(),
  OIDC_CLIENT_ID: optional,
  OIDC_CLIENT_SECRET: optional,
  OIDC_REDIRECT_URI: url(),
  /** The scopes asked for (openid always): the insurer's provider releases the role and partner claims for one of them. */
  OIDC_SCOPES: text('openid profile email'),
  /** The claims (of the ID token or UserInfo) that carry the staff roles, the partner scope and the username. */
  OIDC_ROLES_CLAIM: text('roles'),
  OIDC_PARTNER_CLAIM: text('partner_id'),
  OIDC_USERNAME_CLAIM: text('preferred_username'),
  /** Renewal reminders (docs/customers.md): the daily scan of the insurer's expiring policies. Off by default: it needs the insurer's (assumed) getExpiringPolicies. */
  REMINDERS: flag(false),
  /** Days before a policy's expiry that a reminder is sent, largest first (default 30, 7, 1). */
  REMINDER_DAYS: custom((r, key) => reminderDays(r, key)),
  /** Oman hour (0-23) from which a day's scan runs. */
  REMINDER_SCAN_HOUR: int(9, 0, 23),
  /** Oman hours in which no reminder is sent (from, until): one due then is held to `until`. */
  REMINDER_QUIET_FROM: int(21, 0, 23),
  REMINDER_QUIET_UNTIL: int(8, 0, 23),
  /** Key of the signed links in messages (Renew Policy filled in, opt-out); derived from TOKEN_SECRET when unset. */
  SIGNED_LINK_SECRET: secret,
  /** Staged releases' guardrail (docs/releases.md): visits each side needs before it compares them (default 200). */
  GUARDRAIL_MIN_VISITS: int(200, 1),
  /** Percentage points a staged release may be worse than its base before the guardrail stops it (default 5). */
  GUARDRAIL_MARGIN: int(5, 0, 100),
  /** How often the guardrail runs a round, on one process (default 60 s). */
  GUARDRAIL_INTERVAL_MS: int(60_000, 1_000),
  /** Who is e-mailed when the guardrail stops a release (staff accounts have no e-mail); a sandbox address by default. */
  RELEASE_MANAGERS_EMAIL: sandboxText('release-managers@sandbox.example.om'),
} as const satisfies Record<string, Setting>;

type Settings = typeof SETTINGS;
type Values = { -readonly [K in keyof Settings]: ValueOf<Settings[K]> };
/** Settings that may be unset (their value may be undefined): optional keys of Env. */
type Unset = { [K in keyof Values]: undefined extends Values[K] ? K : never }[keyof Values];

/** The parsed environment: one key per setting of SETTINGS, of the type its kind gives. */
export type Env = { [K in keyof Values as K extends Unset ? never : K]: Values[K] } & { [K in Unset]?: Values[K] };

/** A setting's value from its text (or its default); a bad text is a problem on the list. */
function readSetting(r: Reader, key: string, setting: Setting, context: Context): unknown {
  switch (setting.kind) {
    case 'int': return r.int(key, setting.default, setting.min, setting.max);
    case 'text': return r.string(key, typeof setting.default === 'function' ? setting.default(context) : setting.default);
    case 'flag': return r.bool(key, setting.default === 'sandbox' ? context.sandbox : setting.default);
    case 'url': return r.url(key, setting.protocols);
    case 'oneOf': return r.oneOf(key, setting.values, setting.default);
    case 'optional': return r.raw(key);
    case 'secret': return r.raw(key) ?? '';
    case 'custom': return setting.read(r, key, context);
  }
}

export function parseEnv(source: Source = process.env): Env {
  const r = new Reader(source);
  const SANDBOX = r.bool('SANDBOX', SETTINGS.SANDBOX.default);
  for (const key of ['TOKEN_SECRET', 'DOCUMENT_LINK_SECRET']) {
    const value = r.raw(key);
    if (value !== undefined && value.length < 32) r.problems.push(`${key}: must be at least 32 characters (e.g. \`openssl rand -hex 32\`)`);
  }
  const context: Context = { sandbox: SANDBOX };
  const values: Record<string, unknown> = {};
  for (const [key, setting] of Object.entries(SETTINGS) as [string, Setting][]) {
    values[key] = key === 'SANDBOX' ? SANDBOX : readSetting(r, key, setting, context);
  }
  // Typed by the table above: each value was read by its setting's kind.
  const env = values as Env;

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

/** pino redaction: request credentials and every secret key, wherever it appears in a log object. */
export function logRedactKeys(): string[] {
  return [...SECRET_KEYS, 'password', 'secret', 'accessToken', 'workingKey', 'access_token', 'authorization', 'cookie', 'passwordHash', 'csrfToken'];
}
