/**
 * Fixed-window counters in a store every server process shares (the database, or Redis when
 * REDIS_URL is set): enough to stop one client walking through plates and mobile numbers to
 * collect other people's policies, or making the server call the paid OCR vendors without end,
 * however many processes the load balancer spreads the client over.
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';
import type { BucketHit, RateLimitStore, WindowHits } from './rate-limit-store.js';

export type { RateLimitStore } from './rate-limit-store.js';

/** 429 RATE_LIMITED; the error handler copies `headers['retry-after']` onto the response. */
export class RateLimitedError extends AppError {
  readonly headers: { 'retry-after': string };
  constructor(readonly retryAfterSeconds: number) {
    super('RATE_LIMITED');
    this.headers = { 'retry-after': String(retryAfterSeconds) };
  }
}

/** `limit` hits per `windowMs` per key; a key's window opens with its first hit. */
export class WindowCounter {
  constructor(
    private readonly store: RateLimitStore,
    /** Tells this counter's buckets apart from another counter's for the same client. */
    private readonly name: string,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Counts one hit for `key`; throws RATE_LIMITED (with Retry-After) when its window is used up. */
  async take(key: string): Promise<void> {
    this.check(await this.store.hit(this.bucket(key), this.windowMs));
  }

  /** This counter's hit for `key`, to be counted with others in one `hitAll`. */
  hitFor(key: string): BucketHit {
    return { bucket: this.bucket(key), windowMs: this.windowMs };
  }

  /** Throws RATE_LIMITED (with Retry-After) when `counted` is over the limit. */
  check({ hits, resetInMs }: WindowHits): void {
    if (hits > this.limit) throw new RateLimitedError(Math.max(1, Math.ceil(resetInMs / 1000)));
  }

  private bucket(key: string): string {
    return `${this.name}:${key}`;
  }
}

/**
 * The key a client is counted under. Every browser shares the public client id, so a browser is
 * told apart by its address; a partner's confidential client by its client id.
 */
export function rateLimitClient(request: { clientId?: string | undefined; ip: string }, publicClientId: string): string {
  return !request.clientId || request.clientId === publicClientId ? `ip:${request.ip}` : `client:${request.clientId}`;
}

export interface LookupLimiter {
  /** Throws RATE_LIMITED when the client or the plate has had too many lookups. */
  take(client: string, plate: string | undefined): Promise<void>;
}

export function createLookupLimiter(store: RateLimitStore, perClientPerMinute: number, perPlatePerHour: number): LookupLimiter {
  const clients = new WindowCounter(store, 'lookup-client', perClientPerMinute, 60_000);
  const plates = new WindowCounter(store, 'lookup-plate', perPlatePerHour, 3_600_000);
  return {
    async take(client, plate) {
      const key = plate?.trim().toUpperCase();
      // Both counted in one round trip (a refused client's attempt counts against the plate too).
      const [byClient, byPlate] = await store.hitAll(key ? [clients.hitFor(client), plates.hitFor(key)] : [clients.hitFor(client)]);
      clients.check(byClient!);
      if (byPlate) plates.check(byPlate);
    },
  };
}

/** The counters of one app: a route needs only a name, its limit and its window. */
export function windowCounter(app: FastifyInstance, name: string, limit: number, windowMs: number): WindowCounter {
  return new WindowCounter(app.rateLimits, name, limit, windowMs);
}
